package varia.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.TimeUnit;

/**
 * The parent's handle on one {@link BenchWorker}: a fresh JVM (the same java, class path and heap
 * flags as this one) that measures one game; {@link #run()} asks it for one perft. A child that
 * ends or answers anything else is a {@link UserError} naming the game, its exit code and the last
 * line it wrote to standard error, never a stack trace.
 */
final class BenchChild implements AutoCloseable {
    private final String game;
    private final Process proc;
    private final Path errors;
    private final PrintWriter in;
    private final BufferedReader out;

    /** Starts {@code command} (a worker) and waits until it has warmed up. */
    BenchChild(String game, List<String> command) {
        this.game = game;
        try {
            errors = Files.createTempFile("varia-bench-", ".err");
            proc = new ProcessBuilder(command).redirectError(errors.toFile()).start();
        } catch (IOException e) {
            throw new UserError("could not start the Varia measurement of " + game + ": " + e.getMessage());
        }
        in = new PrintWriter(proc.getOutputStream(), true, StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(proc.getInputStream(), StandardCharsets.UTF_8));
        String first = readLine();
        if (!BenchWorker.READY.equals(first)) throw failure(first);
    }

    /** The command that runs a worker for {@code game} at {@code depth} in a fresh JVM like this one. */
    static List<String> workerCommand(String game, int depth) { return workerCommand(game, null, depth); }

    /** Like {@link #workerCommand(String, int)}, with the game's option values given ({@code null}: its bench row's). */
    static List<String> workerCommand(String game, Map<String, String> options, int depth) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(heapFlags(ManagementFactory.getRuntimeMXBean().getInputArguments()));
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "bench", "--worker", game, "--worker-depth", Integer.toString(depth)));
        if (options != null) {
            StringJoiner text = new StringJoiner(",");
            options.forEach((k, v) -> text.add(k + "=" + v));
            cmd.add("--worker-options=" + text);
        }
        return cmd;
    }

    /**
     * The JVM flags a child inherits: memory and collector settings ({@code -Xmx}, {@code -Xss},
     * {@code -XX:...}), so both measure the same VM; not a debugger, an agent or a flight
     * recording, which would clash (one port, one file) or measure themselves.
     */
    static List<String> heapFlags(List<String> jvmArgs) {
        List<String> kept = new ArrayList<>();
        for (String a : jvmArgs)
            if ((a.startsWith("-Xm") || a.startsWith("-Xss") || a.startsWith("-XX:"))
                    && !a.startsWith("-XX:StartFlightRecording") && !a.startsWith("-XX:FlightRecorderOptions"))
                kept.add(a);
        return kept;
    }

    /** One perft in the child: {nodes, CPU seconds of its perft thread}. */
    double[] run() {
        in.println(BenchWorker.RUN);
        String line = readLine();
        String[] f = line == null ? new String[0] : line.strip().split(" ");
        try {
            if (f.length == 2) return new double[] {Long.parseLong(f[0]), Long.parseLong(f[1]) / 1e9};
        } catch (NumberFormatException e) {
            // falls through to the failure below
        }
        throw failure(line);
    }

    private String readLine() {
        try {
            return out.readLine();
        } catch (IOException e) {
            return null;
        }
    }

    private UserError failure(String got) {
        String why;
        try {
            boolean ended = proc.waitFor(got == null ? 10 : 0, TimeUnit.SECONDS);
            String last = lastLine(Files.exists(errors) ? Files.readString(errors) : "");
            why = (got == null ? "gave no answer" : "answered '" + got + "'")
                    + (ended ? " and ended with exit code " + proc.exitValue() : "") + (last.isEmpty() ? "" : ": " + last);
        } catch (IOException | InterruptedException e) {
            why = "failed";
        }
        close();
        return new UserError("the Varia measurement of " + game + " (a child JVM) " + why);
    }

    private static String lastLine(String text) {
        String[] lines = text.strip().split("\n");
        return lines[lines.length - 1].strip();
    }

    @Override public void close() {
        in.close();
        try {
            if (!proc.waitFor(5, TimeUnit.SECONDS)) proc.destroyForcibly().waitFor();
        } catch (InterruptedException e) {
            proc.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            Files.deleteIfExists(errors);
        } catch (IOException e) {
            // a temporary file left behind is harmless
        }
    }
}
