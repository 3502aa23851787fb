package varia.diagram;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The key under a move diagram: one entry for each kind of mark the diagram shows. */
final class Legend {
    private record Entry(Mark sample, Diagram.Shade shade, String kind, String text) {}

    private final List<Entry> entries = new ArrayList<>();
    /** Line height and text size in the drawing's units: large enough to read when a diagram is shown a third of its size. */
    private static final double ROW = 26, FONT = 18, CHAR = FONT * 0.56;

    Legend(Collection<Mark> marks, boolean paths, boolean blocks, Set<Diagram.Shade> shades) {
        Set<String> seen = new LinkedHashSet<>();
        for (Mark m : marks) {
            Mark key = new Mark(0, m.mode(), m.way() == Mark.Way.HOP ? Mark.Way.HOP : Mark.Way.LEAP, m.when());
            if (seen.add(key.toString())) entries.add(new Entry(key, null, null, text(key)));
        }
        entries.sort((a, b) -> a.text.compareTo(b.text));
        if (paths) entries.add(new Entry(null, null, "path", "line: slides (every square before the target empty); dashed: its path"));
        if (blocks) entries.add(new Entry(null, null, "block", "small square: must be empty (a piece there blocks the move)"));
        for (Diagram.Shade s : shades) {
            entries.add(new Entry(null, s, null, switch (s) {
                case ZONE -> "zone of influence: enemy sliders stop on its first square";
                case PROMOTION -> "promotion zone";
                case DROP -> "where it may be dropped";
                case TARGET -> "legal targets in this position";
            }));
        }
    }

    boolean isEmpty() { return entries.isEmpty(); }

    double height(double width) {
        if (entries.isEmpty()) return 0;
        int lines = 0;
        for (Entry e : entries) lines += wrap(e.text, width).size();
        return lines * ROW + 10;
    }

    /** An entry's text in lines that fit beside its symbol. */
    private static List<String> wrap(String text, double width) {
        int most = Math.max(20, (int) ((width - 32) / CHAR));
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > most) { lines.add(line.toString()); line.setLength(0); }
            if (line.length() > 0) line.append(' ');
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    void draw(Svg s, double x, double y, double width) {
        double row = y + 4;
        for (Entry e : entries) {
            double cy = row + ROW / 2;
            List<String> lines = wrap(e.text, width);
            if (e.sample != null) {
                MarkPainter.symbol(s, x + 12, cy, 40, e.sample);
            } else if (e.shade != null) {
                String colour = switch (e.shade) {
                    case ZONE -> "#e67e22";
                    case PROMOTION -> "#9b59b6";
                    case DROP -> "#3498db";
                    case TARGET -> "#27ae60";
                };
                s.el("rect", "x", x + 3, "y", cy - 8, "width", 18, "height", 16, "fill", colour, "fill-opacity", 0.5);
            } else if (e.kind.equals("path")) {
                s.el("line", "x1", x, "y1", cy, "x2", x + 24, "y2", cy, "stroke", "#34495e", "stroke-opacity", 0.55, "stroke-width", 6);
            } else {
                s.el("rect", "x", x + 7, "y", cy - 5, "width", 10, "height", 10, "fill", "#7f8c8d", "stroke", "#2c3e50");
            }
            for (int i = 0; i < lines.size(); i++)
                s.start("text", "x", x + 32, "y", cy + 6 + i * ROW, "font-size", FONT, "fill", "#1a1a1a").text(lines.get(i)).end("text");
            row += ROW * lines.size();
        }
    }

    static String text(Mark m) {
        String what = switch (m.mode()) {
            case BOTH -> "moves or captures";
            case MOVE -> "moves only (no capture)";
            case CAPTURE -> "captures only";
        };
        if (m.way() == Mark.Way.HOP) what += ", hopping over exactly one piece (the screen)";
        return what + switch (m.when()) {
            case FIRST_MOVE -> ", on its first move only";
            case ONCE -> ", once per game (a special move)";
            case REGION -> ", where its region allows";
            case ALWAYS -> "";
        };
    }
}
