package varia.rules.drops;

/**
 * Where and when a piece in hand may be dropped.
 *
 * @param region       region name the drop must land in, or null for anywhere
 * @param noDoubledOn  type index: not on a file that already holds an own piece of that type (nifu), or -1
 * @param noMate       a drop of this piece that checkmates is illegal (uchifuzume)
 * @param stuckAllowed it may be dropped where it could never move again (a pawn on the last rank); false: not there
 * @param asPromoted   the promoted form it may also be dropped as (Kyoto shogi), or -1
 * @param differentColours the side's pieces of this type must stand on squares of different colours, and no other
 *                     drop may leave too few free squares of the missing colours for those still in hand (Placement chess's bishops)
 * @param displaces    type index: it may also be dropped on a square (of its zone) holding an own piece of that type,
 *                     which goes back to the hand (Sittuyin's deployment, seed 004 section V); -1: only on empty squares
 * @param objection    what the opponent objects to when this side drops the piece (Sittuyin's first player against the
 *                     second's chariots), or null
 * @param fileLimit    with {@code noDoubledOn}: the most own pieces of that type a file may hold after the drop (1: nifu;
 *                     Tori shogi's swallows: 2)
 * @param first        while its side has one in hand, its side's move is a drop of one (when one is legal; a king in
 *                     hand comes in before anything else)
 */
public record DropRule(String region, int noDoubledOn, boolean noMate, boolean stuckAllowed, int asPromoted, boolean differentColours,
                       int displaces, Objection objection, int fileLimit, boolean first) {
    public static final DropRule ANYWHERE = new DropRule(null, -1, false);

    public DropRule(String region, int noDoubledOn, boolean noMate, boolean stuckAllowed, int asPromoted, boolean differentColours,
                    int displaces, Objection objection) {
        this(region, noDoubledOn, noMate, stuckAllowed, asPromoted, differentColours, displaces, objection, 1, false);
    }

    public DropRule(String region, int noDoubledOn, boolean noMate, boolean stuckAllowed, int asPromoted, boolean differentColours) {
        this(region, noDoubledOn, noMate, stuckAllowed, asPromoted, differentColours, -1, null);
    }

    /**
     * The objection of the player {@code by} (0 White, 1 Black) to the other player's drop of this
     * piece on a file that already holds one of the other player's own pieces of this type
     * ({@code doubled}) or an enemy piece of type {@code facing} (-1: none). Objected to, the drop
     * must go elsewhere: the objecting player is taken to object whenever the rule lets him.
     */
    public record Objection(int by, boolean doubled, int facing) {}

    /** Never where it could not move, only as itself, on squares of any colour. */
    public DropRule(String region, int noDoubledOn, boolean noMate) { this(region, noDoubledOn, noMate, false, -1, false); }
}
