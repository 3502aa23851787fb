package varia.rules.turns;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Sittuyin's bare-king count against a chariot, seed 004_c887d3711214542c.txt section V, Draw Rules:
 * "mate should be achieved within 16 moves; if the lone king is on any of the four central squares,
 * then the 16 moves start to be counted after the 5th move of the lone king (effectively giving 21
 * moves)" — the 'count: seed' option; the default (pychess) has 16 wherever the king stands.
 */
class SittuyinCountTest {
    /** White's rook takes Black's last man; the count starts with Black (bare) to move. */
    static int[] countAfterCapture(String option, String fen) {
        Variant v = TurnPlay.variant("sittuyin", Map.of("stalemate", "draw", "count", option));
        Position p = TurnPlay.play(TurnPlay.position(v, fen), "a1a5");
        return p.count();
    }

    @Test
    void loneKingInTheCentreGetsFiveMoreMoves() {
        // black king on e4 (a central square), its last man on a5
        assertArrayEquals(new int[] {21, 0}, countAfterCapture("seed", "7K/8/8/r7/4k3/8/8/R7[] w - - 0 1"));
    }

    @Test
    void loneKingElsewhereCountsSixteen() {
        assertArrayEquals(new int[] {16, 0}, countAfterCapture("seed", "7K/8/8/r7/8/8/6k1/R7[] w - - 0 1"));
    }

    @Test
    void defaultReadingCountsSixteenInTheCentreToo() {
        assertArrayEquals(new int[] {16, 0}, countAfterCapture("pychess", "7K/8/8/r7/4k3/8/8/R7[] w - - 0 1"));
    }
}
