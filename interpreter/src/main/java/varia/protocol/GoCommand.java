package varia.protocol;

import java.util.function.Consumer;
import varia.io.Printable;
import varia.search.Limits;

/**
 * The limits of a {@code go} command, as UCI and USI write them: {@code depth}, {@code movetime},
 * {@code nodes}, the clocks ({@code wtime btime winc binc movestogo}), USI's {@code byoyomi},
 * {@code infinite} and {@code ponder}. The clocks are kept per colour of this engine (0 moves
 * first): UCI's {@code wtime} is the first player's clock, USI's {@code btime} is (in shogi
 * Black, sente, moves first).
 */
record GoCommand(int depth, long movetime, long[] time, long[] inc, long byoyomi, int movestogo, long nodes,
                 boolean infinite, boolean ponder) {
    /** The protocol's words: which clock belongs to the first player, and whether byoyomi and ponder are understood. */
    enum Dialect { UCI, USI }

    /**
     * Reads the words after {@code go}. A word that is wrong (an unknown one, a value that is not a
     * whole number in range) is told to {@code warn} and left out; the rest still counts.
     */
    static GoCommand parse(String[] t, Dialect dialect, Consumer<String> warn) {
        boolean usi = dialect == Dialect.USI;
        int depth = Limits.MAX_DEPTH, movestogo = 0;
        long movetime = 0, nodes = 0, byoyomi = 0;
        long[] time = {-1, -1}, inc = {0, 0};
        boolean infinite = false, ponder = false;
        String first = usi ? "b" : "w", second = usi ? "w" : "b";
        for (int i = 1; i < t.length; i++) {
            String k = t[i];
            boolean clockWord = k.equals(first + "time") || k.equals(second + "time") || k.equals(first + "inc") || k.equals(second + "inc");
            boolean valued = clockWord || switch (k) {
                case "depth", "movetime", "movestogo", "nodes" -> true;
                case "byoyomi" -> usi;
                case "mate" -> !usi; // USI's 'go mate' is a mate search of its own (UsiEngine answers it)
                default -> false;
            };
            if (valued) {
                if (i + 1 >= t.length) { warn.accept("go: " + k + " needs a value"); continue; }
                String v = t[++i];
                boolean depthLike = k.equals("depth") || k.equals("mate");
                long min = depthLike || k.equals("movestogo") ? 1 : 0;
                long max = depthLike ? Limits.MAX_DEPTH : k.equals("movestogo") ? Integer.MAX_VALUE : Long.MAX_VALUE;
                Long n = EngineOptions.number("go " + k, v, min, max, warn);
                if (n == null) continue;
                switch (k) {
                    case "depth" -> depth = n.intValue();
                    case "movetime" -> movetime = n;
                    case "movestogo" -> movestogo = n.intValue();
                    case "nodes" -> nodes = n;
                    case "byoyomi" -> byoyomi = n;
                    case "mate" -> depth = (int) Math.min(Limits.MAX_DEPTH, 2 * n); // mate in n: n moves are 2n - 1 plies
                    default -> { // a clock word: the colour is its first letter
                        int colour = k.startsWith(first) ? 0 : 1;
                        if (k.endsWith("time")) time[colour] = n; else inc[colour] = n;
                    }
                }
            } else if (k.equals("infinite")) {
                infinite = true;
            } else if (k.equals("ponder") && usi) {
                ponder = true;
            } else if (k.equals("ponder") || k.equals("searchmoves")) {
                warn.accept("go: '" + k + "' is not supported; ignored");
            } else {
                warn.accept("go: unknown word '" + Printable.shorten(k) + "' ignored");
            }
        }
        return new GoCommand(depth, movetime, time, inc, byoyomi, movestogo, nodes, infinite, ponder);
    }

    /**
     * The limits for the colour to move: {@code infinite} first, then {@code movetime}, then the
     * clock (with byoyomi: the main time as a clock, plus nearly all of the byoyomi, which is
     * spent anyway once the main time is gone), then nodes alone, else depth 8; {@code depth}
     * and {@code nodes} bound any of them. A ponder search is unbounded in time (it ends at
     * {@code ponderhit} or {@code stop}).
     */
    Limits limits(int colour) {
        Limits l;
        long myTime = time[colour], myInc = inc[colour];
        if (infinite || ponder) l = Limits.infinite();
        else if (movetime > 0) l = Limits.moveTime(movetime);
        else if (byoyomi > 0) l = withByoyomi(Math.max(0, myTime), myInc);
        else if (myTime >= 0) l = Limits.clock(myTime, myInc, movestogo);
        else if (nodes > 0) l = Limits.nodes(nodes);
        else l = Limits.infinite().withDepth(depth == Limits.MAX_DEPTH ? 8 : depth);
        if (nodes > 0 && l.nodes() == 0) l = new Limits(l.depth(), l.softMs(), l.hardMs(), nodes);
        if (depth != Limits.MAX_DEPTH) l = l.withDepth(depth);
        return l;
    }

    /** The same command with the time limits of a search that is no longer pondering ({@code ponderhit}). */
    GoCommand pondered() {
        return new GoCommand(depth, movetime, time, inc, byoyomi, movestogo, nodes, infinite, false);
    }

    /** The main time as a clock gives it, plus the byoyomi less a margin for slow input and output. */
    private Limits withByoyomi(long myTime, long myInc) {
        long margin = Math.min(200, byoyomi / 5);
        long extra = Math.max(1, byoyomi - margin);
        if (myTime <= 0) return Limits.moveTime(extra);
        Limits main = Limits.clock(myTime, myInc, movestogo);
        long soft = plus(main.softMs(), extra), hard = Math.max(soft, plus(main.hardMs(), extra));
        return new Limits(Limits.MAX_DEPTH, soft, hard, 0);
    }

    private static long plus(long a, long b) {
        long s = a + b;
        return s < a ? Long.MAX_VALUE : s;
    }
}
