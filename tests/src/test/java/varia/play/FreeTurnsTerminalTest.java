package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.engine.game.EngineGame;
import varia.engine.game.PositionState;
import varia.game.Effort;
import varia.game.Player;
import varia.game.State;
import varia.game.Trial;
import varia.search.EngineHooksSearchTestAccess;

/**
 * Free turns (werera) in the one terminal: the seats take turns, White's first; the human may move either colour, the
 * computer (the engine's search at depth 2) moves its own.
 */
class FreeTurnsTerminalTest {
    @Test
    void humanMovesEitherColourComputerItsOwn() throws Exception {
        var v = EngineHooksSearchTestAccess.freeMakruk();
        EngineGame g = EngineGame.of(v);
        State start = g.fromFen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR f - - 0 1");
        StringWriter sw = new StringWriter();
        // White's player (human) moves a Black pawn, then a White pawn; the computer (Black's player) answers each time
        Player computer = g.computer(Effort.DEFAULT.withDepth(2));
        Terminal t = new Terminal(start, java.util.Map.of(), new Player[] {null, computer}, 1,
                new BufferedReader(new StringReader("h6h5\na3a4\nquit\n")), new PrintWriter(sw), true);
        Trial trial = t.run();
        String s = sw.toString();
        assertTrue(s.contains("free turns: either side's pieces may move until the first capture; moves:"), s);
        assertFalse(s.contains("no legal") || s.contains("not a move"), s);
        assertEquals(4, trial.size(), trial.steps().toString());
        // replay the steps: the human's moved a Black then a White man, each computer move a Black man
        PositionState replay = (PositionState) g.fromFen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR f - - 0 1");
        int[] colours = new int[4];
        for (int i = 0; i < 4; i++) {
            Trial.Step step = trial.steps().get(i);
            assertEquals(i % 2, step.seat(), "the seats alternate, White's player first");
            Position p = replay.position();
            colours[i] = p.colourAt(varia.engine.Moves.from(step.action()));
            replay.apply(step.action());
        }
        assertEquals(1, colours[0], "the human moved a Black pawn");
        assertEquals(1, colours[1], "the computer moved a Black man");
        assertEquals(0, colours[2], "the human moved a White pawn");
        assertEquals(1, colours[3], "the computer moved a Black man");
    }
}
