package varia.race;

/**
 * The text of race moves: {@code @c1} a piece enters onto c1; {@code c1-f1} a single piece moves;
 * {@code c1=f1} the pieces of a stack move together; {@code -} the throw is not used (lost, or let
 * go where that is allowed). The target is the square reached (the home square for a piece that
 * arrives). {@link #parse} explains why a move is not legal, for records and for players.
 */
public final class RaceNotation {
    private RaceNotation() {}

    /** A move's text in the position before it, for the throw. */
    public static String text(RacePosition pos, int outcome, int move) {
        if (move == RaceMove.PASS) return "-";
        RaceTable t = pos.t;
        int p = pos.toMove, from = RaceMove.from(move), k = RaceMove.count(move);
        int target = target(pos, p, from, t.distance[outcome]);
        String to = t.game.squareName(t.track[p][target]);
        if (from == RacePosition.OFF) return "@" + to;
        return t.game.squareName(t.track[p][from]) + (k > 1 ? "=" : "-") + to;
    }

    static int target(RacePosition pos, int p, int from, int d) {
        RaceTable t = pos.t;
        int target = from == RacePosition.OFF ? (t.rules.entry() == RaceRules.Entry.THROW ? d - 1 : 0) : from + d;
        return Math.min(target, t.track[p].length - 1);
    }

    /** A move that is not legal here, and why. */
    public static final class IllegalMove extends Exception {
        public IllegalMove(String why) { super(why); }
    }

    /** The legal move {@code text} names for the throw; else {@link IllegalMove} saying why. */
    public static int parse(RacePosition pos, int outcome, String text) throws IllegalMove {
        RaceTable t = pos.t;
        String s = text.strip();
        int[] moves = new int[t.pieces * 4 + 2];
        int n = pos.generate(outcome, moves);
        for (int i = 0; i < n; i++) if (text(pos, outcome, moves[i]).equals(s)) return moves[i];
        int p = pos.toMove, d = t.distance[outcome];
        String seat = t.seat(p).name();
        if (s.equals("-"))
            throw new IllegalMove("the throw can be used (" + list(pos, outcome, moves, n) + "); only a throw no piece can use is lost");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(@|([a-p][0-9]{1,2})([-=]))([a-p][0-9]{1,2})").matcher(s);
        if (!m.matches()) throw new IllegalMove("'" + s + "' is not a move: write @c1 (enter onto c1), c1-f1 (a piece), c1=f1 (a double together) or - (no move)");
        int to = t.game.square(m.group(4));
        if (to < 0) throw new IllegalMove(m.group(4) + " is not a square of the board");
        int from, k;
        if (m.group(1).equals("@")) {
            if (pos.off[p] == 0) throw new IllegalMove(seat + " has no piece off the board to enter");
            if (!t.enters[outcome]) throw new IllegalMove("a throw of " + t.game.dice().outcome(outcome).label() + " does not enter a piece");
            from = RacePosition.OFF;
            k = 1;
        } else {
            int sq = t.game.square(m.group(2));
            if (sq < 0) throw new IllegalMove(m.group(2) + " is not a square of the board");
            from = t.indexOf[p][sq];
            int here = pos.count(p, sq);
            if (from < 0 || here == 0) throw new IllegalMove(seat + " has no piece on " + m.group(2));
            k = m.group(3).equals("=") ? 2 : 1;
            if (k == 2 && here < 2) throw new IllegalMove("there is no double of " + seat + " on " + m.group(2));
            if (k == 2 && !t.rules.moveTogether()) throw new IllegalMove("the pieces of a double do not move together in this game");
            if (k == 2) k = here;
        }
        int raw = from == RacePosition.OFF ? (t.rules.entry() == RaceRules.Entry.THROW ? d - 1 : 0) : from + d;
        if (raw > t.track[p].length - 1 && t.rules.exactHome())
            throw new IllegalMove("the throw moves " + d + " squares, past the end of " + seat + "'s track; the home square needs an exact throw");
        int target = target(pos, p, from, d);
        if (t.track[p][target] != to)
            throw new IllegalMove("the throw moves " + d + (d == 1 ? " square" : " squares") + ": "
                    + (from == RacePosition.OFF ? "an entering piece lands on " : "from " + m.group(2) + " the piece reaches ")
                    + t.game.squareName(t.track[p][target]) + ", not " + m.group(4));
        throw new IllegalMove(refusal(pos, p, from, target, k));
    }

    /** Why {@code k} pieces may not go from {@code from} to {@code target} (the landing rules, in words). */
    private static String refusal(RacePosition pos, int p, int from, int target, int k) {
        RaceTable t = pos.t;
        int[] track = t.track[p];
        if (k == 1 && t.rules.singlesBlocked() && t.stack > 1)
            for (int j = from + 1; j < target; j++)
                for (int q = 0; q < t.players; q++)
                    if (pos.count(q, track[j]) >= 2)
                        return "a single piece may not pass the double of " + t.seat(q).name() + " on " + t.game.squareName(track[j]);
        int sq = track[target];
        if (pos.count(p, sq) + k > t.stack) return "at most " + t.stack + " pieces of one player may stand on a square";
        for (int q = 0; q < t.players; q++) {
            if (q == p || pos.count(q, sq) == 0) continue;
            if (t.nest[sq]) return t.game.squareName(sq) + " is a nest: " + t.seat(q).name() + "'s piece resting there may not be landed on";
            return "only a double captures a double (" + t.seat(q).name() + "'s on " + t.game.squareName(sq) + ")";
        }
        return "the move is not allowed";
    }

    /** The legal moves' texts, comma-separated. */
    public static String list(RacePosition pos, int outcome, int[] moves, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) b.append(i == 0 ? "" : ", ").append(text(pos, outcome, moves[i]));
        return b.toString();
    }
}
