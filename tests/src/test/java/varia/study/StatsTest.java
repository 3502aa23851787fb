package varia.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The summary's estimates against values worked out by hand (Wilson 1927; the normal interval of a mean). */
class StatsTest {
    static final double EPS = 5e-5;

    @Test
    void wilsonIntervals() {
        // p = 0.5, n = 10: centre 0.5, half-width 1.96/(1+0.38415) * sqrt(0.025 + 0.0096) = 0.26336
        Stats.Estimate half = Stats.wilson(5, 10);
        assertEquals(0.5, half.value(), EPS);
        assertEquals(0.23659, half.low(), EPS);
        assertEquals(0.76341, half.high(), EPS);
        // none in 10: the interval still has width, from 0 up to z^2/(n+z^2) = 0.27753
        Stats.Estimate zero = Stats.wilson(0, 10);
        assertEquals(0, zero.low(), EPS);
        assertEquals(0.27753, zero.high(), EPS);
        Stats.Estimate all = Stats.wilson(10, 10);
        assertEquals(1 - 0.27753, all.low(), EPS);
        assertEquals(1, all.high(), EPS);
        assertFalse(Stats.wilson(0, 0).known());
    }

    @Test
    void meanInterval() {
        // lengths 10, 20, 30: mean 20, s = 10, half-width 1.959964 * 10 / sqrt(3) = 11.31586
        Stats.Estimate m = Stats.mean(3, 60, 100 + 400 + 900);
        assertEquals(20, m.value(), EPS);
        assertEquals(20 - 11.31586, m.low(), 1e-4);
        assertEquals(20 + 11.31586, m.high(), 1e-4);
    }

    @Test
    void summaryCountsRatesAndScore() {
        Arm a = new Arm(0, Map.of(), "defaults");
        Summary s = new Summary(List.of(a));
        String[] results = {"1-0", "1-0", "0-1", "1/2-1/2", "*", "error"};
        int[] lengths = {10, 20, 30, 40, 400, 3};
        for (int i = 0; i < results.length; i++)
            s.add(new GameRow("x", "", "defaults", i, i, "", results[i], "r" + i, lengths[i]));
        Summary.ArmSummary r = s.arms().get(0);
        assertEquals(6, r.games());
        assertEquals(5, r.played());
        assertEquals(1, r.errors());
        assertEquals(0.4, r.whiteRate().value(), EPS);
        assertEquals(0.2, r.drawRate().value(), EPS);
        // White's score: 1 + 1 + 0 + 1/2 + 1/2 over 5 games
        assertEquals(0.6, r.whiteScore().value(), EPS);
        assertEquals(100, r.length().value(), EPS, "the error's length is not a game length");
        assertEquals(Map.of(10, 1L, 20, 1L, 30, 1L, 40, 1L, 400, 1L), r.lengths());

        // the same games added as grouped counts (as the Spark module does) give the same figures
        Summary grouped = new Summary(List.of(a));
        grouped.add("defaults", "1-0", "r0", 10, 1).add("defaults", "1-0", "r1", 20, 1).add("defaults", "0-1", "r2", 30, 1)
                .add("defaults", "1/2-1/2", "r3", 40, 1).add("defaults", "*", "r4", 400, 1).add("defaults", "error", "r5", 3, 1);
        assertEquals(r, grouped.arms().get(0));
        assertTrue(SummaryTable.text(s.arms()).contains("40.0% [11.8, 76.9]"), SummaryTable.text(s.arms()));
    }
}
