package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.EastPlay.*;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Constructed positions for variants/heian-shogi.yaml: the 8x8 default (seed 004 XI) and the 9x8
 * option that reproduces the Fairy-Stockfish ini of fairy-stockfish-oracle.md section 1.
 */
class HeianShogiRulesTest {

    static final Variant HEIAN = variant("heian-shogi");

    static Variant nineByEight() {
        return variant("heian-shogi", Map.of("board", "9x8-fairy-stockfish"));
    }

    @Test
    @DisplayName("seed 004 XI (Board Setup): 8x8, king on its owner's left-hand central square, the kings not facing")
    void defaultBoard() {
        assertEquals(8, HEIAN.files());
        assertEquals(8, HEIAN.ranks());
        assertEquals("lnsgksnl/8/pppppppp/8/8/PPPPPPPP/8/LNSKGSNL w - - 0 1", Position.start(HEIAN).toFen());
    }

    // the promotion positions give Black a pawn on h8 so that the bare-king rule does not end them
    @Test
    @DisplayName("seed 004 XI (Promotion Rules): promotion to a gold-moving piece in the last three ranks, optional unless stuck")
    void promotion() {
        assertMoves(set("a5a6", "a5a6+"), movesFrom(HEIAN, "4k2p/8/8/P7/8/8/8/3K4 w - - 0 1", "a5"), "pawn entering rank 6");
        assertMoves(set("a7a8+"), movesFrom(HEIAN, "4k2p/P7/8/8/8/8/8/3K4 w - - 0 1", "a7"), "pawn to the last rank must promote");
        assertMoves(set("b5a7+", "b5c7+"), movesFrom(HEIAN, "4k2p/8/8/1N6/8/8/8/3K4 w - - 0 1", "b5"), "knight to rank 7 must promote");
    }

    @Test
    @DisplayName("seed 004 XI (Special Rules): baring the opponent wins unless the bared king can bare back at once")
    void bareKingWithBareBack() {
        // the gold on e6 cannot be taken: Black is bared for good
        Position p = position(HEIAN, "4k3/8/4G3/8/8/8/8/3K4 b - - 0 1");
        if (!moves(p).isEmpty()) play(p, "e8d8");
        assertEquals(GameResult.Status.WHITE_WINS, p.result().status(), "bared without reply: Black loses");
        // the gold on e7 can be taken: after kxe7 both kings are bare
        Position q = play(position(HEIAN, "4k3/4G3/8/8/8/8/8/3K4 b - - 0 1"), "e8e7");
        assertNotEquals(GameResult.Status.WHITE_WINS, q.result().status(), "baring back saves Black");
    }

    @Test
    @DisplayName("seed 004 XI (Special Rules): two bare kings count as a draw")
    void twoBareKingsDraw() {
        Position q = play(position(HEIAN, "4k3/4G3/8/8/8/8/8/3K4 b - - 0 1"), "e8e7");
        assertEquals(GameResult.Status.DRAW, q.result().status(), "two bare kings");
    }

    @Test
    @DisplayName("fairy-stockfish-oracle.md section 1 ([heianshogi] ini): 9x8 board, FS start position, lone king loses at once")
    void nineByEightOption() {
        Variant v = nineByEight();
        assertEquals(9, v.files());
        assertEquals(8, v.ranks());
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/PPPPPPPPP/9/LNSGKGSNL w - - 0 1", Position.start(v).toFen());
        assertEquals(26, moves(Position.start(v)).size(), "perft-fs.tsv heianshogi(fs-ini-9x8) d1");
        Position p = position(v, "4k4/9/9/9/9/9/9/4KG3 b - - 0 1");
        assertTrue(moves(p).isEmpty(), "extinction ends the game inside move generation (FS: no moves)");
        assertEquals(GameResult.Status.WHITE_WINS, p.result().status(), "the lone king loses");
    }

    @Test
    @DisplayName("fairy-stockfish-oracle.md section 1 ([heianshogi] ini: promotedPieceType p:g, immobilityIllegal)")
    void nineByEightPromotion() {
        assertMoves(set("a7a8+"), movesFrom(nineByEight(), "4k3p/P8/9/9/9/9/9/4K4 w - - 0 1", "a7"), "pawn to the last rank must promote");
        assertFalse(moves(nineByEight(), "4k4/9/9/9/9/9/9/4K4 w - - 0 1").stream().anyMatch(m -> m.contains("@")), "no drops");
    }

    /**
     * Seed 004 XI note 37: the 8x9 board was played "with same rules": option board=9x8 keeps the
     * 8x8 game's end rules (baring back, two bare kings draw); the Fairy-Stockfish ini's reading is
     * board=9x8-fairy-stockfish (a lone king loses at once).
     */
    @Test
    void nineByEightWithTheSameRules() {
        Variant v = variant("heian-shogi", Map.of("board", "9x8"));
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/PPPPPPPPP/9/LNSGKGSNL w - - 0 1", Position.start(v).toFen());
        Position bareBack = position(v, "4k4/4G4/9/9/9/9/9/4K4 b - - 0 1");
        assertEquals(GameResult.Status.ONGOING, bareBack.result().status(), "Black may bare back at once: play goes on");
        Position both = play(bareBack, "e8e7");
        assertEquals(GameResult.Status.DRAW, both.result().status(), "two bare kings draw");
    }

    /** Seed 004 XI note 38: compulsory promotion (option promotion=compulsory): pawn, silver and lance on entering the zone. */
    @Test
    void compulsoryPromotionUnderTheOption() {
        Variant v = variant("heian-shogi", Map.of("promotion", "compulsory"));
        assertEquals(set("c5c6+"), movesFrom(v, "4k3/8/8/2P5/8/8/8/4K2l w - - 0 1", "c5"));
        assertEquals(set("c5c6", "c5c6+"), movesFrom(HEIAN, "4k3/8/8/2P5/8/8/8/4K2l w - - 0 1", "c5"));
        assertEquals(set("c5b6+", "c5c6+", "c5d6+", "c5b4", "c5d4"), movesFrom(v, "4k3/8/8/2S5/8/8/8/4K2l w - - 0 1", "c5"));
    }
}
