package varia.race;

import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.ArrayList;
import java.util.List;

/**
 * Many games of computer players, on all cores: wins by seat with 95% confidence intervals
 * (Wilson), mean game length, the share of lost throws, captures per game. Game {@code i} always
 * uses the random source {@link RaceRun#random}(seed, i), so a seed gives the same figures with any
 * number of threads.
 */
public final class Simulation {
    /** Totals of a simulation. */
    public record Result(int players, long games, long[] wins, long unfinished, long turns, long lost, long captures, double seconds) {
        public double winRate(int p) { return games == 0 ? 0 : (double) wins[p] / games; }

        /** The 95% Wilson interval of a seat's win rate. */
        public double[] interval(int p) {
            double n = games, z = 1.96, phat = winRate(p);
            if (n == 0) return new double[] {0, 0};
            double denom = 1 + z * z / n, centre = (phat + z * z / (2 * n)) / denom;
            double half = z * Math.sqrt(phat * (1 - phat) / n + z * z / (4 * n * n)) / denom;
            return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
        }
    }

    private Simulation() {}

    /** Runs {@code games} games with {@code strategies} (one name per player) on {@code threads} threads. */
    public static Result run(RaceTable table, String[] strategies, long games, long seed, int threads) throws InterruptedException {
        long start = System.nanoTime();
        int chunks = (int) Math.min(games, Math.max(1, threads) * 16L);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        List<Future<long[]>> parts = new ArrayList<>();
        int n = table.players;
        try {
            for (int c = 0; c < chunks; c++) {
                long from = games * c / chunks, to = games * (c + 1) / chunks;
                parts.add(pool.submit(() -> {
                    Strategy[] players = new Strategy[n];
                    for (int p = 0; p < n; p++) players[p] = Strategy.named(strategies[p]);
                    long[] acc = new long[n + 4]; // wins per player, unfinished, turns, lost, captures
                    for (long g = from; g < to; g++) {
                        RaceRun run = RaceRun.play(table, players, RaceRun.random(seed, g), false);
                        if (run.position.over()) acc[run.position.winner()]++;
                        else acc[n]++;
                        acc[n + 1] += run.turns;
                        acc[n + 2] += run.lost;
                        acc[n + 3] += run.captures;
                    }
                    return acc;
                }));
            }
            long[] total = new long[n + 4];
            for (Future<long[]> f : parts) {
                long[] acc;
                try {
                    acc = f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException("a simulated game failed: " + e.getCause(), e.getCause());
                }
                for (int i = 0; i < total.length; i++) total[i] += acc[i];
            }
            long[] wins = java.util.Arrays.copyOf(total, n);
            return new Result(n, games, wins, total[n], total[n + 1], total[n + 2], total[n + 3], (System.nanoTime() - start) / 1e9);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The figures as text, one line per seat then the totals. */
    public static String report(RaceTable table, String[] strategies, Result r) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%s, %d players, %d games%n", table.game.name(), r.players(), r.games()));
        for (int p = 0; p < r.players(); p++) {
            double[] ci = r.interval(p);
            b.append(String.format(Locale.ROOT, "  %-8s (%s, %-10s) wins %6.2f%%  95%% CI %6.2f%% - %6.2f%%%n", table.seat(p).name(),
                    table.game.squareName(table.track[p][0]), strategies[p], 100 * r.winRate(p), 100 * ci[0], 100 * ci[1]));
        }
        double g = Math.max(1, r.games());
        b.append(String.format(Locale.ROOT, "  mean game length %.1f turns; lost throws %.2f%% of throws; captures %.2f per game%n",
                r.turns() / g, r.turns() == 0 ? 0 : 100.0 * r.lost() / r.turns(), r.captures() / g));
        if (r.unfinished() > 0) b.append("  unfinished (stopped after " + RaceRun.MAX_TURNS + " turns): " + r.unfinished() + "\n");
        b.append(String.format(Locale.ROOT, "  time %.1f s%n", r.seconds()));
        return b.toString();
    }
}
