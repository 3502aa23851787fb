package varia.study;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.variant.Variant;

/**
 * Plays the games of a study, one at a time: one instance per thread (or per Spark partition),
 * reused across games. A game depends only on its task: the opening plies come from a random
 * generator seeded by the game's seed, then each side's own {@link Searcher}, cleared before the
 * game, plays its best move within the budget; with a node budget the game is the same on any
 * machine. Never throws: a failure becomes a row with result {@link GameRow#ERROR}.
 */
public final class SelfPlay {
    private final StudyPlan plan;
    private final Limits limits;
    /** Per arm: the searchers of White and Black (created on the arm's first game). */
    private final Map<Integer, Searcher[]> searchers = new HashMap<>();
    private final int[] moves = new int[Moves.MAX_MOVES];

    public SelfPlay(StudyPlan plan) {
        this.plan = plan;
        this.limits = plan.budget().limits();
    }

    /** Plays the study's i-th game. */
    public GameRow play(int i) { return play(plan.task(i)); }

    public GameRow play(GameTask task) {
        Arm arm = plan.arms().get(task.arm());
        StringBuilder played = new StringBuilder();
        int length = 0;
        String key = plan.variant().key();
        try {
            Variant v = plan.variant().load(arm.options());
            key = v.key();
            Searcher[] sides = searchers.get(arm.index());
            if (sides == null) {
                sides = new Searcher[] {new Searcher(v, plan.hashMb()), new Searcher(v, plan.hashMb())};
                searchers.put(arm.index(), sides);
            }
            sides[0].newGame();
            sides[1].newGame();
            SplittableRandom random = new SplittableRandom(task.seed());
            Position pos = Position.start(v);
            while (length < plan.maxPlies()) {
                int n = pos.legalMoves(moves);
                if (n == 0 || pos.result().isOver()) break;
                int move;
                if (length < plan.openingPlies()) {
                    move = moves[random.nextInt(n)];
                } else {
                    // while turns are free (Senterej's werera) the players still alternate, White first
                    int colour = pos.freeTurns() ? length & 1 : pos.sideToMove();
                    SearchResult r = sides[colour].search(pos, limits, null, colour);
                    move = r.move();
                    if (move == Moves.NONE) break;
                    // a draw the rules let a player claim: taken when playing on is no better
                    java.util.List<GameResult> claims = r.score() <= 0 ? pos.claims() : java.util.List.of();
                    if (!claims.isEmpty()) return row(key, arm, task, played, claims.get(0).pgn(), claims.get(0).reason() + ", claimed", length);
                }
                if (played.length() > 0) played.append(' ');
                played.append(pos.moveToUci(move));
                pos.make(move);
                length++;
            }
            GameResult r = pos.result();
            if (r.isOver()) return row(key, arm, task, played, r.pgn(), r.reason(), length);
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
