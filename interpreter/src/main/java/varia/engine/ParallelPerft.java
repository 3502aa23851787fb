package varia.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Perft on several threads, with the same counts as {@link Perft}: the move paths of the first
 * plies are split into tasks (the root moves, or the paths of two or more plies when the root has
 * few moves), each thread takes the next task on a position of its own (made by the caller's
 * supplier: the start position or the same FEN), plays the task's path and counts the rest with
 * {@link Perft#perft}. Counts are summed per root move, so {@link #divide} lists the root moves in
 * generation order, as {@link Perft#divide} does.
 */
public final class ParallelPerft {
    private ParallelPerft() {}

    /** Tasks per thread to aim for: enough that a thread with a long task does not leave the others idle. */
    static final int TASKS_PER_THREAD = 16;

    /**
     * The count, per root move (in generation order), the CPU time of all counting threads and
     * their number (0 when the count needed none: depth 0 or 1). With depth 0 the count is 1 and
     * there are no root moves.
     */
    public record Result(long nodes, List<Perft.Entry> divide, long cpuNanos, int threads) {}

    public static long perft(Supplier<Position> copies, int depth, int threads) {
        return run(copies, depth, threads).nodes();
    }

    public static List<Perft.Entry> divide(Supplier<Position> copies, int depth, int threads) {
        return run(copies, depth, threads).divide();
    }

    /** One task: the root move's index and the path of moves (the root move first) to play before counting. */
    private record Task(int root, int[] path) {}

    public static Result run(Supplier<Position> copies, int depth, int threads) {
        Position root = copies.get();
        if (depth <= 0) return new Result(1, List.of(), 0, 0);
        int[] moves = new int[Moves.MAX_MOVES];
        int n = root.legalMoves(moves);
        List<Perft.Entry> entries = new ArrayList<>(n);
        if (depth == 1) {
            for (int i = 0; i < n; i++) entries.add(new Perft.Entry(root.moveToUci(moves[i]), 1));
            return new Result(n, entries, 0, 0);
        }
        List<Task> tasks = new ArrayList<>();
        for (int i = 0; i < n; i++) tasks.add(new Task(i, new int[] {moves[i]}));
        int want = Math.max(1, threads) * TASKS_PER_THREAD;
        // split deeper while there are too few tasks, keeping at least one ply to count in bulk
        int[] buf = new int[Moves.MAX_MOVES]; // not the root moves array: its moves name the entries below
        for (int len = 1; tasks.size() < want && len < depth - 1; len++) tasks = deeper(root, tasks, buf);
        long[] perRoot = new long[n];
        AtomicLong cpu = new AtomicLong();
        int used = Math.max(1, Math.min(threads, tasks.size()));
        count(copies, root, tasks, depth, used, perRoot, cpu);
        long total = 0;
        for (int i = 0; i < n; i++) {
            entries.add(new Perft.Entry(root.moveToUci(moves[i]), perRoot[i]));
            total += perRoot[i];
        }
        return new Result(total, entries, cpu.get(), used);
    }

    /** Each task's path extended by every legal move after it (a path without moves counts nothing and is dropped). */
    private static List<Task> deeper(Position p, List<Task> tasks, int[] buf) {
        List<Task> out = new ArrayList<>();
        for (Task t : tasks) {
            for (int m : t.path) p.make(m);
            int n = p.legalMoves(buf);
            for (int i = 0; i < n; i++) {
                int[] path = java.util.Arrays.copyOf(t.path, t.path.length + 1);
                path[t.path.length] = buf[i];
                out.add(new Task(t.root, path));
            }
            for (int k = 0; k < t.path.length; k++) p.unmake();
        }
        return out;
    }

    private static void count(Supplier<Position> copies, Position first, List<Task> tasks, int depth, int threads,
                              long[] perRoot, AtomicLong cpu) {
        AtomicInteger next = new AtomicInteger();
        long[][] partial = new long[threads][perRoot.length];
        Throwable[] failure = new Throwable[threads];
        Thread[] workers = new Thread[threads];
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int w = 0; w < threads; w++) {
            final int id = w;
            workers[w] = new Thread(null, () -> {
                long cpu0 = mx.getCurrentThreadCpuTime();
                try {
                    Position p = id == 0 ? first : copies.get();
                    for (int i; (i = next.getAndIncrement()) < tasks.size(); ) {
                        Task t = tasks.get(i);
                        for (int m : t.path) p.make(m);
                        partial[id][t.root] += Perft.perft(p, depth - t.path.length);
                        for (int k = 0; k < t.path.length; k++) p.unmake();
                    }
                } catch (RuntimeException | Error e) {
                    failure[id] = e;
                } finally {
                    cpu.addAndGet(mx.getCurrentThreadCpuTime() - cpu0);
                }
            }, "varia-perft-" + w, 64L << 20);
            workers[w].start();
        }
        boolean interrupted = false;
        for (Thread t : workers) {
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        for (Throwable f : failure) {
            if (f instanceof RuntimeException r) throw r;
            if (f instanceof Error e) throw e;
        }
        for (long[] part : partial) for (int i = 0; i < perRoot.length; i++) perRoot[i] += part[i];
    }
}
