package varia.rules.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.RulesPlay.movesFrom;
import static varia.rules.RulesPlay.position;
import static varia.rules.RulesPlay.set;

import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.VariantLoader;

/**
 * The forbidden-mates filter judges the move as it is played: a promotion to a piece that may not
 * mate, mating, is illegal while the same step promoting to another piece is not; and a piece
 * that may not mate can mate by a line another piece opens (so pins alone cannot clear that move).
 */
class ForbiddenMateFilterTest {

    private static Variant variant(String forbidden) throws Exception {
        return new VariantLoader().load("test", "test.yaml", """
                name: Test
                board: {files: 8, ranks: 8}
                pieces:
                  K: {name: King, moves: K, royal: true}
                  Q: {name: Queen, moves: Q}
                  N: {name: Knight, moves: N}
                  R: {name: Rook, moves: R}
                  P: {name: Pawn, moves: fmWfcF, promotion: {to: [Q, N], zone: rank 8, forced: true}}
                setup: 4k3/8/8/8/8/8/8/4K3 w - - 0 1
                play:
                  forbidden-mates: [%s]
                end: {checkmate: loss, stalemate: draw}
                """.formatted(forbidden));
    }

    /**
     * b7-b8 promoting to a knight mates the king on a6 (its pawns on a5 and b5, the rook h7 and the
     * king c5 guarding the rest); promoting to a queen does not.
     */
    @Test
    void aPromotionToAPieceThatMayNotMateIsJudgedAsThatPiece() throws Exception {
        String fen = "8/1P5R/k7/ppK5/8/8/8/8 w - - 0 1";
        assertTrue(mates(variant(""), fen, "b7b8n"), "the construction: b8=N mates");
        assertEquals(set("b7b8q", "b7b8n"), movesFrom(position(variant(""), fen), "b7"));
        assertEquals(set("b7b8q"), movesFrom(position(variant("N"), fen), "b7"), "the knight's mate is forbidden");
    }

    /**
     * The rook h8 may not mate; the knight e8 stands between it and the king a8. Each knight move
     * but Nc7 (which checks too) mates by the rook alone, so only Nc7 stays legal.
     */
    @Test
    void aDiscoveredMateByAPieceThatMayNotMateIsForbidden() throws Exception {
        String fen = "k3N2R/pp6/8/8/8/8/8/4K3 w - - 0 1";
        assertEquals(set("e8c7", "e8d6", "e8f6", "e8g7"), movesFrom(position(variant(""), fen), "e8"));
        for (String m : new String[] {"e8d6", "e8f6", "e8g7"}) assertTrue(mates(variant(""), fen, m), m + " mates");
        assertEquals(set("e8c7"), movesFrom(position(variant("R"), fen), "e8"));
    }

    private static boolean mates(Variant v, String fen, String move) {
        Position p = varia.rules.RulesPlay.play(position(v, fen), move);
        return p.inCheck() && varia.rules.RulesPlay.moves(p).isEmpty();
    }
}
