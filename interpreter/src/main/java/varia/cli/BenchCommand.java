package varia.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@code varia bench}: perft of the start positions of the games Varia and Fairy-Stockfish share,
 * both engines in the same run, counting the last ply in bulk, with the rate per CPU second of
 * each (Varia's perft thread; the other engine's process, its start-up subtracted) and their
 * ratio; then the games Fairy-Stockfish lacks that Sjaak II plays under the same rules (its perft
 * counts equal to Varia's), against Sjaak II.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Perft speed against Fairy-Stockfish on every game both have, and against Sjaak II on games Fairy-Stockfish"
                + " lacks where their perft counts agree (CPU time of each, same positions, same run).")
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

    @Option(names = "--runs", description = "Runs of each engine per game; the fastest counts (default: ${DEFAULT-VALUE}).")
    int runs = 2;

    @Option(names = "--depth-offset", description = "Added to every row's depth (e.g. -1 for a quick look).")
    int depthOffset;

    @Option(names = "--fs", paramLabel = "PATH", description = "The Fairy-Stockfish binary (default: $FAIRY_STOCKFISH, /usr/games/fairy-stockfish).")
    String fs;

    @Option(names = "--sjaak", paramLabel = "PATH", description = "The Sjaak II binary (default: $SJAAKII, /usr/games/sjaakii); its rows are left out when it is not installed.")
    String sjaak;

    @Option(names = "--only", paramLabel = "VARIANT", split = ",", description = "Only these rows (Varia's names).")
    List<String> only;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        String fsBinary = fs != null ? fs : System.getenv().getOrDefault("FAIRY_STOCKFISH", "/usr/games/fairy-stockfish");
        String sjaakBinary = sjaak != null ? sjaak : System.getenv().getOrDefault("SJAAKII", "/usr/games/sjaakii");
        boolean wantsFs = ROWS.stream().anyMatch(r -> !r.sjaak() && chosen(r));
        if (wantsFs && !Files.isExecutable(Path.of(fsBinary)))
            throw new UserError("Fairy-Stockfish not found at " + fsBinary + "; install it (apt-get install fairy-stockfish) or give --fs");
        boolean hasSjaak = Files.isExecutable(Path.of(sjaakBinary));
        if (sjaak != null && !hasSjaak) throw new UserError("Sjaak II not found at " + sjaakBinary);
        ReferencePerft.Engine fsEngine = ReferencePerft.fairyStockfish(fsBinary), sjaakEngine = ReferencePerft.sjaak(sjaakBinary);
        List<Double> ratios = new ArrayList<>(), sjaakRatios = new ArrayList<>();
        boolean header = false, sjaakHeader = false;
        for (Row row : ROWS) {
            if (!chosen(row)) continue;
            if (row.sjaak() && !hasSjaak) {
                out.println("(Sjaak II not found at " + sjaakBinary + ": " + row.varia() + " left out)");
                continue;
            }
            if (!header || row.sjaak() && !sjaakHeader) {
                String other = row.sjaak() ? "Sjaak M/s" : "FS M/s";
                if (header) out.println();
                out.printf(Locale.ROOT, "%-18s %5s %13s %10s %10s %7s%n", "game", "depth", "nodes", "Varia M/s", other, "ratio");
                header = true;
                sjaakHeader = row.sjaak();
            }
            int depth = Math.max(1, row.depth() + depthOffset);
            Variant v = Variants.resolve(row.varia(), row.options());
            double[] varia = varia(v, depth);
            double[] ref = (row.sjaak() ? sjaakEngine : fsEngine).perft(row.other(), depth, runs);
            double ratio = (varia[0] / varia[1]) / (ref[0] / ref[1]);
            String note = (long) varia[0] == (long) ref[0] ? ""
                    : "  (counts differ: " + (row.sjaak() ? "Sjaak II " : "FS ") + (long) ref[0] + ", the rules differ there)";
            out.printf(Locale.ROOT, "%-18s %5d %13d %10.2f %10.2f %7.2f%s%n", row.varia(), depth, (long) varia[0],
                    varia[0] / varia[1] / 1e6, ref[0] / ref[1] / 1e6, ratio, note);
            out.flush();
            (row.sjaak() ? sjaakRatios : ratios).add(ratio);
        }
        if (!ratios.isEmpty())
            out.printf(Locale.ROOT, "geometric mean of the ratios against Fairy-Stockfish: %.2f (above 1: Varia faster per CPU second)%n", geo(ratios));
        if (!sjaakRatios.isEmpty())
            out.printf(Locale.ROOT, "geometric mean of the ratios against Sjaak II: %.2f%n", geo(sjaakRatios));
        return 0;
    }

    private static double geo(List<Double> ratios) { return Math.exp(ratios.stream().mapToDouble(Math::log).average().orElse(0)); }

    private boolean chosen(Row row) { return only == null || only.contains(row.varia()); }

    /**
     * {nodes, CPU seconds} of the fastest run, after a warm-up: perfts one ply shallower until a
     * second of CPU time has passed, so that the JIT has compiled the generator for this variant
     * (as a JMH warm-up does; Fairy-Stockfish, compiled ahead of time, needs none). Without it a
     * short run measures the compiler as much as the generator.
     */
    private double[] varia(Variant v, int depth) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long warm = threads.getCurrentThreadCpuTime();
        while (depth > 1 && threads.getCurrentThreadCpuTime() - warm < 1_000_000_000L) Perft.perft(Position.start(v), depth - 1);
        double best = Double.MAX_VALUE;
        long nodes = 0;
        for (int i = 0; i < runs; i++) {
            Position p = Position.start(v);
            long c0 = threads.getCurrentThreadCpuTime();
            nodes = Perft.perft(p, depth);
            best = Math.min(best, Math.max(1, threads.getCurrentThreadCpuTime() - c0) / 1e9);
        }
        return new double[] {nodes, best};
    }
}
