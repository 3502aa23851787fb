package varia.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.batch.ArchiveCheck;
import varia.batch.CheckRow;
import varia.batch.RecordFiles;
import varia.study.Arm;
import varia.study.Budget;
import varia.study.LocalStudy;
import varia.study.OutputDir;
import varia.study.StudyPlan;
import varia.study.VariantSource;

/**
 * {@code batch validate} on embedded Spark gives, game for game, what validating the file in one
 * stream gives, also when the file is cut into many small ranges: same numbers, lines, verdicts,
 * first illegal moves and reasons.
 */
class SparkValidateTest {
    @TempDir static Path dir;
    static Path archive;
    static VariantSource chaturanga;

    /** A few hundred games: self-played ones, some corrupted (an illegal move, a wrong result, a broken tag), repeated. */
    @BeforeAll
    static void archive() throws Exception {
        chaturanga = VariantSource.of("chaturanga");
        List<Arm> arms = StudyPlan.arms(chaturanga, Map.of(), Map.of("elephant", List.of("alfil", "silver")));
        StudyPlan plan = new StudyPlan(chaturanga, arms, 4, Budget.nodes(60), 9, 4, 40, 1);
        LocalStudy.run(plan, 2, OutputDir.local(dir.resolve("study")), done -> { });
        String games = Files.readString(dir.resolve("study/games.pgn"));
        StringBuilder sb = new StringBuilder("% an archive for the test\n\n");
        for (int copy = 0; copy < 30; copy++) {
            String g = games;
            if (copy % 3 == 1) g = g.replaceFirst("\\n1\\. (\\S+) ", "\n1. Kz9 "); // a move that cannot be read
            if (copy % 5 == 2) g = g.replaceFirst("\\[Result \"(1-0|0-1|1/2-1/2)\"\\]", "[Result \"*\"]"); // Result tag against the movetext
            if (copy % 7 == 3) g = g.replaceFirst("\\[Round \"(\\d+)\"\\]", "[Round \"$1\"] garbage");
            sb.append(g).append(copy % 4 == 0 ? "\n\n" : "");
        }
        archive = dir.resolve("archive.pgn");
        Files.writeString(archive, sb, StandardCharsets.UTF_8);
    }

    /** What validating the file as one stream gives. */
    static List<CheckRow> direct(Path file, String name) throws Exception {
        ArchiveCheck check = new ArchiveCheck(chaturanga, Map.of());
        List<CheckRow> rows = new ArrayList<>();
        try (var in = Files.newInputStream(file)) {
            RecordFiles.eachPgnGame(in, g -> rows.add(check.row(name, g)));
        }
        return rows;
    }

    static List<CheckRow> rows(Path out) {
        List<CheckRow> rows = new ArrayList<>();
        for (Row r : LocalSpark.session().read().parquet(out.resolve(SparkValidate.GAMES_PARQUET).toString()).collectAsList()) rows.add(Schemas.check(r));
        rows.sort(Comparator.comparing(CheckRow::file).thenComparingLong(CheckRow::game));
        return rows;
    }

    @Test
    void smallRangesGiveTheSameRowsAsOneStream() throws Exception {
        List<CheckRow> expected = direct(archive, archive.toString());
        assertTrue(expected.size() >= 8 * 30, "a broken tag section reads as two games: " + expected.size());
        long failing = expected.stream().filter(r -> !r.ok()).count();
        assertTrue(failing >= 10 && expected.stream().anyMatch(r -> "move".equals(r.errorKind()) && "1.".equals(r.moveNumber())),
                "the corruptions are there: " + failing);
        Path out = dir.resolve("out-small");
        long size = Files.size(archive);
        SparkValidate.Outcome o = SparkValidate.run(LocalSpark.session(), chaturanga, Map.of(), List.of(archive.toString()), out.toString(), 4096);
        assertTrue(size / 4096 >= 20, "many ranges: " + size);
        assertEquals(expected, rows(out));
        assertEquals(expected.size(), o.games());
        assertEquals(failing, o.failed());
        assertTrue(Files.readString(out.resolve("summary.csv")).contains("fail,not_checked (move),"), Files.readString(out.resolve("summary.csv")));
    }

    @Test
    void compressedFoldersAndGlobs() throws Exception {
        Path folder = dir.resolve("folder");
        Files.createDirectories(folder.resolve("sub"));
        try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(folder.resolve("sub/archive.pgn.gz")))) {
            Files.copy(archive, o);
        }
        Files.copy(archive, folder.resolve("copy.pgn"));
        Files.writeString(folder.resolve("notes.txt"), "not a record"); // a folder is searched for record files only
        Path out = dir.resolve("out-folder");
        SparkValidate.run(LocalSpark.session(), chaturanga, Map.of(), List.of(folder.toString()), out.toString(), 1 << 20);
        List<CheckRow> rows = rows(out);
        List<CheckRow> expected = new ArrayList<>(direct(archive, folder.resolve("copy.pgn").toString()));
        expected.addAll(direct(archive, folder.resolve("sub/archive.pgn.gz").toString()));
        assertEquals(expected, rows);

        Path globbed = dir.resolve("out-glob");
        SparkValidate.run(LocalSpark.session(), chaturanga, Map.of(), List.of(folder + "/*.pgn"), globbed.toString(), 1 << 20);
        assertEquals(direct(archive, folder.resolve("copy.pgn").toString()), rows(globbed));

        var missing = assertThrows(IllegalArgumentException.class,
                () -> SparkValidate.run(LocalSpark.session(), chaturanga, Map.of(), List.of(dir + "/nothing-*.pgn"), dir.resolve("x").toString(), 1 << 20));
        assertTrue(missing.getMessage().contains("no such file"), missing.getMessage());
    }

    /** Native formats (KIF, CSA) are read whole, as 'varia convert' reads them. */
    @Test
    void nativeRecords() throws Exception {
        Path samples = varia.spark.SparkValidateTest.root().resolve("samples/shogi");
        VariantSource shogi = VariantSource.of("shogi");
        Path out = dir.resolve("out-shogi");
        SparkValidate.Outcome o = SparkValidate.run(LocalSpark.session(), shogi, Map.of(), List.of(samples.toString()), out.toString(), 1 << 20);
        ArchiveCheck check = new ArchiveCheck(shogi, Map.of());
        long expected = 0;
        try (var files = Files.list(samples)) {
            for (Path f : files.sorted().toList()) {
                byte[] bytes = Files.readAllBytes(f);
                var format = RecordFiles.format(f.toString(), bytes);
                if (format == null) expected += RecordFiles.eachPgnGame(new ByteArrayInputStream(bytes), g -> { });
                else expected += RecordFiles.readNative(f.toString(), bytes, format).stream().filter(g -> check.row("", g).ok()).count();
            }
        }
        assertTrue(expected >= 5);
        assertEquals(expected, o.passed());
        assertEquals(0, o.failed());
        assertTrue(rows(out).stream().anyMatch(r -> r.file().endsWith(".kif")) && rows(out).stream().anyMatch(r -> r.file().endsWith(".csa")));
    }

    /** Every part starts at a line opening a game's tags (after one that is not a tag line); finding it reads one window. */
    @Test
    void partsStartAtGameStarts() throws Exception {
        byte[] text = Files.readAllBytes(archive);
        FileSystem fs = FileSystem.getLocal(new Configuration());
        long w = 997;
        try (FSDataInputStream in = fs.open(new org.apache.hadoop.fs.Path(archive.toString()))) {
            for (long from = w; from < text.length; from += w) {
                in.seek(from - 1);
                long b = varia.batch.GameParts.firstStart(in, from, from + w, text.length, w, varia.record.formats.GameStarts.PGN, StandardCharsets.UTF_8);
                if (b < 0) continue;
                assertTrue(b >= from && b < from + w, b + " in [" + from + ", " + (from + w) + ")");
                assertEquals('[', text[(int) b]);
                assertEquals('\n', text[(int) b - 1]);
                int prev = (int) b - 2;
                while (prev > 0 && text[prev - 1] != '\n') prev--;
                assertTrue(text[prev] != '[', "the line before is not a tag line");
            }
        }
    }

    /**
     * A large native file is cut into windows that leave room for the game crossing a window's
     * end: each part is read into memory, bounded at RecordFiles.MAX_NATIVE_BYTES, and windows of
     * 64 MB made parts just over it (8 of the 22 parts of a 1.4 GB CSA file were refused, 377,000
     * games unread). Now a task parses its share a few MB at a time, and a native file is cut in
     * windows of that size (8 MB: even work for the tasks). A PGN file, streamed, keeps the window asked for.
     */
    @Test
    void nativeWindowsLeaveRoomForTheLastGame() throws Exception {
        Path dir = Files.createTempDirectory("varia-native-windows");
        Path csa = dir.resolve("big.csa"), pgn = dir.resolve("big.pgn");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(csa.toFile(), "rw")) {
            f.write("V2.2\nN+a\nN-b\nPI\n+\n+7776FU\n%TORYO\n/\n".getBytes(StandardCharsets.US_ASCII));
            f.setLength(100L << 20); // sparse: only the head is read to cut the file
        }
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(pgn.toFile(), "rw")) {
            f.write("[Event \"x\"]\n\n1. e4 *\n".getBytes(StandardCharsets.US_ASCII));
            f.setLength(100L << 20);
        }
        Configuration conf = new Configuration();
        List<SparkValidate.Split> csaParts = SparkValidate.splits(List.of(csa.toString()), conf, SparkValidate.DEFAULT_SPLIT_BYTES);
        assertEquals(13, csaParts.size(), csaParts.toString());
        assertEquals(8L << 20, csaParts.get(0).window());
        for (SparkValidate.Split s : csaParts) assertTrue(s.window() <= varia.batch.RecordFiles.MAX_NATIVE_BYTES / 2, s.toString());
        assertEquals(100L << 20, csaParts.get(csaParts.size() - 1).to());
        List<SparkValidate.Split> text = SparkValidate.splits(List.of(pgn.toString()), conf, SparkValidate.DEFAULT_SPLIT_BYTES);
        assertEquals(2, text.size(), text.toString());
        assertEquals(SparkValidate.DEFAULT_SPLIT_BYTES, text.get(0).window());
        Files.delete(csa);
        Files.delete(pgn);
        Files.delete(dir);
    }

    static Path root() {
        String r = System.getProperty("varia.root");
        return r != null ? Path.of(r) : Path.of("..");
    }
}
