package varia.web;

import java.util.function.LongSupplier;

/**
 * A game's clocks, one per seat (two for the chess-like games, two to eight for games played by
 * seats), kept on the server so that a reload, a second tab or a shared link sees the
 * same time: Fischer (a main time and an increment added after each move) or byo-yomi (a main time,
 * then periods of a fixed length: a move made within a period keeps it, a period overrun is lost,
 * the last one lost is the flag). The clocks start with the first move (the side to move after it
 * runs), as on lichess; the computer's thinking counts against its clock. A seat's clock runs
 * while its turn lasts; {@link #moved(int, int)} names the seat whose turn comes next.
 */
final class GameClock {
    /** The time control as asked for: minutes, seconds added per move, byo-yomi seconds and periods. */
    record Control(Double minutes, Integer increment, Integer byoyomi, Integer periods) {
        void check() {
            double m = minutes == null ? 0 : minutes;
            if (!(m >= 0 && m <= 600)) throw new Api.HttpError(400, "clock: minutes must be 0 to 600");
            if (increment != null && (increment < 0 || increment > 600)) throw new Api.HttpError(400, "clock: increment must be 0 to 600 seconds");
            if (byoyomi != null && (byoyomi < 0 || byoyomi > 600)) throw new Api.HttpError(400, "clock: byoyomi must be 0 to 600 seconds");
            if (periods != null && (periods < 0 || periods > 30)) throw new Api.HttpError(400, "clock: periods must be 0 to 30");
            if (increment != null && increment > 0 && byoyomi != null && byoyomi > 0)
                throw new Api.HttpError(400, "clock: choose an increment (Fischer) or byo-yomi, not both");
            if (m == 0 && (byoyomi == null || byoyomi == 0))
                throw new Api.HttpError(400, "clock: give the main time in minutes (or byo-yomi periods)");
        }
    }

    /**
     * What the page shows: each seat's time left in ms (main time, or the running period) in
     * {@code left} and its periods in {@code periodsLeft}, the seat whose clock runs ({@code seat},
     * -1: none) and the one whose flag fell ({@code fallen}, -1: none); {@code white}, {@code black},
     * {@code running} and {@code flagged} say the same of seats 0 and 1 in the chess-like games' words.
     */
    record View(long white, long black, int whitePeriods, int blackPeriods, String running, double minutes, long increment,
                long byoyomi, int periods, String control, String flagged, long[] left, int[] periodsLeft, int seat, int fallen) {}

    private final long base, increment, byoyomi;
    private final int periodsAtStart;
    private final long[] main;
    private final int[] periods;
    private final LongSupplier now;
    /** The side whose clock runs, -1 before the first move and once the game is over. */
    private int running = -1;
    private long since;
    private int flagged = -1;

    /** Two clocks, White's (0) and Black's (1). */
    GameClock(Control c, LongSupplier now) { this(c, 2, now); }

    GameClock(Control c, int seats, LongSupplier now) {
        this.main = new long[seats];
        this.periods = new int[seats];
        this.base = Math.round((c.minutes() == null ? 0 : c.minutes()) * 60_000);
        this.increment = 1000L * (c.increment() == null ? 0 : c.increment());
        this.byoyomi = 1000L * (c.byoyomi() == null ? 0 : c.byoyomi());
        this.periodsAtStart = byoyomi > 0 ? Math.max(1, c.periods() == null ? 1 : c.periods()) : 0;
        this.now = now;
        java.util.Arrays.fill(main, base);
        java.util.Arrays.fill(periods, periodsAtStart);
    }

    /** The control in words: "5+3", "10 min + 5 × 30 s". */
    String control() {
        String m = base % 60_000 == 0 ? String.valueOf(base / 60_000) : String.valueOf(base / 60_000.0);
        if (byoyomi > 0) return m + " min + " + periodsAtStart + " × " + byoyomi / 1000 + " s";
        return m + "+" + increment / 1000;
    }

    /** The side that has run out of time (-1: none), its time charged up to now. */
    synchronized int flagged() {
        if (flagged < 0 && running >= 0) {
            charge(running, now.getAsLong() - since, false);
            since = now.getAsLong();
        }
        return flagged;
    }

    /** {@code side} has moved: its time charged (and its increment or period kept), the other's clock starts. */
    synchronized void moved(int side) { moved(side, 1 - side); }

    /** {@code side}'s turn is over: its time charged (and its increment or period kept), {@code next}'s clock starts. */
    synchronized void moved(int side, int next) {
        long t = now.getAsLong();
        if (flagged >= 0) return;
        if (running == side) charge(side, t - since, true);
        if (flagged >= 0) return;
        running = next;
        since = t;
    }

    /** The clock of {@code side} runs from now (after an undo: the side to move). */
    synchronized void resume(int side) {
        if (flagged >= 0) return;
        if (running >= 0) running = side;
        since = now.getAsLong();
    }

    /** The game is over: both clocks stop where they are. */
    synchronized void stop() {
        if (running >= 0 && flagged < 0) charge(running, now.getAsLong() - since, false);
        running = -1;
    }

    /** Charges {@code used} ms to {@code side}; {@code moved}: a move ends its turn (increment added, a period kept). */
    private void charge(int side, long used, boolean moved) {
        long left = main[side] - used;
        if (left > 0 || (left == 0 && moved)) {
            main[side] = left + (moved ? increment : 0);
            return;
        }
        if (byoyomi <= 0) { main[side] = 0; flagged = side; return; }
        long over = -left; // into the periods
        while (periods[side] > 0 && over > byoyomi) { over -= byoyomi; periods[side]--; }
        if (periods[side] == 0) { main[side] = 0; flagged = side; return; }
        main[side] = moved ? 0 : -over; // main time gone: a negative main is the running period's used part
    }

    /** The clocks now: main time left, or in byo-yomi the running period's time and the periods left. */
    synchronized View view(boolean over) {
        long t = now.getAsLong();
        long[] show = new long[main.length];
        int[] left = periods.clone();
        for (int s = 0; s < main.length; s++) {
            long m = main[s] - (s == running && !over && flagged < 0 ? t - since : 0);
            if (m > 0 || byoyomi <= 0) { show[s] = Math.max(0, m); continue; }
            long into = -m; // time used of the periods
            while (left[s] > 0 && into > byoyomi) { into -= byoyomi; left[s]--; }
            show[s] = left[s] == 0 ? 0 : byoyomi - into;
        }
        String run = over || running < 0 || flagged >= 0 ? null : colour(running);
        String flag = flagged < 0 ? null : colour(flagged);
        int runs = over || flagged >= 0 ? -1 : running;
        return new View(show[0], show[1], left[0], left[1], run, base / 60_000.0, increment, byoyomi, periodsAtStart, control(), flag,
                show, left, runs, flagged);
    }

    private static String colour(int seat) { return seat == 0 ? "white" : seat == 1 ? "black" : null; }
}
