package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.variant.Variant;
import varia.variant.Variants;

/** SFEN hands: a count comes before its piece letter (USI's own rule); a count with no letter after it is refused, not dropped. */
class SfenHandTest {
    private static final String BOARD = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

    @Test void countsBeforeLettersFillTheHand() throws Exception {
        Variant shogi = Variants.resolve("shogi");
        Position p = Position.fromSfen(shogi, BOARD + " b 2PG 1");
        assertEquals(2, p.inHand(0, shogi.pieces().indexOf(shogi.pieceByLetter('P'))));
        assertEquals(1, p.inHand(0, shogi.pieces().indexOf(shogi.pieceByLetter('G'))));
    }

    @Test void aTrailingCountIsAnError() throws Exception {
        Variant shogi = Variants.resolve("shogi");
        FenException e = assertThrows(FenException.class, () -> Position.fromSfen(shogi, BOARD + " b G2 1"));
        assertTrue(e.getMessage().contains("ends with a count"), e.getMessage());
    }
}
