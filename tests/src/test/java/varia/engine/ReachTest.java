package varia.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@link Reach} answers "could this piece, from this square, capture on that one?" with one bit
 * before any ray is walked, and a wrong "no" would hide an attack (a missed check, an illegal
 * move allowed). Its bits are checked here against what the generator actually does: every
 * capture of a standing piece by the piece's own moves that the legal moves hold (not a step
 * promotion, whose move is the new piece's), in seeded random games of every bundled
 * variant (boards from 3x3 to 16x16, wide and tall), must be one Reach allows. And the bits must
 * say "no" where no move of the piece could ever land, or the shortcut would save nothing.
 */
class ReachTest {
    static final int GAMES = 4, PLIES = 160;

    @TestFactory
    Stream<DynamicTest> everyCaptureTheGeneratorMakesIsOneReachAllows() {
        return Variants.bundled().stream().map(key -> DynamicTest.dynamicTest(key, () -> captures(key)));
    }

    private static void captures(String key) throws Exception {
        Variant v = Variants.resolve(key);
        int[] buf = new int[Moves.MAX_MOVES];
        for (int game = 0; game < GAMES; game++) {
            SplittableRandom rnd = new SplittableRandom(game * 131L + key.hashCode());
            Position p = Position.start(v);
            for (int ply = 0; ply < PLIES; ply++) {
                int n = p.legalMoves(buf);
                if (n == 0) break;
                for (int i = 0; i < n; i++) {
                    int m = buf[i];
                    // a capture by the piece's own moves (a step promotion moves as the piece it becomes: Sittuyin's pawn takes as a general)
                    if (Moves.isMulti(m) || Moves.isSwap(m) || Moves.kind(m) != Moves.KIND_NORMAL) continue;
                    int from = Moves.from(m), to = Moves.to(m);
                    if (from >= p.squares || to >= p.squares || p.board[from] == 0 || p.board[to] == 0) continue;
                    int mover = p.board[from], victim = p.board[to];
                    if (Position.colourOf(mover) == Position.colourOf(victim)) continue;
                    int piece = Position.colourOf(mover) * p.types + Position.typeOf(mover);
                    assertTrue(p.t.reach.may(piece, from, to), key + ": " + p.moveToUci(m) + " captures, but Reach says it cannot, at " + p.toFen());
                }
                p.make(buf[rnd.nextInt(n)]);
            }
        }
    }

    /** On chess's board: a rook never reaches a knight's square, a knight never a neighbour; each reaches its own. */
    @Test
    void itRulesOutSquaresNoMoveReaches() throws Exception {
        Position p = Position.start(Variants.resolve("chess"));
        int rook = typeAt(p, "a1"), knight = typeAt(p, "b1");
        Reach r = p.t.reach;
        assertTrue(r.may(rook, sq(p, "a1"), sq(p, "a8")));
        assertTrue(r.may(rook, sq(p, "a1"), sq(p, "h1")));
        assertFalse(r.may(rook, sq(p, "a1"), sq(p, "b3")));
        assertFalse(r.may(rook, sq(p, "d4"), sq(p, "e5")));
        assertTrue(r.may(knight, sq(p, "b1"), sq(p, "c3")));
        assertFalse(r.may(knight, sq(p, "b1"), sq(p, "b2")));
        assertFalse(r.may(knight, sq(p, "b1"), sq(p, "d3")));
        // colours differ for pawns: White's captures go up the board, Black's down
        int whitePawn = typeAt(p, "e2"), blackPawn = typeAt(p, "e7");
        assertTrue(r.may(whitePawn, sq(p, "e4"), sq(p, "d5")));
        assertFalse(r.may(whitePawn, sq(p, "e4"), sq(p, "d3")));
        assertFalse(r.may(whitePawn, sq(p, "e4"), sq(p, "e5"))); // a pawn's step is no capture
        assertTrue(r.may(blackPawn, sq(p, "e5"), sq(p, "d4")));
        assertFalse(r.may(blackPawn, sq(p, "e5"), sq(p, "d6")));
    }

    private static int typeAt(Position p, String square) {
        int code = p.board[sq(p, square)];
        return Position.colourOf(code) * p.types + Position.typeOf(code);
    }

    private static int sq(Position p, String name) {
        int s = p.square(name);
        assertTrue(s >= 0, name);
        return s;
    }
}
