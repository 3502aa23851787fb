package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.chess.ChessPlay.*;

import org.junit.jupiter.api.Test;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/** Shatranj (variants/shatranj.yaml): the bare king and the bare-back proviso. */
class ShatranjBareKingTest {

    static final Variant SHATRANJ = variant("shatranj");

    /**
     * seed 004 section II "Special Rules": bare king counts as a win "provided that your King
     * cannot be bared on the very next move", and two bare kings count as a draw. White's rook
     * takes Black's last man but stands next to the black king, which takes it back.
     */
    @Test
    void bareKingWithBareBackIsADraw() {
        Position p = play(position(SHATRANJ, "8/8/4k3/3q4/3R4/8/8/K7 w - - 0 1"), "d4d5");
        assertEquals(Status.ONGOING, status(p), () -> "Black may still bare White back: " + p.result());
        assertTrue(moves(p).contains("e6d5"), () -> moves(p).toString());
        play(p, "e6d5");
        assertEquals(Status.DRAW, status(p), () -> "two bare kings: " + p.result());
    }

    /** seed 004 section II: the same baring wins when the bared king cannot take the last man back. */
    @Test
    void bareKingWithoutBareBackLoses() {
        Position p = play(position(SHATRANJ, "8/8/4k3/8/3q4/8/8/K2R4 w - - 0 1"), "d1d4");
        assertEquals(Status.ONGOING, status(p), () -> "Black has its one move: " + p.result());
        assertTrue(!moves(p).contains("e6d4"));
        play(p, "e6e7");
        assertEquals(Status.WHITE_WINS, status(p), () -> "bared Black: " + p.result());
    }

    /** Seed 004 II "King": either central square, the kings on one column: option king-file=e. */
    @Test
    void kingsOnTheEFileUnderTheOption() {
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                varia.engine.Position.start(variant("shatranj", java.util.Map.of("king-file", "e"))).toFen());
        assertEquals("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", varia.engine.Position.start(SHATRANJ).toFen());
    }
}
