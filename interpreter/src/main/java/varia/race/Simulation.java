package varia.race;

import java.util.Locale;

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
        public double[] interval(int p) { return Playouts.interval(wins[p], games); }
    }

    private Simulation() {}

    /** Runs {@code games} games with {@code strategies} (one name per player) on {@code threads} threads. */
    public static Result run(RaceTable table, String[] strategies, long games, long seed, int threads) throws InterruptedException {
        long start = System.nanoTime();
        int n = table.players;
        long[] total = Playouts.run(games, threads, n + 4, (from, to, acc) -> { // wins per player, unfinished, turns, lost, captures
            Strategy[] players = new Strategy[n];
            for (int p = 0; p < n; p++) players[p] = Strategy.named(strategies[p]);
            for (long g = from; g < to; g++) {
                RaceRun run = RaceRun.play(table, players, RaceRun.random(seed, g), false);
                if (run.position.over()) acc[run.position.winner()]++;
                else acc[n]++;
                acc[n + 1] += run.turns;
                acc[n + 2] += run.lost;
                acc[n + 3] += run.captures;
            }
        });
        long[] wins = java.util.Arrays.copyOf(total, n);
        return new Result(n, games, wins, total[n], total[n + 1], total[n + 2], total[n + 3], (System.nanoTime() - start) / 1e9);
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
