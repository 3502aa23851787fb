package varia.diagram;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * A board drawing: pieces, hands, highlights, arrows and move-diagram marks, written as SVG.
 * Everything is derived from the {@link Variant} (size, style, regions, glyphs). With
 * {@link #interactive} the SVG carries {@code data-sq} attributes on cells and pieces, and
 * {@code data-drop} on pieces in hand, for the web board.
 */
public final class Diagram {
    /** Shaded squares of a move diagram. */
    public enum Shade { ZONE, PROMOTION, DROP, TARGET }

    private final Variant v;
    private BoardStyle style;
    private boolean flipped, interactive, hands, coordinates = true, letters;
    private final int[] type, colour;
    private final int[][] hand;
    private int lastFrom = -1, lastTo = -1, check = -1, selected = -1;
    private final List<int[]> arrows = new ArrayList<>();
    private final Map<Integer, List<Mark>> marks = new LinkedHashMap<>();
    private final List<int[]> paths = new ArrayList<>();   // {from, to, dashed}
    private final BitSet blocks = new BitSet();
    private final Map<Shade, BitSet> shades = new LinkedHashMap<>();
    private String title;

    private Diagram(Variant v) {
        this.v = v;
        this.style = BoardStyle.of(v);
        int n = v.files() * v.ranks();
        type = new int[n];
        colour = new int[n];
        java.util.Arrays.fill(type, -1);
        hand = new int[2][v.pieces().size()];
    }

    /** An empty board of the variant. */
    public static Diagram of(Variant v) { return new Diagram(v); }

    public Variant variant() { return v; }
    public Diagram style(BoardStyle s) { if (s != null) style = s; return this; }
    public Diagram flipped(boolean f) { flipped = f; return this; }

    /** How the coordinates are written: by a notation of the game's tradition ("shogi-japanese", "chinese", "gib": {@link Coordinates#of}), null for a-h and 1-8. */
    public Diagram coordinates(String tradition) { coordinateTradition = tradition; return this; }

    private String coordinateTradition;

    /** Every piece drawn as its letter on a disc, whatever figures its names find (a player's choice of piece set). */
    public Diagram letters(boolean l) { letters = l; return this; }
    public Diagram interactive(boolean i) { interactive = i; return this; }
    /** Shows the two hands beside the board (also when they are empty). */
    public Diagram hands(boolean h) { hands = h; return this; }
    public Diagram coordinates(boolean c) { coordinates = c; return this; }
    public Diagram title(String t) { title = t; return this; }
    public Diagram piece(int sq, int t, int c) { type[sq] = t; colour[sq] = c; return this; }
    public Diagram inHand(int c, int t, int count) { hand[c][t] = count; if (count > 0) hands = true; return this; }
    public Diagram lastMove(int from, int to) { lastFrom = from; lastTo = to; return this; }
    public Diagram check(int sq) { check = sq; return this; }
    public Diagram selected(int sq) { selected = sq; return this; }
    public Diagram arrow(int from, int to) { arrows.add(new int[] {from, to}); return this; }
    /** Adds a mark; one of the same way on the same square is merged with it (move + capture = both). */
    public Diagram mark(Mark m) {
        List<Mark> here = marks.computeIfAbsent(m.square(), k -> new ArrayList<>());
        for (int i = 0; i < here.size(); i++) {
            if (here.get(i).way() == m.way() || (here.get(i).way() != Mark.Way.HOP && m.way() != Mark.Way.HOP)) {
                here.set(i, here.get(i).merge(m));
                return this;
            }
        }
        here.add(m);
        return this;
    }

    /** The marks on the board, square by square in the order they were added. */
    public List<Mark> marks() {
        List<Mark> out = new ArrayList<>();
        for (List<Mark> l : marks.values()) out.addAll(l);
        return out;
    }
    public Diagram path(int from, int to, boolean dashed) { paths.add(new int[] {from, to, dashed ? 1 : 0}); return this; }
    public Diagram block(int sq) { blocks.set(sq); return this; }
    public Diagram shade(Shade s, int sq) { shades.computeIfAbsent(s, k -> new BitSet()).set(sq); return this; }
    public BoardStyle style() { return style; }
    public int files() { return v.files(); }

    /** The geometry used by {@link #svg()} (for mapping clicks to squares). */
    public Layout layout() {
        boolean above = coordinates && !v.board().round() && Coordinates.of(coordinateTradition).top(v.files());
        return new Layout(v.files(), v.ranks(), style, flipped, hands ? handColumns() : 0, v.board().round(), above ? Layout.TOP + 16 : Layout.TOP);
    }

    private int handColumns() {
        int perColumn = Math.max(1, (int) Math.floor(v.ranks() / 2.0 / 0.9));
        int most = 0;
        for (int c = 0; c < 2; c++) {
            int n = 0;
            for (int t = 0; t < hand[c].length; t++) if (hand[c][t] > 0) n++;
            most = Math.max(most, n);
        }
        return Math.max(1, (most + perColumn - 1) / perColumn);
    }

    public String svg() {
        Layout L = layout();
        Glyphs glyphs = letters ? Glyphs.letters(v) : Glyphs.of(v);
        varia.rules.sides.Sides sides = varia.rules.sides.Sides.of(v);
        Legend legend = new Legend(marks(), !paths.isEmpty(), !blocks.isEmpty(), shades.keySet());
        double width = Math.max(L.width(), legend.isEmpty() ? 0 : 360);
        double legendHeight = legend.height(width - 20);
        double height = L.height() + legendHeight + (title != null ? 26 : 0);
        double dy = title != null ? 26 : 0;
        Svg s = new Svg();
        s.start("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", "0 0 " + Svg.num(width) + " " + Svg.num(height),
                "width", width, "height", height, "class", "varia-board", "data-files", v.files(), "data-ranks", v.ranks(),
                "data-cell", Layout.CELL, "data-flipped", flipped, "data-style", style.name().toLowerCase(java.util.Locale.ROOT),
                "data-wrap", v.board().wraps() ? v.board().wrap().name().toLowerCase(java.util.Locale.ROOT) : null,
                "data-round", v.board().round() ? true : null,
                "data-glyphs", interactive ? Glyphs.of(v).setName() : null, // the game's own set: the page's other sets follow it
                "font-family", PieceArt.LATIN_FONT);
        s.el("rect", "x", 0, "y", 0, "width", width, "height", height, "fill", "#ffffff");
        if (title != null) s.label(width / 2, 14, 16, "#1a1a1a", title, "font-weight", "bold");
        s.start("g", "transform", dy == 0 ? null : "translate(0 " + Svg.num(dy) + ")");
        BoardPainter.board(s, v, L, BoardFeatures.of(v), coordinates, coordinateTradition);
        for (Map.Entry<Shade, BitSet> e : shades.entrySet()) {
            BitSet b = e.getValue();
            for (int sq = b.nextSetBit(0); sq >= 0; sq = b.nextSetBit(sq + 1)) BoardPainter.shade(s, L, sq, e.getKey());
        }
        if (lastFrom >= 0) BoardPainter.highlight(s, L, lastFrom, "#f4d03f", 0.45);
        if (lastTo >= 0) BoardPainter.highlight(s, L, lastTo, "#f4d03f", 0.55);
        if (selected >= 0) BoardPainter.highlight(s, L, selected, "#5dade2", 0.55);
        if (check >= 0) BoardPainter.check(s, L, check);
        for (int[] p : paths) if (!v.board().wraps() || L.drawnNear(p[0], p[1])) MarkPainter.path(s, L, p[0], p[1], p[2] == 1);
        for (int sq = blocks.nextSetBit(0); sq >= 0; sq = blocks.nextSetBit(sq + 1)) MarkPainter.block(s, L, sq);
        s.start("g", "class", "pieces");
        for (int sq = 0; sq < type.length; sq++) {
            if (type[sq] < 0) continue;
            boolean up = (colour[sq] == 0) != flipped;
            s.start("g", pieceFacts(type[sq], L.cx(sq), L.cy(sq), Layout.CELL, up, "class", interactive ? "piece" : null,
                    "data-sq", interactive ? L.squareName(sq) : null, "data-colour", interactive ? colour[sq] : null));
            if (!interactive) s.start("title").text(pieceTitle(type[sq], colour[sq])).end("title"); // else on its cell, above it
            if (interactive) s.start("g", "class", "art"); // what the page's other piece sets draw anew
            PieceArt.draw(s, glyphs.of(type[sq]), colour[sq], L.cx(sq), L.cy(sq), Layout.CELL, up, sides.side(colour[sq]).colour());
            if (interactive) s.end("g");
            s.end("g");
        }
        s.end("g");
        if (L.style == BoardStyle.INTERSECTIONS && !L.round) { // discs cover their point: the marks are drawn again as rings above them
            if (lastFrom >= 0) BoardPainter.ring(s, L, lastFrom, "#d4ac0d", "last-ring");
            if (lastTo >= 0) BoardPainter.ring(s, L, lastTo, "#d4ac0d", "last-ring");
            if (check >= 0) BoardPainter.ring(s, L, check, "#e74c3c", "check-ring");
        }
        for (Mark m : marks()) MarkPainter.mark(s, L, m);
        for (int[] a : arrows) MarkPainter.arrow(s, L, a[0], a[1]);
        if (hands) drawHands(s, L, glyphs);
        if (interactive) {
            s.start("g", "class", "cells");
            for (int sq = 0; sq < type.length; sq++) {
                if (v.board().isHole(sq)) continue; // nothing may go there: no cell to click
                if (L.round) // a ring sector; its centre for the browser's target marks
                    s.el("path", "class", "cell", "data-sq", L.squareName(sq), "d", L.sector(sq), "fill", "transparent",
                            "data-cx", L.cx(sq), "data-cy", L.cy(sq), "data-w", Layout.CELL);
                else if (type[sq] >= 0) // the piece's name shows when the pointer rests on it
                    s.start("rect", "class", "cell", "data-sq", L.squareName(sq), "x", L.cx(sq) - Layout.CELL / 2,
                            "y", L.cy(sq) - Layout.CELL / 2, "width", Layout.CELL, "height", Layout.CELL, "fill", "transparent")
                            .start("title").text(pieceTitle(type[sq], colour[sq])).end("title").end("rect");
                else s.el("rect", "class", "cell", "data-sq", L.squareName(sq), "x", L.cx(sq) - Layout.CELL / 2,
                        "y", L.cy(sq) - Layout.CELL / 2, "width", Layout.CELL, "height", Layout.CELL, "fill", "transparent");
            }
            s.end("g");
        }
        s.end("g");
        if (!legend.isEmpty()) legend.draw(s, 10, dy + L.height() + 4, width - 20);
        s.end("svg");
        return s.toString();
    }

    /**
     * What the page's piece sets (pieces.js) need to draw a piece again: its names, letter, promotion,
     * centre, size and facing, after the given attributes (on an interactive board only).
     */
    private Object[] pieceFacts(int t, double cx, double cy, double size, boolean up, Object... attrs) {
        if (!interactive) return attrs;
        PieceType p = v.pieces().get(t);
        StringBuilder names = new StringBuilder(p.name());
        for (String n : p.names()) names.append('|').append(n);
        Object[] facts = {"data-names", names.toString().toLowerCase(java.util.Locale.ROOT), "data-letter", p.symbol(),
                "data-promoted", p.isPromotedForm() ? true : null, "data-reach", Reach.of(v, t), "data-cx", cx, "data-cy", cy, "data-size", size, "data-up", up};
        Object[] all = java.util.Arrays.copyOf(attrs, attrs.length + facts.length);
        System.arraycopy(facts, 0, all, attrs.length, facts.length);
        return all;
    }

    /** A piece's name for its tooltip: "Khun (K), White's; also King, Lord". */
    private String pieceTitle(int t, int c) {
        PieceType p = v.pieces().get(t);
        String side = varia.rules.sides.Sides.of(v).of(c);
        return p.name() + " (" + p.symbol() + "), " + side + "'s" + (p.names().isEmpty() ? "" : "; also " + String.join(", ", p.names()));
    }

    /** The top player's hand from the top right downwards, the bottom player's from the bottom right upwards. */
    private void drawHands(Svg s, Layout L, Glyphs glyphs) {
        double slot = Layout.CELL * 0.9, size = Layout.CELL * 0.8;
        int perColumn = Math.max(1, (int) Math.floor(v.ranks() / 2.0 / 0.9));
        s.el("rect", "x", L.handLeft() - 4, "y", L.boardTop(), "width", L.width() - L.handLeft(), "height", L.boardHeight(),
                "fill", "#f3efe6", "stroke", "#c9bfa8", "rx", 6);
        for (int c = 0; c < 2; c++) {
            boolean bottom = (c == 0) != flipped;
            int i = 0;
            for (PieceType p : v.pieces()) {
                int n = hand[c][p.index()];
                if (n <= 0) continue;
                int col = i / perColumn, row = i % perColumn;
                double cx = L.handLeft() + col * slot + slot / 2;
                double cy = bottom ? L.boardTop() + L.boardHeight() - row * slot - slot / 2 : L.boardTop() + row * slot + slot / 2;
                s.start("g", pieceFacts(p.index(), cx, cy, size, bottom, "class", interactive ? "hand" : null,
                        "data-colour", interactive ? c : null, "data-drop", interactive ? p.key() : null));
                s.start("title").text(pieceTitle(p.index(), c) + (n > 1 ? ", " + n + " in hand" : ", in hand")).end("title");
                if (interactive) s.el("rect", "x", cx - slot / 2, "y", cy - slot / 2, "width", slot, "height", slot, "fill", "transparent");
                if (interactive) s.start("g", "class", "art");
                PieceArt.draw(s, glyphs.of(p.index()), c, cx, cy, size, bottom, varia.rules.sides.Sides.of(v).side(c).colour());
                if (interactive) s.end("g");
                if (n > 1) {
                    s.el("circle", "cx", cx + size * 0.36, "cy", cy + size * 0.34, "r", 9, "fill", "#1a1a1a");
                    s.label(cx + size * 0.36, cy + size * 0.34, 12, "#ffffff", Integer.toString(n), "font-weight", "bold");
                }
                s.end("g");
                i++;
            }
        }
    }
}
