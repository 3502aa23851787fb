package varia.variant;

/**
 * How games end. Every {@link Outcome} is seen from the side to move in the final position.
 *
 * @param checkmate  result for the side that is checkmated (normally LOSS)
 * @param stalemate  result for the side that has no legal move and is not in check
 * @param bareKing   bare-king rule, or null when the game has none
 * @param nMoveRule  draw after this many moves (of each side) without capture or pawn move; 0 = none
 * @param repetition draw on the n-th occurrence of a position; 0 = none
 */
public record EndRules(Outcome checkmate, Outcome stalemate, BareKing bareKing, int nMoveRule, int repetition) {

    public enum Outcome { WIN, LOSS, DRAW }

    /**
     * A side left with its royal piece(s) only is "bare".
     *
     * @param bared      result for the bared side when the rule applies
     * @param canBareBack the Shatranj proviso: when the bared side is to move and the opponent
     *                    has a single non-royal piece left, play goes on for one move (it may bare
     *                    the opponent back). false = the rule applies at once.
     */
    public record BareKing(Outcome bared, boolean canBareBack) {}
}
