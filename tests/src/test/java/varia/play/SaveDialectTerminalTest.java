package varia.play;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.game.Families;
import varia.game.Game;

/**
 * Issue 15.3 through the one terminal: save in Fairy-Stockfish's dialect (its variant name and its
 * SAN letters), a dialect the records lack refused, a game Fairy-Stockfish has no counterpart of
 * not saved and said why.
 */
class SaveDialectTerminalTest {
    @TempDir Path dir;

    private String session(String key, String moves, String save) throws Exception {
        Game g = Families.find(key, Map.of());
        StringWriter sw = new StringWriter();
        String script = (moves.isEmpty() ? "" : moves.replace(' ', '\n') + "\n") + save + "\nquit\n";
        Terminal.seated(g.start(2), new String[] {"human", "human"}, 1, new BufferedReader(new StringReader(script)), new PrintWriter(sw), true).run();
        return sw.toString();
    }

    /** The xiangqi horse is H and the elephant E in Fairy-Stockfish's SAN; the soldier carries P. */
    @Test
    void xiangqiSavedForFairyStockfish() throws Exception {
        Path file = dir.resolve("fs.pgn");
        String s = session("xiangqi", "b1c3 g10e8 c4c5", "save --dialect fairy-stockfish " + file);
        assertTrue(s.contains("saved 3 actions to " + file), s);
        String pgn = Files.readString(file);
        assertTrue(pgn.contains("[Variant \"xiangqi\"]"), pgn);
        assertTrue(pgn.contains("1. Hc3 Ege8 2. Pc5 *"), pgn);
    }

    /** Kyoto shogi's Variant tag is Fairy-Stockfish's name; a dialect the records do not know is refused. */
    @Test
    void variantNameAndBadDialect() throws Exception {
        Path k = dir.resolve("k.pgn"), x = dir.resolve("x.pgn");
        session("kyoto-shogi", "", "save --force --dialect fairy-stockfish " + k);
        assertTrue(Files.readString(k).contains("[Variant \"kyotoshogi\"]"));
        String s = session("chess", "e2e4", "save --dialect pychess " + x);
        assertTrue(s.contains("save [--force] [--dialect fairy-stockfish] FILE"), s);
        assertFalse(Files.exists(x));
    }

    /** A game Fairy-Stockfish has no counterpart of is not saved in its dialect, and says why. */
    @Test
    void noCounterpart() throws Exception {
        Path c = dir.resolve("c.pgn");
        String s = session("chaturanga", "", "save --dialect fairy-stockfish " + c);
        assertTrue(s.contains("not saved: " + c + ": Fairy-Stockfish has no counterpart of"), s);
        assertFalse(Files.exists(c));
    }
}
