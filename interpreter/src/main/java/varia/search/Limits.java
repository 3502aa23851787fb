package varia.search;

/**
 * When a search stops.
 *
 * @param depth  deepest iteration (plies)
 * @param softMs do not start a new iteration after about half of this (0 = no time limit)
 * @param hardMs stop the search at once after this (0 = no time limit)
 * @param nodes  stop after about this many nodes (0 = no limit)
 */
public record Limits(int depth, long softMs, long hardMs, long nodes) {
    public static final int MAX_DEPTH = 100;

    public static Limits depth(int d) { return new Limits(Math.max(1, Math.min(d, MAX_DEPTH)), 0, 0, 0); }

    public static Limits moveTime(long ms) { return new Limits(MAX_DEPTH, ms, ms, 0); }

    public static Limits infinite() { return new Limits(MAX_DEPTH, 0, 0, 0); }

    public static Limits nodes(long n) { return new Limits(MAX_DEPTH, 0, 0, n); }

    /**
     * From a game clock: {@code timeMs} left, {@code incMs} per move, {@code movesToGo} until the
     * next time control (0 = the rest of the game). Keeps a safety margin for slow I/O.
     */
    public static Limits clock(long timeMs, long incMs, int movesToGo) {
        long left = timeMs <= 51 ? 1 : timeMs - 50;
        int mtg = movesToGo > 0 ? Math.min(movesToGo, 30) : 30;
        long inc = Math.max(0, incMs);
        long soft = saturatedAdd(left / mtg, inc / 4 * 3 + inc % 4 * 3 / 4);
        long hard = Math.min(left / 3, soft > Long.MAX_VALUE / 4 ? Long.MAX_VALUE : soft * 4);
        soft = Math.min(soft, hard);
        return new Limits(MAX_DEPTH, Math.max(1, soft), Math.max(1, hard), 0);
    }

    public Limits withDepth(int d) { return new Limits(Math.max(1, Math.min(d, MAX_DEPTH)), softMs, hardMs, nodes); }

    public boolean timed() { return hardMs > 0; }

    /** Milliseconds as nanoseconds, {@code Long.MAX_VALUE} when that does not fit (a deadline centuries away). */
    public static long saturatedNanos(long ms) {
        return ms >= Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE : ms * 1_000_000L;
    }

    private static long saturatedAdd(long a, long b) {
        long s = a + b;
        return ((a ^ s) & (b ^ s)) < 0 ? Long.MAX_VALUE : s;
    }
}
