package varia.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeSet;
import java.util.zip.GZIPInputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import varia.batch.ArchiveCheck;
import varia.batch.CheckRow;
import varia.batch.GameParts;
import varia.batch.RecordFiles;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.formats.Formats;
import varia.record.formats.GameStarts;
import varia.record.formats.RecordFormat;
import varia.study.VariantSource;
import varia.variant.VariantException;

/**
 * {@code batch validate} on Spark: every game of an archive replayed by the rules, one row per
 * game in Parquet. A large file whose games can be told apart (PGN, CSA, USI, ICCS, WXF, GIB,
 * DhtmlXQ, KIF between summary lines) is cut into parts ({@link GameParts}) read on their own,
 * so one file of a million games spreads over every core and executor in bounded memory; small
 * files, compressed ones and binary ones are read whole, their parts gathered into a few tasks
 * per core of about equal bytes. A task knows only its own games, so it numbers them from 1 and
 * its lines from 1 and reports its totals; the rows are then renumbered with the totals of the
 * parts before them (a second, cheap pass over the kept rows). A file that is no regular file
 * (a FIFO, a device) is one failed row, never opened.
 */
public final class SparkValidate {
    private SparkValidate() {}

    public static final String GAMES_PARQUET = "games.parquet", FAILURES_CSV = "failures.csv", SUMMARY_CSV = "summary.csv";
    public static final long DEFAULT_SPLIT_BYTES = 64L << 20;
    /**
     * The largest window of a native-format file. A task parses its share {@link GameParts#PART_BYTES}
     * at a time whatever the window, so the window only sets how finely the work is cut: a million
     * CSA games (1.4 GB) make about 180 parts, and eight tasks of about 22 parts each come out even
     * on two cores.
     */
    static final long NATIVE_WINDOW = 8L << 20;
    /**
     * What a run found: games, by verdict, the time, and how the work was cut: {@code parts} the
     * parts of files read on their own, {@code tasks} the tasks (bundles of parts) Spark ran.
     */
    public record Outcome(long games, long passed, long failed, Map<String, Long> byOutcome, double seconds, int parts, int tasks) {}

    /**
     * A part of a file: bytes {@code [from, to)} as a window (the part runs from the first game
     * start in it to the first in a later one), or the whole file ({@code whole}). {@code format}
     * is {@code pgn}, a native format's name, or {@code ?} (the task looks at the content);
     * {@code charset} is the text's encoding for a window of a native format; {@code refused}
     * says why a file is not read (a FIFO, a device), else null.
     */
    record Split(int id, String file, String name, int index, boolean last, long from, long to, long size, long window,
                 String format, String charset, boolean whole, String refused) implements Serializable {}

    /** A task's output: a row numbered within its split, or (row null) the split's totals. */
    record Piece(int split, CheckRow row, long games, long lines) implements Serializable {}

    public static Outcome run(SparkSession spark, VariantSource variant, Map<String, String> options, List<String> inputs, String out,
                              long splitBytes) throws IOException, VariantException {
        long t0 = System.nanoTime();
        new ArchiveCheck(variant, options); // a bad variant or option fails here, before any task
        if (splitBytes != 0 && splitBytes < 1024) throw new IllegalArgumentException("the split size must be at least 1 KB (0: chosen from the inputs)");
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Configuration conf = jsc.hadoopConfiguration();
        List<String> files = files(inputs, conf);
        long window = splitBytes > 0 ? splitBytes : autoWindow(files, conf, jsc.defaultParallelism());
        List<Split> splits = splits(files, conf, window);
        List<List<Split>> bundles = bundles(splits, jsc.defaultParallelism() * TASKS_PER_CORE);
        Map<String, String> opts = new LinkedHashMap<>(options);
        JavaRDD<Piece> pieces = jsc.parallelize(bundles, bundles.size())
                .mapPartitions(it -> {
                    List<Split> mine = new ArrayList<>();
                    it.forEachRemaining(mine::addAll);
                    return read(variant, opts, mine);
                }).persist(StorageLevel.MEMORY_AND_DISK_SER());
        try {
            // the games and lines of each split, then of the splits before each one in its file
            Map<Integer, long[]> totals = new HashMap<>();
            for (Piece p : pieces.filter(p -> p.row() == null).collect()) totals.put(p.split(), new long[] {p.games(), p.lines()});
            Map<Integer, long[]> before = new HashMap<>();
            long[] run = {0, 0};
            String file = null;
            for (Split s : splits) {
                if (!s.file().equals(file)) { file = s.file(); run = new long[] {0, 0}; }
                before.put(s.id(), run.clone());
                long[] t = totals.getOrDefault(s.id(), new long[] {0, 0});
                run[0] += t[0];
                run[1] += t[1];
            }
            Broadcast<Map<Integer, long[]>> shift = jsc.broadcast(before);
            JavaRDD<Row> rows = pieces.filter(p -> p.row() != null).map(p -> {
                long[] b = shift.value().get(p.split());
                return Schemas.row(p.row().shifted(b[0], b[1]));
            });
            HadoopOutputDir dir = new HadoopOutputDir(out, conf);
            Dataset<Row> games = spark.createDataFrame(rows, Schemas.CHECK);
            games.write().mode(SaveMode.Overwrite).parquet(dir.path(GAMES_PARQUET));
            Dataset<Row> written = spark.read().parquet(dir.path(GAMES_PARQUET));
            Csvs.writer(written.filter("status = 'fail'").orderBy("file", "game").coalesce(1)).csv(dir.path(FAILURES_CSV));
            Map<String, Long> byOutcome = new java.util.TreeMap<>();
            long passed = 0, failed = 0;
            for (Row r : written.groupBy("status", "outcome", "error_kind").count().collectAsList()) {
                String key = r.getString(0) + " " + r.getString(1) + (r.isNullAt(2) ? "" : " (" + r.getString(2) + ")");
                byOutcome.merge(key, r.getLong(3), Long::sum);
                if (r.getString(0).equals("ok")) passed += r.getLong(3); else failed += r.getLong(3);
            }
            try (var w = dir.create(SUMMARY_CSV)) {
                varia.study.Csv.row(w, List.of("status", "outcome", "games"));
                for (var e : byOutcome.entrySet()) {
                    String[] k = e.getKey().split(" ", 2);
                    varia.study.Csv.row(w, List.of(k[0], k[1], e.getValue()));
                }
            }
            return new Outcome(passed + failed, passed, failed, byOutcome, (System.nanoTime() - t0) / 1e9, splits.size(), bundles.size());
        } finally {
            pieces.unpersist(false);
        }
    }

    /** Tasks per core: enough to even out parts that take longer than others. */
    static final int TASKS_PER_CORE = 4;
    static final long MIN_WINDOW = 1L << 20;

    /**
     * The window when none is given: the inputs' bytes over a few parts per core, between 1 MB
     * and {@link #DEFAULT_SPLIT_BYTES}, so that one large file keeps every core busy.
     */
    static long autoWindow(List<String> files, Configuration conf, int cores) throws IOException {
        long total = 0;
        for (String f : files) {
            Path p = new Path(f);
            if (RecordFiles.refusal(p.toUri()) != null) continue;
            total += p.getFileSystem(conf).getFileStatus(p).getLen();
        }
        long w = total / Math.max(1, cores * TASKS_PER_CORE * 2L);
        return Math.max(MIN_WINDOW, Math.min(DEFAULT_SPLIT_BYTES, w));
    }

    /** The files of the inputs: files as named, folders searched for record files, globs expanded; sorted, each once. */
    static List<String> files(List<String> inputs, Configuration conf) throws IOException {
        TreeSet<String> out = new TreeSet<>();
        for (String in : inputs) {
            Path p = new Path(in);
            FileSystem fs = p.getFileSystem(conf);
            FileStatus[] matches = fs.globStatus(p);
            if (matches == null || matches.length == 0) throw new IllegalArgumentException(in + ": no such file");
            for (FileStatus m : matches) {
                if (!m.isDirectory()) { out.add(m.getPath().toString()); continue; } // a FIFO or a device too: refused, not skipped
                RemoteIterator<LocatedFileStatus> it = fs.listFiles(m.getPath(), true);
                while (it.hasNext()) {
                    LocatedFileStatus f = it.next();
                    String name = f.getPath().getName().toLowerCase(java.util.Locale.ROOT);
                    String plain = name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
                    if (!f.isDirectory() && !name.startsWith(".") && endings().stream().anyMatch(plain::endsWith)) out.add(f.getPath().toString());
                }
            }
        }
        if (out.isEmpty()) throw new IllegalArgumentException("no record files in " + String.join(", ", inputs)
                + " (a folder is searched for " + String.join(" ", endings()) + ", also .gz)");
        return new ArrayList<>(out);
    }

    /** The endings a folder is searched for: .pgn and every native format's. */
    static List<String> endings() {
        List<String> e = new ArrayList<>(List.of(".pgn"));
        for (RecordFormat f : Formats.ALL) for (String x : f.extensions()) e.add("." + x);
        return e;
    }

    /**
     * The parts of the files: a file larger than a window whose games can be told apart (PGN,
     * and the native formats with {@link RecordFormat#gameStarts()}) in windows; other files
     * whole (their format found by the task that reads them, so that the driver opens only the
     * large files); a file that is no regular file is a refused part, never opened.
     */
    static List<Split> splits(List<String> files, Configuration conf, long splitBytes) throws IOException {
        List<Split> out = new ArrayList<>();
        for (String f : files) {
            Path p = new Path(f);
            FileSystem fs = p.getFileSystem(conf);
            String refused = RecordFiles.refusal(p.toUri());
            if (refused != null) { out.add(new Split(out.size(), f, shown(p), 0, true, 0, 0, 0, 0, "?", null, true, refused)); continue; }
            long size = fs.getFileStatus(p).getLen();
            if (RecordFiles.gzip(f) || size <= Math.min(splitBytes, NATIVE_WINDOW)) {
                out.add(new Split(out.size(), f, shown(p), 0, true, 0, size, size, splitBytes, "?", null, true, null));
                continue;
            }
            byte[] head = head(fs, p);
            RecordFormat format = RecordFiles.format(f, head);
            String name = format == null ? "pgn" : format.name();
            // a native file is cut finely: its parts are parsed a few MB at a time anyway
            long window = format == null ? splitBytes : Math.min(splitBytes, NATIVE_WINDOW);
            if (size <= window) {
                out.add(new Split(out.size(), f, shown(p), 0, true, 0, size, size, window, "?", null, true, null));
                continue;
            }
            if (format != null && format.gameStarts() == null) {
                out.add(new Split(out.size(), f, shown(p), 0, true, 0, size, size, splitBytes, name, null, true, null));
                continue;
            }
            String cs = RecordFiles.charset(head, format).name();
            long k = (size + window - 1) / window;
            for (long i = 0; i < k; i++)
                out.add(new Split(out.size(), f, shown(p), (int) i, i == k - 1, i * window, i == k - 1 ? size : (i + 1) * window, size,
                        window, name, cs, false, null));
        }
        return out;
    }

    /**
     * The parts in {@code n} bundles of about equal bytes (the largest first, each to the lightest
     * bundle), one task each: a folder of a million small files makes a few tasks per core, not
     * a million tasks.
     */
    static List<List<Split>> bundles(List<Split> splits, int n) {
        int k = Math.max(1, Math.min(n, splits.size()));
        List<List<Split>> out = new ArrayList<>();
        long[] load = new long[k];
        for (int i = 0; i < k; i++) out.add(new ArrayList<>());
        List<Split> bySize = new ArrayList<>(splits);
        bySize.sort(java.util.Comparator.comparingLong((Split s) -> s.to() - s.from()).reversed());
        for (Split s : bySize) {
            int best = 0;
            for (int i = 1; i < k; i++) if (load[i] < load[best]) best = i;
            out.get(best).add(s);
            load[best] += Math.max(1, s.to() - s.from()) + 4096; // a file costs an open even when small
        }
        for (List<Split> b : out) b.sort(java.util.Comparator.comparingInt(Split::id));
        return out;
    }

    /** A local file's plain path (as the user wrote it, absolute), any other file's URI. */
    static String shown(Path p) {
        java.net.URI u = p.toUri();
        return "file".equals(u.getScheme()) ? u.getPath() : p.toString();
    }

    private static byte[] head(FileSystem fs, Path p) throws IOException {
        try (InputStream in = fs.open(p)) { return in.readNBytes(RecordFiles.HEAD_BYTES); }
    }

    /** A task: the rows of its splits, read and validated one game at a time as Spark pulls them, each split closed by its totals. */
    static Iterator<Piece> read(VariantSource variant, Map<String, String> options, List<Split> splits) throws VariantException {
        ArchiveCheck check = new ArchiveCheck(variant, options);
        Configuration conf = new Configuration();
        return new Iterator<>() {
            int s = -1;
            SplitReader current;
            Piece pending;

            @Override public boolean hasNext() {
                while (pending == null) {
                    if (current != null) {
                        pending = current.next();
                        if (pending != null) break;
                        current = null;
                    }
                    if (++s >= splits.size()) return false;
                    current = new SplitReader(splits.get(s), check, conf);
                }
                return true;
            }

            @Override public Piece next() {
                if (!hasNext()) throw new NoSuchElementException();
                Piece p = pending;
                pending = null;
                return p;
            }
        };
    }

    /** Reads one part: its games' rows, then its totals; a file that cannot be read becomes one failed row. */
    static final class SplitReader {
        private final Split split;
        private final ArchiveCheck check;
        private final Configuration conf;
        private Iterator<Game> games;
        private PgnReader pgn;
        private GameParts.Scanner part;
        private InputStream stream;
        private RecordFormat format;
        private GameParts.Share share;
        private long count;
        private boolean done;

        SplitReader(Split split, ArchiveCheck check, Configuration conf) {
            this.split = split;
            this.check = check;
            this.conf = conf;
        }

        /** The next piece, or null after the totals. */
        Piece next() {
            if (done) return null;
            try {
                if (split.refused() != null) {
                    done = true;
                    return new Piece(split.id(), CheckRow.unreadable(split.name(), check.variant().key(), check.optionsText(), split.refused()), 0, 0);
                }
                if (games == null && pgn == null) open();
                Game g = pgn != null ? pgn.next() : games.hasNext() ? games.next() : null;
                while (g == null && pgn == null && nextNativePart()) g = games.hasNext() ? games.next() : null;
                if (g != null) {
                    count++;
                    return new Piece(split.id(), check.row(split.name(), g), 0, 0);
                }
            } catch (IOException | RuntimeException e) {
                done = true;
                close();
                String why = e.getMessage() == null ? e.toString() : e.getMessage();
                return new Piece(split.id(), CheckRow.unreadable(split.name(), check.variant().key(), check.optionsText(), "cannot read: " + why), 0, 0);
            }
            done = true;
            long lines = part != null ? part.lineFeeds : share != null ? share.lineFeeds() : 0;
            close();
            return new Piece(split.id(), null, count, lines);
        }

        private void open() throws IOException {
            Path p = new Path(split.file());
            FileSystem fs = p.getFileSystem(conf);
            FSDataInputStream in = fs.open(p);
            stream = in;
            if (split.whole()) {
                pgnOrNative(RecordFiles.gzip(split.file()) ? new GZIPInputStream(in, 1 << 16) : in);
                return;
            }
            RecordFormat format = split.format().equals("pgn") ? null : Formats.byName(split.format());
            GameStarts starts = format == null ? GameStarts.PGN : format.gameStarts();
            java.nio.charset.Charset cs = java.nio.charset.Charset.forName(split.charset());
            if (split.index() > 0) in.seek(split.from() - 1);
            long start = split.index() == 0 ? 0 : GameParts.firstStart(in, split.from(), split.to(), split.size(), split.window(), starts, cs);
            if (start < 0) { games = java.util.Collections.emptyIterator(); return; } // no game begins in this window: the part before reads it
            in.seek(start);
            long stop = split.last() ? split.size() : split.to();
            if (format == null) {
                part = GameParts.part(in, start, stop, split.window(), split.size(), starts, cs);
                pgn = new PgnReader(new java.io.InputStreamReader(part, java.nio.charset.StandardCharsets.UTF_8));
                return;
            }
            // a native share is parsed a few MB at a time, as validate reads a big file: its games die young
            this.format = format;
            share = GameParts.share(in, start, stop, split.window(), split.size(), starts, cs, GameParts.PART_BYTES);
            games = java.util.Collections.emptyIterator();
        }

        /** The next games of the share, false when it is read. */
        private boolean nextNativePart() throws IOException {
            byte[] bytes = share == null ? null : share.next(split.file(), RecordFiles.MAX_NATIVE_BYTES);
            if (bytes == null) return false;
            games = RecordFiles.readNative(split.file(), bytes, format).iterator();
            return true;
        }

        /** A whole stream: its format from the split or from its first bytes; PGN streams, a native format is read whole (bounded). */
        private void pgnOrNative(InputStream in) throws IOException {
            java.io.BufferedInputStream b = new java.io.BufferedInputStream(in, 1 << 16);
            b.mark(RecordFiles.HEAD_BYTES);
            byte[] head = b.readNBytes(RecordFiles.HEAD_BYTES);
            b.reset();
            RecordFormat f = split.format().equals("?") ? RecordFiles.format(split.file(), head)
                    : split.format().equals("pgn") ? null : Formats.byName(split.format());
            if (f == null) {
                pgn = new PgnReader(new java.io.InputStreamReader(b, java.nio.charset.StandardCharsets.UTF_8));
            } else {
                games = RecordFiles.readNative(split.file(), RecordFiles.readBounded(b, split.file(), RecordFiles.MAX_NATIVE_BYTES), f).iterator();
            }
        }

        private void close() {
            try {
                if (pgn != null) pgn.close();
                if (stream != null) stream.close();
            } catch (IOException | RuntimeException e) {
                // nothing to do: the rows are out
            }
        }
    }
}
