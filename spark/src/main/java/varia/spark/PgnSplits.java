package varia.spark;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.apache.hadoop.fs.FSDataInputStream;

/**
 * Cuts a large PGN file into byte ranges that tasks read on their own, each starting where a game
 * starts. The range of split {@code k} is {@code [start(k * size), start((k + 1) * size))}, where
 * {@link #gameStart} finds, from a nominal offset, the first line that opens a tag section (a
 * line starting with {@code [} after a line that does not): both neighbours compute the same
 * boundary, so the ranges cover the file exactly, whatever games the heuristic meets.
 *
 * <p>The one input that fools it is a line starting with {@code [} inside a multi-line brace
 * comment, right after a line of the comment that does not: a game cut there shows as two failed
 * games, nothing is lost or counted twice. With the default 64 MB splits this needs such a
 * comment at one of the few cut points.
 */
final class PgnSplits {
    private PgnSplits() {}

    /**
     * The offset of the first game start after the line holding {@code offset} (the first whole
     * line is never taken, since the line before it was not seen whole), or {@code size} when
     * there is none; 0 for offset 0.
     */
    static long gameStart(FSDataInputStream in, long offset, long size) throws IOException {
        if (offset <= 0) return 0;
        if (offset >= size) return size;
        in.seek(offset - 1); // a line starting exactly at offset still counts as "after the line holding offset - 1"
        InputStream b = new BufferedInputStream(in, 1 << 16);
        long pos = offset - 1;
        int c;
        while ((c = b.read()) >= 0 && c != '\n') pos++; // the partial line
        if (c < 0) return size;
        pos++; // past its '\n': pos is the first whole line's offset
        boolean prevTag = true; // the line before the first whole line is unknown: the first whole line is never a start
        while (true) {
            long lineStart = pos;
            int first = b.read();
            if (first < 0) return size;
            pos++;
            if (first == '[' && !prevTag) return lineStart;
            prevTag = first == '[';
            c = first;
            while (c != '\n' && (c = b.read()) >= 0) pos++;
            if (c < 0) return size;
        }
    }

    /** Reads at most {@code limit} bytes of a stream and counts the line feeds read. */
    static final class Range extends FilterInputStream {
        private long left;
        long lineFeeds;

        Range(InputStream in, long limit) {
            super(in);
            left = limit;
        }

        @Override public int read() throws IOException {
            if (left <= 0) return -1;
            int c = super.read();
            if (c >= 0) {
                left--;
                if (c == '\n') lineFeeds++;
            }
            return c;
        }

        @Override public int read(byte[] buf, int off, int len) throws IOException {
            if (left <= 0) return -1;
            int n = super.read(buf, off, (int) Math.min(len, left));
            if (n > 0) {
                left -= n;
                for (int i = off; i < off + n; i++) if (buf[i] == '\n') lineFeeds++;
            }
            return n;
        }

        @Override public long skip(long n) throws IOException { // by reading, so the count and the limit stay right
            byte[] tmp = new byte[8192];
            long done = 0;
            while (done < n) {
                int r = read(tmp, 0, (int) Math.min(tmp.length, n - done));
                if (r < 0) break;
                done += r;
            }
            return done;
        }

        @Override public int available() throws IOException { return (int) Math.min(super.available(), left); }

        @Override public boolean markSupported() { return false; }
    }
}
