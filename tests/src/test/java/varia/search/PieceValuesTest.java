package varia.search;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import varia.variant.PieceType;
import varia.variant.Variant;
import varia.variant.Variants;

class PieceValuesTest {
    static int v(Variant var, char letter) {
        return new PieceValues(var).value(var.pieceByLetter(letter).index());
    }

    @Test
    void printAll() throws Exception {
        for (String k : Variants.bundled()) {
            Variant var = Variants.resolve(k);
            PieceValues pv = new PieceValues(var);
            StringBuilder sb = new StringBuilder(k + ":");
            for (PieceType p : var.pieces()) sb.append(' ').append(p.letter()).append('=').append(pv.value(p.index()))
                    .append(String.format(" (m=%.2f)", pv.averageReach(p.index())));
            System.out.println(sb);
        }
    }

    @Test
    void chessProportions() throws Exception {
        Variant chess = Variants.resolve("chess");
        int p = v(chess, 'P'), n = v(chess, 'N'), b = v(chess, 'B'), r = v(chess, 'R'), q = v(chess, 'Q');
        assertEquals(0, v(chess, 'K'), "royal pieces have no material value");
        assertTrue(p < n && n <= b && b < r && r < q, "P<N<=B<R<Q");
        assertTrue(r > n + p / 2 && q > r + n, "rook and queen clearly stronger");
    }

    @Test
    void shatranjWeakPieces() throws Exception {
        Variant s = Variants.resolve("shatranj");
        assertTrue(v(s, 'B') < v(s, 'N') && v(s, 'Q') < v(s, 'N') && v(s, 'N') < v(s, 'R'));
        assertTrue(v(s, 'P') < v(s, 'Q'));
    }
}
