package varia.rules.sides;

import varia.variant.RuleKey;

/**
 * What the game calls its two players: the side FEN and PGN call White (it moves first in the
 * usual setup) and the side they call Black, e.g. xiangqi's Red and Black, janggi's Cho and Han,
 * shogi's Sente and Gote. Records and messages name them so ("Red's perpetual check").
 */
public record Sides(String first, String second) {
    public static final RuleKey<Sides> KEY = new RuleKey<>("sides", Sides.class);

    /** White and Black, for a game whose file names no sides. */
    public static final Sides WESTERN = new Sides("White", "Black");

    /** The name of side {@code colour} (0 the first, 1 the second). */
    public String of(int colour) { return colour == 0 ? first : second; }

    /** The sides of a variant: its file's, else White and Black. */
    public static Sides of(varia.variant.Variant v) {
        Sides s = v.rule(KEY);
        return s != null ? s : WESTERN;
    }
}
