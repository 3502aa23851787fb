package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The play page's clocks on a clock of the test's own (no sleeping): Fischer's increment, a flag
 * falling, byo-yomi's periods kept by a move within one and lost by an overrun, and the controls
 * refused.
 */
class GameClockTest {
    long now = 1_000_000;

    GameClock clock(Double minutes, Integer increment, Integer byoyomi, Integer periods) {
        return new GameClock(new GameClock.Control(minutes, increment, byoyomi, periods), () -> now);
    }

    @Test
    void fischerAddsTheIncrementAndStartsWithTheFirstMove() {
        GameClock c = clock(5.0, 3, null, null);
        now += 10_000;                       // White thinks 10 s over its first move: not counted
        c.moved(0);
        GameClock.View v = c.view(false);
        assertEquals(300_000, v.white());
        assertEquals("black", v.running());
        now += 4_000;
        c.moved(1);                          // Black: 4 s used, 3 s back
        assertEquals(299_000, c.view(false).black());
        now += 1_500;
        assertEquals(298_500, c.view(false).white(), "White's clock runs");
        assertEquals("5+3", v.control());
    }

    @Test
    void aFlagFalls() {
        GameClock c = clock(1.0, 0, null, null);
        c.moved(0);
        now += 59_999;
        assertEquals(-1, c.flagged());
        now += 2;
        assertEquals(1, c.flagged(), "Black's minute is gone");
        assertEquals("black", c.view(false).flagged());
        assertEquals(0, c.view(false).black());
        assertNull(c.view(false).running());
    }

    @Test
    void byoyomiKeepsAPeriodMovedWithinAndLosesAnOverrun() {
        GameClock c = clock(1.0, null, 30, 3);
        c.moved(0);
        now += 60_000 + 20_000;              // Black: the minute, then 20 s of the first period
        c.moved(1);
        GameClock.View v = c.view(false);
        assertEquals(3, v.blackPeriods(), "moved within the period: all three kept");
        assertEquals(30_000, v.black(), "the next move has a whole period");
        c.moved(0);                          // White at once
        now += 45_000;                       // Black overruns one period by 15 s
        v = c.view(false);
        assertEquals(2, v.blackPeriods());
        assertEquals(15_000, v.black(), "15 s left of the second period");
        c.moved(1);
        assertEquals(2, c.view(false).blackPeriods());
        c.moved(0);
        now += 61_000;                       // two more periods and a second: the last one is the flag
        assertEquals(1, c.flagged());
        assertEquals("1 min + 3 × 30 s", c.view(true).control());
    }

    @Test
    void aClockPerSeatRunsWhileItsTurnLasts() {
        GameClock c = new GameClock(new GameClock.Control(1.0, 2, null, null), 4, () -> now);
        now += 5_000;
        c.moved(0, 1);                       // the first turn: not counted; the second seat's clock starts
        assertEquals(1, c.view(false).seat());
        now += 3_000;
        c.moved(1, 3);                       // a seat left out of the order (out of the game): the fourth runs
        GameClock.View v = c.view(false);
        assertEquals(60_000 - 3_000 + 2_000, v.left()[1]);
        assertEquals(60_000, v.left()[2], "the third seat's clock never ran");
        assertEquals(3, v.seat());
        assertNull(v.running(), "seats past the second have no colour's name");
        now += 60_001;
        assertEquals(3, c.flagged(), "the fourth seat's minute is gone");
        assertEquals(3, c.view(false).fallen());
        assertEquals(-1, c.view(false).seat());
        assertEquals(0, c.view(false).left()[3]);
    }

    @Test
    void controlsOutOfRangeAreRefused() {
        assertThrows(Api.HttpError.class, () -> new GameClock.Control(0.0, 5, null, null).check(), "no main time");
        assertThrows(Api.HttpError.class, () -> new GameClock.Control(5.0, 3, 30, 1).check(), "both kinds at once");
        assertThrows(Api.HttpError.class, () -> new GameClock.Control(601.0, 0, null, null).check());
        assertThrows(Api.HttpError.class, () -> new GameClock.Control(5.0, -1, null, null).check());
        new GameClock.Control(0.0, null, 10, 3).check(); // byo-yomi alone is a control
    }
}
