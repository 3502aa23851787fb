package varia.diagram;

/** Draws one piece figure centred on a point, in a cell of the given size. */
final class PieceArt {
    private PieceArt() {}

    // family names quoted: unquoted, "Noto Sans Symbols 2" (a name ending in a number) is not a valid
    // CSS identifier sequence, and a standalone SVG viewer drops the whole list for its serif default
    static final String LATIN_FONT = "'DejaVu Sans', 'Noto Sans Symbols 2', 'Segoe UI Symbol', 'Arial Unicode MS', sans-serif";
    static final String CJK_FONT = "'Noto Sans CJK JP', 'Noto Sans CJK SC', 'Noto Sans CJK KR', 'Noto Serif CJK JP',"
            + " 'WenQuanYi Micro Hei', 'Hiragino Sans', 'Yu Gothic', 'Microsoft YaHei', 'Malgun Gothic', sans-serif";
    static final String PROMOTED = "#c0262d";

    /**
     * @param up true when the piece faces up the drawing (its owner sits at the bottom); kanji
     *           pieces point away from their owner
     */
    static void draw(Svg svg, Glyphs.Glyph g, int colour, double cx, double cy, double cell, boolean up) {
        draw(svg, g, colour, cx, cy, cell, up, null);
    }

    /** {@code ink}: the colour the game's file gives this side's pieces (janggi's Cho: blue), null for the glyph set's. */
    static void draw(Svg svg, Glyphs.Glyph g, int colour, double cx, double cy, double cell, boolean up, String ink) {
        double r = cell * 0.42;
        String text = g.text(colour);
        switch (g.shape()) {
            case "figure" -> {
                String fill = colour == 0 ? "#ffffff" : "#1a1a1a";
                String stroke = colour == 0 ? "#1a1a1a" : "#e8e8e8";
                svg.label(cx, cy - cell * 0.04, cell * 0.78, g.promoted() ? PROMOTED : fill, text,
                        "font-family", LATIN_FONT, "stroke", stroke, "stroke-width", cell * 0.025,
                        "paint-order", "stroke");
            }
            case "pentagon" -> {
                double w = r * 0.86, h = r * 1.02;
                String pts = pts(cx, cy - h, cx + w * 0.72, cy - h * 0.62, cx + w, cy + h, cx - w, cy + h,
                        cx - w * 0.72, cy - h * 0.62);
                svg.start("g", "transform", up ? null : "rotate(180 " + Svg.num(cx) + " " + Svg.num(cy) + ")");
                svg.el("polygon", "points", pts, "fill", "#f2d7a0", "stroke", "#7a5a25", "stroke-width", cell * 0.025);
                svg.label(cx, cy + h * 0.12, cell * 0.44, g.promoted() ? PROMOTED : "#1a1a1a", text,
                        "font-family", CJK_FONT, "font-weight", "bold");
                svg.end("g");
            }
            case "disc", "octagon" -> {
                if (ink == null) ink = colour == 0 ? or(g.whiteInk(), "#c0262d") : or(g.blackInk(), "#1a1a1a");
                if (g.shape().equals("disc")) {
                    svg.el("circle", "cx", cx, "cy", cy, "r", r, "fill", "#f6e6c2", "stroke", "#6b4f1d", "stroke-width", cell * 0.03);
                    svg.el("circle", "cx", cx, "cy", cy, "r", r * 0.82, "fill", "none", "stroke", ink, "stroke-width", cell * 0.02);
                } else {
                    double a = r * 0.41, b = r;
                    String pts = pts(cx - a, cy - b, cx + a, cy - b, cx + b, cy - a, cx + b, cy + a,
                            cx + a, cy + b, cx - a, cy + b, cx - b, cy + a, cx - b, cy - a);
                    svg.el("polygon", "points", pts, "fill", "#f6e6c2", "stroke", ink, "stroke-width", cell * 0.035);
                }
                svg.label(cx, cy, cell * 0.46, ink, text, "font-family", CJK_FONT, "font-weight", "bold");
            }
            default -> {
                String fill = colour == 0 ? "#ffffff" : "#262626";
                ink = colour == 0 ? "#1a1a1a" : "#ffffff";
                svg.el("circle", "cx", cx, "cy", cy, "r", r, "fill", fill, "stroke", g.promoted() ? PROMOTED : "#1a1a1a",
                        "stroke-width", cell * (g.promoted() ? 0.06 : 0.03));
                svg.label(cx, cy, cell * (text.length() > 1 ? 0.36 : 0.46), g.promoted() ? PROMOTED : ink, text,
                        "font-family", LATIN_FONT, "font-weight", "bold");
            }
        }
    }

    private static String or(String a, String b) { return a != null ? a : b; }

    private static String pts(double... xy) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < xy.length; i += 2) {
            if (i > 0) b.append(' ');
            b.append(Svg.num(xy[i])).append(',').append(Svg.num(xy[i + 1]));
        }
        return b.toString();
    }
}
