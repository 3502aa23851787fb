package varia.diagram;

import varia.variant.Variant;

/**
 * Draws a round board ({@code board.round}, Byzantine chess): each rank a ring (rank 1 innermost),
 * each file a sector, cells chequered as on the flat board, the empty centre, file letters round
 * the outside and rank numbers along the seam between the last file and file a, where the ring
 * closes (what the flat layout shows as the board's two side edges).
 */
final class RoundPainter {
    private RoundPainter() {}

    static void board(Svg s, Variant v, Layout L, BoardFeatures f, boolean coordinates) {
        double cx = L.centreX(), cy = L.centreY();
        s.el("circle", "cx", cx, "cy", cy, "r", L.outer + 3, "fill", BoardPainter.WOOD, "class", "round-board");
        for (int sq = 0; sq < L.files * L.ranks; sq++) {
            if (v.board().isHole(sq)) continue; // not on the board
            boolean light = (L.file(sq) + L.rank(sq)) % 2 == 1, marked = f.marked().get(sq);
            s.el("path", "d", L.sector(sq), "fill", marked ? (light ? "#e6d3a3" : "#bf9d6b") : light ? BoardPainter.LIGHT : BoardPainter.DARK,
                    "stroke", BoardPainter.LINE, "stroke-width", 1);
        }
        for (int sq = f.restricted().nextSetBit(0); sq >= 0; sq = f.restricted().nextSetBit(sq + 1)) // squares few may enter
            s.el("path", "d", L.sector(L.rank(sq) + 0.12, L.rank(sq) + 0.88, L.file(sq) + 0.12, L.file(sq) + 0.88), "fill", "none",
                    "stroke", BoardPainter.LINE, "stroke-width", 2, "class", "restricted", "data-mark", L.squareName(sq));
        s.el("circle", "cx", cx, "cy", cy, "r", L.outer, "fill", "none", "stroke", BoardPainter.LINE, "stroke-width", 2);
        s.el("circle", "cx", cx, "cy", cy, "r", L.inner, "fill", "#fbf7ee", "stroke", BoardPainter.LINE, "stroke-width", 2,
                "class", "round-centre");
        // the seam: where the last file meets file a (the flat board's side edges)
        double a = L.angle(0);
        s.el("line", "x1", cx + L.inner * Math.cos(a), "y1", cy - L.inner * Math.sin(a), "x2", cx + L.outer * Math.cos(a),
                "y2", cy - L.outer * Math.sin(a), "stroke", "#2a6bd1", "stroke-width", 3, "stroke-dasharray", "6 4", "class", "seam");
        if (!coordinates) return;
        for (int file = 0; file < L.files; file++) {
            double t = L.angle(file + 0.5), r = L.outer + 12;
            s.label(cx + r * Math.cos(t), cy - r * Math.sin(t), 12, "#555555", String.valueOf((char) ('a' + file)));
        }
        for (int rank = 0; rank < L.ranks; rank++) {
            double r = L.radius(rank + 0.5);
            s.label(cx + r * Math.cos(a), cy - r * Math.sin(a), 11, "#2a6bd1", Integer.toString(rank + 1),
                    "font-weight", "bold", "stroke", "#ffffff", "stroke-width", 3, "paint-order", "stroke");
        }
        s.label(cx, cy - 6, 12, "#777777", "rank 1 innermost");
        s.label(cx, cy + 10, 12, "#777777", "files a-" + (char) ('a' + L.files - 1) + " round");
    }
}
