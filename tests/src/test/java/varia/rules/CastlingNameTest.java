package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.VariantLoader;

/**
 * A castling whose king lands one square away, where it could also step (Diana chess's 6-file
 * board: king d1, rook f1, king to e1): Fairy-Stockfish writes it king to partner ({@code d1f1})
 * to keep it apart from the king's step {@code d1e1}; Varia wrote both {@code d1e1} before, so the
 * castling could neither be named nor chosen in coordinates.
 */
class CastlingNameTest {
    @Test
    void aCastlingThatLooksLikeAKingStepIsWrittenKingToPartner() throws Exception {
        Variant v = new VariantLoader().load("diana", "diana.yaml", """
                board: {files: 6, ranks: 6}
                pieces:
                  K: {moves: K, royal: true}
                  R: {moves: R}
                castling:
                  king: K
                  partner: R
                  sides:
                    king-side: {fen-letter: K, king-to: e, partner-to: d}
                    queen-side: {fen-letter: Q, king-to: b, partner-to: c}
                setup: "r2k1r/6/6/6/6/R2K1R w KQkq - 0 1"
                """);
        Position p = Position.start(v);
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) names.add(p.moveToUci(moves[i]));
        assertEquals(names.size(), names.stream().distinct().count(), "every legal move has a name of its own: " + names);
        int castle = p.parseUci("d1f1"), step = p.parseUci("d1e1");
        assertEquals(Moves.KIND_CASTLE, Moves.kind(castle), names.toString());
        assertNotEquals(Moves.KIND_CASTLE, Moves.kind(step));
        p.make(castle);
        assertEquals("r2k1r/6/6/6/6/R2RK1 b kq - 1 1", p.toFen());
        // a castling the king cannot also step to keeps the king's square (b1: two squares away)
        assertEquals("d1b1", Position.start(v).moveToUci(Position.start(v).parseUci("d1b1")));
    }
}
