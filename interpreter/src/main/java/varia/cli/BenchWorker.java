package varia.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * The child side of {@code varia bench}: one game's Varia perft in a JVM of its own, so that its
 * rate does not depend on the games the JIT compiled before it. It warms up, says {@code ready},
 * then answers each {@code run} line on standard input with {@code NODES CPU_NANOS} (the perft
 * thread's CPU time) until the input ends; the parent interleaves these runs with the other
 * engine's, so a change in the machine's load falls on both.
 */
final class BenchWorker {
    private BenchWorker() {}

    static final String READY = "ready", RUN = "run";

    static int serve(Variant v, int depth, BufferedReader in, PrintWriter out) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        warmUp(v, depth, threads);
        out.println(READY);
        out.flush();
        String line;
        while ((line = in.readLine()) != null) {
            if (!line.strip().equals(RUN)) throw new UserError("bench worker: unexpected request '" + line + "'");
            Position p = Position.start(v);
            long c0 = threads.getCurrentThreadCpuTime();
            long nodes = Perft.perft(p, depth);
            long cpu = Math.max(1, threads.getCurrentThreadCpuTime() - c0);
            out.println(nodes + " " + cpu);
            out.flush();
        }
        return 0;
    }

    static int serve(Variant v, int depth, PrintWriter out) throws IOException {
        return serve(v, depth, new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
    }

    /**
     * Perfts one ply shallower until a second of CPU time has passed, so that the JIT has compiled
     * the generator for this variant (as a JMH warm-up does; Fairy-Stockfish, compiled ahead of
     * time, needs none). Without it a short run measures the compiler as much as the generator.
     */
    private static void warmUp(Variant v, int depth, ThreadMXBean threads) {
        long warm = threads.getCurrentThreadCpuTime();
        while (depth > 1 && threads.getCurrentThreadCpuTime() - warm < 1_000_000_000L) Perft.perft(Position.start(v), depth - 1);
    }
}
