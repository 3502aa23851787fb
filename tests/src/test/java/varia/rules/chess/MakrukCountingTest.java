package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.rules.chess.ChessPlay.*;

import org.junit.jupiter.api.Test;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Makruk's counting (variants/makruk.yaml, end.counting) through {@code Position.result()} and the
 * FEN count fields as Fairy-Stockfish writes them: field 4 = the limit in plies, field 5 = the
 * plies counted so far (research/fs-internals.md section 1).
 */
class MakrukCountingTest {

    static final Variant MAKRUK = variant("makruk");

    /**
     * seed 004 section VI "Bare King": the count value of the stronger side (two rooks: 8) minus
     * the pieces on the board is how many moves the stronger side has, otherwise a draw;
     * rules-notes.md Makruk "Worked example (pychess): White K+R+R vs bare k: count runs 5..8".
     * FS 11.1 writes the start of the count as {@code b - 16 8 1} (fs-internals.md section 1).
     */
    @Test
    void piecesHonourTwoRooksLimitEight() {
        Position p = play(position(MAKRUK, "8/8/8/4k3/8/8/8/R2K1R2 w - - 0 1"), "a1a2");
        assertEquals("8/8/8/4k3/8/8/R7/3K1R2 b - 16 8 1", p.toFen());
        play(p, "e5e6");
        assertEquals("8/8/4k3/8/8/8/R7/3K1R2 w - 16 9 2", p.toFen());
        // White has 8 - 4 = 4 moves; three of them pass without mate, the game goes on
        play(p, "a2a3", "e6e5", "a3a4", "e5e6", "f1f2", "e6e5");
        assertEquals(Status.ONGOING, status(p), () -> "before White's fourth move: " + p.result() + " " + p.toFen());
        // the fourth is no mate either: the count has run out (ply 16 of 16) and the game is drawn
        play(p, "f2f3");
        assertEquals(Status.DRAW, status(p), () -> "pieces' honour expired: " + p.result() + " " + p.toFen());
        assertEquals("8/8/8/4k3/R7/5R2/8/3K4 b - 16 16 5", p.toFen());
    }

    /**
     * seed 004 section VI "Battle without Pawns": with no pawns left, mate must come within 64
     * moves or the game is a draw; FS counts the board's honour in plies from 0 to 128
     * ({@code b - 128 0 1}, fs-internals.md section 1). The game is drawn when the count reaches
     * the limit (ply 128 of 128; Fairy-Stockfish's older source: {@code countingPly >= countingLimit}),
     * unless the move that reaches it mates.
     */
    @Test
    void boardsHonourExpires() {
        Position start = play(position(MAKRUK, "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        assertEquals("r3k3/8/8/8/8/4N3/8/R2K4 b - 128 0 1", start.toFen());

        Position p = position(MAKRUK, "r3k3/8/8/8/8/4N3/8/R2K4 b - 128 126 40");
        assertEquals(Status.ONGOING, status(p), () -> "ply 126 of 128: " + p.result());
        play(p, "e8e7");
        assertEquals(Status.ONGOING, status(p), () -> "ply 127 of 128: " + p.result());
        play(p, "d1d2");
        assertEquals(Status.DRAW, status(p), () -> "board's honour expired (ply 128 of 128): " + p.result() + " " + p.toFen());
    }

    /**
     * seed 004 section VI "Bare King": the count gives "how many moves the stronger side is allowed
     * to make", so a mate with the last of them wins: the count reaches its limit (ply 16 of 16)
     * with the mating move, and checkmate decides.
     */
    @Test
    void mateWithTheLastCountedMoveWins() {
        Position p = play(position(MAKRUK, "7k/R7/8/8/8/8/8/1R1K4 w - 16 15 10"), "b1b8");
        assertEquals(Status.WHITE_WINS, status(p), () -> "mate on the last counted move: " + p.result() + " " + p.toFen());
    }
}
