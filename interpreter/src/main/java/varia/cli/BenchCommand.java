package varia.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
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
 * each (Varia's perft thread; Fairy-Stockfish's process, its start-up subtracted) and their ratio.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Perft speed against Fairy-Stockfish on every game both have (CPU time of each, same positions, same run).")
final class BenchCommand implements Callable<Integer> {
    /** Varia's name (with options) -> Fairy-Stockfish's name, and the depth. */
    record Row(String varia, Map<String, String> options, String fs, int depth) {}

    static final List<Row> ROWS = List.of(
            new Row("chess", Map.of(), "chess", 6),
            new Row("makruk", Map.of(), "makruk", 6),
            new Row("shatranj", Map.of(), "shatranj", 6),
            new Row("ouk-chatrang", Map.of("ruleset", "fairy-stockfish-11"), "cambodian", 6),
            new Row("shatar", Map.of(), "shatar", 5),
            new Row("sittuyin", Map.of("stalemate", "draw", "deployment", "fairy-stockfish"), "sittuyin", 4),
            new Row("xiangqi", Map.of(), "xiangqi", 5),
            new Row("janggi", Map.of(), "janggi", 5),
            new Row("shogi", Map.of(), "shogi", 5));

    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--runs", description = "Runs of each engine per game; the fastest counts (default: ${DEFAULT-VALUE}).")
    int runs = 2;

    @Option(names = "--depth-offset", description = "Added to every row's depth (e.g. -1 for a quick look).")
    int depthOffset;

    @Option(names = "--fs", paramLabel = "PATH", description = "The Fairy-Stockfish binary (default: $FAIRY_STOCKFISH, /usr/games/fairy-stockfish).")
    String fs;

    @Option(names = "--only", paramLabel = "VARIANT", split = ",", description = "Only these rows (Varia's names).")
    List<String> only;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        String binary = fs != null ? fs : System.getenv().getOrDefault("FAIRY_STOCKFISH", "/usr/games/fairy-stockfish");
        if (!Files.isExecutable(Path.of(binary)))
            throw new UserError("Fairy-Stockfish not found at " + binary + "; install it (apt-get install fairy-stockfish) or give --fs");
        out.printf(Locale.ROOT, "%-14s %5s %13s %10s %10s %7s%n", "game", "depth", "nodes", "Varia M/s", "FS M/s", "ratio");
        List<Double> ratios = new ArrayList<>();
        for (Row row : ROWS) {
            if (only != null && !only.contains(row.varia())) continue;
            int depth = Math.max(1, row.depth() + depthOffset);
            Variant v = Variants.resolve(row.varia(), row.options());
            double[] varia = varia(v, depth);
            double[] fsr = fairyStockfish(binary, row.fs(), depth);
            double ratio = (varia[0] / varia[1]) / (fsr[0] / fsr[1]);
            String note = (long) varia[0] == (long) fsr[0] ? "" : "  (counts differ: FS " + (long) fsr[0] + ", the rules differ there)";
            out.printf(Locale.ROOT, "%-14s %5d %13d %10.2f %10.2f %7.2f%s%n", row.varia(), depth, (long) varia[0],
                    varia[0] / varia[1] / 1e6, fsr[0] / fsr[1] / 1e6, ratio, note);
            out.flush();
            ratios.add(ratio);
        }
        double geo = Math.exp(ratios.stream().mapToDouble(Math::log).average().orElse(0));
        out.printf(Locale.ROOT, "geometric mean of the ratios: %.2f (above 1: Varia faster per CPU second)%n", geo);
        return 0;
    }

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

    /** {nodes, CPU seconds} of the fastest run, start-up (a depth-1 perft) subtracted. */
    private double[] fairyStockfish(String binary, String variant, int depth) throws IOException, InterruptedException {
        double startup = Double.MAX_VALUE, best = Double.MAX_VALUE;
        long nodes = 0;
        for (int i = 0; i < runs + 1; i++) {
            boolean warm = i == 0;
            double[] r = fsRun(binary, variant, warm ? 1 : depth);
            if (warm) startup = r[1];
            else {
                nodes = (long) r[0];
                best = Math.min(best, Math.max(0.001, r[1] - startup));
            }
        }
        return new double[] {nodes, best};
    }

    /** One Fairy-Stockfish process: {nodes, its CPU seconds when the perft ended}. */
    private static double[] fsRun(String binary, String variant, int depth) throws IOException, InterruptedException {
        Process proc = new ProcessBuilder(binary).redirectErrorStream(true).start();
        try (PrintWriter in = new PrintWriter(proc.getOutputStream(), true, StandardCharsets.UTF_8);
             BufferedReader out = new BufferedReader(new InputStreamReader(proc.getInputStream(), StandardCharsets.UTF_8))) {
            in.println("setoption name UCI_Variant value " + variant);
            in.println("position startpos");
            in.println("go perft " + depth);
            String line;
            long nodes = -1;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("Nodes searched:")) {
                    nodes = Long.parseLong(line.substring("Nodes searched:".length()).trim());
                    break;
                }
            }
            double cpu = cpuSeconds(proc.pid());
            in.println("quit");
            if (nodes < 0) throw new UserError("Fairy-Stockfish gave no perft count for " + variant);
            return new double[] {nodes, cpu};
        } finally {
            if (!proc.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) proc.destroyForcibly();
        }
    }

    /** User plus system CPU time of a running process, from /proc (Linux). */
    private static double cpuSeconds(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime, stime (fields 14 and 15)
        return ticks / 100.0; // USER_HZ
    }

}
