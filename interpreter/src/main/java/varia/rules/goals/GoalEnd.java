package varia.rules.goals;

import java.util.BitSet;
import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/**
 * Goals in the engine: an ending that looks at a goal's few squares (arrival, next turn) or at
 * the move just made (leaving). The squares are listed per colour at install time.
 */
final class GoalEnd implements EndRule {
    private final Goals.Goal[] goals;
    /** Per goal and colour, the goal's squares. */
    private final int[][][] squares;
    /** Per goal and colour, membership by square (for the leaving test). */
    private final boolean[][][] inRegion;
    /** Per goal, the scoring types as a bit mask. */
    private final long[] typeMask;

    private GoalEnd(Goals model, Installer in) {
        goals = model.goals().toArray(Goals.Goal[]::new);
        int n = goals.length, total = in.geometry().squares;
        squares = new int[n][2][];
        inRegion = new boolean[n][2][total];
        typeMask = new long[n];
        for (int i = 0; i < n; i++) {
            for (int t : goals[i].types()) typeMask[i] |= 1L << t;
            for (int c = 0; c < 2; c++) {
                BitSet b = in.region(goals[i].region(), c);
                squares[i][c] = b.stream().toArray();
                for (int s : squares[i][c]) inRegion[i][c][s] = true;
            }
        }
    }

    static void install(Goals model, Installer in) { in.ending(new GoalEnd(model, in)); }

    @Override public GameResult check(Position p) {
        int stm = p.sideToMove(), mover = stm ^ 1;
        for (int i = 0; i < goals.length; i++) {
            Goals.Goal g = goals[i];
            switch (g.when()) {
                case ARRIVAL -> {
                    if (occupies(p, i, mover)) return result(mover, g);
                }
                case NEXT_TURN -> {
                    if (!occupies(p, i, stm)) continue;
                    // the second player answered the first player's goal by reaching its own: a draw
                    if (g.answer() && stm == 0 && occupies(p, i, 1)) return GameResult.draw(Ending.GOAL, "both sides reached their goals");
                    return result(stm, g);
                }
                case LEAVING -> {
                    Ply b = p.before();
                    if (b == null || b.mover == 0) continue;
                    int kind = Moves.kind(b.move);
                    if (kind != Moves.KIND_NORMAL && kind != Moves.KIND_EN_PASSANT) continue;
                    int colour = b.movedBy;
                    if ((typeMask[i] >>> Position.typeOfCode(b.mover) & 1) != 0 && inRegion[i][colour][Moves.from(b.move)])
                        return result(colour, g);
                }
            }
        }
        return null;
    }

    private static GameResult result(int colour, Goals.Goal g) { return GameResult.of(colour, g.outcome(), Ending.GOAL, "goal reached"); }

    /** Does a piece of the goal's kinds of this colour stand on the colour's goal squares? */
    private boolean occupies(Position p, int goal, int colour) {
        for (int sq : squares[goal][colour]) {
            int code = p.codeAt(sq);
            if (code != 0 && Position.colourOfCode(code) == colour && (typeMask[goal] >>> Position.typeOfCode(code) & 1) != 0) return true;
        }
        return false;
    }
}
