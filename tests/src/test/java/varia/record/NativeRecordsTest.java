package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.Main;

/**
 * The real records in native formats under {@code samples/<variant>/} (KIF, CSA, ICCS, WXF, and
 * any USI or GIB file added later): {@code varia convert} turns each into PGN without a complaint,
 * and {@code varia validate} passes every game of the PGN, with the recorded result agreeing
 * with the rules or not decided by them.
 */
class NativeRecordsTest {
    static final String[] ENDINGS = {".kif", ".kifu", ".csa", ".usi", ".iccs", ".wxf", ".gib"};

    @TempDir Path dir;

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    static List<Path> nativeFiles() throws Exception {
        List<Path> out = new ArrayList<>();
        for (String v : Samples.VARIANTS) out.addAll(Samples.files(v, ENDINGS));
        return out;
    }

    @Test
    void theRequiredFormatsHaveRealRecords() throws Exception {
        assertFalse(Samples.files("shogi", ".kif").isEmpty(), "a KIF shogi game");
        assertFalse(Samples.files("shogi", ".csa").isEmpty(), "a CSA shogi game");
        assertFalse(Samples.files("xiangqi", ".iccs").isEmpty(), "an ICCS xiangqi game");
        assertFalse(Samples.files("xiangqi", ".wxf").isEmpty(), "a WXF xiangqi game");
    }

    @TestFactory
    Stream<DynamicTest> convertThenValidate() throws Exception {
        return nativeFiles().stream().map(f -> DynamicTest.dynamicTest(f.getParent().getFileName() + "/" + f.getFileName(), () -> {
            String variant = f.getParent().getFileName().toString();
            Path pgn = dir.resolve(f.getFileName() + ".pgn");
            Run c = run("convert", f.toString(), "--variant", variant, "-o", pgn.toString());
            assertEquals(0, c.code(), c.err());
            assertEquals("", c.err());
            String text = Files.readString(pgn, StandardCharsets.UTF_8);
            List<Game> games = PgnReader.readAll(text);
            assertFalse(games.isEmpty(), text);
            Run v = run("validate", variant, pgn.toString(), "--no-progress");
            assertEquals(0, v.code(), v.out());
            List<String> lines = v.out().lines().toList();
            assertEquals(games.size() + " passed, 0 failed", lines.get(lines.size() - 1));
            for (int i = 0; i < games.size(); i++) {
                String line = lines.get(i);
                assertTrue(line.contains(": OK, " + games.get(i).moves().size() + " plies, "), line);
                String result = games.get(i).result();
                assertTrue(line.contains(result + " agrees with the rules") || line.contains(result + " result not decided by the rules")
                        || line.contains(result + " agrees with a claim the rules allow")
                        || result.equals("*") && line.matches(".*\\* unfinished(; the rules say .*)?(; note: .*)?"), line);
            }
        }));
    }

    /** The ICCS and WXF files hold the same games: both must give the same moves. */
    @Test
    void iccsAndWxfGiveTheSameGames() throws Exception {
        Path iccs = Samples.files("xiangqi", ".iccs").get(0), wxf = Samples.files("xiangqi", ".wxf").get(0);
        Run a = run("convert", iccs.toString(), "--coordinates");
        Run b = run("convert", wxf.toString(), "--coordinates");
        assertEquals(0, a.code(), a.err());
        assertEquals(0, b.code(), b.err());
        List<Game> ga = PgnReader.readAll(a.out()), gb = PgnReader.readAll(b.out());
        assertEquals(ga.size(), gb.size());
        for (int i = 0; i < ga.size(); i++) {
            List<String> ma = ga.get(i).moves().stream().map(RecordedMove::text).toList();
            List<String> mb = gb.get(i).moves().stream().map(RecordedMove::text).toList();
            assertEquals(ma, mb, "game " + (i + 1));
        }
    }
}
