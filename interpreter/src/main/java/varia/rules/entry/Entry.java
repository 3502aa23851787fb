package varia.rules.entry;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Squares only some pieces may enter ({@code play.entry}): Tamerlane chess's citadels, which lie
 * outside the camp and which only a king may enter. Each rule names a region (the mover's: written
 * from its owner's side, {@code enemy-} for the opponent's), the pieces that may end a move there,
 * and what the others may do there.
 *
 * @param rules the rules, each for its own squares
 */
public record Entry(List<Rule> rules) {
    public static final RuleKey<Entry> KEY = new RuleKey<>("entry", Entry.class);

    public Entry { rules = List.copyOf(rules); }

    /**
     * The squares a piece of {@code type} and {@code colour} may not enter at all under the
     * variant's entry rules (empty without any): for drawings of its moves.
     */
    public static java.util.BitSet closed(varia.variant.Variant v, int type, int colour) {
        java.util.BitSet closed = new java.util.BitSet();
        Entry e = v.rule(KEY);
        if (e == null) return closed;
        for (Rule r : e.rules())
            if (!r.pieces().contains(type) && !r.othersCapture() && v.region(r.region()) != null) closed.or(v.region(r.region()).of(colour));
        return closed;
    }

    /** Every square some entry rule restricts, for either side (drawn marked). */
    public static java.util.BitSet squares(varia.variant.Variant v) {
        java.util.BitSet all = new java.util.BitSet();
        Entry e = v.rule(KEY);
        if (e == null) return all;
        for (Rule r : e.rules())
            if (v.region(r.region()) != null) for (int c = 0; c < 2; c++) all.or(v.region(r.region()).of(c));
        return all;
    }

    /**
     * One rule.
     *
     * @param region        the squares (the mover's region)
     * @param pieces        the pieces that may end a move there
     * @param capture       whether those pieces may enter by capturing (false: only when it is empty, so that a piece
     *                      standing there cannot be taken: the adventitious king in his citadel)
     * @param othersCapture the other pieces may capture there (and so attack a piece there, a king too) though they may
     *                      not move there: Friedlander's reading of the citadels
     * @param ranked        the pieces are listed by rank: of them, only the highest-ranking kind the side still has on
     *                      the board may enter (Tamerlane chess: the shah, then the prince, then the adventitious king)
     */
    public record Rule(String region, List<Integer> pieces, boolean capture, boolean othersCapture, boolean ranked) {
        public Rule { pieces = List.copyOf(pieces); }

        public Rule(String region, List<Integer> pieces, boolean capture, boolean othersCapture) {
            this(region, pieces, capture, othersCapture, false);
        }
    }
}
