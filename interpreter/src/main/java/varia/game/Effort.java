package varia.game;

/**
 * How hard a computer player thinks a move: a budget of nodes (states, iterations: the same
 * choice on any machine) or of milliseconds (the engine's search only: not reproducible), and the
 * memory its tables may take.
 *
 * @param nodes  per move, 0 for the player's default (when {@code millis} is 0 too)
 * @param millis per move, 0 for none
 * @param hashMb a search's transposition table
 */
public record Effort(long nodes, long millis, int hashMb) {
    /** Each player's own default. */
    public static final Effort DEFAULT = new Effort(0, 0, 16);

    public Effort {
        if (nodes < 0 || millis < 0 || nodes > 0 && millis > 0) throw new IllegalArgumentException("give nodes or milliseconds a move, not both");
        if (hashMb < 1) throw new IllegalArgumentException("a hash table of at least 1 MB");
    }

    public static Effort nodes(long n) { return new Effort(n, 0, 16); }

    /** The node budget, or {@code otherwise} by default; a player that counts nodes only refuses a clock. */
    public long nodesOr(long otherwise, String player) {
        if (millis > 0) throw new IllegalArgumentException(player + " thinks by nodes, not by the clock: give --nodes");
        return nodes > 0 ? nodes : otherwise;
    }
}
