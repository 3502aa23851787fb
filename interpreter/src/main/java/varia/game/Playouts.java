package varia.game;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Seeded self-play on several threads for the families played by seats and throws (race games,
 * dice chess): games {@code 0..games-1} split into chunks, each chunk adding its games' figures
 * into counters of its own, summed at the end. Game {@code g} draws from its own random source
 * ({@link Simulation#random}(seed, g)), so a seed gives the same figures with any number of threads.
 */
public final class Playouts {
    private Playouts() {}

    /** Plays games {@code from..to-1} of a chunk, adding their figures into {@code counters}. */
    @FunctionalInterface
    public interface Chunk { void play(long from, long to, long[] counters); }

    /** Runs the chunks on {@code threads} threads and returns the summed counters ({@code counters} long). */
    public static long[] run(long games, int threads, int counters, Chunk chunk) throws InterruptedException {
        int chunks = (int) Math.min(games, Math.max(1, threads) * 16L);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<Future<long[]>> parts = new ArrayList<>();
            for (int c = 0; c < chunks; c++) {
                long from = games * c / chunks, to = games * (c + 1) / chunks;
                parts.add(pool.submit(() -> {
                    long[] acc = new long[counters];
                    chunk.play(from, to, acc);
                    return acc;
                }));
            }
            long[] total = new long[counters];
            for (Future<long[]> f : parts) {
                long[] acc;
                try {
                    acc = f.get();
                } catch (ExecutionException e) {
                    throw new IllegalStateException("a simulated game failed: " + e.getCause(), e.getCause());
                }
                for (int i = 0; i < total.length; i++) total[i] += acc[i];
            }
            return total;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The 95% Wilson interval of a rate of {@code wins} in {@code games}. */
    public static double[] interval(long wins, long games) {
        if (games == 0) return new double[] {0, 0};
        double n = games, z = 1.96, phat = (double) wins / games;
        double denom = 1 + z * z / n, centre = (phat + z * z / (2 * n)) / denom;
        double half = z * Math.sqrt(phat * (1 - phat) / n + z * z / (4 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
