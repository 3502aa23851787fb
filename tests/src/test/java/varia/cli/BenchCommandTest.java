package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.variant.Variants;

/**
 * {@code varia bench} without timing anything: its arguments, the worker's protocol, a failing
 * child JVM, and the table printed from given figures (rates are never asserted: the machine's).
 */
class BenchCommandTest {
    static HostileInputTest.Result run(String... args) { return HostileInputTest.run(args); }

    @Test
    void anUnknownGameIsRefusedWithTheNamesThereAre() {
        HostileInputTest.Result r = run("bench", "--only", "chess,no-such-game");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bench has no game 'no-such-game'") && r.err().contains("chess, makruk"), r.err());
        assertEquals("", r.out(), "nothing measured");
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void runsBelowOneAreRefused() {
        HostileInputTest.Result r = run("bench", "--runs", "0", "--only", "chess");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--runs must be at least 1"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void aMissingFairyStockfishIsNamed() {
        HostileInputTest.Result r = run("bench", "--only", "chess", "--fs", "/no/such/fairy-stockfish");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("Fairy-Stockfish not found at /no/such/fairy-stockfish"), r.err());
    }

    @Test
    void helpSaysHowItMeasuresAndHidesTheWorker() {
        HostileInputTest.Result r = run("bench", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("fresh JVM") && r.out().contains("noisy") && r.out().contains("--runs"), r.out());
        assertFalse(r.out().contains("--worker"), r.out());
    }

    @Test
    void theWorkerWarmsUpThenAnswersEachRunWithNodesAndCpuTime() throws Exception {
        StringWriter out = new StringWriter();
        assertEquals(0, BenchWorker.serve(Variants.resolve("chess", java.util.Map.of()), 2,
                new BufferedReader(new StringReader("run\nrun\n")), new PrintWriter(out)));
        String[] lines = out.toString().strip().split("\n");
        assertEquals(3, lines.length, out.toString());
        assertEquals("ready", lines[0]);
        for (int i = 1; i < 3; i++) {
            String[] f = lines[i].split(" ");
            assertEquals("400", f[0], "perft 2 of chess");
            assertTrue(Long.parseLong(f[1]) > 0, lines[i]);
        }
    }

    @Test
    void aChildThatCannotMeasureGivesAClearError() {
        UserError e = assertThrows(UserError.class, () -> new BenchChild("no-such-game", BenchChild.workerCommand("no-such-game", 3)));
        assertTrue(e.getMessage().startsWith("the Varia measurement of no-such-game (a child JVM)"), e.getMessage());
        assertTrue(e.getMessage().contains("exit code 1") && e.getMessage().contains("bench has no game 'no-such-game'"), e.getMessage());
    }

    @Test
    void aChildThatDiesOrAnswersNonsenseGivesAClearError() {
        UserError dead = assertThrows(UserError.class, () -> new BenchChild("chess", List.of("sh", "-c", "echo oops >&2; exit 3")));
        assertEquals("the Varia measurement of chess (a child JVM) gave no answer and ended with exit code 3: oops", dead.getMessage());
        try (BenchChild child = new BenchChild("chess", List.of("sh", "-c", "echo ready; read x; echo garbage; sleep 30"))) {
            UserError nonsense = assertThrows(UserError.class, child::run);
            assertEquals("the Varia measurement of chess (a child JVM) answered 'garbage'", nonsense.getMessage());
        }
        UserError missing = assertThrows(UserError.class, () -> new BenchChild("chess", List.of("/no/such/java")));
        assertTrue(missing.getMessage().startsWith("could not start the Varia measurement of chess"), missing.getMessage());
    }

    @Test
    void aChildGetsTheHeapAndCollectorFlagsButNoDebuggerOrRecording() {
        assertEquals(List.of("-Xmx2g", "-Xms1g", "-Xss4m", "-XX:+UseParallelGC"), BenchChild.heapFlags(List.of("-Xmx2g", "-Xms1g", "-Xss4m",
                "-XX:+UseParallelGC", "-XX:StartFlightRecording=filename=a.jfr", "-agentlib:jdwp=transport=dt_socket", "-Dfoo=bar")));
    }

    @Test
    void aRowGivesMediansAndTheSpreadOfThePairedRatios() {
        BenchTable.Measured m = new BenchTable.Measured("chess", 6, 119060324, 119060324, new double[] {40, 44, 42}, new double[] {20, 20, 20});
        assertEquals("chess                  6     119060324      42.00      20.00    2.10  2.00-2.20", BenchTable.row(m, "FS"));
        assertFalse(m.noisy(), "a spread of 0.2 is under 15% of 2.1");
    }

    @Test
    void aWideSpreadIsMarkedNoisyAndUnequalCountsAreSaid() {
        BenchTable.Measured m = new BenchTable.Measured("shatar", 5, 3969485, 3969494, new double[] {40, 60, 42, 41}, new double[] {20, 20, 20, 20});
        assertEquals("shatar                 5       3969485      41.50      20.00    2.08  2.00-3.00  noisy"
                + "  (counts differ: FS 3969494, the rules differ there)", BenchTable.row(m, "FS"));
        assertTrue(m.noisy());
        assertEquals("2.08", BenchTable.geometricMean(List.of(m)).substring(0, 4));
    }

    @Test
    void runsThatDoNotPairUpAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new BenchTable.Measured("chess", 6, 1, 1, new double[] {1, 2}, new double[] {1}));
        assertThrows(IllegalArgumentException.class, () -> new BenchTable.Measured("chess", 6, 1, 1, new double[0], new double[0]));
    }

    @Test
    void theHeaderNamesTheOtherEngineAndTheSpread() {
        assertEquals("game               depth         nodes  Varia M/s     FS M/s   ratio  spread", BenchTable.header("FS M/s"));
    }

    @Test
    void rulesetsRefuseAGameWithoutOptionsAndNameTheGamesThereAre() {
        HostileInputTest.Result r = run("bench", "--rulesets", "--only", "chess");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bench --rulesets has no game 'chess'") && r.err().contains("chaturanga, chu-shogi"), r.err());
        assertEquals("", r.out(), "nothing measured");
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void rulesetsTakeTheDefaultThenEachOtherValueOfEachOption() throws Exception {
        List<String> labels = BenchRulesets.sets("chaturanga").stream().map(BenchRulesets.OptionSet::label).toList();
        assertEquals(List.of("(default)", "elephant=silver", "elephant=dabbaba", "promotion=hindustani", "promotion=parsi",
                "ruleset=fairy-stockfish"), labels);
        assertEquals(java.util.Map.of("ruleset", "fairy-stockfish"), BenchRulesets.sets("chaturanga").get(5).options());
        assertTrue(BenchRulesets.games(null).containsAll(List.of("chaturanga", "janggi", "shatar")));
        assertFalse(BenchRulesets.games(null).contains("chess"), "chess has no options");
    }

    @Test
    void theDepthIsChosenByCountsPredictedFromTheDepthsBefore() throws Exception {
        var chess = Variants.resolve("chess");
        // perft 1 and 2 of chess: 20, 400; 400 * 400 / 20 = 8,000 predicted for depth 3
        assertEquals(3, BenchRulesets.depth(chess, 5_000, 1_000_000), "the first depth predicted to reach the target");
        assertEquals(2, BenchRulesets.depth(chess, 5_000, 7_000), "one less when the prediction passes the cap");
        assertEquals(2, BenchRulesets.depth(chess, 400, 1_000_000), "a depth already walked that reaches the target");
    }

    @Test
    void aChildMeasuresTheOptionSetItIsGiven() {
        // perft 2 of Chaturanga: 324 under its default rules, 256 under Fairy-Stockfish's (no king's leap, kings facing)
        try (BenchChild fs = new BenchChild("chaturanga", BenchChild.workerCommand("chaturanga", java.util.Map.of("ruleset", "fairy-stockfish"), 2));
             BenchChild plain = new BenchChild("chaturanga", BenchChild.workerCommand("chaturanga", java.util.Map.of(), 2))) {
            assertEquals(256, (long) fs.run()[0]);
            assertEquals(324, (long) plain.run()[0]);
        }
    }

    @Test
    void aRulesetsReportComparesEachSetWithTheDefaultRunByRun() {
        List<BenchRulesets.OptionSet> sets = List.of(new BenchRulesets.OptionSet("(default)", java.util.Map.of()),
                new BenchRulesets.OptionSet("ruleset=fast", java.util.Map.of("ruleset", "fast")),
                new BenchRulesets.OptionSet("elephant=slow", java.util.Map.of("elephant", "slow")));
        BenchRulesets.Report r = BenchRulesets.report("chaturanga", 6, sets, new long[] {37828337, 30000000, 40000000},
                new double[][] {{20, 22, 21}, {28, 30, 25}, {10, 10, 10}});
        assertEquals("chaturanga             6  (default)                             37828337     21.00", r.lines().get(0));
        assertEquals("chaturanga             6  ruleset=fast                          30000000     28.00     0.73  0.71-0.84  noisy",
                r.lines().get(1));
        assertEquals("chaturanga             6  elephant=slow                         40000000     10.00     2.10  2.00-2.20", r.lines().get(2));
        assertEquals("chaturanga: default / fastest (ruleset=fast) 0.73: NOT within 10%", r.verdict());
        assertFalse(r.met());
        BenchRulesets.Report fastest = BenchRulesets.report("chaturanga", 6, sets.subList(0, 1), new long[] {1}, new double[][] {{20, 22, 21}});
        assertTrue(fastest.met());
        assertEquals("chaturanga: default / fastest ((default)) 1.00: within 10%", fastest.verdict());
    }

    @Test
    void aSetWhoseTreeGrowsFasterIsMeasuredShallowerNeverDeeper() {
        assertEquals(4, BenchRulesets.setDepth(6, 4), "its own depth when shallower");
        assertEquals(6, BenchRulesets.setDepth(6, 8), "never deeper than the default's");
        assertEquals(1, BenchRulesets.setDepth(6, 0), "at least one ply (a negative --depth-offset)");
        List<BenchRulesets.OptionSet> sets = List.of(new BenchRulesets.OptionSet("(default)", java.util.Map.of()),
                new BenchRulesets.OptionSet("deployment=free", java.util.Map.of("deployment", "free")));
        BenchRulesets.Report r = BenchRulesets.report("sittuyin", new int[] {4, 2}, sets, new long[] {10_000_000, 9_000_000},
                new double[][] {{10, 10, 10}, {5, 5, 5}});
        assertEquals("sittuyin               2  deployment=free                        9000000      5.00     2.00  2.00-2.00", r.lines().get(1));
        assertEquals("sittuyin: default / fastest ((default)) 1.00: within 10%", r.verdict());
    }
}
