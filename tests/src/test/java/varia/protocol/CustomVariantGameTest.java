package varia.protocol;

import static org.junit.jupiter.api.Assertions.*;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Issue 15 item 6, "done when": a GUI plays a variant file it has never seen through
 * {@code varia xboard FILE} and {@code varia uci FILE}, in real processes: the engine offers the
 * file's name (XBoard's {@code feature variants}, UCI's UCI_Variant combo), describes it to
 * XBoard ({@code setup} with the board's size, {@code piece} lines), and plays a whole game whose
 * every engine move Varia's own generator finds legal. The test plays the other side with moves
 * drawn (seeded) from the legal ones.
 */
class CustomVariantGameTest {
    static final int PLIES = 40;

    static Path file() throws URISyntaxException {
        return Path.of(CustomVariantGameTest.class.getClassLoader().getResource("custom-variants/carrera-test.yaml").toURI());
    }

    /** A legal move of the side to move, drawn with the seeded generator; null when there is none. */
    static String ourMove(Position p, Random rnd) {
        int[] buf = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(buf);
        return n == 0 ? null : p.moveToUci(buf[rnd.nextInt(n)]);
    }

    /** Plays the engine's reply on the referee's board after checking it is legal there. */
    static void playEngineMove(Position p, String move, List<String> game) {
        int m = p.parseUci(move);
        assertNotEquals(Moves.NONE, m, "engine move " + move + " is not legal after " + game + " (" + p.toFen() + ")");
        p.make(m);
        game.add(move);
    }

    @Test
    void xboardPlaysAFileItHasNeverSeen() throws Exception {
        Variant v = Variants.load(file());
        Position p = Position.start(v);
        List<String> game = new ArrayList<>();
        Random rnd = new Random(15);
        try (EngineProcess e = EngineProcess.varia("xboard", file().toString())) {
            e.send("xboard");
            e.send("protover 2");
            String features = e.await(l -> l.contains("variants="), "feature variants");
            assertTrue(features.matches(".*variants=\"[^\"]*\\bcarrera-test\".*"), features);
            e.await("feature done=1"::equals, "feature done=1");
            e.send("new");
            e.send("variant carrera-test");
            String setup = e.await(l -> l.startsWith("setup "), "setup");
            assertEquals("setup (" + XboardPieces.pieceToChar(v) + ") 10x8+0_fairy " + p.toFen(), setup);
            e.send("ping 1");
            e.await("pong 1"::equals, "pong 1");
            List<String> pieces = e.seen().stream().filter(l -> l.startsWith("piece ")).toList();
            assertTrue(pieces.contains("piece A& BN") && pieces.contains("piece C& RN") && pieces.contains("piece K& KO3"), pieces.toString());
            e.send("sd 2");
            String result = null;
            while (game.size() < PLIES && result == null) {
                String mine = ourMove(p, rnd);
                if (mine == null) break;
                p.make(p.parseUci(mine));
                game.add(mine);
                e.send("usermove " + mine);
                if (p.result().isOver()) { result = e.await(l -> l.matches("(1-0|0-1|1/2-1/2) \\{.*"), "result"); break; }
                String reply = e.await(l -> l.startsWith("move ") || l.matches("(1-0|0-1|1/2-1/2) \\{.*") || l.startsWith("Illegal") || l.startsWith("Error"), "the engine's move");
                assertFalse(reply.startsWith("Illegal") || reply.startsWith("Error"), reply + " after " + game);
                if (!reply.startsWith("move ")) { result = reply; break; }
                playEngineMove(p, reply.substring(5), game);
                if (p.result().isOver()) result = e.await(l -> l.matches("(1-0|0-1|1/2-1/2) \\{.*"), "result");
            }
            assertTrue(game.size() >= PLIES || result != null, "a whole game: " + game);
            assertEquals(p.result().isOver(), result != null && !result.contains("Claim") && !result.contains("Draw by"), "the engine's result agrees: " + result + " " + p.result());
        }
    }

    @Test
    void uciPlaysAFileItHasNeverSeen() throws Exception {
        Variant v = Variants.load(file());
        Position p = Position.start(v);
        List<String> game = new ArrayList<>();
        Random rnd = new Random(6);
        try (EngineProcess e = EngineProcess.varia("uci", file().toString())) {
            e.send("uci");
            String combo = e.await(l -> l.startsWith("option name UCI_Variant "), "UCI_Variant");
            assertTrue(combo.startsWith("option name UCI_Variant type combo default carrera-test ") && combo.endsWith(" var carrera-test"), combo);
            e.await("uciok"::equals, "uciok");
            e.send("setoption name UCI_Variant value chess"); // away and back by name, as a GUI that lists the combo does
            e.send("setoption name UCI_Variant value carrera-test");
            e.send("ucinewgame");
            while (game.size() < PLIES && !p.result().isOver()) {
                String mine = ourMove(p, rnd);
                p.make(p.parseUci(mine));
                game.add(mine);
                if (p.result().isOver()) break;
                e.send("position startpos moves " + String.join(" ", game));
                e.send("go depth 2");
                String best = e.await(l -> l.startsWith("bestmove "), "bestmove").substring(9).strip();
                playEngineMove(p, best, game);
            }
            assertTrue(e.seen().stream().noneMatch(l -> l.startsWith("info string")), e.seen().toString());
        }
    }
}
