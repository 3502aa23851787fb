package varia.play;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import varia.search.EngineHooksSearchTestAccess;
import varia.search.Limits;

/** Free turns (werera) in the terminal: the human may move either colour, the computer moves its own. */
class FreeTurnsSessionTest {
    @Test
    void humanMovesEitherColourComputerItsOwn() throws Exception {
        var v = EngineHooksSearchTestAccess.freeMakruk();
        Game g = Game.fromFen(v, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR f - - 0 1");
        StringWriter sw = new StringWriter();
        PrintWriter out = new PrintWriter(sw);
        // White's player (human) moves a Black pawn, then a White pawn; the computer (Black's player) answers each time
        String script = "h6h5\na3a4\nquit\n";
        TerminalGame tg = new TerminalGame(g, TerminalGame.Player.HUMAN, TerminalGame.Player.COMPUTER, Limits.depth(2), 0, 4,
                LineSource.plain(new BufferedReader(new StringReader(script)), out), out, GameFormat.standard(v));
        tg.run();
        String s = sw.toString();
        assertTrue(s.contains("Free turns: either side's pieces may move until the first capture; White's player to play"), s);
        assertFalse(s.contains("not a legal move"), s);
        long computerMoves = s.lines().filter(l -> l.startsWith("Black plays ")).count();
        assertEquals(2, computerMoves, s);
        // the computer moved Black's pieces: its moves are lower-case squares of Black's men (ranks 6-8 at the start)
        for (String l : s.lines().filter(l -> l.startsWith("Black plays ")).toList()) {
            String uci = l.substring(l.indexOf('(') + 1, l.indexOf(')'));
            int rank = Integer.parseInt(uci.substring(1, 2));
            assertTrue(rank >= 5, "a Black piece moved: " + l);
        }
    }
}
