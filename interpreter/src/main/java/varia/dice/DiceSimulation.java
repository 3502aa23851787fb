package varia.dice;

import java.util.Locale;
import varia.race.Playouts;
import varia.race.RaceRun;

/**
 * Many dice-chess games of computer players, on all cores: wins by seat with 95% confidence
 * intervals (Wilson), games without a winner, mean length, the share of dice lost, captures,
 * promotions and boat triumphs per game, mean stakes by seat. Game {@code i} uses the random
 * source {@link RaceRun#random}(seed, i), so a seed gives the same figures with any number of threads.
 */
public final class DiceSimulation {
    /** Totals; {@code stakes} summed per seat. */
    public record Result(int players, long games, long[] wins, long noWinner, long draws, long turns, long moves, long lost, long captures,
                         long promotions, long triumphs, long[] stakes, double seconds) {
        public double winRate(int p) { return games == 0 ? 0 : (double) wins[p] / games; }

        /** The 95% Wilson interval of a seat's win rate. */
        public double[] interval(int p) { return Playouts.interval(wins[p], games); }
    }

    private DiceSimulation() {}

    public static Result run(DiceTable table, String[] strategies, long games, long seed, int threads) throws InterruptedException {
        long start = System.nanoTime();
        int n = table.players;
        // wins, stakes per player; no winner, turns, moves, lost, captures, promotions, triumphs, draws
        long[] total = Playouts.run(games, threads, 2 * n + 8, (from, to, acc) -> {
            DiceStrategy[] players = new DiceStrategy[n];
            for (int p = 0; p < n; p++) players[p] = DiceStrategy.named(strategies[p]);
            for (long g = from; g < to; g++) {
                DiceRun run = DiceRun.play(table, players, RaceRun.random(seed, g), false);
                DicePosition pos = run.position;
                int w = pos.winner();
                if (w >= 0) acc[w]++;
                else acc[2 * n]++;
                for (int p = 0; p < n; p++) acc[n + p] += pos.score(p);
                acc[2 * n + 1] += pos.turns();
                acc[2 * n + 2] += run.moves;
                acc[2 * n + 3] += pos.lostDice();
                acc[2 * n + 4] += run.captures;
                acc[2 * n + 5] += run.promotions;
                acc[2 * n + 6] += run.triumphs;
                if (pos.drawn()) acc[2 * n + 7]++;
            }
        });
        return new Result(n, games, java.util.Arrays.copyOf(total, n), total[2 * n], total[2 * n + 7], total[2 * n + 1], total[2 * n + 2], total[2 * n + 3],
                total[2 * n + 4], total[2 * n + 5], total[2 * n + 6], java.util.Arrays.copyOfRange(total, n, 2 * n),
                (System.nanoTime() - start) / 1e9);
    }

    public static String report(DiceTable table, String[] strategies, Result r) {
        StringBuilder b = new StringBuilder();
        double g = Math.max(1, r.games());
        b.append(String.format(Locale.ROOT, "%s, %d players, %d games%n", table.game.name(), r.players(), r.games()));
        for (int p = 0; p < r.players(); p++) {
            double[] ci = r.interval(p);
            b.append(String.format(Locale.ROOT, "  %-8s (%-8s) wins %6.2f%%  95%% CI %6.2f%% - %6.2f%%  mean stakes %5.1f%n", table.seat(p).name(),
                    strategies[p], 100 * r.winRate(p), 100 * ci[0], 100 * ci[1], r.stakes()[p] / g));
        }
        if (r.draws() > 0) b.append(String.format(Locale.ROOT, "  drawn, only kings left (Kakakashtha): %d games%n", r.draws()));
        if (r.noWinner() > r.draws())
            b.append(String.format(Locale.ROOT, "  no winner: %d games (%s)%n", r.noWinner() - r.draws(),
                    table.game.rules().end() == DiceRules.End.LAST_KING ? "stopped at the turn limit of " + table.game.rules().turnLimit()
                            : "equal stakes at the end"));
        b.append(String.format(Locale.ROOT, "  mean game length %.1f turns, %.1f moves; dice lost %.2f%% of dice thrown%n", r.turns() / g, r.moves() / g,
                r.turns() == 0 ? 0 : 100.0 * r.lost() / (r.turns() * (double) table.game.rules().dicePerTurn())));
        b.append(String.format(Locale.ROOT, "  per game: captures %.2f, promotions %.2f, triumphs %.3f%n", r.captures() / g, r.promotions() / g,
                r.triumphs() / g));
        b.append(String.format(Locale.ROOT, "  time %.1f s%n", r.seconds()));
        return b.toString();
    }
}
