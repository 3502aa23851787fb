package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.EastPlay.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Constructed positions for each Xiangqi rule of variants/xiangqi.yaml. Every expected move set
 * was checked against Fairy-Stockfish 11.1 ('xiangqi') with {@code go perft 1}. Kings stand on
 * different files (d10 / e1) unless the test is about facing generals.
 */
class XiangqiRulesTest {

    static final Variant XQ = variant("xiangqi");

    @Test
    @DisplayName("seed 004 IX footnote 32: the horse is blocked by a piece on the orthogonal point next to it")
    void horseBlocked() {
        assertMoves(set("e2c1", "e2c3", "e2d4", "e2f4", "e2g1", "e2g3"),
                movesFrom(XQ, "4k4/9/9/9/9/9/9/9/4N4/3K5 w - - 0 1", "e2"), "free horse on e2");
        assertMoves(set("e2c1", "e2c3", "e2g1", "e2g3"),
                movesFrom(XQ, "4k4/9/9/9/9/9/9/4P4/4N4/3K5 w - - 0 1", "e2"), "a soldier on e3 blocks both forward leaps");
    }

    @Test
    @DisplayName("seed 004 IX (Ferz, Elephant...): the elephant cannot cross the river and is blocked on its eye")
    void elephantAtTheRiver() {
        // c5 is on the river bank: the two forward leaps (a7, e7) would cross it
        assertMoves(set("c5a3", "c5e3"), movesFrom(XQ, "4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1", "c5"), "elephant at the river");
        assertMoves(set("c5a3"), movesFrom(XQ, "4k4/9/9/9/9/2B6/3P5/9/9/3K5 w - - 0 1", "c5"), "a soldier on d4 blocks the leap to e3");
        assertMoves(set("a1c3"), movesFrom(XQ, "3k5/9/9/9/9/9/9/9/9/B3K4 w - - 0 1", "a1"), "corner elephant");
    }

    @Test
    @DisplayName("seed 004 IX (Cannon): it moves like a chariot and captures by jumping exactly one screen of either colour")
    void cannonScreens() {
        // no screen: quiet moves only, the rook two points away is safe
        assertMoves(set("f1g1"), movesFrom(XQ, "3k5/9/9/9/9/9/9/9/9/4KC1r1 w - - 0 1", "f1"), "no screen, no capture");
        // an enemy screen
        assertMoves(set("f1f2", "f1f3", "f1f4", "f1f5", "f1f6", "f1f7", "f1f8", "f1f9", "f1f10", "f1h1"),
                movesFrom(XQ, "3k5/9/9/9/9/9/9/9/9/4KCpr1 w - - 0 1", "f1"), "black soldier g1 as screen: captures h1, cannot stop on g1");
        // an own screen
        assertMoves(set("f1f2", "f1f3", "f1f7", "f1g1", "f1h1", "f1i1"),
                movesFrom(XQ, "3k5/9/9/5r3/9/9/5P3/9/9/4KC3 w - - 0 1", "f1"), "own soldier f4 as screen: captures the chariot f7");
        // two pieces in between: only the first piece beyond the screen can be taken
        assertMoves(set("f1f2", "f1f3", "f1f6", "f1g1", "f1h1", "f1i1"),
                movesFrom(XQ, "3k5/9/9/5r3/5p3/9/5P3/9/9/4KC3 w - - 0 1", "f1"), "screen f4, soldier f6 taken, chariot f7 behind it safe");
        assertMoves(set("f1f2", "f1f3", "f1f4", "f1f5", "f1f6", "f1f8", "f1g1", "f1h1", "f1i1"),
                movesFrom(XQ, "3k5/9/5r3/5p3/9/9/9/9/9/4KC3 w - - 0 1", "f1"), "enemy soldier f7 as screen, chariot f8 taken");
    }

    @Test
    @DisplayName("seed 004 IX (Pawns / Pawn Promotion): one point forward, sideways too only after crossing the river")
    void soldierBeforeAndAfterTheRiver() {
        assertMoves(set("c5c6"), movesFrom(XQ, "3k5/9/9/9/9/2P6/9/9/9/4K4 w - - 0 1", "c5"), "on its own bank: forward only");
        assertMoves(set("c6b6", "c6c7", "c6d6"), movesFrom(XQ, "3k5/9/9/9/2P6/9/9/9/9/4K4 w - - 0 1", "c6"), "across the river: forward and sideways");
        // Black's soldier mirrors it: c5 is across the river for Black
        assertMoves(set("c5b5", "c5c4", "c5d5"), movesFrom(XQ, "3k5/9/9/9/9/2p6/9/9/9/4K4 b - - 0 1", "c5"), "black soldier across the river");
    }

    @Test
    @DisplayName("seed 004 IX (King & Ferz): the general and the advisors never leave the palace")
    void palace() {
        assertMoves(set("d2e3", "e1d1", "e1e2", "e1f1"), moves(XQ, "3k5/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1"), "advisor d2 only to e3; general e1 inside");
        assertMoves(set("e2d1", "e2d3", "e2f3", "f1e1", "f1f2"), moves(XQ, "3k5/9/9/9/9/9/9/9/4A4/5K3 w - - 0 1"), "advisor in the centre: 3 free corners");
    }

    @Test
    @DisplayName("seed 004 IX (Special Rules): a move leaving the two kings facing on an open file is illegal")
    void flyingGeneral() {
        assertMoves(set("e1e2", "e1f1"), moves(XQ, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"), "e1d1 would face the black general");
        assertMoves(set("e1d1", "e1e2", "e1f1"), moves(XQ, "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1"), "the horse on e5 is pinned by the facing rule");
        // (whether a position with the generals already facing counts as check is not a rule: it
        // cannot arise in play, because the move that made it was illegal; FS says no, Varia yes)
    }

    @Test
    @DisplayName("seed 004 IX (Special Rules): the player who stalemates the opponent wins")
    void stalemateLoses() {
        Position p = position(XQ, "3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1");
        assertTrue(moves(p).isEmpty(), "black has no move: d9 is covered by the soldier, e10 would face the white general");
        assertFalse(p.inCheck());
        assertEquals(GameResult.Status.WHITE_WINS, p.result().status(), "stalemate loses for the stalemated side");
    }

    @Test
    @DisplayName("start position: 44 moves (perft-published.md, Xiangqi #1)")
    void startPosition() {
        assertEquals(44, moves(Position.start(XQ)).size());
    }

    @Test
    @DisplayName("seed 004 IX (Perpetual Checking Rules): the side that checks perpetually loses")
    void perpetualCheckLoses() {
        // the chariot checks the general from d1 and e1 in turn; the general's only move is
        // between d10 and e10 (f10 would face the white general on the open f-file)
        Position p = position(XQ, "3k5/9/9/9/9/9/9/9/9/3R1K3 b - - 0 1");
        play(p, "d10e10", "d1e1", "e10d10", "e1d1", "d10e10", "d1e1", "e10d10", "e1d1");
        assertEquals(3, p.repetitions(), "the position after Rd1+ for the third time");
        assertEquals(GameResult.Status.BLACK_WINS, p.result().status(), "White checked on every move: White loses");
    }

    /**
     * Seed 004 IX: "The side that perpetually chases with one piece will be ruled to lose": Red's
     * chariot follows the unprotected black horse (i10-g9-i10...) with every move; at the third
     * occurrence Red loses. Under option perpetual-chase=draw the repetition draws.
     */
    @Test
    void perpetualChaseLoses() {
        String[] line = {"i10g9", "i1g1", "g9i10", "g1i1", "i10g9", "i1g1", "g9i10", "g1i1"};
        Position p = play(position(XQ, "3k4n/9/9/9/9/9/9/9/9/4K3R b - - 0 1"), line);
        assertEquals(3, p.repetitions());
        assertEquals(GameResult.Status.BLACK_WINS, p.result().status(), () -> p.result().toString());
        assertEquals("perpetual chase", p.result().reason());
        Position d = play(position(variant("xiangqi", java.util.Map.of("perpetual-chase", "draw")), "3k4n/9/9/9/9/9/9/9/9/4K3R b - - 0 1"), line);
        assertEquals(GameResult.Status.DRAW, d.result().status(), () -> d.result().toString());
    }

    /** The chase rule's piece must be unprotected: with a black chariot on g10 guarding g9 and i10 the repetition draws. */
    @Test
    void chasingAProtectedPieceIsNoPerpetualChase() {
        Position p = play(position(XQ, "3k2r1n/9/9/9/9/9/9/9/9/4K3R b - - 0 1"),
                "i10g9", "i1g1", "g9i10", "g1i1", "i10g9", "i1g1", "g9i10", "g1i1");
        assertEquals(GameResult.Status.DRAW, p.result().status(), () -> p.result().toString());
        assertEquals("3-fold repetition", p.result().reason());
    }

    /** Seed 004 IX: "When neither side violates the rules ... the game can be ruled as a draw": the generals shuffle. */
    @Test
    void quietRepetitionDraws() {
        Position p = play(position(XQ, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"),
                "e1e2", "d10d9", "e2e1", "d9d10", "e1e2", "d10d9", "e2e1", "d9d10");
        assertEquals(GameResult.Status.DRAW, p.result().status(), () -> p.result().toString());
    }
}
