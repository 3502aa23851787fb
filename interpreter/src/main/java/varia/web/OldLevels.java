package varia.web;

/**
 * The old engine page's five computer levels (its {@code level=1..5}, still read by
 * {@link LiveOldWords}): a node budget each, so a level plays the same moves on any machine and
 * under any load, and a time bound, so a slow game's budget (Hiashatar's level 5 took 18 s) never
 * keeps a player waiting longer than the level promises.
 */
final class OldLevels {
    private OldLevels() {}

    /** Node budgets of levels 1..5. */
    static final long[] LEVEL_NODES = {400, 4_000, 40_000, 250_000, 1_500_000};
    /** Transposition table sizes of levels 1..5 in MB: about four slots per node searched, at most 4 MB. */
    static final int[] LEVEL_HASH_MB = {1, 1, 2, 4, 4};
    /** The most a level thinks, in ms, whatever the game. */
    static final long[] LEVEL_MS = {1_000, 1_000, 2_000, 3_000, 5_000};
    /** The level of an analysis (the evaluation bar): level 3's nodes, a few tenths of a second. */
    static final int ANALYSIS = 3;

    /** Levels below 1 are level 1, above 5 level 5. */
    static int clamp(int level) { return Math.max(1, Math.min(LEVEL_NODES.length, level)); }
}
