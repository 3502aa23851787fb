package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.chess.ChessPlay.*;

import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Grand chess (variants/grand.yaml), the promotion rules: each test names the statement it checks,
 * from Fairy-Stockfish 11.1's src/variant.cpp grand_variant (promotion on ranks 8-10, optional
 * except on the last rank, only to a piece the side has fewer of than in the setup; with none, no
 * move to the last rank). Counts from Fairy-Stockfish's grand are in samples/perft-fs.tsv.
 */
class GrandChessRulesTest {
    static final Variant GRAND = variant("grand");

    /** With every piece still on the board a pawn on rank 9 has nothing to become: it may not move to rank 10. */
    @Test
    void noPieceLostNoMoveToTheLastRank() {
        Position p = position(GRAND, "1r2k4r/P9/10/10/10/10/10/10/10/RNBQKCABNR w - - 0 1");
        assertEquals(Set.of(), movesFrom(p, "a9"));
    }

    /** With the queen lost, the pawn may become a queen, by moving or by capturing, and nothing else. */
    @Test
    void aLostQueenIsTheOnlyChoice() {
        Position p = position(GRAND, "1r2k4r/P9/10/10/10/10/10/10/10/RNB1KCABNR w - - 0 1");
        assertEquals(set("a9a10q", "a9b10q"), movesFrom(p, "a9"));
    }

    /** On ranks 8 and 9 promotion is optional; with nothing lost the pawn still advances, unpromoted. */
    @Test
    void promotionOnRankEightIsOptional() {
        assertEquals(set("a7a8"), movesFrom(position(GRAND, "4k5/10/10/P9/10/10/10/10/10/RNBQKCABNR w - - 0 1"), "a7"));
        assertEquals(set("a7a8", "a7a8q"), movesFrom(position(GRAND, "4k5/10/10/P9/10/10/10/10/10/RNB1KCABNR w - - 0 1"), "a7"));
    }

    /** "Lost" counts the pieces on the board against the setup: a piece won back by an earlier promotion is not available again. */
    @Test
    void aPieceWonBackIsNoLongerAvailable() {
        // White lost both knights and has promoted one pawn to a knight already (on h5): one knight left to win back
        Position p = position(GRAND, "4k5/P9/10/10/7N2/10/10/10/10/R1BQKCAB1R w - - 0 1");
        Set<String> promotions = movesFrom(p, "a9");
        assertEquals(set("a9a10n"), promotions);
        assertFalse(promotions.contains("a9a10"));
    }

    /** The describe text says the rule. */
    @Test
    void describeSaysIt() throws Exception {
        String text = varia.rules.Describer.describe(GRAND);
        assertTrue(text.contains("where it must promote and no piece is available, the move is illegal"), text);
    }
}
