package varia.engine.game;

import varia.engine.GameResult;

/**
 * What the game API asks of a finished two-sided game, read from the rules' verdict: the returns
 * (+1 and -1, or 0 and 0), the winner's seat and the ranking. Shared by every state that wraps a
 * {@link varia.engine.Position} (the engine's games, and those moved by a die).
 */
public final class TwoSides {
    private TwoSides() {}

    /** +1 to the winner and -1 to the loser; 0 each for a draw or an unfinished game. */
    public static void returns(GameResult r, double[] out) {
        int w = winner(r);
        out[0] = w < 0 ? 0 : w == 0 ? 1 : -1;
        out[1] = w < 0 ? 0 : -out[0];
    }

    /** The winning seat (0 White, 1 Black), or -1. */
    public static int winner(GameResult r) {
        GameResult.Status s = r.status();
        return s == GameResult.Status.WHITE_WINS ? 0 : s == GameResult.Status.BLACK_WINS ? 1 : -1;
    }

    /** The seats from first place: Black first only when Black won. */
    public static int[] ranking(int winner) { return winner == 1 ? new int[] {1, 0} : new int[] {0, 1}; }
}
