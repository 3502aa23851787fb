package varia.dice;

/**
 * Moves as text: {@code c1-c5}, a capture {@code c1xc5}, a pawn that promotes {@code d7-d8=K}.
 * When two dice of the turn would make the same move with different meanings, the die's outcome
 * comes first: {@code 4:c1-c5}. Reading accepts {@code -}, {@code x} or nothing between the squares.
 */
public final class DiceNotation {
    private DiceNotation() {}

    /** A move's text; {@code pos} is the position before it. */
    public static String text(DicePosition pos, int move) {
        DiceTable t = pos.t;
        int from = DicePosition.from(move), to = DicePosition.to(move);
        StringBuilder b = new StringBuilder();
        if (ambiguous(pos, move)) b.append(t.game.die().outcome(pos.dice[DicePosition.die(move)]).name()).append(':');
        b.append(t.squareName(from)).append(pos.at(to) == DicePosition.EMPTY ? '-' : 'x').append(t.squareName(to));
        int type = pos.type(from);
        if (type >= 0 && t.type(type).promotes()) {
            int m = pos.promotionOf(pos.toMove(), type, pos.facing(DicePosition.from(move)), to);
            if (m >= 0) b.append('=').append(t.type(m).letter());
        }
        return b.toString();
    }

    private static boolean ambiguous(DicePosition pos, int move) {
        int[] moves = new int[pos.t.maxMoves];
        int n = pos.generate(moves);
        for (int i = 0; i < n; i++)
            if (moves[i] != move && (moves[i] & 0xFFFFF) == (move & 0xFFFFF)) return true;
        return false;
    }

    /** A bad move's reason. */
    public static final class IllegalMove extends Exception {
        public IllegalMove(String message) { super(message); }
    }

    /** The legal move a text names. */
    public static int parse(DicePosition pos, String text) throws IllegalMove {
        DiceTable t = pos.t;
        String s = text.strip(), outcome = null;
        int colon = s.indexOf(':');
        if (colon > 0) { outcome = s.substring(0, colon); s = s.substring(colon + 1); }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-p][0-9]{1,2})[-x]?([a-p][0-9]{1,2})(=[A-Z])?").matcher(s);
        if (!m.matches()) throw new IllegalMove("write a move as FROM-TO, e.g. 'd2-d3' or 'c1xc5'");
        int from = t.game.square(m.group(1)), to = t.game.square(m.group(2));
        if (from < 0 || to < 0) throw new IllegalMove((from < 0 ? m.group(1) : m.group(2)) + " is not a square of the board");
        int owner = pos.owner(from);
        if (owner != pos.toMove()) throw new IllegalMove(owner < 0 ? "no piece on " + m.group(1)
                : m.group(1) + " holds " + t.seat(owner).name() + "'s " + t.type(pos.type(from)).name() + ", not " + t.seat(pos.toMove()).name() + "'s");
        int[] moves = new int[t.maxMoves];
        int n = pos.generate(moves);
        boolean typeThrown = false;
        for (int i = 0; i < n; i++) {
            int mv = moves[i];
            if (DicePosition.from(mv) != from) continue;
            typeThrown = true;
            if (DicePosition.to(mv) != to) continue;
            if (outcome != null && !t.game.die().outcome(pos.dice[DicePosition.die(mv)]).name().equals(outcome)) continue;
            return mv;
        }
        String piece = t.type(pos.type(from)).name();
        if (!typeThrown && !canMoveType(pos, pos.type(from)))
            throw new IllegalMove("no die left moves the " + piece);
        throw new IllegalMove("the " + piece + " on " + m.group(1) + " cannot go to " + m.group(2)
                + (outcome != null ? " with the die " + outcome : ""));
    }

    private static boolean canMoveType(DicePosition pos, int type) {
        for (int o : pos.diceLeft()) if (pos.t.game.moves(o, type)) return true;
        return false;
    }

    /** A turn's dice as records write them: the faces' names joined by commas ({@code 3,4}). */
    static String throwText(DiceTable t, int[] outcomes) {
        StringBuilder b = new StringBuilder();
        for (int o : outcomes) b.append(b.length() == 0 ? "" : ",").append(t.game.die().outcome(o).name());
        return b.toString();
    }
}
