package varia.rules.sides;

import varia.variant.RuleKey;

/**
 * What the game calls its two players: the side FEN and PGN call White (it moves first in the
 * usual setup) and the side they call Black, e.g. xiangqi's Red and Black, janggi's Cho and Han,
 * shogi's Sente and Gote. Records and messages name them so ("Red's perpetual check"). Each side
 * may also give its name in English where that differs (shogi's Sente is Black in English, and
 * moves first) and the colour its pieces are drawn in (janggi's Cho is often blue).
 */
public record Sides(Side white, Side black) {
    public static final RuleKey<Sides> KEY = new RuleKey<>("sides", Sides.class);

    /** One player: its name, its name in English (null: the same), its pieces' colour (null: the board's own). */
    public record Side(String name, String english, String colour) {
        public Side(String name) { this(name, null, null); }

        /** "Sente (Black)" when the English name differs, else the name. */
        public String full() { return english == null || english.equalsIgnoreCase(name) ? name : name + " (" + english + ")"; }
    }

    /** White and Black, for a game whose file names no sides. */
    public static final Sides WESTERN = new Sides(new Side("White"), new Side("Black"));

    public Sides(String first, String second) { this(new Side(first), new Side(second)); }

    public String first() { return white.name(); }

    public String second() { return black.name(); }

    /** The name of side {@code colour} (0 the first, 1 the second). */
    public String of(int colour) { return side(colour).name(); }

    public Side side(int colour) { return colour == 0 ? white : black; }

    /** The sides of a variant: its file's, else White and Black. */
    public static Sides of(varia.variant.Variant v) {
        Sides s = v.rule(KEY);
        return s != null ? s : WESTERN;
    }
}
