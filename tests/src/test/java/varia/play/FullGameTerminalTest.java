package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.game.Families;
import varia.game.Game;
import varia.game.Trial;

/**
 * {@link FullGameSessionTest}'s games through the one terminal: whole games typed as a person
 * would (SAN mostly, some coordinates, commands between), to the checkmate the rules decide;
 * a check announced; once over, the game saved and loaded back at its end.
 */
class FullGameTerminalTest {
    private record Run(Trial trial, String out) {}

    private static Run play(String key, String input) throws Exception {
        Game g = Families.find(key, Map.of());
        StringWriter sw = new StringWriter();
        Terminal t = Terminal.seated(g.start(2), new String[] {"human", "human"}, 1, new BufferedReader(new StringReader(input)), new PrintWriter(sw), true);
        Trial trial = t.run();
        return new Run(trial, sw.toString());
    }

    @Test
    void makrukHumanAgainstHumanToCheckmate(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("makruk.pgn");
        List<String> typed = FullGameSessionTest.typed("makruk", FullGameSessionTest.MAKRUK, FullGameSessionTest.MAKRUK_COORDINATES);
        typed.set(0, "b1d2");          // coordinates
        typed.set(7, "b6-b5");         // coordinates with a dash
        typed.add(20, "board");
        String input = String.join("\n", typed) + "\nsave " + saved + "\nhistory\nquit\n";
        Run r = play("makruk", input);
        assertEquals(66, r.trial().size(), "every typed move was played: " + FullGameSessionTest.tail(r.out()));
        assertTrue(r.out().contains("\n0-1 (checkmate)\n"), FullGameSessionTest.tail(r.out()));
        assertTrue(r.out().contains("   in check; moves:"), "a check is announced: " + r.out());
        String pgn = Files.readString(saved);
        assertTrue(pgn.contains("[Termination \"checkmate\"]") && pgn.contains("# 0-1"), pgn);
        Run again = play("makruk", "load " + saved + "\nquit\n");
        assertEquals(66, again.trial().size(), again.out());
        assertTrue(again.out().contains("   loaded ") && again.out().contains("\n0-1 (checkmate)\n"), again.out());
    }

    @Test
    void shogiHumanAgainstHumanWithDropsToCheckmate(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("shogi.pgn");
        List<String> typed = FullGameSessionTest.typed("shogi", FullGameSessionTest.SHOGI, FullGameSessionTest.SHOGI_COORDINATES);
        typed.set(1, "g7g6");          // coordinates
        typed.add(30, "board");
        String input = String.join("\n", typed) + "\nsave " + saved + "\nhistory\nquit\n";
        Run r = play("shogi", input);
        assertEquals(60, r.trial().size(), FullGameSessionTest.tail(r.out()));
        assertTrue(r.out().contains("\n0-1 (checkmate)\n"), FullGameSessionTest.tail(r.out()));
        assertEquals("G@d2", r.trial().steps().get(59).text().replace("#", ""), "the game ends with a drop");
        assertTrue(r.out().contains("Black in hand: ") && r.out().contains("White in hand: P"), "hands beside the board: " + r.out());
        String pgn = Files.readString(saved);
        assertTrue(pgn.contains("[Variant \"shogi\"]") && pgn.contains("@d2# 0-1"), pgn);
        Run again = play("shogi", "load " + saved + "\nquit\n");
        assertEquals(60, again.trial().size(), again.out());
        assertTrue(again.out().contains("\n0-1 (checkmate)\n"), again.out());
    }

    @Test
    void undoOnceOverTakesBackTheMateAndPlayGoesOn() throws Exception {
        Run r = play("chess", "f3\ne5\ng4\nQh4\nundo\nd6\nquit\n");
        assertTrue(r.out().contains("the game is over: undo"), r.out());
        assertEquals(List.of("f3", "e5", "g4", "d6"), r.trial().steps().stream().map(Trial.Step::text).toList(), r.out());
        assertFalse(r.out().strip().endsWith("(checkmate)"), r.out());
    }
}
