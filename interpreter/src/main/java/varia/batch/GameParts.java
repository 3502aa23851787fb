package varia.batch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.util.List;
import varia.record.formats.GameStarts;

/**
 * Reads a large record file in parts, each a run of whole games: {@code validate} reads one part
 * after another (a native file of any size in bounded memory), {@code batch validate} gives the
 * parts to separate tasks. Cuts a large record file (PGN, or a native format whose games can be told apart:
 * {@link varia.record.formats.RecordFormat#gameStarts()}) into parts that tasks read on their
 * own, each starting where a game starts. The file is divided into windows of a nominal size;
 * part {@code k} runs from the first game start in window {@code k} to the first game start in
 * any later window (an empty part when window {@code k} holds none). Both neighbours of a cut
 * judge each line alike: in every window, the first line that begins in it is never a start and
 * the rule sees only lines that begin in the window ({@link GameStarts}), so the parts cover the
 * file exactly, whatever games the rule meets.
 *
 * <p>Every read is bounded by the window: finding a part's start reads at most its window (and
 * one line's first bytes), so a file without line breaks costs one pass, not one per part.
 */
public final class GameParts {
    private GameParts() {}

    /**
     * A native file (or a task's share of one) is parsed in parts of about this size, each a run of
     * whole games, so the games read but not yet replayed stay few and die young. Measured on 60,000
     * CSA games: 8 MB parts kept 170-330 MB alive and the collector paused 4.1-4.4 s; 256 KB parts
     * 0.36 s, and the run took 6% less wall clock and 11% less CPU.
     */
    public static final long PART_BYTES = 256L << 10;

    /**
     * The offset of the first game start in window {@code [from, to)}, or -1 when the window has
     * none; 0 for {@code from} 0.
     */
    public static long firstStart(InputStream in, long from, long to, long size, long window, GameStarts starts, Charset cs) throws IOException {
        if (from <= 0) return 0;
        if (from >= size) return -1;
        // the stream is at from - 1: a line beginning exactly at from still comes "after the line holding from - 1"
        Scanner s = new Scanner(in, from - 1, false, from, window, size, starts, cs);
        return s.nextStart(Math.min(to, size));
    }

    /**
     * The bytes of a part as a stream: from {@code start} (a game start, or 0) to the first game
     * start at or after {@code stopAfter}; counts the line feeds it gives.
     */
    public static Scanner part(InputStream in, long start, long stopAfter, long window, long size, GameStarts starts, Charset cs) {
        return new Scanner(in, start, true, stopAfter, window, size, starts, cs);
    }

    /**
     * A task's share of a file: from {@code start} (a game start, or 0) to the first game start at
     * or after {@code stop} (judged in windows of {@code window}, as {@link #part} judges it), read
     * one part of about {@code partBytes} at a time: the share ends where its neighbour's begins
     * whatever the part size.
     */
    public static Share share(InputStream in, long start, long stop, long window, long size, GameStarts starts, Charset cs, long partBytes) {
        Scanner sc = start + partBytes >= stop ? part(in, start, stop, window, size, starts, cs)
                : part(in, start, start + partBytes, partBytes, size, starts, cs).within(stop, window);
        return new Share(sc, stop, window, partBytes);
    }

    /** The parts of a share, one after another. */
    public static final class Share {
        private final Scanner sc;
        private final long stop, window, partBytes;
        private boolean started;

        private Share(Scanner sc, long stop, long window, long partBytes) {
            this.sc = sc;
            this.stop = stop;
            this.window = window;
            this.partBytes = partBytes;
        }

        /** The next part's bytes (whole games), or null when the share is read; a part over {@code max} bytes is refused. */
        public byte[] next(String name, int max) throws IOException {
            if (started) {
                long p = sc.position();
                if (p >= stop) return null; // the game starting here is the next share's
                if (!(p + partBytes >= stop ? sc.nextPart(stop, window) : sc.nextPart(partBytes))) return null;
            }
            started = true;
            return RecordFiles.readBounded(sc, name, max);
        }

        /** Line feeds read so far. */
        public long lineFeeds() { return sc.lineFeeds; }
    }

    /** Called with each game of a file read part by part, and the games and lines of the parts before it. */
    @FunctionalInterface
    public interface EachGame {
        /** @return false to stop (the output failed) */
        boolean game(varia.record.Game g, long gamesBefore, long linesBefore);
    }

    /**
     * Reads a native file of many games one part after another (parts of about {@code partBytes},
     * each ending where a game starts): memory is bounded by the largest part, not the file.
     *
     * @return null when every game was given; "" when {@code each} stopped; else why the file
     *         could not be read on (a part larger than {@code maxPart}: a game that never ends)
     */
    public static String eachGame(InputStream in, String name, varia.record.formats.RecordFormat format, Charset cs, long partBytes,
                                  int maxPart, EachGame each) throws IOException {
        Scanner sc = part(in, 0, partBytes, partBytes, Long.MAX_VALUE, format.gameStarts(), cs);
        long games = 0, lines = 0;
        do {
            long lf = sc.lineFeeds;
            byte[] bytes = sc.readNBytes(maxPart + 1);
            if (bytes.length > maxPart)
                return String.format(java.util.Locale.ROOT, "more than %,d bytes without a game's start (from line %d): a game that does not end", maxPart, lines + 1);
            List<varia.record.Game> read = RecordFiles.readNative(name, bytes, format);
            for (varia.record.Game g : read) if (!each.game(g, games, lines)) return "";
            games += read.size();
            lines += sc.lineFeeds - lf;
        } while (sc.nextPart(partBytes));
        return null;
    }

    /** Reads a file from an offset, finding game starts as it goes; as a stream it ends before the first one it finds. */
    public static final class Scanner extends InputStream {
        private final InputStream in;
        private final long size;
        private long checkFrom, window;
        private final GameStarts starts;
        private final Charset cs;
        private final byte[] buf = new byte[1 << 16];
        private int bufPos, bufLen;
        private long pos, nextWindow, readLimit = Long.MAX_VALUE;
        private long limit = Long.MAX_VALUE, limitWindow;
        private boolean atLineStart, firstInWindow, done, checked;
        private String prev;
        /** Line feeds given so far. */
        public long lineFeeds;

        Scanner(InputStream in, long pos, boolean atLineStart, long checkFrom, long window, long size, GameStarts starts, Charset cs) {
            this.in = in;
            this.pos = pos;
            this.atLineStart = atLineStart;
            this.checkFrom = checkFrom;
            this.window = window;
            this.size = size;
            this.starts = starts;
            this.cs = cs;
            this.nextWindow = checkFrom;
        }

        private boolean fill(int want) throws IOException {
            if (bufLen - bufPos >= want) return true;
            if (bufPos > 0) {
                System.arraycopy(buf, bufPos, buf, 0, bufLen - bufPos);
                bufLen -= bufPos;
                bufPos = 0;
            }
            while (bufLen < want) {
                long left = Math.min(size, readLimit) - pos - bufLen;
                if (left <= 0) break;
                int n = in.read(buf, bufLen, (int) Math.min(buf.length - bufLen, left));
                if (n <= 0) break;
                bufLen += n;
            }
            return bufLen - bufPos >= want;
        }

        /**
         * At a line start at or after {@code checkFrom}: whether this line starts a game (the
         * first line of each window never does; the rule sees only lines of the current window).
         */
        private boolean startsHere() throws IOException {
            if (pos >= limit) { // from here on, judge lines as a part made to end at the limit would
                window = limitWindow;
                nextWindow = limit;
                limit = Long.MAX_VALUE;
            }
            if (pos >= nextWindow) { // the first line that begins in a window
                firstInWindow = true;
                prev = null;
                nextWindow = (pos / window + 1) * window;
            }
            fill(GameStarts.PREFIX);
            int n = 0, avail = bufLen - bufPos;
            while (n < avail && n < GameStarts.PREFIX && buf[bufPos + n] != '\n') n++;
            int end = n;
            if (end > 0 && buf[bufPos + end - 1] == '\r') end--;
            String line = new String(buf, bufPos, end, cs);
            boolean start = !firstInWindow && starts.at(line, prev);
            firstInWindow = false;
            if (!line.isBlank()) prev = line;
            return start;
        }

        /** Discards bytes up to the first game start before {@code limit}: its offset, or -1 when none begins before it. */
        long nextStart(long limit) throws IOException {
            readLimit = limit + GameStarts.PREFIX; // a window and the first bytes of the line at its end: no more
            while (true) {
                if (atLineStart && pos >= checkFrom) {
                    if (pos >= limit) return -1;
                    if (startsHere()) return pos;
                    atLineStart = false;
                }
                if (!fill(1)) return -1;
                // to the end of the line (or of what is buffered), never past the limit
                int avail = bufLen - bufPos;
                int k = 0;
                while (k < avail && buf[bufPos + k] != '\n') k++;
                if (k < avail) { k++; atLineStart = true; }
                bufPos += k;
                pos += k;
                if (pos >= limit && !atLineStart) return -1;
            }
        }

        @Override public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xFF;
        }

        @Override public int read(byte[] b, int off, int len) throws IOException {
            if (done || len == 0) return done ? -1 : 0;
            if (atLineStart && pos >= checkFrom && !checked) {
                if (startsHere()) { done = true; return -1; }
                checked = true;
            }
            if (!fill(1)) { done = true; return -1; }
            int avail = Math.min(bufLen - bufPos, len);
            int k;
            if (pos < checkFrom) {
                k = (int) Math.min(avail, checkFrom - pos);
                atLineStart = buf[bufPos + k - 1] == '\n';
            } else {
                k = 0;
                while (k < avail && buf[bufPos + k] != '\n') k++;
                if (k < avail) { k++; atLineStart = true; checked = false; } else atLineStart = false;
            }
            System.arraycopy(buf, bufPos, b, off, k);
            for (int i = 0; i < k; i++) if (b[off + i] == '\n') lineFeeds++;
            bufPos += k;
            pos += k;
            return k;
        }

        /**
         * After the part ended at a game start: goes on with the next part, which ends at the
         * first game start at least {@code length} bytes further; false at the end of the file.
         */
        public boolean nextPart(long length) throws IOException {
            return nextPart(pos + length, length);
        }

        /**
         * After the part ended at a game start: goes on with the next part, which ends at the first
         * game start from {@code checkFrom} on (judged in windows of {@code window} from there);
         * false at the end of the file.
         */
        public boolean nextPart(long checkFrom, long window) throws IOException {
            if (!done || !fill(1)) return false;
            done = false;
            checked = true; // the line here starts a game: it opens this part
            atLineStart = false;
            this.checkFrom = checkFrom;
            nextWindow = checkFrom;
            this.window = window;
            prev = null;
            return true;
        }

        /**
         * Parts that end before {@code limit} may be cut anywhere; a part that reaches it ends at
         * the first game start the part made by {@code part(in, start, limit, limitWindow, ...)}
         * would end at, so that a task reading its share in several parts ends where its neighbour begins.
         */
        public Scanner within(long limit, long limitWindow) {
            this.limit = limit;
            this.limitWindow = limitWindow;
            return this;
        }

        /** The offset of the next byte. */
        public long position() { return pos; }

        @Override public int available() throws IOException { return done ? 0 : bufLen - bufPos; }

        @Override public void close() throws IOException { in.close(); }
    }
}
