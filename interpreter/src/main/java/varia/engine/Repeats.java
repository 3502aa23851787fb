package varia.engine;

/**
 * What a repetition inside a search is worth by the variant's rules ({@link EndRule#cycle}): the
 * search scores a position the first time it comes back, before any rule has ended the game by
 * it, as the result the repetition would have if it were kept up (xiangqi's and shogi's
 * perpetual check loses for the checker; a plain repetition draws).
 */
public final class Repeats {
    private Repeats() {}

    /** Has the variant a rule that can judge a repetition other than as a draw? */
    public static boolean judged(Position p) {
        for (EndRule e : p.c.endings) if (e.judgesCycles()) return true;
        return false;
    }

    /** The result of the repetition at {@code p} kept up, or null for a draw. */
    public static GameResult judge(Position p) {
        for (EndRule e : p.c.endings) {
            GameResult r = e.cycle(p);
            if (r != null) return r;
        }
        return null;
    }
}
