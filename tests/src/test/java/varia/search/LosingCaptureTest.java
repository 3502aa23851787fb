package varia.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The one-exchange test the search uses to try losing captures last and to prune them in
 * quiescence ({@link MovePicker#losing}, {@link MovePicker#unsupported}), on hand-checked positions.
 */
class LosingCaptureTest {
    private static MovePicker picker(Variant v, Position p) {
        MovePicker mp = new MovePicker(4, v.files() * v.ranks(), v.pieces().size(), v.files() * v.ranks(), new Evaluator(v));
        mp.position(p);
        return mp;
    }

    @Test
    void queenTakingADefendedPawnLosesAndStaysUnsupported() throws Exception {
        Variant chess = Variants.resolve("chess");
        // black's e6 pawn defends d5; nothing of White's sees d5 once the queen stands there
        Position p = Position.fromFen(chess, "4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1");
        MovePicker mp = picker(chess, p);
        int m = p.parseUci("d1d5");
        assertTrue(mp.losing(m, mp.capturedType(m)));
        p.make(m);
        assertTrue(mp.unsupported(m));
    }

    @Test
    void aRookBehindTheQueenSupportsTheCapture() throws Exception {
        Variant chess = Variants.resolve("chess");
        // the rook on d1 sees d5 through the square the queen has left: supported, not pruned
        Position p = Position.fromFen(chess, "4k3/8/4p3/3p4/8/8/3Q4/3RK3 w - - 0 1");
        MovePicker mp = picker(chess, p);
        int m = p.parseUci("d2d5");
        assertTrue(mp.losing(m, mp.capturedType(m)));
        p.make(m);
        assertFalse(mp.unsupported(m));
    }

    @Test
    void cheaperAttackerOrUndefendedVictimIsNotLosing() throws Exception {
        Variant chess = Variants.resolve("chess");
        Position p = Position.fromFen(chess, "4k3/8/4p3/3q4/4P3/8/8/3QK3 w - - 0 1");
        MovePicker mp = picker(chess, p);
        int pawnTakesQueen = p.parseUci("e4d5");
        assertFalse(mp.losing(pawnTakesQueen, mp.capturedType(pawnTakesQueen)));
        Position q = Position.fromFen(chess, "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1");
        MovePicker mq = picker(chess, q);
        int free = q.parseUci("d1d5");
        assertFalse(mq.losing(free, mq.capturedType(free)));
    }
}
