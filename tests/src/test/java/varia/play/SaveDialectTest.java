package varia.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.search.Limits;
import varia.variant.Variants;

/** Issue 15.3: play's save in Fairy-Stockfish's dialect (its variant name and its SAN letters). */
class SaveDialectTest {
    @TempDir Path dir;

    private String session(String variant, String moves, String save) throws Exception {
        StringWriter sw = new StringWriter();
        PrintWriter out = new PrintWriter(sw);
        String script = moves.replace(' ', '\n') + "\n" + save + "\nquit\n";
        TerminalGame tg = new TerminalGame(Game.start(Variants.resolve(variant)), TerminalGame.Player.HUMAN, TerminalGame.Player.HUMAN,
                Limits.depth(1), 0, 1, LineSource.plain(new BufferedReader(new StringReader(script)), out), out,
                GameFormat.standard(Variants.resolve(variant)));
        tg.filesIn(dir).run();
        return sw.toString();
    }

    /** The xiangqi horse is H and the elephant E in Fairy-Stockfish's SAN; the soldier carries P. */
    @Test
    void xiangqiSavedForFairyStockfish() throws Exception {
        String s = session("xiangqi", "b1c3 g10e8 c4c5", "save --dialect fairy-stockfish fs.pgn");
        assertTrue(s.contains("saved 3 plies to fs.pgn"), s);
        String pgn = Files.readString(dir.resolve("fs.pgn"));
        assertTrue(pgn.contains("[Variant \"xiangqi\"]"), pgn);
        assertTrue(pgn.contains("1. Hc3 Ege8 2. Pc5 *"), pgn);
    }

    /** Kyoto shogi's Variant tag is Fairy-Stockfish's name; a dialect it does not know is refused. */
    @Test
    void variantNameAndBadDialect() throws Exception {
        session("kyoto-shogi", "", "save --dialect fairy-stockfish k.pgn");
        assertTrue(Files.readString(dir.resolve("k.pgn")).contains("[Variant \"kyotoshogi\"]"));
        String s = session("chess", "e2e4", "save --dialect pychess x.pgn");
        assertTrue(s.contains("usage: save [--force] [--dialect varia|fairy-stockfish] FILE"), s);
        assertTrue(!Files.exists(dir.resolve("x.pgn")));
    }

    /** A game Fairy-Stockfish has no counterpart of is not saved in its dialect, and says why. */
    @Test
    void noCounterpart() throws Exception {
        String s = session("chaturanga", "", "save --dialect fairy-stockfish c.pgn");
        assertTrue(s.contains("not saved: Fairy-Stockfish has no counterpart of"), s);
    }
}
