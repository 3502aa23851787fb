package varia.rules.promotion;

import java.util.List;
import java.util.Map;

/**
 * How a piece promotes.
 *
 * @param to       type indices it may become (in the order the file lists them)
 * @param fromRank first rank of the zone, counted from the owner's side (1 = own back rank)
 * @param toRank   last rank of the zone, same counting (inclusive)
 * @param forced   true: it must promote; false: it may also stay as it is
 * @param region   a region name used as the zone instead of the ranks, or null
 * @param onLeaving also promote when the move starts in the zone (shogi), not only when it ends there
 * @param forcedIfStuck promotion is forced where the piece could not move again (shogi's last ranks)
 * @param family   which of the {@code to} types are available
 * @param step     promotion as a move of its own by a piece standing in the zone, or null (see {@link Step})
 * @param illegalIfNone a move that must promote when the family leaves no type to become is illegal
 *                 (Grand chess); otherwise it is made without promoting
 * @param byCapture only a move that captures promotes (in the zone, which is then the whole board unless
 *                 given): Micro shogi's pieces turn over when they capture, and turn back when they capture again
 * @param limits   per type it may become: promotion to it only while the side has fewer than this many on
 *                 the board; {@link #SETUP} for the setup's count (only to a type the side has lost)
 * @param demoteOnCapture a piece that promoted so goes to the captor's hand as this piece (crazyhouse), and
 *                 is written with {@code ~} in a FEN ({@code Q~})
 * @param placedOn a region of one square (the owner's) where the promoted piece is put instead of where it arrived,
 *                 or null (Tamerlane chess's pawn of pawns, sent back to the king's pawn's square on its second arrival)
 * @param placedDisplaces with {@code placedOn}: a piece standing there (not royal) leaves the board; otherwise the
 *                 promoting move waits until the square is empty
 * @param declinedByCapture a piece that declined to promote may promote later only by capturing: a move that starts
 *                 in the zone offers promotion only when it captures (Chu shogi as HaChu plays it); a move into the
 *                 zone from outside offers it as ever
 */
public record Promotion(List<Integer> to, int fromRank, int toRank, boolean forced, String region,
                        boolean onLeaving, boolean forcedIfStuck, Family family, Step step, boolean illegalIfNone,
                        boolean byCapture, Map<Integer, Integer> limits, boolean demoteOnCapture,
                        String placedOn, boolean placedDisplaces, boolean declinedByCapture) {
    /** A {@link #limits} value: as many as the setup has (only to a type the side has lost). */
    public static final int SETUP = -1;

    public Promotion {
        to = List.copyOf(to);
        limits = limits == null ? Map.of() : Map.copyOf(limits);
    }

    public Promotion(List<Integer> to, int fromRank, int toRank, boolean forced, String region,
                     boolean onLeaving, boolean forcedIfStuck, Family family, Step step, boolean illegalIfNone,
                     boolean byCapture, Map<Integer, Integer> limits, boolean demoteOnCapture,
                     String placedOn, boolean placedDisplaces) {
        this(to, fromRank, toRank, forced, region, onLeaving, forcedIfStuck, family, step, illegalIfNone, byCapture, limits,
                demoteOnCapture, placedOn, placedDisplaces, false);
    }

    public Promotion(List<Integer> to, int fromRank, int toRank, boolean forced, String region,
                     boolean onLeaving, boolean forcedIfStuck, Family family, Step step, boolean illegalIfNone,
                     boolean byCapture, Map<Integer, Integer> limits, boolean demoteOnCapture) {
        this(to, fromRank, toRank, forced, region, onLeaving, forcedIfStuck, family, step, illegalIfNone, byCapture, limits,
                demoteOnCapture, null, false);
    }

    public Promotion(List<Integer> to, int fromRank, int toRank, boolean forced, String region,
                     boolean onLeaving, boolean forcedIfStuck, Family family, Step step, boolean illegalIfNone) {
        this(to, fromRank, toRank, forced, region, onLeaving, forcedIfStuck, family, step, illegalIfNone, false, Map.of(), false);
    }

    public Promotion(List<Integer> to, int fromRank, int toRank, boolean forced, String region,
                     boolean onLeaving, boolean forcedIfStuck, Family family, Step step) {
        this(to, fromRank, toRank, forced, region, onLeaving, forcedIfStuck, family, step, false);
    }

    public Promotion(List<Integer> to, int fromRank, int toRank, boolean forced, String region,
                     boolean onLeaving, boolean forcedIfStuck, Family family) {
        this(to, fromRank, toRank, forced, region, onLeaving, forcedIfStuck, family, null);
    }

    public Promotion(List<Integer> to, int fromRank, int toRank, boolean forced) {
        this(to, fromRank, toRank, forced, null, false, false, Family.LISTED);
    }

    /**
     * Promotion as a whole move (Sittuyin): a piece standing in the zone becomes the new type in
     * place or by one of {@code steps} (to an empty square, or capturing where the step may capture).
     *
     * @param movement   the step movement as written (e.g. {@code F} or {@code mF})
     * @param steps      compiled steps
     * @param maxOnBoard promotion is possible only while the side has fewer than this many pieces of the new type
     * @param lastAnywhere the side's last piece of this type may promote from any square
     * @param noAttack   the new piece may not attack an enemy piece (in place or by a step)
     * @param noCheck    which promotions may not give check
     * @param noCapture  type indices a promoting step may not capture
     */
    public record Step(String movement, List<varia.notation.MoveRule> steps, int maxOnBoard, boolean lastAnywhere,
                       boolean noAttack, CheckBan noCheck, List<Integer> noCapture) {
        public Step {
            steps = List.copyOf(steps);
            noCapture = List.copyOf(noCapture);
        }
    }

    /** Which promotions may not give check: none, only those made by a step (seed 004 section V's way 2), all. */
    public enum CheckBan { NONE, STEP, ALL }

    /** True when {@code relativeRank} (1-based, from the owner's side) lies in the rank zone. */
    public boolean inZone(int relativeRank) { return relativeRank >= fromRank && relativeRank <= toRank; }

    public enum Family {
        /** Any of the listed types. */
        LISTED,
        /**
         * Only a listed type of which the side has fewer on the board than in the setup: one it has
         * lost and not yet won back by an earlier promotion (Fairy-Stockfish's promotion limits with
         * the setup's counts).
         */
        LOST_ONLY,
        /** Only the type that stood on the promotion square in the setup, and only if one was lost. */
        SETUP_SQUARE,
        /**
         * The type that stood on the promotion square in the setup, lost or not; where that was no
         * listed type (a king's square, an empty one), the first listed type (Grande Acedrex: the
         * piece of the square, the aanca on the king's).
         */
        SQUARE_PIECE
    }
}
