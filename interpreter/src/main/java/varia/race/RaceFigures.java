package varia.race;

import java.util.Locale;
import varia.game.Figures;
import varia.game.State;

/** What a simulation counts of race games: turns, lost throws, captures, games stopped unfinished. */
final class RaceFigures implements Figures {
    static final RaceFigures FIGURES = new RaceFigures();

    /** Where the counts stand in the simulation's figures. */
    static final int TURNS = 0, LOST = 1, CAPTURES = 2, UNFINISHED = 3;

    @Override public int counters() { return 4; }

    @Override public void count(State end, long[] acc) {
        RaceState s = (RaceState) end;
        acc[TURNS] += s.turns();
        acc[LOST] += s.lost();
        acc[CAPTURES] += s.captures();
        if (s.stopped) acc[UNFINISHED]++;
    }

    /** The seat's start square and its player. */
    @Override public String seatLabel(State start, int seat, String player) {
        RaceTable t = ((RaceState) start).t;
        return String.format(Locale.ROOT, "%s, %-10s", t.game.squareName(t.track[seat][0]), player);
    }

    @Override public String totals(State start, long[] acc, long games, long noWinner, long decisions) {
        double g = Math.max(1, games);
        long turns = acc[TURNS];
        return String.format(Locale.ROOT, "  mean game length %.1f turns; lost throws %.2f%% of throws; captures %.2f per game%n",
                turns / g, turns == 0 ? 0 : 100.0 * acc[LOST] / turns, acc[CAPTURES] / g)
                + (acc[UNFINISHED] > 0 ? "  unfinished (stopped after " + RaceState.MAX_TURNS + " turns): " + acc[UNFINISHED] + "\n" : "");
    }
}
