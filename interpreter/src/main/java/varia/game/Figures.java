package varia.game;

import java.util.Locale;

/**
 * What a simulation reports of a family's games besides who won: counts of its own per game
 * (turns, captures, lost throws...) read from each game's end, and the words for them.
 */
public interface Figures {
    /** How many counters {@link #count} adds to. */
    int counters();

    /** Adds a finished game's counts, read from its end state, to {@code acc[0..counters())}. */
    void count(State end, long[] acc);

    /** A seat's label in the report, between the parentheses after its name (its player, and what else tells the seats apart). */
    default String seatLabel(State start, int seat, String player) { return String.format(Locale.ROOT, "%-8s", player); }

    /** What follows a seat's line (a mean of its own), from the totals; "" for nothing. */
    default String seatExtra(int seat, long[] acc, long games) { return ""; }

    /** The report's lines after the seats' (each ending with a newline): {@code noWinner} games ended without one; {@code decisions} in all games. */
    String totals(State start, long[] acc, long games, long noWinner, long decisions);

    /** The figures of a family that counts nothing of its own: games without a winner, the mean length in decisions. */
    Figures NONE = new Figures() {
        @Override public int counters() { return 0; }

        @Override public void count(State end, long[] acc) {}

        @Override public String totals(State start, long[] acc, long games, long noWinner, long decisions) {
            double g = Math.max(1, games);
            return (noWinner > 0 ? String.format(Locale.ROOT, "  no winner (a draw, or stopped): %d games%n", noWinner) : "")
                    + String.format(Locale.ROOT, "  mean game length %.1f moves%n", decisions / g);
        }
    };
}
