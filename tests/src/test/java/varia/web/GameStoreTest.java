package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The one store of every kind of game (issue 26): at most N games in play (and N finished ones),
 * forgotten after the idle time, the game idle longest going first, the memory bounded with a
 * definition shared by many games counted once, and a finished game kept only as its record.
 */
class GameStoreTest {
    /** A game of a given weight, sharing a definition, over or not. */
    static final class Fake extends LiveGame {
        final Object def;
        long bytes;
        boolean over;

        Fake(String id, Object def, long bytes) { super(id); this.def = def; this.bytes = bytes; }

        @Override Object shared() { return def; }

        @Override long growthBytes() { return bytes; }

        @Override boolean over() { return over; }

        @Override FinishedGame finish() { return new FinishedGame(id, "/api/games/", "1. e4 *", "x.pgn", "recipe"); }
    }

    static GameStore store(int max, Duration idle, long bytes) { return new GameStore(new GameStore.Limits(max, idle, bytes), d -> 1000); }

    @Test
    void atMostNGamesTheOneIdleLongestGoingFirst() throws Exception {
        GameStore s = store(3, Duration.ofHours(1), 1 << 30);
        for (String id : new String[] {"a", "b", "c"}) s.add(new Fake(id, null, 10));
        assertNotNull(s.get("a")); // b is now the game idle longest
        s.add(new Fake("d", null, 10));
        assertNull(s.get("b"));
        for (String id : new String[] {"a", "c", "d"}) assertNotNull(s.get(id), id);
        assertEquals(3, s.size());
        assertEquals(1, s.evicted());
    }

    @Test
    void aGameIdlePastTheLimitIsForgotten() throws Exception {
        GameStore s = store(100, Duration.ofMillis(200), 1 << 30);
        s.add(new Fake("old", null, 10));
        Thread.sleep(300);
        s.add(new Fake("new", null, 10));
        assertNull(s.get("old"));
        assertNotNull(s.get("new"));
        assertEquals(1, s.expired());
    }

    @Test
    void theMemoryBoundHoldsAndASharedDefinitionCountsOnce() {
        Object variant = new Object();
        GameStore s = new GameStore(new GameStore.Limits(1000, Duration.ofHours(1), 20_000), d -> 5_000);
        for (int i = 0; i < 40; i++) s.add(new Fake("g" + i, variant, 100));
        // 5,000 for the variant once, then 100 per game and the hundred-odd bytes of a fake game itself: 40 fit
        assertEquals(40, s.size());
        assertTrue(s.bytes() >= 5_000 + 40 * 100 && s.bytes() < 5_000 + 40 * 350, s.bytes() + " bytes");
        for (int i = 0; i < 40; i++) s.add(new Fake("h" + i, new Object(), 100)); // each with its own definition
        assertTrue(s.bytes() <= 20_000, s.bytes() + " bytes");
        assertTrue(s.evicted() > 0);
    }

    @Test
    void aGameThatGrowsMakesRoomByForgettingTheIdleOnes() {
        GameStore s = store(1000, Duration.ofHours(1), 12_000);
        for (int i = 0; i < 9; i++) s.add(new Fake("g" + i, null, 1000));
        Fake busy = new Fake("busy", null, 1000);
        s.add(busy);
        busy.bytes = 5_000;
        s.settle(busy);
        assertTrue(s.bytes() <= 12_000);
        assertNotNull(s.get("busy"), "the game that grew stays");
        assertNull(s.get("g0"), "the game idle longest went");
    }

    @Test
    void aFinishedGameIsKeptOnlyAsItsRecord() {
        GameStore s = store(10, Duration.ofHours(1), 1 << 30);
        Object variant = new Object();
        Fake g = new Fake("g", variant, 50_000);
        s.add(g);
        g.over = true;
        s.settle(g);
        LiveGame kept = s.get("g");
        assertTrue(kept instanceof FinishedGame, String.valueOf(kept));
        assertEquals(0, s.size());
        assertEquals(1, s.finishedCount());
        assertTrue(s.bytes() < 1_000, "no variant or position is held for it: " + s.bytes());
    }
}
