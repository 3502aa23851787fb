package varia.game;

/**
 * How hard a computer player thinks a move: a budget of nodes (states, iterations: the same
 * choice on any machine), of milliseconds or a depth in plies (the engine's search only: time is
 * not reproducible), a level below full strength, the threads it may use and the memory its
 * tables may take. A player that has no use for one of these refuses it with a clear message
 * rather than ignore it ({@link #nodesOr}).
 *
 * @param nodes   per move, 0 for the player's default (when {@code millis} and {@code depth} are 0 too)
 * @param millis  per move, 0 for none
 * @param hashMb  a search's transposition table
 * @param depth   plies a move, 0 for none
 * @param level   {@value #MIN_LEVEL} (a beginner) to {@value #FULL} (full strength, the default): a weaker player's choice
 * @param threads a search's threads, 1 by default
 */
public record Effort(long nodes, long millis, int hashMb, int depth, int level, int threads) {
    public static final int MIN_LEVEL = 0, FULL = 20;

    /** Each player's own default. */
    public static final Effort DEFAULT = new Effort(0, 0, 16);

    public Effort {
        if (nodes < 0 || millis < 0 || depth < 0 || (nodes > 0 ? 1 : 0) + (millis > 0 ? 1 : 0) + (depth > 0 ? 1 : 0) > 1)
            throw new IllegalArgumentException("give nodes, milliseconds or a depth a move, one of them");
        if (hashMb < 1) throw new IllegalArgumentException("a hash table of at least 1 MB");
        if (level < MIN_LEVEL || level > FULL)
            throw new IllegalArgumentException("a level from " + MIN_LEVEL + " (weakest) to " + FULL + " (full strength), not " + level);
        if (threads < 1) throw new IllegalArgumentException("at least one thread");
    }

    /** A budget at full strength on one thread. */
    public Effort(long nodes, long millis, int hashMb) { this(nodes, millis, hashMb, 0, FULL, 1); }

    public static Effort nodes(long n) { return new Effort(n, 0, 16); }

    public Effort withDepth(int plies) { return new Effort(nodes, millis, hashMb, plies, level, threads); }

    public Effort withLevel(int l) { return new Effort(nodes, millis, hashMb, depth, l, threads); }

    public Effort withThreads(int n) { return new Effort(nodes, millis, hashMb, depth, level, n); }

    /**
     * The node budget, or {@code otherwise} by default; a player that counts nodes only, on one
     * thread, at full strength, refuses a clock, a depth, a level and threads.
     */
    public long nodesOr(long otherwise, String player) {
        if (millis > 0) throw new IllegalArgumentException(player + " thinks by nodes, not by the clock: give --nodes");
        if (depth > 0) throw new IllegalArgumentException(player + " thinks by nodes, not by depth");
        if (level < FULL) throw new IllegalArgumentException(player + " has no levels: it plays at full strength");
        if (threads > 1) throw new IllegalArgumentException(player + " thinks on one thread");
        return nodes > 0 ? nodes : otherwise;
    }
}
