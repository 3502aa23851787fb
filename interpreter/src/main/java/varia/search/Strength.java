package varia.search;

import java.util.SplittableRandom;

/**
 * How well the computer plays, for people: a level from 0 (a beginner's blunders) to 20 (full
 * strength). A level below 20 does two things, both independent of the machine and its load:
 * <ul>
 *   <li>it thinks for at most a number of nodes ({@link #nodes()}, from 100 at level 0 to three
 *       million at level 19; a time or depth limit still applies when it is smaller), on one thread;</li>
 *   <li>it may play a move other than its best: the root moves scoring within {@link #margin(int)}
 *       of the best get exact scores, and among the best four of them one is picked as
 *       Stockfish's skill levels pick theirs: each gets a push of
 *       {@code (weakness * (best - score) + delta * random(weakness)) / 128}, {@code delta} the
 *       spread of the candidates capped at a pawn, and the highest score plus push is played.
 *       The weakness is 120 at level 0 and falls by 6 a level. The random numbers come from the
 *       position's hash and the {@link #seed()}, so a level plays the same move in the same
 *       position every time.</li>
 * </ul>
 * The node budgets of levels 2, 6, 10, 14 and 18 are those of the web server's levels 1 to 5.
 *
 * <p>{@code UCI_Elo} is mapped onto the levels by {@link #fromElo(int)}: a nominal scale (see
 * docs/play.md for what was measured), not a rating.
 */
public record Strength(int level, long seed) {
    public static final int MIN_LEVEL = 0, MAX_LEVEL = 20;
    /** Node budgets of levels 0 to 19 (level 20 has none). */
    static final long[] NODES = {100, 200, 400, 700, 1_200, 2_000, 4_000, 7_000, 12_000, 20_000, 40_000,
            70_000, 120_000, 180_000, 250_000, 400_000, 650_000, 1_000_000, 1_500_000, 3_000_000};
    /** The UCI_Elo range: level 0 at the bottom, level 20 at the top, evenly spaced. */
    public static final int MIN_ELO = 800, MAX_ELO = 2200;

    public Strength {
        if (level < MIN_LEVEL || level > MAX_LEVEL)
            throw new IllegalArgumentException("level must be from " + MIN_LEVEL + " to " + MAX_LEVEL + ", not " + level);
    }

    public static final Strength FULL = new Strength(MAX_LEVEL, 0);

    public static Strength level(int level) { return new Strength(level, 0); }

    /** The level whose nominal Elo ({@link #elo()}) is nearest to {@code elo} (clamped to the range). */
    public static Strength fromElo(int elo) {
        int e = Math.max(MIN_ELO, Math.min(MAX_ELO, elo));
        return level(Math.round((e - MIN_ELO) * (float) MAX_LEVEL / (MAX_ELO - MIN_ELO)));
    }

    /** The nominal Elo of this level (see {@link #fromElo(int)}). */
    public int elo() { return MIN_ELO + level * (MAX_ELO - MIN_ELO) / MAX_LEVEL; }

    public boolean limited() { return level < MAX_LEVEL; }

    /** The node budget of a move, 0 for none (full strength). */
    public long nodes() { return limited() ? NODES[level] : 0; }

    /** The weakness of the move choice: 0 at full strength. */
    int weakness() { return limited() ? 120 - 6 * level : 0; }

    /** Root moves within this many centipawns of the best are candidates ({@code pawn}: the variant's weakest piece). */
    int margin(int pawn) { return limited() ? Math.max(pawn, 1) * 2 : 0; }

    /** The limits of a search at this strength: the level's node budget unless the given limits are tighter. */
    public Limits apply(Limits limits) {
        if (!limited()) return limits;
        long n = limits.nodes() > 0 ? Math.min(limits.nodes(), nodes()) : nodes();
        return new Limits(limits.depth(), limits.softMs(), limits.hardMs(), n);
    }

    /**
     * Picks the move to play among the candidates ({@code moves[i]} with exact {@code scores[i]},
     * best first, {@code n >= 1}), for the position with hash {@code hash}; returns an index.
     */
    int choose(int[] moves, int[] scores, int n, long hash, int pawn) {
        int w = weakness();
        if (w <= 0 || n <= 1) return 0;
        int k = Math.min(n, 4);
        int top = scores[0];
        if (Math.abs(top) > Searcher.MATE_BOUND) return 0; // a mate found is played
        int delta = Math.min(top - scores[k - 1], Math.max(pawn, 1));
        SplittableRandom rnd = new SplittableRandom(hash ^ seed * 0x9E3779B97F4A7C15L);
        int best = 0;
        long bestValue = Long.MIN_VALUE;
        for (int i = 0; i < k; i++) {
            long push = ((long) w * (top - scores[i]) + (long) delta * rnd.nextInt(w)) / 128;
            long value = scores[i] + push;
            if (value >= bestValue) { bestValue = value; best = i; }
        }
        return best;
    }
}
