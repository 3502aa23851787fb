package varia.diagram;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.game.Scene;

/**
 * A board a family describes ({@link Scene}: a race's squares, nests, seats' starts and homes and
 * tracks; dice chess's plain board) with the tokens on it, as a standalone SVG: what the web's board
 * script draws, for {@code varia diagram} and the docs. It knows no family: every mark is data.
 * Seats are coloured as on the web pages; a seat's path is drawn as a line when asked for.
 */
public final class SceneDiagram {
    /** The seats' colours, in the web pages' order (seatedboard.js). */
    public static final List<String> SEAT_COLOURS = List.of("#c0392b", "#1f5fa8", "#1e8449", "#b9770e", "#7d3c98", "#117a65", "#a04000", "#5d6d7e");
    private static final double S = 64, M = 22;

    private final Scene.Layout layout;
    private final List<Scene.Token> tokens;
    private final List<String> seats;
    private final List<Integer> paths = new ArrayList<>();
    private boolean flipped, coordinates = true;
    private String title;

    /** The board, the pieces on it, and the seats' names (for the key under the board). */
    public SceneDiagram(Scene.Layout layout, List<Scene.Token> tokens, List<String> seats) {
        if (layout.files() <= 0 || layout.ranks() <= 0) throw new IllegalArgumentException("the game describes no board to draw");
        this.layout = layout;
        this.tokens = List.copyOf(tokens);
        this.seats = List.copyOf(seats);
    }

    public SceneDiagram flipped(boolean f) { flipped = f; return this; }

    public SceneDiagram coordinates(boolean c) { coordinates = c; return this; }

    public SceneDiagram title(String t) { title = t; return this; }

    /** Draws this seat's path (a race's track) as a line through its squares. */
    public SceneDiagram path(int seat) { paths.add(seat); return this; }

    public static String seatColour(int seat) { return seat < 0 ? "#777" : SEAT_COLOURS.get(seat % SEAT_COLOURS.size()); }

    private double x(int file) { return M + (flipped ? layout.files() - 1 - file : file) * S; }

    private double y(int rank) { return M + (flipped ? rank : layout.ranks() - 1 - rank) * S; }

    private double[] centre(String square) {
        for (Scene.Cell c : layout.cells()) if (c.name().equals(square)) return new double[] {x(c.file()) + S / 2, y(c.rank()) + S / 2};
        return null;
    }

    public String svg() {
        double top = title == null ? 0 : 30, w = 2 * M + layout.files() * S, key = seats.isEmpty() ? 0 : 30 + 22 * ((seats.size() + 3) / 4);
        double h = top + 2 * M + layout.ranks() * S + key;
        Svg s = new Svg();
        s.start("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", "0 0 " + Svg.num(w) + " " + Svg.num(h), "width", w, "height", h,
                "class", "seated-board " + layout.style(), "font-family", PieceArt.LATIN_FONT);
        s.el("rect", "width", w, "height", h, "fill", "#ffffff");
        if (title != null) s.label(w / 2, 16, 16, "#1a1a1a", title, "class", "title");
        s.start("g", "transform", "translate(0," + Svg.num(top) + ")");
        cells(s);
        if (coordinates) coordinates(s);
        seatMarks(s);
        for (int i = 0; i < paths.size(); i++) path(s, paths.get(i), paths.size() > 1 ? (i - (paths.size() - 1) / 2.0) * 4 : 0);
        tokens(s);
        s.end("g");
        seatKey(s, top + 2 * M + layout.ranks() * S, w);
        return s.end("svg").toString();
    }

    private void cells(Svg s) {
        for (Scene.Cell c : layout.cells()) {
            double x = x(c.file()), y = y(c.rank());
            String fill = c.muted() ? "#d9d4cc" : (c.file() + c.rank()) % 2 == 1 ? "#f6ead2" : "#efdcb8";
            s.el("rect", "x", x, "y", y, "width", S, "height", S, "fill", fill, "stroke", "#8a7350", "stroke-width", 1,
                    "class", c.muted() ? "cell off-track" : "cell", "data-sq", c.name());
            for (String m : c.marks()) {
                double i = 10;
                s.el("path", "d", "M" + Svg.num(x + i) + " " + Svg.num(y + i) + "L" + Svg.num(x + S - i) + " " + Svg.num(y + S - i)
                        + "M" + Svg.num(x + S - i) + " " + Svg.num(y + i) + "L" + Svg.num(x + i) + " " + Svg.num(y + S - i),
                        "stroke", "#9c6b2f", "stroke-width", 2, "class", m + "-mark", "data-mark", c.name());
            }
        }
    }

    private void coordinates(Svg s) {
        for (int f = 0; f < layout.files(); f++)
            s.label(x(f) + S / 2, 2 * M + layout.ranks() * S - 10, 12, "#6b5b45", String.valueOf((char) ('a' + f)), "class", "coordinate");
        for (int r = 0; r < layout.ranks(); r++) s.label(M / 2, y(r) + S / 2, 12, "#6b5b45", String.valueOf(r + 1), "class", "coordinate");
    }

    private void seatMarks(Svg s) {
        for (Scene.SeatMark k : layout.marks()) {
            double[] c = centre(k.square());
            if (c == null) continue;
            String colour = seatColour(k.seat());
            if (k.shape().equals("ring")) s.el("circle", "cx", c[0], "cy", c[1], "r", S * 0.42, "fill", "none", "stroke", colour,
                    "stroke-width", 3, "stroke-dasharray", "6 4", "class", k.name(), "data-seat", k.seat());
            else s.el("rect", "x", c[0] - S / 2 + 4, "y", c[1] - S / 2 + 4, "width", S - 8, "height", S - 8, "fill", "none",
                    "stroke", colour, "stroke-width", 3, "class", k.name(), "data-seat", k.seat());
        }
    }

    /** A seat's path as a line through its squares, shifted by {@code offset} (several paths at once). */
    private void path(Svg s, int seat, double offset) {
        for (Scene.Path p : layout.paths()) {
            if (p.seat() != seat) continue;
            StringBuilder points = new StringBuilder();
            for (String sq : p.squares()) {
                double[] c = centre(sq);
                if (c != null) points.append(points.isEmpty() ? "" : " ").append(Svg.num(c[0] + offset)).append(',').append(Svg.num(c[1] + offset));
            }
            s.el("polyline", "points", points, "fill", "none", "stroke", seatColour(seat), "stroke-width", 3, "opacity", 0.6,
                    "stroke-linejoin", "round", "class", "track", "data-seat", seat);
        }
    }

    // Tokens of several seats on one square stand side by side; a stack writes its count after its label.
    private void tokens(Svg s) {
        Map<String, List<Scene.Token>> bySquare = new LinkedHashMap<>();
        for (Scene.Token t : tokens) bySquare.computeIfAbsent(t.square(), k -> new ArrayList<>()).add(t);
        for (Map.Entry<String, List<Scene.Token>> e : bySquare.entrySet()) {
            double[] c = centre(e.getKey());
            if (c == null) continue;
            List<Scene.Token> list = e.getValue();
            for (int k = 0; k < list.size(); k++) {
                Scene.Token t = list.get(k);
                double dx = list.size() == 1 ? 0 : (k - (list.size() - 1) / 2.0) * S * 0.36, r = list.size() == 1 ? S * 0.34 : S * 0.2;
                String fill = t.dead() ? "#9a9a9a" : seatColour(t.seat());
                s.start("g", "class", "token", "data-seat", t.seat(), "data-sq", t.square(), "data-count", t.count());
                if (t.title() != null && !t.title().isEmpty()) s.start("title").text(t.title()).end("title");
                if (t.count() > 1) s.el("circle", "cx", c[0] + dx + 3, "cy", c[1] + 3, "r", r, "fill", fill, "stroke", "#222", "opacity", 0.8);
                s.el("circle", "cx", c[0] + dx, "cy", c[1], "r", r, "fill", fill, "stroke", "#222", "stroke-width", 1.5);
                s.label(c[0] + dx, c[1], list.size() == 1 ? 19 : 14, "#ffffff", t.label() + (t.count() > 1 ? String.valueOf(t.count()) : ""),
                        "font-weight", "bold");
                s.end("g");
            }
        }
    }

    /** The seats' names with their colours under the board, four to a row. */
    private void seatKey(Svg s, double top, double w) {
        for (int i = 0; i < seats.size(); i++) {
            double x = M + (i % 4) * Math.max(110, (w - 2 * M) / 4), y = top + 14 + 22 * (i / 4);
            s.el("rect", "x", x, "y", y, "width", 14, "height", 14, "fill", seatColour(i), "stroke", "#222");
            s.start("text", "x", x + 20, "y", y + 12, "font-size", 14, "fill", "#1a1a1a", "class", "seat").text(seats.get(i)).end("text");
        }
    }
}
