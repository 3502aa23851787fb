package varia.search;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Where captured pieces go to hand, quiescence's first ply tries the quiet moves that give check:
 * a drop mate one ply past a depth-1 search is seen, so the search gives up a free piece to stop
 * it. Without the checks the quiescence stands pat after the capture and the mate comes.
 */
class QuiescenceChecksTest {

    /** Whether the side to move has a move that ends the game in its favour at once. */
    private static boolean mateInOne(Position p) {
        int mover = p.sideToMove();
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            p.make(moves[i]);
            GameResult r = p.result();
            p.unmake();
            if (r.status() == (mover == 0 ? GameResult.Status.WHITE_WINS : GameResult.Status.BLACK_WINS)) return true;
        }
        return false;
    }

    @Test
    void aDepthOneSearchSeesTheDropMateBehindAFreeCapture() throws Exception {
        Variant shogi = Variants.resolve("shogi");
        // White's king on e1 walled in by its lances and pawns; Black's pawn on e3 guards e2 and
        // Black holds a gold: G@e2 mates. White may take a silver on a7 with its rook, or drop its
        // pawn on e2 to block.
        Position p = Position.fromFen(shogi, "4k4/9/s8/9/9/9/4p4/R2P1P3/3LKL3[Pg] w - - 0 1");
        int capture = p.parseUci("a2a7");
        assertNotEquals(Moves.NONE, capture, "the rook takes the silver");
        p.make(capture);
        assertTrue(mateInOne(p), "after the capture Black mates at once (the position is the trap it means to be)");
        p.unmake();

        SearchResult r = new Searcher(shogi).search(p, Limits.depth(1));
        String played = p.moveToUci(r.move());
        p.make(r.move());
        assertTrue(!mateInOne(p), "the depth-1 search played " + played + ", after which Black mates");
    }
}
