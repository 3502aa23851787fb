package varia.search;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.engine.Repeats;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * A repetition inside the search is worth what the rules make of it kept up: in xiangqi perpetual
 * check loses for the checker (seed 004 IX: "stop or lose"), so the search must not take the
 * first return of a position by a chain of checks for a draw. The line is the end of a game the
 * computer lost that way against an older build (White's chariot checking from i9 and i10).
 */
class RepetitionSearchTest {
    static final String GAME = "b3e3 b8d8 i4i5 i7i6 i5i6 h10g8 h3g3 h8i8 h1i3 d8d7 b1c3 b10c8 a1a2 c10e8 a2d2 d7d1 e1d1 g7g6 g4g5 g8e9"
            + " g5g6 e8g6 f1e2 a10c10 c1a3 i8g8 g3g8 e9g8 i3g4 g10e8 d2d7 c7c6 c4c5 c6c5 a3c5 f10e9 i1i5 i10h10 g1i3 h10h4 g4h6 h4h1"
            + " d1d2 g8h6 i6h6 h1h6 e3e7 c8e7 d7e7 a7a6 e7f7 e9d8 f7a7 d10e9 a7a6 h6h3 c3a2 c10b10 a2b4 h3c3 a6f6 e8g10 f6g6 b10b4"
            + " g6g10 e9f10 g10f10 e10f10 i5i10 f10f9 i10i9 f9f10 i9i10";

    @Test
    void perpetualCheckIsTheCheckersLossAtItsFirstReturn() throws Exception {
        Variant xq = Variants.resolve("xiangqi");
        Position p = Position.start(xq);
        for (String m : GAME.split(" ")) {
            int move = p.parseUci(m);
            assertNotEquals(Moves.NONE, move, m);
            p.make(move);
        }
        assertEquals(2, p.repetitions(), p.toFen());
        assertFalse(p.result().isOver(), "the game goes on: the rule judges the third occurrence");
        assertTrue(Repeats.judged(p));
        GameResult r = Repeats.judge(p);
        assertNotNull(r);
        assertEquals(GameResult.Status.BLACK_WINS, r.status(), r.reason()); // White checked on every move
    }

    @Test
    void aPlainRepetitionIsADraw() throws Exception {
        Variant chess = Variants.resolve("chess");
        Position p = Position.start(chess);
        for (String m : "g1f3 g8f6 f3g1 f6g8".split(" ")) p.make(p.parseUci(m));
        assertEquals(2, p.repetitions());
        assertFalse(Repeats.judged(p));
        assertNull(Repeats.judge(p));
    }
}
