package varia.diagram;

import varia.variant.Variant;

/** Draws the board itself: cells or lines, river, palace diagonals, marked cells, coordinates. */
final class BoardPainter {
    private BoardPainter() {}

    static final String LIGHT = "#f0d9b5", DARK = "#c9a77c", WOOD = "#e8c88f", LINE = "#5a3e1b";

    static void board(Svg s, Variant v, Layout L, BoardFeatures f, boolean coordinates) { board(s, v, L, f, coordinates, null); }

    /** {@code tradition}: the notation whose numbers the coordinates are written in ({@link Coordinates#of}), null for a-h and 1-8. */
    static void board(Svg s, Variant v, Layout L, BoardFeatures f, boolean coordinates, String tradition) {
        double c = Layout.CELL;
        var board = v.board();
        if (L.round) {
            RoundPainter.board(s, v, L, f, coordinates);
            return;
        }
        if (L.style == BoardStyle.SQUARES) {
            for (int sq = 0; sq < L.files * L.ranks; sq++) {
                if (board.isHole(sq)) continue; // not on the board: the page shows through
                boolean light = (L.file(sq) + L.rank(sq)) % 2 == 1;
                boolean marked = f.marked().get(sq);
                s.el("rect", "x", L.left(L.file(sq)), "y", L.top(L.rank(sq)), "width", c, "height", c,
                        "fill", marked ? (light ? "#e6d3a3" : "#bf9d6b") : light ? LIGHT : DARK);
            }
            if (board.hasHoles()) outline(s, v, L);
            else s.el("rect", "x", L.boardLeft(), "y", L.boardTop(), "width", L.boardWidth(), "height", L.boardHeight(),
                    "fill", "none", "stroke", LINE, "stroke-width", 2);
            if (f.riverBelowRank() >= 0) {
                double y = riverY(L, f.riverBelowRank());
                s.el("line", "x1", L.boardLeft(), "y1", y, "x2", L.boardLeft() + L.boardWidth(), "y2", y,
                        "stroke", "#3b6ea5", "stroke-width", 4);
            }
        } else if (board.hasHoles()) {
            intersectionsWithHoles(s, v, L);
        } else {
            s.el("rect", "x", L.boardLeft(), "y", L.boardTop(), "width", L.boardWidth(), "height", L.boardHeight(),
                    "fill", WOOD, "rx", 4);
            double x0 = L.boardLeft() + c / 2, x1 = L.boardLeft() + L.boardWidth() - c / 2;
            double y0 = L.boardTop() + c / 2, y1 = L.boardTop() + L.boardHeight() - c / 2;
            for (int r = 0; r < L.ranks; r++) {
                double y = L.top(r) + c / 2;
                s.el("line", "x1", x0, "y1", y, "x2", x1, "y2", y, "stroke", LINE, "stroke-width", 1.5);
            }
            for (int file = 0; file < L.files; file++) {
                double x = L.left(file) + c / 2;
                boolean edge = file == 0 || file == L.files - 1;
                if (f.riverBelowRank() >= 0 && !edge) {
                    double ya = L.top(f.riverBelowRank()) + c / 2, yb = L.top(f.riverBelowRank() + 1) + c / 2;
                    double lo = Math.min(ya, yb), hi = Math.max(ya, yb);
                    s.el("line", "x1", x, "y1", y0, "x2", x, "y2", lo, "stroke", LINE, "stroke-width", 1.5);
                    s.el("line", "x1", x, "y1", hi, "x2", x, "y2", y1, "stroke", LINE, "stroke-width", 1.5);
                } else {
                    s.el("line", "x1", x, "y1", y0, "x2", x, "y2", y1, "stroke", LINE, "stroke-width", 1.5);
                }
            }
            s.el("rect", "x", x0 - 4, "y", y0 - 4, "width", x1 - x0 + 8, "height", y1 - y0 + 8, "fill", "none",
                    "stroke", LINE, "stroke-width", 2);
            if (f.riverBelowRank() >= 0) {
                for (double x : new double[] {x0 + (x1 - x0) * 0.22, x1 - (x1 - x0) * 0.22}) {
                    s.label(x, riverY(L, f.riverBelowRank()), c * 0.3, "#3b6ea5", "river", "font-style", "italic", "letter-spacing", 4);
                }
            }
        }
        if (board.wraps()) wrapEdges(s, L, board.wrap() == varia.variant.Board.Wrap.FILES);
        for (int sq = f.restricted().nextSetBit(0); sq >= 0; sq = f.restricted().nextSetBit(sq + 1)) restricted(s, L, sq);
        for (int[] d : f.diagonals()) {
            s.el("line", "x1", L.cx(d[0]), "y1", L.cy(d[0]), "x2", L.cx(d[1]), "y2", L.cy(d[1]),
                    "stroke", LINE, "stroke-width", 1.5);
        }
        if (coordinates) Coordinates.of(tradition).draw(s, L);
    }

    /** A square only some pieces may enter (a citadel): a second edge inside it, as a walled square. */
    static void restricted(Svg s, Layout L, int sq) {
        double c = Layout.CELL, in = c * 0.1;
        s.el("rect", "x", L.cx(sq) - c / 2 + in, "y", L.cy(sq) - c / 2 + in, "width", c - 2 * in, "height", c - 2 * in, "fill", "none",
                "stroke", LINE, "stroke-width", 2, "stroke-dasharray", "6 3", "class", "restricted", "data-mark", L.squareName(sq));
    }

    /**
     * The two edges that join on a board that wraps, drawn as dashed lines with small arrows
     * pointing off the board and a note: a move off one of them comes back on the other.
     */
    private static void wrapEdges(Svg s, Layout L, boolean files) {
        double c = Layout.CELL, x0 = L.boardLeft(), y0 = L.boardTop(), w = L.boardWidth(), h = L.boardHeight();
        String colour = "#2a6bd1";
        if (files) {
            for (double x : new double[] {x0, x0 + w})
                s.el("line", "x1", x, "y1", y0, "x2", x, "y2", y0 + h, "stroke", colour, "stroke-width", 4, "stroke-dasharray", "10 6",
                        "class", "wrap-edge");
            for (int r = 0; r < L.ranks; r++) {
                double y = L.top(r) + c / 2;
                s.el("path", "d", "M" + Svg.num(x0 - 3) + " " + Svg.num(y - 5) + "l-8 5l8 5z", "fill", colour);
                s.el("path", "d", "M" + Svg.num(x0 + w + 3) + " " + Svg.num(y - 5) + "l8 5l-8 5z", "fill", colour);
            }
        } else {
            for (double y : new double[] {y0, y0 + h})
                s.el("line", "x1", x0, "y1", y, "x2", x0 + w, "y2", y, "stroke", colour, "stroke-width", 4, "stroke-dasharray", "10 6",
                        "class", "wrap-edge");
        }
    }

    /** The edges of a board with holes: every side of a square that borders a hole or the rectangle's edge. */
    private static void outline(Svg s, Variant v, Layout L) {
        StringBuilder d = new StringBuilder();
        double c = Layout.CELL;
        for (int sq = 0; sq < L.files * L.ranks; sq++) {
            if (v.board().isHole(sq)) continue;
            int file = L.file(sq), rank = L.rank(sq);
            double x = L.left(file), y = L.top(rank);
            int turn = L.flipped ? -1 : 1;
            for (int[] n : new int[][] {{0, 1}, {0, -1}, {-1, 0}, {1, 0}}) {
                int nf = file + n[0], nr = rank + n[1];
                if (L.onBoard(nf, nr) && !v.board().isHole(L.square(nf, nr))) continue;
                int right = n[0] * turn, down = -n[1] * turn; // the side as drawn
                double x1 = right > 0 ? x + c : x, y1 = down > 0 ? y + c : y;
                d.append('M').append(Svg.num(x1)).append(' ').append(Svg.num(y1)).append(right != 0 ? "v" : "h").append(Svg.num(c));
            }
        }
        s.el("path", "d", d.toString(), "fill", "none", "stroke", LINE, "stroke-width", 2, "stroke-linecap", "square", "class", "board-edge");
    }

    /** Points and lines of an intersections board with holes: a line joins two neighbouring points that are both on the board. */
    private static void intersectionsWithHoles(Svg s, Variant v, Layout L) {
        StringBuilder d = new StringBuilder();
        for (int sq = 0; sq < L.files * L.ranks; sq++) {
            if (v.board().isHole(sq)) continue;
            int file = L.file(sq), rank = L.rank(sq);
            for (int[] n : new int[][] {{1, 0}, {0, 1}}) {
                int nf = file + n[0], nr = rank + n[1];
                if (!L.onBoard(nf, nr) || v.board().isHole(L.square(nf, nr))) continue;
                d.append('M').append(Svg.num(L.cx(sq))).append(' ').append(Svg.num(L.cy(sq)))
                        .append('L').append(Svg.num(L.cx(L.square(nf, nr)))).append(' ').append(Svg.num(L.cy(L.square(nf, nr))));
            }
            s.el("rect", "x", L.cx(sq) - Layout.CELL / 2, "y", L.cy(sq) - Layout.CELL / 2, "width", Layout.CELL, "height", Layout.CELL,
                    "fill", WOOD);
        }
        s.el("path", "d", d.toString(), "stroke", LINE, "stroke-width", 1.5, "fill", "none");
    }

    private static double riverY(Layout L, int below) {
        return (L.top(below) + L.top(below + 1)) / 2 + Layout.CELL / 2;
    }

    static void highlight(Svg s, Layout L, int sq, String colour, double opacity) {
        cellRect(s, L, sq, colour, opacity, null);
    }

    static void check(Svg s, Layout L, int sq) {
        if (L.round) {
            s.el("path", "d", L.sector(sq), "fill", "#e74c3c", "fill-opacity", 0.6, "class", "check");
            return;
        }
        s.el("circle", "cx", L.cx(sq), "cy", L.cy(sq), "r", Layout.CELL * 0.48, "fill", "#e74c3c", "fill-opacity", 0.6,
                "class", "check");
    }

    /** A ring around a point, above the piece standing there (the last move, a check on an intersections board). */
    static void ring(Svg s, Layout L, int sq, String colour, String cls) {
        s.el("circle", "cx", L.cx(sq), "cy", L.cy(sq), "r", Layout.CELL * 0.47, "fill", "none", "stroke", colour,
                "stroke-width", Layout.CELL * 0.06, "class", cls, "data-mark", L.squareName(sq));
    }

    static void shade(Svg s, Layout L, int sq, Diagram.Shade shade) {
        switch (shade) {
            case ZONE -> cellRect(s, L, sq, "#e67e22", 0.45, "zone");
            case PROMOTION -> cellRect(s, L, sq, "#9b59b6", 0.28, "promotion-zone");
            case DROP -> cellRect(s, L, sq, "#3498db", 0.28, "drop-zone");
            case TARGET -> cellRect(s, L, sq, "#27ae60", 0.3, "target");
        }
    }

    private static void cellRect(Svg s, Layout L, int sq, String colour, double opacity, String cls) {
        if (L.round) {
            s.el("path", "d", L.sector(sq), "fill", colour, "fill-opacity", opacity, "class", cls,
                    "data-mark", cls == null ? null : L.squareName(sq));
            return;
        }
        double c = Layout.CELL, inset = L.style == BoardStyle.INTERSECTIONS ? c * 0.08 : 0;
        s.el("rect", "x", L.cx(sq) - c / 2 + inset, "y", L.cy(sq) - c / 2 + inset, "width", c - 2 * inset,
                "height", c - 2 * inset, "rx", inset, "fill", colour, "fill-opacity", opacity, "class", cls,
                "data-mark", cls == null ? null : L.squareName(sq));
    }
}
