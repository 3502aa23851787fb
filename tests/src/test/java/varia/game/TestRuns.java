package varia.game;

import java.util.Map;
import java.util.SplittableRandom;

/**
 * Games of any family played by computer players through the game API, kept as a {@link Trial}
 * (what the race and dice-chess tests once asked of their families' own runs): chance draws from
 * the random source, a seat with one legal action plays it without asking, as the terminal and
 * {@link Simulation#playOut} do.
 */
public final class TestRuns {
    private TestRuns() {}

    /** Decisions a test game may take at the most before it is left unfinished. */
    public static final int LIMIT = 100_000;

    /** Plays a game of {@code players} seats to its end, one computer player's name per seat ({@link Players}). */
    public static Trial play(Game game, int players, String[] names, SplittableRandom random) {
        Player[] seats = new Player[players];
        for (int p = 0; p < players; p++) seats[p] = Players.named(names[p % names.length], game);
        return play(game, seats, random);
    }

    /** Plays a game with these players, one per seat. */
    public static Trial play(Game game, Player[] seats, SplittableRandom random) {
        State s = game.start(seats.length);
        Trial trial = new Trial(game, seats.length, Map.of());
        int[] actions = new int[s.maxActions()];
        for (int decisions = 0; !s.isTerminal() && decisions < LIMIT; ) {
            if (s.isChance()) {
                trial.apply(s, s.sample(random));
                continue;
            }
            int n = s.legalActions(actions);
            int a = n == 1 ? actions[0] : seats[s.current()].choose(s, actions, n, random);
            trial.apply(s, a == Player.CLAIM ? actions[0] : a);
            decisions++;
        }
        return trial;
    }

    /** The trial's record in its family's format, with a comment (or none). */
    public static String record(Trial trial, String comment) {
        return trial.game().records().write(trial, trial.replay(), comment);
    }

    /** Whether a record replays in {@code game}, as {@code varia validate} says. */
    public static Records.Verdict replay(Game game, String text) { return game.records().replay(text).verdict(); }
}
