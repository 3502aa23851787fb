package varia.play;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.engine.Position;
import varia.variant.Variants;

/** {@code varia play} with piped stdin (not a terminal), run through the CLI entry point: the one terminal for every game. */
class PlayCliTest {
    /** The output of {@code varia ARGS} with {@code stdin} piped in, which must exit 0. */
    static String play(String stdin, String... args) {
        SeatsFromTextTest.Run r = SeatsFromTextTest.play(stdin, args);
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    @Test
    void twoHumansPlayFoolsMate() {
        String out = play("f2f3\ne7e5\ng2g4\nd8h4\n", "play", "chess", "--white", "human", "--black", "human");
        assertTrue(out.contains("\n0-1 (checkmate)\n"), out);
        assertTrue(out.contains("your move: f2f3"), "piped input is echoed after the prompt: " + out);
    }

    @Test
    void computerAgainstComputerPlaysMakrukToAResult() {
        // fixed depth: the game is reproducible (ended by makruk's own rules, not by a move limit)
        String out = play("", "play", "makruk", "--white", "computer", "--black", "computer", "--depth", "3", "--seed", "1");
        String result = out.strip().lines().reduce((a, b) -> b).orElseThrow();
        assertTrue(result.matches("(1-0|0-1|1/2-1/2) \\(.*\\)"), "a result by the rules: " + result);
        assertFalse(result.contains("adjudicated"), result);
        System.out.println("makruk, computer vs computer at depth 3: " + result + ", "
                + out.lines().filter(l -> l.contains("(depth 3, ")).count() + " plies");
    }

    @Test
    void commandsMovesUndoFenSaveLoad(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("game.pgn");
        String out = play(String.join("\n", "help", "moves", "zz9", "a3a4", "undo", "fen", "a3a4", "save " + saved,
                        "load " + saved, "history", "quit", ""),
                "play", "makruk", "--black", "computer", "--depth", "2");
        assertTrue(out.contains("23 legal moves: "), out);
        assertTrue(out.contains("not a legal move or command: 'zz9'"), out);
        assertTrue(out.contains(Position.start(Variants.resolve("makruk")).toFen()), "fen after undo: " + out);
        String file = Files.readString(saved);
        assertTrue(file.contains("[Variant \"makruk\"]"), file);
        assertTrue(file.contains("1. a4 "), "moves in SAN: " + file);
        assertTrue(out.contains("   loaded " + saved + ": "), out);
        assertTrue(out.contains("your move: history\n   1. white a4\n   2. black ") && out.contains("\n   as recorded: 1. a4 "),
                "history in SAN with move numbers: " + out);
        assertEquals(1, out.lines().filter(l -> l.endsWith("your move: history")).count());
    }

    @Test
    void ninetyColumnGeometryAndFlippedBoard() throws Exception {
        var p = Position.start(Variants.resolve("shatranj"));
        String b = BoardRenderer.render(p, false);
        assertTrue(b.startsWith("8  r n b k q b n r\n"), b);
        assertTrue(b.endsWith("   a b c d e f g h\n"), b);
        String f = BoardRenderer.render(p, true);
        assertTrue(f.startsWith("1  R N B Q K B N R\n"), f);
        assertTrue(f.endsWith("   h g f e d c b a\n"), f);
    }

    /**
     * Makruk's counting side stops its count by choice (seed 004 section VI, "Battle without Pawns"):
     * 'declare stop-count' is offered beside the moves on its turn, is not a move, and undo takes it back.
     */
    @Test
    void declareStopsMakruksCount() {
        String out = play(String.join("\n", "declare bogus", "declare stop-count", "fen", "undo", "fen", "quit", ""),
                "play", "makruk", "--white", "human", "--black", "human", "--fen", "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30");
        assertTrue(out.contains("you may declare stop-count; moves:"), out);
        assertTrue(out.contains("'bogus' is not offered here: offered: stop-count"), out);
        assertTrue(out.contains("   declares stop-count"), out);
        assertTrue(out.contains("2r1k3/8/8/8/8/4N3/8/R2K4 b - - 0 30"), "stopped: no count in the FEN: " + out);
        assertTrue(out.indexOf("2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30", out.indexOf("   declares")) > 0, "undo restores the count: " + out);
    }
}
