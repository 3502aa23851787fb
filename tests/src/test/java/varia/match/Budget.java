package varia.match;

import varia.search.Limits;

/**
 * What each player may spend on a move in a match: wall-clock milliseconds, or a number of
 * search nodes. A node budget makes a match independent of the machine and its load: on one
 * thread Varia's search and Fairy-Stockfish's ({@code go nodes N}) stop after the same count
 * however slowly they run, so the same build plays the same moves on an idle or a busy machine.
 *
 * @param ms    milliseconds a move (0 with a node budget)
 * @param nodes nodes a move (0 with a time budget)
 */
public record Budget(long ms, long nodes) {
    public Budget {
        if (ms < 0 || nodes < 0 || (ms == 0) == (nodes == 0)) throw new IllegalArgumentException("a budget is a positive time or a positive node count");
    }

    public static Budget time(long ms) { return new Budget(ms, 0); }

    public static Budget nodes(long n) { return new Budget(0, n); }

    /**
     * From the command line: {@code nodes:N} (or {@code Nn}) for a node budget, a plain number for
     * milliseconds.
     */
    public static Budget parse(String text) {
        String t = text.strip();
        try {
            if (t.startsWith("nodes:")) return nodes(Long.parseLong(t.substring(6)));
            if (t.endsWith("n")) return nodes(Long.parseLong(t.substring(0, t.length() - 1)));
            return time(Long.parseLong(t));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a budget (milliseconds, or nodes:N): " + text);
        }
    }

    public boolean nodeBudget() { return nodes > 0; }

    /** Varia's own limits for one move. */
    public Limits limits() { return nodeBudget() ? Limits.nodes(nodes) : Limits.moveTime(ms); }

    /** The UCI {@code go} command for one move. */
    public String uciGo() { return nodeBudget() ? "go nodes " + nodes : "go movetime " + ms; }

    @Override public String toString() { return nodeBudget() ? nodes + " nodes a move" : ms + " ms a move"; }
}
