package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.RecordedMove;

/**
 * Shared by the xiangqi formats: files a-i from Red's left, Fairy-Stockfish ranks 1-10 from Red's
 * side (ICCS counts ranks 0-9), Red is White. The records are PGN-shaped (tags, numbered moves),
 * so they are read with {@link PgnReader} and each move is translated.
 */
final class Xiangqi {
    private Xiangqi() {}

    static final String START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    /** Reads PGN-shaped text, translating every main-line move with {@code translate(game, move)} (null = bad move). */
    static List<Game> read(String text, String variant, Translator t) {
        List<Game> out = new ArrayList<>();
        for (Game g : PgnReader.readAll(text)) {
            g.tags().putIfAbsent("Variant", variant);
            g.tags().remove("Format");
            // xiangqi PGN names the first player Red: Varia's White
            if (g.tag("Red") != null && g.tag("White") == null) g.tag("White", g.tags().remove("Red"));
            Object state = t.start(g);
            List<RecordedMove> moves = new ArrayList<>(g.moves());
            g.moves().clear();
            for (RecordedMove m : moves) {
                String[] why = {null};
                String fs = t.translate(state, m.text(), why);
                if (fs == null) {
                    g.problem(m.line(), m.column(), "move '" + m.text() + "': " + why[0]);
                    break;
                }
                g.moves().add(new RecordedMove(fs, m.line(), m.column(), m.comment(), m.text()));
            }
            out.add(g);
        }
        return out;
    }

    interface Translator {
        Object start(Game g);
        String translate(Object state, String move, String[] why);
    }

    static String square(int file, int rank) { return (char) ('a' + file) + Integer.toString(rank + 1); }

    static BiFunction<Integer, Integer, String> squares() { return Xiangqi::square; }
}
