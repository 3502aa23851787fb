package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import varia.cli.Main;

/**
 * {@code play --fen} in the one terminal (seat by seat): a game starts from a state text through
 * {@code Game.start(players, text)}; a text the game refuses, and a family that starts only from its
 * own start, get a clear error before anything is played.
 */
class SeatsFromTextTest {
    record Run(int code, String out, String err) {}

    static Run play(String stdin, String... args) {
        var oldIn = System.in;
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        try {
            StringWriter out = new StringWriter(), err = new StringWriter();
            int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
            return new Run(code, out.toString(), err.toString());
        } finally {
            System.setIn(oldIn);
        }
    }

    @Test
    void anEngineGameStartsFromItsFen() {
        Run r = play("fen\nQe8\nquit\n", "play", "chess", "--who", "human,human", "--seed", "1", "--fen", "4k3/8/8/8/8/8/4Q3/4K3 b - - 0 1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("   4k3/8/8/8/8/8/4Q3/4K3 b - - 0 1"), r.out());
        assertTrue(r.out().contains("1. black"), "Black moves first, as the FEN says: " + r.out());
    }

    /** A game from a FEN is saved with its start (SetUp and FEN tags) and loads again from that start, into any game. */
    @Test
    void aGameFromAFenIsSavedWithItsStartAndLoadsBack(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        String fen = "4k3/8/8/8/8/8/4Q3/4K3 b - - 0 1";
        java.nio.file.Path file = dir.resolve("game.pgn");
        Run first = play("Kd7\nQe5\nsave " + file + "\nquit\n", "play", "chess", "--who", "human,human", "--seed", "1", "--fen", fen);
        assertEquals(0, first.code(), first.err());
        String pgn = java.nio.file.Files.readString(file);
        assertTrue(pgn.contains("[SetUp \"1\"]") && pgn.contains("[FEN \"" + fen + "\"]"), pgn);
        assertTrue(pgn.contains("1... Kd7 2. Qe5"), pgn);
        Run again = play("load " + file + "\nfen\nquit\n", "play", "chess", "--who", "human,human", "--seed", "1", "--fen", fen);
        assertTrue(again.out().contains("loaded "), again.out());
        assertTrue(again.out().contains("   8/3k4/8/4Q3/8/8/8/4K3 b - - 2 2"), "play goes on from the saved end: " + again.out());
        Run elsewhere = play("load " + file + "\nfen\nquit\n", "play", "chess", "--who", "human,human", "--seed", "1");
        assertTrue(elsewhere.out().contains("   8/3k4/8/4Q3/8/8/8/4K3 b - - 2 2"), "a game from the usual start takes the record's start: " + elsewhere.out());
    }

    @Test
    void aBadFenIsRefusedClearly() {
        Run r = play("quit\n", "play", "chess", "--who", "human,human", "--fen", "banana");
        assertNotEquals(0, r.code());
        assertTrue(r.err().contains("invalid FEN for chess"), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    }

    @Test
    void aFamilyWithoutStartTextsSaysSo() {
        Run r = play("quit\n", "play", "ashtapada", "--who", "human", "--fen", "anything");
        assertNotEquals(0, r.code());
        assertTrue(r.err().contains("starts only from its own start"), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
        assertFalse(r.out().contains("1. "), "nothing was played: " + r.out());
    }
}
