package varia.cli;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The picocli commands run in-process with captured output. */
public class CliTest {

    public record Result(int code, String out, String err) {
        List<String> outLines() { return out.isEmpty() ? List.of() : Arrays.asList(out.split("\\R")); }

        String all() { return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err; }
    }

    public static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(code, out.toString(), err.toString());
    }


    static final Pattern SUMMARY = Pattern.compile("nodes (\\d+)  time \\d+\\.\\d\\d s  \\S+ (M |k )?nodes/s");

    static void assertNoStackTrace(Result r) {
        String both = r.out() + r.err();
        assertFalse(both.contains("\tat ") || both.contains("Exception:") || both.contains("Exception\n"), r.all());
    }

    /** A refused command: exit code 1, one line on stderr that starts with "error: ", no stack trace. */
    static void assertOneLineError(Result r) {
        assertEquals(1, r.code(), r.all());
        assertTrue(r.err().startsWith("error: "), r.all());
        assertEquals(1, r.err().strip().lines().count(), r.all());
        assertNoStackTrace(r);
    }

    static long summaryNodes(Result r) {
        List<String> lines = r.outLines();
        String last = lines.get(lines.size() - 1);
        Matcher m = SUMMARY.matcher(last);
        assertTrue(m.matches(), "last line '" + last + "' is not 'nodes N  time T s  R M nodes/s'\n" + r.all());
        return Long.parseLong(m.group(1));
    }

    // ---- perft ------------------------------------------------------------------------------

    @Test
    void perftPrintsOneSummaryLine() {
        Result r = run("perft", "makruk", "3");
        assertEquals(0, r.code(), r.all());
        assertEquals(1, r.outLines().size(), r.all());
        assertEquals(12012, summaryNodes(r));
        assertEquals("", r.err(), r.all());
    }

    @Test
    void perftDivideListsRootMovesThenTheTotal() {
        Result r = run("perft", "makruk", "2", "--divide");
        assertEquals(0, r.code(), r.all());
        List<String> lines = r.outLines();
        assertEquals(24, lines.size(), r.all());
        Set<String> moves = new TreeSet<>();
        for (String line : lines.subList(0, 23)) {
            Matcher m = Pattern.compile("([a-h][1-8][a-h][1-8]): 23").matcher(line);
            assertTrue(m.matches(), "divide line '" + line + "'\n" + r.all());
            moves.add(m.group(1));
        }
        // Fairy-Stockfish 11.1's moves from the makruk start position.
        assertEquals(new TreeSet<>(List.of("a3a4", "b3b4", "c3c4", "d3d4", "e3e4", "f3f4", "g3g4", "h3h4",
                "b1d2", "g1e2", "a1a2", "h1h2", "e1d2", "e1f2", "c1b2", "c1c2", "c1d2", "f1e2", "f1f2", "f1g2",
                "d1c2", "d1d2", "d1e2")), moves);
        assertEquals(529, summaryNodes(r));
    }

    @Test
    void perftFromFen() {
        Result r = run("perft", "chess", "2", "--divide", "--fen", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(0, r.code(), r.all());
        assertTrue(r.outLines().stream().anyMatch(l -> l.startsWith("b7b8q: ")), r.all());
        assertEquals(9, r.outLines().size() - 1, r.all()); // 4 promotions + 5 king moves
    }

    @Test
    void variantNamesAreCaseInsensitive() {
        Result r = run("perft", "MAKRUK", "1");
        assertEquals(0, r.code(), r.all());
        assertEquals(23, summaryNodes(r));
    }

    @Test
    void perftAcceptsAPathToAYamlFile() {
        Path file = root().resolve("variants/makruk.yaml");
        Result r = run("perft", file.toString(), "2");
        assertEquals(0, r.code(), r.all());
        assertEquals(529, summaryNodes(r));
    }

    @Test
    void unknownVariantGivesAOneLineErrorWithASuggestion() {
        Result r = run("perft", "makrukk", "2");
        assertEquals(1, r.code(), r.all());
        assertEquals("", r.out(), r.all());
        assertTrue(r.err().startsWith("error: "), r.all());
        assertTrue(r.err().contains("makruk"), "the message should suggest makruk\n" + r.all());
        assertNoStackTrace(r);
    }

    @Test
    void badFenGivesAOneLineErrorNoStackTrace() {
        Result r = run("perft", "makruk", "2", "--fen", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNRZ w - - 0 1");
        assertEquals(1, r.code(), r.all());
        assertTrue(r.err().startsWith("error: invalid FEN"), r.all());
        assertEquals(1, r.err().strip().lines().count(), r.all());
        assertNoStackTrace(r);
    }

    @Test
    void missingYamlPathGivesAnError() {
        Result r = run("perft", "/nonexistent/dir/game.yaml", "1");
        assertEquals(1, r.code(), r.all());
        assertTrue(r.err().startsWith("error: "), r.all());
        assertNoStackTrace(r);
    }

    // ---- argument errors (run without the engine) -------------------------------------------

    @Test
    void missingDepthPrintsUsageWithExitCode2() {
        Result r = run("perft", "makruk");
        assertEquals(2, r.code(), r.all());
        assertTrue(r.err().contains("Usage: varia perft"), r.all());
        assertNoStackTrace(r);
    }

    @Test
    void nonNumericOrZeroDepthIsAUsageError() {
        Result r = run("perft", "makruk", "x");
        assertEquals(2, r.code(), r.all());
        assertTrue(r.err().startsWith("error: "), r.all());
        r = run("perft", "makruk", "0");
        assertEquals(2, r.code(), r.all());
        assertTrue(r.err().contains("DEPTH must be at least 1"), r.all());
    }

    @Test
    void noCommandOrUnknownCommandIsAUsageError() {
        Result r = run();
        assertEquals(2, r.code(), r.all());
        assertTrue(r.err().contains("Usage: varia"), r.all());
        r = run("perf");
        assertEquals(2, r.code(), r.all());
        assertTrue(r.err().contains("perft"), r.all());
        assertNoStackTrace(r);
    }

    @Test
    void helpExitsZero() {
        Result r = run("--help");
        assertEquals(0, r.code(), r.all());
        assertTrue(r.out().contains("perft") && r.out().contains("check") && r.out().contains("list"), r.all());
    }

    // ---- check --------------------------------------------------------------------------------

    @Test
    void checkMissingFileFails() {
        Result r = run("check", "/nonexistent/dir/game.yaml");
        assertEquals(1, r.code(), r.all());
        assertEquals(List.of("/nonexistent/dir/game.yaml: no such file"), r.outLines(), r.all());
    }

    @Test
    void checkGoodFile() {
        Path file = root().resolve("variants/makruk.yaml");
        Result r = run("check", file.toString());
        assertEquals(0, r.code(), r.all());
        assertEquals(List.of(file + ": ok (8x8, 6 pieces)"), r.outLines(), r.all());
    }

    @Test
    void checkBadYamlSyntaxGivesFileLineCol(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("broken.yaml");
        Files.writeString(bad, "name: Broken\nboard: {files: 8, ranks: 8\npieces:\n", StandardCharsets.UTF_8);
        Result r = run("check", bad.toString());
        assertEquals(1, r.code(), r.all());
        assertTrue(r.outLines().stream().anyMatch(l -> l.matches(Pattern.quote(bad.toString()) + ":\\d+:\\d+: .+")), r.all());
        assertNoStackTrace(r);
    }

    @Test
    void checkUnknownKeyIsReportedOnItsLine(@TempDir Path dir) throws IOException {
        String good = Files.readString(root().resolve("variants/makruk.yaml"), StandardCharsets.UTF_8);
        if (!good.endsWith("\n")) good += "\n";
        int line = (int) good.lines().count() + 1;
        Path bad = dir.resolve("typo.yaml");
        Files.writeString(bad, good + "boardd: 1\n", StandardCharsets.UTF_8);
        Result r = run("check", bad.toString());
        assertEquals(1, r.code(), r.all());
        assertTrue(r.outLines().stream().anyMatch(l -> l.startsWith(bad + ":" + line + ":1: ")), "expected a diagnostic at line " + line + "\n" + r.all());
    }

    @Test
    void checkBadSetupIsADiagnosticOnTheFile(@TempDir Path dir) throws IOException {
        String good = Files.readString(root().resolve("variants/makruk.yaml"), StandardCharsets.UTF_8);
        String broken = good.replaceFirst("(?m)^(setup\\s*:\\s*)\\S.*$", "$1\"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNRZ w - - 0 1\"");
        assertFalse(broken.equals(good), "variants/makruk.yaml has no one-line 'setup:' key to break");
        Path bad = dir.resolve("badsetup.yaml");
        Files.writeString(bad, broken, StandardCharsets.UTF_8);
        Result r = run("check", bad.toString());
        assertEquals(1, r.code(), r.all());
        assertTrue(r.outLines().stream().anyMatch(l -> l.matches(Pattern.quote(bad.toString()) + ":\\d+:\\d+: .+")), r.all());
        assertNoStackTrace(r);
    }

    @Test
    void checkSeveralFilesReportsEachAndFailsIfAnyFails(@TempDir Path dir) throws IOException {
        Path good = root().resolve("variants/makruk.yaml");
        Path bad = dir.resolve("broken.yaml");
        Files.writeString(bad, "name: [unclosed\n", StandardCharsets.UTF_8);
        Result r = run("check", good.toString(), bad.toString());
        assertEquals(1, r.code(), r.all());
        assertTrue(r.outLines().contains(good + ": ok (8x8, 6 pieces)"), r.all());
        assertTrue(r.outLines().stream().anyMatch(l -> l.startsWith(bad + ":")), r.all());
    }

    @Test
    void setupLocationFindsTheSetupValue(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("x.yaml");
        Files.writeString(f, "name: X\n# comment\nsetup: rnbqkbnr/8 w\n", StandardCharsets.UTF_8);
        int[] where = varia.engine.game.EngineGame.setupLocation(Files.readString(f));
        assertEquals(3, where[0]);
        assertEquals(8, where[1]);
        Files.writeString(f, "name: X\nsetup: >-\n  rnbqkbnr/8\n  w\n", StandardCharsets.UTF_8);
        where = varia.engine.game.EngineGame.setupLocation(Files.readString(f));
        assertEquals(3, where[0]);
        assertEquals(3, where[1]);
    }

    // ---- list ---------------------------------------------------------------------------------

    @Test
    void listShowsBundledVariantsWithNames() {
        Result r = run("list");
        assertEquals(0, r.code(), r.all());
        for (String key : List.of("chess", "shatranj", "makruk")) {
            assertTrue(r.outLines().stream().anyMatch(l -> l.startsWith(key + " ")), key + " missing\n" + r.all());
        }
        assertTrue(r.out().contains("Makruk"), r.all());
    }

    @Test
    void summaryFormat() {
        assertEquals("nodes 6223994  time 0.52 s  12.0 M nodes/s", PerftCommand.summary(6223994, 520_000_000L));
        assertEquals("nodes 529  time 0.00 s  - nodes/s", PerftCommand.summary(529, 0));
        assertEquals("nodes 12012  time 0.10 s  120.1 k nodes/s", PerftCommand.summary(12012, 100_000_000L));
    }
}
