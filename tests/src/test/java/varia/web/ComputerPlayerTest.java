package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.variant.Variant;
import varia.variant.Variants;

/** The web computer's levels: a node budget each, and a time bound no game's slowness passes (issue 33). */
class ComputerPlayerTest {

    @Test void everyLevelHasItsNodeBudgetAndATimeBound() {
        for (int level = 1; level <= ComputerPlayer.LEVEL_NODES.length; level++) {
            Limits l = ComputerPlayer.limits(level);
            assertEquals(ComputerPlayer.LEVEL_NODES[level - 1], l.nodes(), "level " + level);
            assertEquals(ComputerPlayer.LEVEL_MS[level - 1], l.hardMs(), "level " + level);
            assertEquals(0, l.softMs(), "level " + level + ": no soft limit, the budget decides when it fits");
        }
        assertEquals(ComputerPlayer.limits(5), ComputerPlayer.limits(9), "levels above 5 are level 5");
    }

    /**
     * Hiashatar's level 5 was seen thinking 18 s (1,500,000 nodes in a slow game); the bound stops
     * it. Only the upper end is asserted (with a second of slack for the time checks and a loaded
     * machine): a fast machine that spends its budget sooner passes too.
     */
    @Test void hiashatarLevelFiveStopsAtItsBound() throws Exception {
        Variant v = Variants.resolve("hiashatar");
        Position p = Position.start(v);
        long t0 = System.nanoTime();
        SearchResult r = new ComputerPlayer(1).search(v, p, 5, p.sideToMove());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(r.move() != Moves.NONE && p.isLegal(r.move()), "a legal move");
        assertTrue(ms <= ComputerPlayer.LEVEL_MS[4] + 1_000, "took " + ms + " ms, bound " + ComputerPlayer.LEVEL_MS[4] + " ms");
    }
}
