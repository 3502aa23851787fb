package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.chess.ChessPlay.*;

import org.junit.jupiter.api.Test;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Makpong (variants/makpong.yaml), the rule {@code play.royal-in-check: capture-checker}: each test
 * names the statement it checks, Fairy-Stockfish 11.1's src/position.cpp ("a king move in check is
 * legal only when the checkers are exactly its destination"). Counts from Fairy-Stockfish's
 * makpong are in samples/perft-fs.tsv.
 */
class MakpongRulesTest {
    static final Variant MAKPONG = variant("makpong");
    static final Variant MAKRUK = variant("makruk");

    /** A knight's check the king cannot take: in Makruk the king steps aside, in Makpong only the knight is taken. */
    @Test
    void aKingInCheckMayNotStepAside() {
        String fen = "rnsmksnr/8/pppppNpp/8/8/PPPPPPPP/8/R1SKMSNR b - - 0 1";
        assertEquals(set("g8f6"), moves(MAKPONG, fen));
        assertTrue(moves(MAKRUK, fen).containsAll(set("g8f6", "e8e7", "e8f7")), moves(MAKRUK, fen).toString());
    }

    /** The king may take the only checking piece itself. */
    @Test
    void aKingInCheckMayCaptureTheChecker() {
        assertEquals(set("e8d7", "b8d7", "c8d7"), moves(MAKPONG, "rnsmksnr/3M4/pppppppp/8/8/PPPPPPPP/8/RNSK1SNR b - - 0 1"));
    }

    /** Against two checking pieces the king may not move at all, not even to take one of them. */
    @Test
    void aDoubleCheckLeavesTheKingNoMove() {
        // the rook e1 and the knight d6 both check the king e8; the knight may be taken, but not by the king
        Position p = position(MAKPONG, "4k3/3m4/3N4/8/8/8/8/K3R3 b - - 0 1");
        assertTrue(movesFrom(p, "e8").isEmpty(), movesFrom(p, "e8").toString());
        assertEquals(Status.WHITE_WINS, status(p)); // nothing else answers both checks: mate
        // in Makruk the king walks out of it
        assertTrue(!movesFrom(position(MAKRUK, "4k3/3m4/3N4/8/8/8/8/K3R3 b - - 0 1"), "e8").isEmpty());
    }

    /** Out of check the king moves as in Makruk. */
    @Test
    void outOfCheckTheKingMovesFreely() {
        String fen = "4k3/8/8/8/8/8/8/K7 b - - 0 1";
        assertEquals(moves(MAKRUK, fen), moves(MAKPONG, fen));
        assertEquals(5, moves(MAKPONG, fen).size());
    }
}
