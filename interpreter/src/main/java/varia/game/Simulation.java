package varia.game;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Many games of computer players on all cores, for any game: wins by seat with 95% confidence
 * intervals (Wilson), games without a winner, and the family's own {@link Figures}. Game
 * {@code i} draws from {@link #random}(seed, i) only, so a seed gives the same figures with any
 * number of threads.
 */
public final class Simulation {
    private Simulation() {}

    /** Decisions after which a game still going stops, unfinished (a safeguard for games whose rules do not end them: two greedy chess players). */
    public static final long MAX_MOVES = 10_000;

    /**
     * Totals: wins per seat, games without a winner (those stopped unfinished among them),
     * decisions made in all, the family's counters.
     */
    public record Result(int players, long games, long[] wins, long noWinner, long unfinished, long decisions, long[] figures, double seconds) {
        public double winRate(int p) { return games == 0 ? 0 : (double) wins[p] / games; }

        /** The 95% Wilson interval of a seat's win rate. */
        public double[] interval(int p) { return Playouts.interval(wins[p], games); }
    }

    /** The seeded random source of game {@code index} of a run seeded {@code seed}: independent of threads and order. */
    public static SplittableRandom random(long seed, long index) {
        return new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index * 0xBF58476D1CE4E5B9L + 0x94D049BB133111EBL);
    }

    /** Runs {@code games} games of {@code players} players, one computer player name per seat ({@link Players}), on {@code threads} threads. */
    public static Result run(Game game, int players, String[] strategies, long games, long seed, int threads) throws InterruptedException {
        long start = System.nanoTime();
        Figures figures = game.figures(players);
        int n = players, f = figures.counters();
        State first = game.start(players);
        long[] total = Playouts.run(games, threads, n + 3 + f, (from, to, acc) -> { // wins per seat, no winner, decisions, unfinished, the family's
            Player[] seats = new Player[n];
            for (int p = 0; p < n; p++) seats[p] = Players.named(strategies[p], game);
            State initial = first.copy(), s = first.copy();
            int[] actions = new int[s.maxActions()];
            long[] own = new long[f];
            for (long g = from; g < to; g++) {
                s.copyFrom(initial);
                acc[n + 1] += playOut(s, seats, random(seed, g), actions, MAX_MOVES);
                int w = s.winner();
                if (w >= 0) acc[w]++;
                else acc[n]++;
                if (!s.isTerminal()) acc[n + 2]++;
                java.util.Arrays.fill(own, 0);
                figures.count(s, own);
                for (int i = 0; i < f; i++) acc[n + 3 + i] += own[i];
            }
        });
        return new Result(n, games, java.util.Arrays.copyOf(total, n), total[n], total[n + 2], total[n + 1], java.util.Arrays.copyOfRange(total, n + 3, n + 3 + f),
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * Plays a game to its end: chance draws its outcomes from {@code random}, each seat's player
     * chooses (a single legal action is played without asking), {@code limit} decisions at the
     * most (the game is then left unfinished). Returns the decisions made.
     */
    public static long playOut(State s, Player[] seats, SplittableRandom random, int[] actions, long limit) {
        long decisions = 0;
        while (!s.isTerminal() && decisions < limit) {
            if (s.isChance()) {
                s.apply(s.sample(random));
                continue;
            }
            int n = s.legalActions(actions);
            int a = n == 1 ? actions[0] : seats[s.current()].choose(s, actions, n, random);
            if (a == Player.CLAIM) s.claim(0);
            else s.apply(a);
            decisions++;
        }
        return decisions;
    }

    /** The figures as text: the game and the count, one line per seat, the family's totals, the time. */
    public static String report(Game game, int players, String[] strategies, Result r) {
        StringBuilder b = new StringBuilder();
        Figures figures = game.figures(players);
        State start = game.start(players);
        b.append(String.format(Locale.ROOT, "%s, %d players, %d games%n", game.name(), r.players(), r.games()));
        for (int p = 0; p < r.players(); p++) {
            double[] ci = r.interval(p);
            b.append(String.format(Locale.ROOT, "  %-8s (%s) wins %6.2f%%  95%% CI %6.2f%% - %6.2f%%%s%n", start.seat(p),
                    figures.seatLabel(start, p, strategies[p]), 100 * r.winRate(p), 100 * ci[0], 100 * ci[1], figures.seatExtra(p, r.figures(), r.games())));
        }
        b.append(figures.totals(start, r.figures(), r.games(), r.noWinner(), r.decisions()));
        if (r.unfinished() > 0) b.append(String.format(Locale.ROOT, "  unfinished (stopped after %d moves): %d%n", MAX_MOVES, r.unfinished()));
        b.append(String.format(Locale.ROOT, "  time %.1f s%n", r.seconds()));
        return b.toString();
    }
}
