package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.EastPlay.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Constructed positions for variants/sho-shogi.yaml: the drunk elephant, its promotion to the
 * crown prince, the royal set (king and prince; only the last one is protected) and the absence
 * of drops. Fairy-Stockfish 11.1 has no sho shogi, so these sets are derived by hand from the
 * cited rules (each position is small enough to count). Every position leaves each side a
 * non-royal piece, so the bare-king rule (seed 004 XII) does not end it.
 */
class ShoShogiRulesTest {

    static final Variant SHO = variant("sho-shogi");

    @Test
    @DisplayName("seed 004 XII (Drunk Elephant): one step in any direction except straight back")
    void drunkElephant() {
        assertMoves(set("e5d4", "e5d5", "e5d6", "e5e6", "e5f4", "e5f5", "e5f6"),
                movesFrom(SHO, "p3k4/9/9/9/4E4/9/9/9/4K4 w - - 0 1", "e5"), "seven steps, not e4");
    }

    @Test
    @DisplayName("seed 004 XII (Promotion Rules, Promoted Pieces): the drunk elephant may promote to the crown prince in the zone")
    void elephantPromotesToPrince() {
        assertMoves(set("e6d5", "e6d6", "e6d7", "e6d7+", "e6e7", "e6e7+", "e6f5", "e6f6", "e6f7", "e6f7+"),
                movesFrom(SHO, "p3k4/9/9/4E4/9/9/9/9/4K4 w - - 0 1", "e6"), "optional promotion on entering the zone");
        Position p = play(position(SHO, "p3k4/9/9/4E4/9/9/9/9/4K4 w - - 0 1"), "e6e7+");
        assertTrue(p.pieceTypeAt(squareOf(p, "e7")).royal(), "the crown prince is royal");
    }

    @Test
    @DisplayName("seed 004 XII (Special Rules): with a crown prince, both king and prince must be taken; only the last royal is protected")
    void royalSetPrince() {
        // the black rook on a1 attacks the king on e1; the prince on e5 keeps the side alive, so
        // nothing forces White to answer the attack: 8 prince moves + 5 king moves + a2a3
        assertEquals(14, moves(SHO, "p3k4/9/9/9/4+E4/9/9/P8/r3K4 w - - 0 1").size(), "king may stay attacked while the prince lives");
        // without the prince the king must escape
        assertMoves(set("e1d2", "e1e2", "e1f2"), moves(SHO, "p3k4/9/9/9/9/9/9/P8/r3K4 w - - 0 1"), "lone king in check");
        // the prince alone is the last royal: it must leave the rook's file
        assertMoves(set("e5d4", "e5d5", "e5d6", "e5f4", "e5f5", "e5f6"), moves(SHO, "p3k4/9/9/9/4+E4/9/9/P8/4r4 w - - 0 1"),
                "the prince alone is protected like a king");
    }

    @Test
    @DisplayName("rules-notes Sho shogi: no drops; captured pieces leave the game")
    void noDrops() {
        Position p = play(position(SHO, "p3k4/9/9/9/9/9/P8/4p4/4K4 w - - 0 1"), "e1e2");
        for (String m : moves(p)) assertFalse(m.contains("@"), "a drop in sho shogi: " + m);
        assertFalse(p.toFen().contains("[P]"), "the captured pawn is not in a hand: " + p.toFen());
    }

    static int squareOf(Position p, String name) {
        for (int sq = 0; sq < p.squareCount(); sq++) if (p.squareName(sq).equals(name)) return sq;
        throw new AssertionError("no square " + name);
    }

    @Test
    @DisplayName("seed 004 XII (Special Rules): the king may be taken while the prince lives; then the prince is the royal piece")
    void kingTakenPrinceLives() {
        // the black rook takes the white king (legal: White still has its prince); the game goes on
        Position p = play(position(SHO, "p3k4/9/+E8/9/4r4/9/P8/9/4K4 b - - 0 1"), "e5e1");
        assertEquals(varia.engine.GameResult.Status.ONGOING, p.result().status(), "the prince keeps White in the game");
        // the prince, now the last royal, may not step into attack: a7a8 would stand in front of
        // Black's pawn on a9 (it moves towards rank 1); its other steps and a3a4 remain
        assertMoves(set("a3a4", "a7a6", "a7b6", "a7b7", "a7b8"), moves(p), "White's moves with the prince alone");
    }

    /**
     * Seed 004 XII "Special Rules": "Two bare Kings" count as a draw. 1...Kxe8 takes White's last
     * man while Black's king is bare already: both sides bare, a draw at once.
     */
    @Test
    void twoBareKingsDraw() {
        Position p = play(position(SHO, "4k4/4G4/9/9/9/9/9/9/4K4 b - - 0 1"), "e9e8");
        assertEquals(varia.engine.GameResult.Status.DRAW, p.result().status(), () -> p.result().toString());
        assertEquals("bare kings", p.result().reason());
    }
}
