package varia.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import varia.variant.Variants;

/**
 * {@code varia bench}: perft of the start positions of the games Varia and Fairy-Stockfish share,
 * counting the last ply in bulk, with the rate per CPU second of each (Varia's perft thread; the
 * other engine's process, its start-up subtracted) and their ratio; then the games Fairy-Stockfish
 * lacks that Sjaak II plays under the same rules, against Sjaak II. Each game's Varia side runs in
 * a fresh JVM of its own ({@link BenchChild}: in one JVM a game's rate depended on the games
 * compiled before it), and the two engines take turns run by run, so that a change in the load of
 * a shared machine falls on both; the table gives the median ratio and its spread.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Perft speed against Fairy-Stockfish on every game both have, and against Sjaak II on games Fairy-Stockfish"
                + " lacks where their perft counts agree (CPU time of each, same positions, same run).",
                "Each game's Varia perft runs in a fresh JVM of its own (same java, class path and heap flags), warmed up"
                + " there; the engines take turns run by run (Varia, other, Varia, other...). Per game: the median rate of"
                + " each, the median of the paired runs' ratios and their spread (smallest-largest ratio), marked 'noisy'"
                + " when the spread exceeds 15%% of the median."})
final class BenchCommand implements Callable<Integer> {
    /** Varia's name (with options) -> the other engine's name, the depth, and which engine. */
    record Row(String varia, Map<String, String> options, String other, int depth, boolean sjaak) {
        Row(String varia, Map<String, String> options, String fs, int depth) { this(varia, options, fs, depth, false); }
    }

    static final List<Row> ROWS = List.of(
            new Row("chess", Map.of(), "chess", 6),
            new Row("makruk", Map.of(), "makruk", 6),
            new Row("shatranj", Map.of(), "shatranj", 6),
            new Row("ouk-chatrang", Map.of("ruleset", "fairy-stockfish-11"), "cambodian", 6),
            new Row("shatar", Map.of(), "shatar", 5),
            new Row("sittuyin", Map.of("stalemate", "draw", "deployment", "fairy-stockfish"), "sittuyin", 4),
            new Row("xiangqi", Map.of(), "xiangqi", 5),
            new Row("janggi", Map.of(), "janggi", 5),
            new Row("shogi", Map.of(), "shogi", 5),
            // Sjaak II 1.4.1 (its variants.txt and built-in games), where its perft counts equal Varia's (its
            // troitzky_chess differs at depth 5 and its chaturanga at depth 4: other readings of the rules)
            new Row("indian-9th-century", Map.of(), "ninth_century_indian_chess", 6, true),
            new Row("sho-shogi", Map.of(), "shoshogi", 5, true),
            new Row("tori-shogi", Map.of(), "torishogi", 6, true));

    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--runs", description = "Runs of each engine per game, taken in turn; the median counts (default: ${DEFAULT-VALUE}).")
    int runs = 3;

    @Option(names = "--depth-offset", description = "Added to every row's depth (e.g. -1 for a quick look).")
    int depthOffset;

    @Option(names = "--fs", paramLabel = "PATH", description = "The Fairy-Stockfish binary (default: $FAIRY_STOCKFISH, /usr/games/fairy-stockfish).")
    String fs;

    @Option(names = "--sjaak", paramLabel = "PATH", description = "The Sjaak II binary (default: $SJAAKII, /usr/games/sjaakii); its rows are left out when it is not installed.")
    String sjaak;

    @Option(names = "--only", paramLabel = "VARIANT", split = ",", description = "Only these rows (Varia's names).")
    List<String> only;

    /** The child side: measure this row's game in this JVM (see {@link BenchWorker}); not for users. */
    @Option(names = "--worker", hidden = true)
    String worker;

    @Option(names = "--worker-depth", hidden = true)
    int workerDepth;

    /** The worker's option values ({@code NAME=VALUE,...}; empty: the game's defaults) instead of its bench row's. */
    @Option(names = "--worker-options", hidden = true)
    String workerOptions;

    @Option(names = "--rulesets", description = "Instead: each bundled game with options, its default rules against each other"
            + " option value (Varia against Varia, a fresh JVM per option set, taken in turn run by run); --only names games.")
    boolean rulesets;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (worker != null)
            return BenchWorker.serve(Variants.resolve(worker, workerOptions != null ? Variants.options(workerOptions) : row(worker).options()),
                    workerDepth, out);
        if (runs < 1) throw new UserError("--runs must be at least 1 (got " + runs + ")");
        if (rulesets) {
            int missed = BenchRulesets.run(only, runs, depthOffset, out);
            out.println(missed == 0 ? "every game's default rules run within 10% of its fastest option set"
                    : missed + " game(s) whose default rules run more than 10% slower than their fastest option set");
            return 0;
        }
        if (only != null)
            for (String name : only) row(name);
        String fsBinary = fs != null ? fs : System.getenv().getOrDefault("FAIRY_STOCKFISH", "/usr/games/fairy-stockfish");
        String sjaakBinary = sjaak != null ? sjaak : System.getenv().getOrDefault("SJAAKII", "/usr/games/sjaakii");
        boolean wantsFs = ROWS.stream().anyMatch(r -> !r.sjaak() && chosen(r));
        if (wantsFs && !Files.isExecutable(Path.of(fsBinary)))
            throw new UserError("Fairy-Stockfish not found at " + fsBinary + "; install it (apt-get install fairy-stockfish) or give --fs");
        boolean hasSjaak = Files.isExecutable(Path.of(sjaakBinary));
        if (sjaak != null && !hasSjaak) throw new UserError("Sjaak II not found at " + sjaakBinary);
        ReferencePerft.Engine fsEngine = ReferencePerft.fairyStockfish(fsBinary), sjaakEngine = ReferencePerft.sjaak(sjaakBinary);
        List<BenchTable.Measured> fsRows = new ArrayList<>(), sjaakRows = new ArrayList<>();
        boolean header = false, sjaakHeader = false;
        for (Row row : ROWS) {
            if (!chosen(row)) continue;
            if (row.sjaak() && !hasSjaak) {
                out.println("(Sjaak II not found at " + sjaakBinary + ": " + row.varia() + " left out)");
                continue;
            }
            if (!header || row.sjaak() && !sjaakHeader) {
                if (header) out.println();
                out.println(BenchTable.header(row.sjaak() ? "Sjaak M/s" : "FS M/s"));
                header = true;
                sjaakHeader = row.sjaak();
            }
            BenchTable.Measured m = measure(row, Math.max(1, row.depth() + depthOffset), row.sjaak() ? sjaakEngine : fsEngine);
            out.println(BenchTable.row(m, row.sjaak() ? "Sjaak II" : "FS"));
            out.flush();
            (row.sjaak() ? sjaakRows : fsRows).add(m);
        }
        if (!fsRows.isEmpty())
            out.println("geometric mean of the median ratios against Fairy-Stockfish: " + BenchTable.geometricMean(fsRows)
                    + " (above 1: Varia faster per CPU second)");
        if (!sjaakRows.isEmpty())
            out.println("geometric mean of the median ratios against Sjaak II: " + BenchTable.geometricMean(sjaakRows));
        if (fsRows.stream().anyMatch(BenchTable.Measured::noisy) || sjaakRows.stream().anyMatch(BenchTable.Measured::noisy))
            out.println("noisy: the runs' ratios spread by more than 15% of their median (a loaded machine?); more --runs or a quieter machine");
        return 0;
    }

    /** Runs of a row: Varia in its own JVM, then the other engine, in turn. */
    private BenchTable.Measured measure(Row row, int depth, ReferencePerft.Engine other) throws Exception {
        double[] varia = new double[runs], ref = new double[runs];
        long nodes = 0, otherNodes = 0;
        try (BenchChild child = new BenchChild(row.varia(), BenchChild.workerCommand(row.varia(), depth))) {
            for (int i = 0; i < runs; i++) {
                double[] v = child.run(), r = other.perft(row.other(), depth);
                nodes = (long) v[0];
                otherNodes = (long) r[0];
                varia[i] = v[0] / v[1] / 1e6;
                ref[i] = r[0] / r[1] / 1e6;
            }
        }
        return new BenchTable.Measured(row.varia(), depth, nodes, otherNodes, varia, ref);
    }

    private boolean chosen(Row row) { return only == null || only.contains(row.varia()); }

    /** The row of a Varia name, or a clear error listing the names there are. */
    static Row row(String name) {
        return ROWS.stream().filter(r -> r.varia().equals(name)).findFirst().orElseThrow(() -> new UserError("bench has no game '" + name
                + "'; its games: " + String.join(", ", ROWS.stream().map(Row::varia).toList())));
    }
}
