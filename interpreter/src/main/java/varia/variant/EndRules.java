package varia.variant;

import java.util.List;
import java.util.Map;

/**
 * How games end. Every {@link Outcome} is seen from the side to move in the final position
 * unless a component says otherwise.
 *
 * @param checkmate  result for the side that is checkmated (normally LOSS)
 * @param stalemate  result for the side that has no legal move and is not in check
 * @param bareKing   bare-king rule, or null when the game has none
 * @param nMoveRule  draw after this many moves (of each side) without capture or pawn move; 0 = none
 * @param repetition draw on the n-th occurrence of a position; 0 = none
 * @param perpetualCheckLoses a repetition reached by one side checking on every move loses for that side
 * @param counting   count rules (Makruk's honours, Cambodian, ASEAN/Sittuyin), in the order written
 * @param checkKinds named kinds of check by checking piece type (Shatar's shak, tuk, zod), or empty
 * @param mateNeeds  a checkmate wins only if it, or an unbroken series of checks by the mating side
 *                   ending in it, includes a check of this kind; otherwise the game is drawn (niol);
 *                   null = every mate wins
 * @param material   piece values for adjudication (Janggi's points), or null
 * @param drawnMates type indices whose checkmates are only draws when no other piece gives check
 *                   (Shatar's knight under the "draw" reading)
 */
public record EndRules(Outcome checkmate, Outcome stalemate, BareKing bareKing, int nMoveRule, int repetition,
                       boolean perpetualCheckLoses, List<CountRule> counting, Map<String, List<Integer>> checkKinds,
                       String mateNeeds, Material material, List<Integer> drawnMates) {

    public EndRules {
        counting = List.copyOf(counting);
        checkKinds = Map.copyOf(checkKinds);
        drawnMates = List.copyOf(drawnMates);
    }

    public EndRules(Outcome checkmate, Outcome stalemate, BareKing bareKing, int nMoveRule, int repetition,
                    boolean perpetualCheckLoses, List<CountRule> counting, Map<String, List<Integer>> checkKinds,
                    String mateNeeds, Material material) {
        this(checkmate, stalemate, bareKing, nMoveRule, repetition, perpetualCheckLoses, counting, checkKinds,
                mateNeeds, material, List.of());
    }

    public EndRules(Outcome checkmate, Outcome stalemate, BareKing bareKing, int nMoveRule, int repetition) {
        this(checkmate, stalemate, bareKing, nMoveRule, repetition, false, List.of(), Map.of(), null, null, List.of());
    }

    public enum Outcome { WIN, LOSS, DRAW }

    /**
     * A side left with its royal piece(s) only is "bare".
     *
     * @param bared      result for the bared side when the rule applies
     * @param canBareBack the Shatranj proviso: when the bared side is to move and the opponent
     *                    has a single non-royal piece left, play goes on for one move (it may bare
     *                    the opponent back). false = the rule applies at once.
     * @param bothBare   result when both sides are bare (seed 004: "two bare kings draw"), or null
     *                    to play on (Fairy-Stockfish)
     */
    public record BareKing(Outcome bared, boolean canBareBack, Outcome bothBare) {
        public BareKing(Outcome bared, boolean canBareBack) { this(bared, canBareBack, null); }
    }

    /**
     * A counting rule: when it starts, the side that counts, and the limit in moves.
     *
     * @param kind     BOARD (both sides without pawns: the weaker side counts to a fixed limit) or
     *                 PIECES (one side bare: the limit depends on the stronger side's material)
     * @param clause   the clause as written, for messages and describe
     * @param limit    BOARD: the limit in moves; PIECES: the default when no entry matches
     * @param limits   PIECES: material (letters, e.g. "RR") to limit, smallest applicable wins
     * @param startsAtPieces PIECES: the count starts at the number of pieces on the board + 1
     * @param pawns    letters of the piece types that block counting while on the board
     * @param extra    PIECES: moves added to the limit when the bared royal piece stands in
     *                 {@code extraRegion} as the count starts (Sittuyin's four central squares); 0 = none
     * @param extraRegion the region for {@code extra}, or null
     */
    public record CountRule(Kind kind, String clause, int limit, Map<String, Integer> limits,
                            boolean startsAtPieces, String pawns, int extra, String extraRegion) {
        public CountRule { limits = Map.copyOf(limits); }

        public CountRule(Kind kind, String clause, int limit, Map<String, Integer> limits, boolean startsAtPieces, String pawns) {
            this(kind, clause, limit, limits, startsAtPieces, pawns, 0, null);
        }
        public enum Kind { BOARD, PIECES }
    }

    /**
     * @param values     points per piece type index
     * @param blackBonus points added to Black's total (Janggi's Han: 1.5)
     */
    public record Material(Map<Integer, Double> values, double blackBonus) {
        public Material { values = Map.copyOf(values); }
    }
}
