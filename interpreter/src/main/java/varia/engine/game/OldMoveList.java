package varia.engine.game;

import java.util.ArrayList;
import java.util.List;
import varia.io.Printable;

/**
 * The line format Varia's terminal saved games in before it wrote PGN (until 2026-11-23), read so
 * that such a file still loads: {@code # Varia game}, then {@code variant KEY}, an optional
 * {@code fen FEN}, any number of {@code moves a3a4 f6f5 ...} lines in coordinates, and a
 * {@code result} line that is ignored (the replay judges the end). Turned into PGN, which
 * {@link PgnRecords} then replays and checks like any record.
 */
final class OldMoveList {
    static final String HEADER = "# Varia game";

    private OldMoveList() {}

    /** Whether the text is in this format (its first non-blank line is the header). */
    static boolean is(String text) { return text.stripLeading().startsWith(HEADER); }

    /** The same game as PGN; IllegalArgumentException naming the line for a line of no known kind. */
    static String pgn(String text) {
        String variant = null, fen = null;
        List<String> moves = new ArrayList<>();
        int no = 0;
        for (String line : text.split("\r?\n|\r", -1)) {
            no++;
            String s = line.strip();
            if (s.isEmpty() || s.startsWith("#")) continue;
            String key = s.split("\\s+", 2)[0], rest = s.substring(key.length()).strip();
            switch (key) {
                case "variant" -> variant = rest;
                case "fen" -> fen = rest;
                case "moves" -> { if (!rest.isEmpty()) moves.addAll(List.of(rest.split("\\s+"))); }
                case "result" -> { }
                default -> throw new IllegalArgumentException("line " + no + ": expected 'variant', 'fen', 'moves' or 'result', not '" + Printable.shorten(key) + "'");
            }
        }
        if (variant == null || variant.isEmpty()) throw new IllegalArgumentException("no 'variant' line in the saved game");
        StringBuilder b = new StringBuilder();
        b.append(tag("Variant", variant));
        if (fen != null) b.append(tag("SetUp", "1")).append(tag("FEN", fen));
        b.append('\n');
        for (String m : moves) b.append(m).append(' ');
        return b.append("*\n").toString();
    }

    private static String tag(String name, String value) {
        return "[" + name + " \"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]\n";
    }
}
