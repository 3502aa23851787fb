package varia.diagram;

import java.util.List;
import varia.variant.Variant;

/**
 * A small picture of a few pieces of one side in a row, with the game's own figures and the side's
 * colour, as that side's player sees them (left to right from its seat): a set-up choice's
 * arrangement on the play page (janggi's horses and elephants).
 */
public final class PieceRow {
    private PieceRow() {}

    /** Size of one piece in the picture, in SVG units. */
    static final double CELL = 34;

    /** {@code types}: piece indices, left to right as drawn; -1 leaves a gap. */
    public static String svg(Variant v, List<Integer> types, int colour, String title) {
        Glyphs glyphs = Glyphs.of(v);
        String ink = varia.rules.sides.Sides.of(v).side(colour).colour();
        double w = Math.max(1, types.size()) * CELL, h = CELL;
        Svg s = new Svg();
        s.start("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", "0 0 " + Svg.num(w) + " " + Svg.num(h), "width", w, "height", h,
                "class", "piece-row", "font-family", PieceArt.LATIN_FONT);
        if (title != null) s.start("title").text(title).end("title");
        for (int i = 0; i < types.size(); i++) {
            if (types.get(i) < 0) continue;
            PieceArt.draw(s, glyphs.of(types.get(i)), colour, i * CELL + CELL / 2, CELL / 2, CELL, true, ink);
        }
        s.end("svg");
        return s.toString();
    }

    /** The same pieces as text, each its figure's character(s) for the side ({@code 馬象象馬}). */
    public static String text(Variant v, List<Integer> types, int colour) {
        Glyphs glyphs = Glyphs.of(v);
        StringBuilder b = new StringBuilder();
        for (int t : types) b.append(t < 0 ? "·" : glyphs.of(t).text(colour));
        return b.toString();
    }
}
