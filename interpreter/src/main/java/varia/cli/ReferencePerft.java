package varia.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The other engines {@code varia bench} measures against, each run as its own process: its perft
 * count and the process's CPU seconds (from /proc, so a loaded machine does not count against it),
 * the start-up subtracted.
 */
final class ReferencePerft {
    private ReferencePerft() {}

    /** An engine's perft, one measurement: {nodes, CPU seconds of depth N alone}. */
    interface Engine {
        double[] perft(String variant, int depth) throws IOException, InterruptedException;
    }

    /**
     * Fairy-Stockfish over UCI: {@code go perft N} (the last ply counted in bulk); a depth-1 run,
     * once per variant, gives the start-up.
     */
    static Engine fairyStockfish(String binary) {
        Map<String, Double> startups = new HashMap<>();
        return (variant, depth) -> {
            Double startup = startups.get(variant);
            if (startup == null) startups.put(variant, startup = fsRun(binary, variant, 1)[1]);
            double[] r = fsRun(binary, variant, depth);
            return new double[] {r[0], Math.max(0.001, r[1] - startup)};
        };
    }

    /**
     * Sjaak II in its own terminal mode: {@code perft N} counts every depth from 1 to N, so a
     * process that stops at N - 1 is subtracted (its start-up and the shallower depths): what is
     * left is depth N's time alone.
     */
    static Engine sjaak(String binary) {
        return (variant, depth) -> {
            double before = sjaakRun(binary, variant, Math.max(1, depth - 1))[1];
            double[] r = sjaakRun(binary, variant, depth);
            return new double[] {r[0], Math.max(0.001, r[1] - before)};
        };
    }

    /** One Fairy-Stockfish process: {nodes, its CPU seconds when the perft ended}. */
    private static double[] fsRun(String binary, String variant, int depth) throws IOException, InterruptedException {
        String[] input = {"setoption name UCI_Variant value " + variant, "position startpos", "go perft " + depth};
        return run(binary, input, Pattern.compile("^Nodes searched:\\s*(\\d+)"), variant);
    }

    /** One Sjaak II process: the line of depth N in its perft table ({@code " 5   4865609  0.31  ...nps"}). */
    private static double[] sjaakRun(String binary, String variant, int depth) throws IOException, InterruptedException {
        String[] input = {"variant " + variant, "new", "perft " + depth};
        return run(binary, input, Pattern.compile("^\\s*" + depth + "\\s+(\\d+)\\s+[0-9.]+\\s+[0-9.]+nps"), variant);
    }

    private static double[] run(String binary, String[] input, Pattern count, String variant) throws IOException, InterruptedException {
        Process proc = new ProcessBuilder(binary).redirectErrorStream(true).start();
        try (PrintWriter in = new PrintWriter(proc.getOutputStream(), true, StandardCharsets.UTF_8);
             BufferedReader out = new BufferedReader(new InputStreamReader(proc.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line : input) in.println(line);
            String line;
            long nodes = -1;
            int read = 0;
            while ((line = out.readLine()) != null && read++ < 100_000) {
                Matcher m = count.matcher(line);
                if (m.find()) {
                    nodes = Long.parseLong(m.group(1));
                    break;
                }
            }
            double cpu = cpuSeconds(proc.pid());
            in.println("quit");
            if (nodes < 0) throw new UserError(binary + " gave no perft count for " + variant);
            return new double[] {nodes, cpu};
        } finally {
            if (!proc.waitFor(5, TimeUnit.SECONDS)) proc.destroyForcibly();
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
