package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variants;

/** A search's line in SAN ({@link San#line}): as far as each move is legal, at most the count asked, the position left as it was. */
class SanLineTest {
    @Test
    void aLineStopsAtItsFirstIllegalMoveOrItsLengthAndLeavesThePosition() throws Exception {
        Position p = Position.start(Variants.resolve("chess"));
        String fen = p.toFen();
        San san = new San(p.variant());
        int e4 = p.parseUci("e2e4");
        p.make(e4);
        int e5 = p.parseUci("e7e5");
        p.unmake();
        int[] line = {e4, e5, e4, Moves.NONE};
        assertEquals(List.of("e4", "e5"), san.line(p, line, 12), "e2e4 again is no move after 1. e4 e5");
        assertEquals(List.of("e4"), san.line(p, line, 1));
        assertEquals(List.of(), san.line(p, new int[] {e5}, 12), "Black's move with White to move");
        assertEquals(fen, p.toFen());
    }
}
