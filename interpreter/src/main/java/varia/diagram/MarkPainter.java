package varia.diagram;

/** Draws move-diagram marks, paths, block points and arrows. */
final class MarkPainter {
    private MarkPainter() {}

    static final String BOTH = "#1a1a1a", MOVE = "#1e8c3a", CAPTURE = "#d0312d", FIRST = "#2a6bd1", ONCE = "#8a3ab9",
            REGION = "#0e7c86";

    static String colour(Mark m) {
        return switch (m.when()) {
            case FIRST_MOVE -> FIRST;
            case ONCE -> ONCE;
            case REGION -> REGION;
            default -> switch (m.mode()) {
                case BOTH -> BOTH;
                case MOVE -> MOVE;
                case CAPTURE -> CAPTURE;
            };
        };
    }

    static void mark(Svg s, Layout L, Mark m) {
        double x = L.cx(m.square()), y = L.cy(m.square());
        s.start("g", "class", "mark", "data-mark", L.squareName(m.square()), "data-mode", m.mode().name().toLowerCase(),
                "data-way", m.way().name().toLowerCase(), "data-when", m.when().name().toLowerCase());
        symbol(s, x, y, Layout.CELL, m);
        s.end("g");
    }

    /** The symbol of a mark: a disc (move or capture), ring (move only), cross (capture only); a hop is drawn as a diamond. */
    static void symbol(Svg s, double x, double y, double cell, Mark m) {
        String col = colour(m);
        double r = cell * 0.17;
        boolean hop = m.way() == Mark.Way.HOP;
        switch (m.mode()) {
            case BOTH -> {
                if (hop) diamond(s, x, y, r * 1.3, col, col);
                else s.el("circle", "cx", x, "cy", y, "r", r, "fill", col, "stroke", "#ffffff", "stroke-width", 1.5);
            }
            case MOVE -> {
                if (hop) diamond(s, x, y, r * 1.3, "none", col);
                else s.el("circle", "cx", x, "cy", y, "r", r, "fill", "#ffffff", "fill-opacity", 0.6, "stroke", col, "stroke-width", cell * 0.06);
            }
            case CAPTURE -> {
                if (hop) diamond(s, x, y, r * 1.3, "none", col);
                double d = r * (hop ? 0.7 : 1.0);
                s.el("path", "d", "M" + Svg.num(x - d) + " " + Svg.num(y - d) + "L" + Svg.num(x + d) + " " + Svg.num(y + d)
                        + "M" + Svg.num(x + d) + " " + Svg.num(y - d) + "L" + Svg.num(x - d) + " " + Svg.num(y + d),
                        "stroke", col, "stroke-width", cell * 0.07, "stroke-linecap", "round");
            }
        }
    }

    private static void diamond(Svg s, double x, double y, double r, String fill, String stroke) {
        s.el("polygon", "points", Svg.num(x) + "," + Svg.num(y - r) + " " + Svg.num(x + r) + "," + Svg.num(y) + " "
                + Svg.num(x) + "," + Svg.num(y + r) + " " + Svg.num(x - r) + "," + Svg.num(y),
                "fill", fill, "stroke", stroke, "stroke-width", 3);
    }

    static void path(Svg s, Layout L, int from, int to, boolean dashed) {
        s.el("line", "x1", L.cx(from), "y1", L.cy(from), "x2", L.cx(to), "y2", L.cy(to), "stroke", "#34495e",
                "stroke-opacity", 0.55, "stroke-width", dashed ? 3 : 6, "stroke-dasharray", dashed ? "8 6" : null,
                "stroke-linecap", "round", "class", "ray");
    }

    static void block(Svg s, Layout L, int sq) {
        double r = Layout.CELL * 0.1;
        s.el("rect", "x", L.cx(sq) - r, "y", L.cy(sq) - r, "width", 2 * r, "height", 2 * r, "fill", "#7f8c8d",
                "stroke", "#2c3e50", "stroke-width", 1.5, "class", "block", "data-mark", L.squareName(sq));
    }

    static void arrow(Svg s, Layout L, int from, int to) {
        double x1 = L.cx(from), y1 = L.cy(from), x2 = L.cx(to), y2 = L.cy(to);
        double dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy);
        if (len == 0) return;
        double ux = dx / len, uy = dy / len, head = Layout.CELL * 0.3, w = Layout.CELL * 0.1;
        double bx = x2 - ux * head, by = y2 - uy * head;
        s.el("path", "d", "M" + Svg.num(x1) + " " + Svg.num(y1) + "L" + Svg.num(bx) + " " + Svg.num(by),
                "stroke", "#15781b", "stroke-opacity", 0.75, "stroke-width", w, "stroke-linecap", "round", "class", "arrow");
        s.el("polygon", "points", Svg.num(x2) + "," + Svg.num(y2) + " " + Svg.num(bx - uy * head * 0.6) + "," + Svg.num(by + ux * head * 0.6)
                + " " + Svg.num(bx + uy * head * 0.6) + "," + Svg.num(by - ux * head * 0.6), "fill", "#15781b", "fill-opacity", 0.75);
    }
}
