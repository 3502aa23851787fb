package varia.study;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import varia.game.Game;
import varia.game.Player;
import varia.game.State;

/**
 * Plays the games of a study, one at a time: one instance per thread (or per Spark partition),
 * reused across games. A game depends only on its task: the opening actions and every chance
 * outcome come from a random generator seeded by the game's seed, then each seat's own computer
 * player ({@link Game#computer}: the engine's search for its variants, expectimax for the other
 * families), told of the new game, plays its choice within the budget; with a node budget the game
 * is the same on any machine. A draw the rules let a player claim is taken when the player says
 * so. Never throws: a failure becomes a row with result {@link GameRow#ERROR}.
 */
public final class SelfPlay {
    private final StudyPlan plan;
    /** Per arm: each seat's player (created on the arm's first game). */
    private final Map<Integer, Player[]> players = new HashMap<>();

    public SelfPlay(StudyPlan plan) { this.plan = plan; }

    /** Plays the study's i-th game. */
    public GameRow play(int i) { return play(plan.task(i)); }

    public GameRow play(GameTask task) {
        Arm arm = plan.arms().get(task.arm());
        StringBuilder played = new StringBuilder();
        int length = 0;
        String key = plan.variant().key();
        try {
            Game g = plan.variant().game(arm.options());
            key = g.key();
            int n = plan.seats(g);
            Player[] seats = players.get(arm.index());
            if (seats == null) {
                seats = new Player[n];
                for (int p = 0; p < n; p++) seats[p] = g.computer(plan.budget().effort(plan.hashMb()));
                players.put(arm.index(), seats);
            }
            for (Player p : seats) p.newGame();
            SplittableRandom random = new SplittableRandom(task.seed());
            State s = g.start(n);
            int[] actions = new int[s.maxActions()];
            while (length < plan.maxPlies() && !s.isTerminal()) {
                int action;
                if (s.isChance()) action = s.sample(random);
                else {
                    int k = s.legalActions(actions);
                    if (k == 0) break;
                    if (length < plan.openingPlies()) action = actions[random.nextInt(k)];
                    else {
                        action = seats[s.current()].choose(s, actions, k, random);
                        if (action == Player.CLAIM) { // a draw the rules offer, taken when playing on is no better
                            s.claim(0);
                            return row(key, arm, task, played, s.score(), s.reason(), length);
                        }
                    }
                    length++;
                }
                if (played.length() > 0) played.append(' ');
                played.append(s.actionCode(action));
                s.apply(action);
            }
            if (s.isTerminal() && !s.score().equals(GameRow.UNFINISHED)) return row(key, arm, task, played, s.score(), s.reason(), length);
            if (s.isTerminal()) return row(key, arm, task, played, GameRow.UNFINISHED, s.reason(), length);
            return row(key, arm, task, played, GameRow.UNFINISHED, "stopped at the ply cap (" + plan.maxPlies() + ")", length);
        } catch (OutOfMemoryError e) {
            throw e; // the worker is unusable: let the runner (or Spark) report it
        } catch (Throwable e) {
            return row(key, arm, task, played, GameRow.ERROR, describe(e), length);
        }
    }

    private GameRow row(String key, Arm arm, GameTask t, CharSequence moves, String result, String reason, int length) {
        return new GameRow(key, arm.optionsText(), arm.label(), t.game(), t.seed(), moves.toString(), result, reason, length);
    }

    /** One line: the exception's type and message, and where it was thrown (the row is all a user sees of it). */
    static String describe(Throwable e) {
        String msg = e.getMessage() == null ? "" : ": " + e.getMessage().strip().lines().findFirst().orElse("");
        StackTraceElement[] at = e.getStackTrace();
        String where = at.length > 0 ? " at " + at[0].getClassName().replaceFirst(".*\\.", "") + "." + at[0].getMethodName() + ":" + at[0].getLineNumber() : "";
        return e.getClass().getSimpleName() + msg + where;
    }
}
