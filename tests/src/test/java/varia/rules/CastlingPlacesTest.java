package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.RulesPlay.*;

import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.VariantLoader;

/**
 * Castling away from the corners and off the first rank (docs/variant-format.md, castling: "how
 * the partner is found"): the partner is the outermost unmoved piece of the partner's type on the
 * king's rank, on the side the castling goes to; the two land on the files the side names.
 */
class CastlingPlacesTest {
    static Variant variant(String setup) throws Exception {
        return new VariantLoader().load("castles", "castles.yaml", """
                board: {files: 10, ranks: 8}
                pieces:
                  K: {moves: K, royal: true}
                  R: {moves: R}
                castling:
                  king: K
                  partner: R
                  sides:
                    king-side: {fen-letter: K, king-to: i, partner-to: h}
                    queen-side: {fen-letter: Q, king-to: c, partner-to: d}
                setup: "%s"
                """.formatted(setup));
    }

    /** Rooks on b1 and i1 of a 10-file board, the corners empty: both castle, each rook next to the king. */
    @Test
    void partnersNeedNotStandInTheCorners() throws Exception {
        Variant v = variant("5k4/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1");
        Position p = Position.start(v);
        assertTrue(movesFrom(p, "f1").containsAll(set("f1i1", "f1c1")), movesFrom(p, "f1").toString());
        // the king lands on the rook's own square: as in Chess960 that square counts as free
        assertEquals("5k4/10/10/10/10/10/10/1R5RK1 b - - 1 1", play(Position.start(v), "f1i1").toFen());
        assertEquals("5k4/10/10/10/10/10/10/2KR4R1 b - - 1 1", play(Position.start(v), "f1c1").toFen());
    }

    /**
     * The partner is the outermost one holding its right; every square between the king, the
     * partner and their landing squares must be empty, so a second rook in between forbids the castling.
     */
    @Test
    void theOutermostPartnerCastlesAndNothingMayStandBetween() throws Exception {
        // 'Q': the a1 rook is the partner, and the b1 rook stands in its way
        Variant v = variant("5k4/10/10/10/10/10/10/RR3K4 w Q - 0 1");
        assertTrue(!movesFrom(Position.start(v), "f1").contains("f1c1"));
        // 'B' (Shredder-FEN: the partner named by its file): only the b1 rook holds the right, and castles
        Position p = position(v, "5k4/10/10/10/10/10/10/RR3K4 w B - 0 1");
        assertEquals("5k4/10/10/10/10/10/10/R1KR6 b - - 1 1", play(p, "f1c1").toFen());
    }

    /** A king that starts on its second rank castles along that rank, with a partner on the same rank. */
    @Test
    void castlingHappensOnTheKingsRank() throws Exception {
        Variant v = variant("5k4/10/10/10/10/10/R4K3R/10 w KQ - 0 1");
        Position p = Position.start(v);
        assertTrue(movesFrom(p, "f2").containsAll(set("f2i2", "f2c2")), movesFrom(p, "f2").toString());
        assertEquals("5k4/10/10/10/10/10/2KR5R/10 b - - 1 1", play(p, "f2c2").toFen());
    }
}
