package varia.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.batch.ArchiveCheck;
import varia.batch.CheckRow;
import varia.batch.RecordFiles;
import varia.study.VariantSource;

/**
 * {@code batch validate} against what broke it (issue 26 item 10 and 12's batch parts, issue 25
 * item 4): a FIFO (named, or inside a folder) is a failed row and is never opened; a device such
 * as /dev/zero is a failure, not "0 passed, 0 failed"; an output folder that cannot be written is
 * one line before Spark starts; SLF4J has one provider; a native file of many games and a folder
 * of many files are spread over tasks, with the rows reading the file whole gives.
 */
class SparkBatchHostileTest {
    @TempDir Path dir;

    static List<CheckRow> rows(Path out) {
        List<CheckRow> rows = new ArrayList<>();
        for (var r : LocalSpark.session().read().parquet(out.resolve(SparkValidate.GAMES_PARQUET).toString()).collectAsList()) rows.add(Schemas.check(r));
        rows.sort(Comparator.comparing(CheckRow::file).thenComparingLong(CheckRow::game));
        return rows;
    }

    @Test
    void fifosAreRefusedNeverOpened() throws Exception {
        Path fifo = dir.resolve("pipe.pgn"), folder = dir.resolve("folder");
        Files.createDirectories(folder);
        Files.copy(SparkValidateTest.root().resolve("samples/chess/classics.pgn"), folder.resolve("classics.pgn"));
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString(), folder.resolve("inner.pgn").toString()).start().waitFor());
        SparkValidate.Outcome o = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> SparkValidate.run(LocalSpark.session(),
                VariantSource.of("chess"), Map.of(), List.of(fifo.toString(), folder.toString()), dir.resolve("out").toString(), 0));
        assertEquals(2, o.failed());
        assertEquals(3, o.passed());
        List<CheckRow> rows = rows(dir.resolve("out"));
        assertTrue(rows.stream().filter(r -> "file".equals(r.errorKind())).allMatch(r -> r.reason().equals("not a regular file (a FIFO), so not read as a game record")), rows.toString());
    }

    @Test
    void aDeviceIsAFailureNotAnEmptyArchive() throws Exception {
        SparkValidate.Outcome o = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> SparkValidate.run(LocalSpark.session(),
                VariantSource.of("chess"), Map.of(), List.of("/dev/zero"), dir.resolve("zero").toString(), 0));
        assertEquals(1, o.failed());
        assertEquals("not a regular file (a character device), so not read as a game record", rows(dir.resolve("zero")).get(0).reason());
    }

    /** Before Spark starts: one line, no stack trace (a read-only file system: even root cannot write there). */
    @Test
    void anOutputFolderThatCannotBeWrittenIsOneLine() {
        StringWriter out = new StringWriter(), err = new StringWriter();
        PrintStream saved = System.err;
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        System.setErr(new PrintStream(raw, true));
        int code;
        try {
            code = varia.cli.Main.run(new Main(), new PrintWriter(out), new PrintWriter(err), new String[] {"batch", "validate", "chess",
                    SparkValidateTest.root().resolve("samples/chess/classics.pgn").toString(), "--out", "/proc/varia-out"});
        } finally {
            System.setErr(saved);
        }
        String all = out + "" + err + raw;
        assertEquals(1, code, all);
        assertTrue(err.toString().startsWith("error: cannot write the output folder /proc/varia-out: "), all);
        assertFalse(all.contains("\tat ") || all.contains("Exception"), all);
        assertTrue(all.lines().count() <= 2, all);
    }

    /** One SLF4J provider on Spark's class path (two made SLF4J warn on every run). */
    @Test
    void oneSlf4jProvider() {
        long providers = ServiceLoader.load(org.slf4j.spi.SLF4JServiceProvider.class).stream().count();
        assertEquals(1, providers);
    }

    /** One CSA file of 120 games in parts read by several tasks, and a folder of 120 small files in a few tasks: the rows of reading them whole. */
    @Test
    void nativeFilesAndFoldersAreSpreadOverTasks() throws Exception {
        Path wcsc = SparkValidateTest.root().resolve("tests/records/shogi/wcsc28");
        List<Path> games;
        try (var files = Files.list(wcsc)) { games = files.sorted().limit(120).toList(); }
        StringBuilder sb = new StringBuilder();
        for (Path p : games) sb.append(Files.readString(p).replace("\uFEFF", "")).append("/\n");
        Path many = dir.resolve("many.csa");
        Files.writeString(many, sb);
        VariantSource shogi = VariantSource.of("shogi");
        SparkValidate.Outcome o = SparkValidate.run(LocalSpark.session(), shogi, Map.of(), List.of(many.toString()), dir.resolve("csa").toString(), 10_000);
        assertTrue(o.parts() > 10 && o.tasks() > 1 && o.tasks() <= 8, o.parts() + " parts, " + o.tasks() + " tasks");
        ArchiveCheck check = new ArchiveCheck(shogi, Map.of());
        List<CheckRow> expected = new ArrayList<>();
        for (var g : RecordFiles.readNative(many.toString(), Files.readAllBytes(many), varia.record.formats.Formats.byName("csa")))
            expected.add(check.row(many.toString(), g));
        assertEquals(120, expected.size());
        assertEquals(expected, rows(dir.resolve("csa")));
        SparkValidate.Outcome folder = SparkValidate.run(LocalSpark.session(), shogi, Map.of(), List.of(wcsc.toString()), dir.resolve("folder").toString(), 0);
        try (var files = Files.list(wcsc)) { assertEquals(files.count(), folder.parts()); }
        assertTrue(folder.tasks() <= 8, folder.tasks() + " tasks");
        assertEquals(folder.games(), folder.passed(), "every real game of the folder passes");
    }
}
