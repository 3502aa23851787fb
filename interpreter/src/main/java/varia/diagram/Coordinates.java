package varia.diagram;

/**
 * How a board's coordinates are written: plain (files a, b, c... along the bottom, ranks 1, 2,
 * 3... up the left) or as a game's tradition numbers them, chosen by the move notation shown
 * (the same numbers the notation writes):
 * <ul>
 * <li>{@code shogi-western} / {@code shogi-japanese}: files 9 to 1 from Sente's right, ranks a to i
 *     (or 一 to 九) from Gote's side;</li>
 * <li>{@code wxf} / {@code chinese} (xiangqi): only files, each side's numbered 1 to 9 from its own
 *     right along its own edge: Red's in Chinese numerals (九 ... 一 left to right as Red sees the
 *     board), Black's in Arabic digits (1 ... 9 left to right as Red sees it);</li>
 * <li>{@code gib} (janggi, as GIB records write squares): files 1 to 9 from Cho's left, rows 1 at
 *     Han's back row down to 9, and 0 for Cho's back row.</li>
 * </ul>
 */
public enum Coordinates {
    PLAIN, SHOGI_WESTERN, SHOGI_JAPANESE, XIANGQI, JANGGI;

    private static final String CHINESE_NUMERALS = "一二三四五六七八九", KANJI_RANKS = "一二三四五六七八九";

    /** The coordinates a notation's squares are numbered by; plain for SAN, null and any other name. */
    public static Coordinates of(String notation) {
        if (notation == null) return PLAIN;
        return switch (notation) {
            case "shogi-western" -> SHOGI_WESTERN;
            case "shogi-japanese" -> SHOGI_JAPANESE;
            case "wxf", "chinese" -> XIANGQI;
            case "gib" -> JANGGI;
            default -> PLAIN;
        };
    }

    /** Whether labels go above the board too (more room at the top). */
    boolean top(int files) { return this == XIANGQI && files <= 9; }

    /** Draws the labels round the board. */
    void draw(Svg s, Layout L) {
        double c = Layout.CELL, bottom = L.boardTop() + L.boardHeight() + 11, above = L.boardTop() - 10;
        if (this == XIANGQI && L.files <= 9) {
            // each side's numbers along its own edge: Red (White) at the bottom unless the board is flipped
            for (int file = 0; file < L.files; file++) {
                double x = L.left(file) + c / 2;
                String red = String.valueOf(CHINESE_NUMERALS.charAt(L.files - file - 1)), black = Integer.toString(file + 1);
                s.label(x, L.flipped ? above : bottom, 12, "#555555", red, "class", "coord-file coord-red");
                s.label(x, L.flipped ? bottom : above, 12, "#555555", black, "class", "coord-file coord-black");
            }
            return;
        }
        boolean shogi = this == SHOGI_WESTERN || this == SHOGI_JAPANESE, janggi = this == JANGGI;
        boolean kanji = this == SHOGI_JAPANESE && L.ranks <= 9;
        for (int file = 0; file < L.files; file++) {
            String label = shogi ? Integer.toString(L.files - file) : janggi ? Integer.toString(file + 1) : String.valueOf((char) ('a' + file));
            if (janggi) s.label(L.left(file) + c / 2, bottom, 12, "#555555", label, "class", "coord-file");
            else s.label(L.left(file) + c / 2, bottom, 12, "#555555", label);
        }
        for (int r = 0; r < L.ranks; r++) {
            String label = kanji ? String.valueOf(KANJI_RANKS.charAt(L.ranks - r - 1))
                    : shogi ? String.valueOf((char) ('a' + L.ranks - r - 1))
                    : janggi ? Integer.toString((L.ranks - r) % 10) : Integer.toString(r + 1);
            s.label(Layout.PAD / 2, L.top(r) + c / 2, 12, "#555555", label, "class", "coord-rank");
        }
    }
}
