package varia.record.formats;

import java.util.List;
import java.util.regex.Pattern;
import varia.record.Game;

/**
 * ICCS xiangqi moves ({@code H2-E2}, {@code h2e2}: files a-i from Red's left, ranks 0-9 from Red's
 * side) in PGN-shaped files ({@code [Format "ICCS"]}); to Fairy-Stockfish's ranks 1-10:
 * {@code H2-E2} -> {@code h3e3}.
 */
public final class Iccs implements RecordFormat {
    @Override public String name() { return "iccs"; }
    @Override public String variant() { return "xiangqi"; }
    @Override public List<String> extensions() { return List.of("iccs"); }
    @Override public GameStarts gameStarts() { return GameStarts.PGN; }

    private static final java.util.regex.Pattern WORD = java.util.regex.Pattern.compile("[a-iA-I][0-9]-?[a-iA-I][0-9]");

    /**
     * A {@code Format "ICCS"} tag, or PGN-shaped text whose every move is {@code h2e2} or
     * {@code H2-E2} and one names rank 0 (no chess or shogi coordinates do; Fairy-Stockfish's
     * xiangqi coordinates count ranks 1-10 and write {@code h10}).
     */
    @Override public boolean recognises(Head h) {
        return "ICCS".equalsIgnoreCase(h.tag("Format"))
                || h.movetextAll(w -> WORD.matcher(w).matches(), w -> w.charAt(1) == '0' || w.charAt(w.length() - 1) == '0', 1, variant());
    }

    @Override
    public List<Game> read(String text) {
        return Xiangqi.read(text, variant(), new Xiangqi.Translator() {
            @Override public Object start(Game g) { return null; }
            @Override public String translate(Object state, String move, String[] why) {
                String fs = move(move);
                if (fs == null) why[0] = "not an ICCS move (like H2-E2)";
                return fs;
            }
        });
    }

    private static final Pattern MOVE = Pattern.compile("[a-i][0-9][a-i][0-9]"); // compiled once: read for every move

    /** One ICCS move in Fairy-Stockfish coordinates, or null. */
    public static String move(String iccs) {
        String s = iccs.strip().toLowerCase(java.util.Locale.ROOT).replace("-", "");
        if (!MOVE.matcher(s).matches()) return null;
        return Xiangqi.square(s.charAt(0) - 'a', s.charAt(1) - '0') + Xiangqi.square(s.charAt(2) - 'a', s.charAt(3) - '0');
    }
}
