package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.rules.Describer;
import varia.variant.Variant;

/**
 * {@code pieces.X.en-passant-on} (issue 29, item 7): only the squares of the region that a
 * move-only lame move passes over give an en-passant capture. Horde is proven against
 * Fairy-Stockfish 11.1 (samples/perft-fs-rules.tsv: its rows from 4k3/8/8/8/8/3p4/8/4P3 and
 * rnbqkbnr/ppp1pppp/8/8/8/3p4/8/PPPPPPPP, which main's Varia counted wrong: 216710 at depth 4
 * where Fairy-Stockfish counts 214634).
 */
class EnPassantSquaresTest {

    /** Horde: a White pawn's double step from its first rank (over the second) gives no en passant; from the second it does. */
    @Test
    void hordeDoubleStepFromTheFirstRankGivesNoEnPassant() {
        Variant v = variant("horde");
        Position p = play(position(v, "4k3/8/8/8/8/3p4/8/4P3 w - - 0 1"), "e1e3");
        assertEquals("4k3/8/8/8/8/3pP3/8/8 b - - 0 1", p.toFen());
        assertFalse(moves(p).contains("d3e2"));
        Position q = play(position(v, "4k3/8/8/8/3p4/8/4P3/8 w - - 0 1"), "e2e4");
        assertEquals("4k3/8/8/8/3pP3/8/8/8 b - e3 0 1", q.toFen());
        assertTrue(moves(q).contains("d4e3"));
    }

    /**
     * A triple step (Hiashatar's {@code ifmnH}) passes ranks 3 and 4; with {@code en-passant-on: rank 3} only the third
     * rank's square is marked: the pawn on e4 takes on d3, the one on c5 may not take on d4. Without the key both may.
     */
    @Test
    void aLongerStepIsMarkedOnlyOnTheRegionsSquares() {
        String setup = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", before = "4k3/8/8/2p5/4p3/8/3P4/4K3 w - - 0 1";
        String pawn = "moves: fmWfceFifmnD,";
        Variant limited = load(chessLike(", royal: true", setup, "").replace(pawn, "moves: fmWfceFifmnDifmnH, en-passant-on: rank 3,"));
        Variant free = load(chessLike(", royal: true", setup, "").replace(pawn, "moves: fmWfceFifmnDifmnH,"));
        Position p = play(position(limited, before), "d2d5");
        assertEquals("4k3/8/8/2pP4/4p3/8/8/4K3 b - d3 0 1", p.toFen());
        assertTrue(moves(p).contains("e4d3"));
        assertFalse(moves(p).contains("c5d4"));
        assertEquals(moves(p), moves(position(limited, p.toFen())), "the FEN keeps the mark");
        Position q = play(position(free, before), "d2d5");
        assertEquals("4k3/8/8/2pP4/4p3/8/8/4K3 b - d3d4 0 1", q.toFen());
        assertTrue(moves(q).contains("e4d3") && moves(q).contains("c5d4"), moves(q).toString());
        assertTrue(Describer.describe(limited).contains("may be taken en passant only on the squares of 'rank 3'"), Describer.describe(limited));
    }

    @Test
    void aPieceWithoutSuchAMoveIsAnError() {
        String setup = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        List<String> errors = errors(chessLike(", royal: true, en-passant-on: rank 3", setup, ""));
        assertEquals(List.of("3:57: pieces.K.en-passant-on: 'K' has no move that gives an en-passant right (a move-only lame leap"
                + " such as 'ifmnD'); remove it"), errors);
    }
}
