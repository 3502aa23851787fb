package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.game.EngineGame;
import varia.game.Effort;
import varia.variant.Variants;

/**
 * The old engine page's computer levels as the one live session plays them (issue 33): a node
 * budget each, and a time bound no game's slowness passes.
 */
class OldLevelsTest {

    @Test void everyLevelHasItsNodeBudgetAndATimeBound() {
        for (int level = 1; level <= OldLevels.LEVEL_NODES.length; level++) {
            Effort e = LiveOldWords.budget(level);
            assertEquals(OldLevels.LEVEL_NODES[level - 1], e.nodes(), "level " + level);
            assertEquals(OldLevels.LEVEL_HASH_MB[level - 1], e.hashMb(), "level " + level);
            assertEquals(Effort.FULL, e.level(), "level " + level + ": full strength, the budget decides");
            assertEquals(0, e.millis(), "level " + level + ": no soft limit, the budget decides when it fits");
        }
        assertEquals(LiveOldWords.budget(5), LiveOldWords.budget(9), "levels above 5 are level 5");
    }

    /**
     * Hiashatar's level 5 was seen thinking 18 s (1,500,000 nodes in a slow game); the bound stops
     * it. Only the upper end is asserted (with a second of slack for the time checks and a loaded
     * machine): a fast machine that spends its budget sooner passes too.
     */
    @Test void hiashatarLevelFiveStopsAtItsBound() throws Exception {
        SeatedSession s = new SeatedSession("h", "/api/live/", "variant", EngineGame.of(Variants.resolve("hiashatar")), 2,
                new String[] {"computer", "human"}, 1, Map.of(), null, 5, true);
        long t0 = System.nanoTime();
        s.computerTurn();
        long ms = (System.nanoTime() - t0) / 1_000_000;
        @SuppressWarnings("unchecked")
        List<Integer> actions = (List<Integer>) s.state().get("actions");
        assertEquals(1, actions.size(), "the computer played one legal move (the session refuses any other)");
        assertTrue(ms <= OldLevels.LEVEL_MS[4] + 1_000, "took " + ms + " ms, bound " + OldLevels.LEVEL_MS[4] + " ms");
    }
}
