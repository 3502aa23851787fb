package varia.dice;

/**
 * The board as text, north up: each man is its seat's letter and its piece's letter ({@code SK}:
 * south's king); the men of a player who is out but whose men remain are written in lower case;
 * below, each player's stakes and whether it is out.
 */
public final class DiceBoard {
    private DiceBoard() {}

    public static String draw(DicePosition pos) {
        DiceTable t = pos.t;
        StringBuilder b = new StringBuilder();
        for (int r = t.ranks - 1; r >= 0; r--) {
            b.append(String.format("%2d ", r + 1));
            for (int f = 0; f < t.files; f++) {
                int sq = r * t.files + f, q = pos.owner(sq);
                String cell = q < 0 ? " ." : "" + t.seat(q).letter() + t.type(pos.type(sq)).letter();
                b.append(' ').append(q >= 0 && !pos.in(q) ? cell.toLowerCase() : cell);
            }
            b.append('\n');
        }
        b.append("   ");
        for (int f = 0; f < t.files; f++) b.append("  ").append((char) ('a' + f));
        b.append('\n');
        for (int q = 0; q < t.players; q++)
            b.append("   ").append(t.seat(q).letter()).append(' ').append(t.seat(q).name()).append(" (moves ").append(directions(t.seat(q)))
                    .append("): stakes ").append(pos.score(q)).append(pos.in(q) ? "" : ", out").append('\n');
        return b.toString();
    }

    /** The army's forward direction, and those of its men that face another way ("north and east"). */
    static String directions(DiceSeat s) {
        java.util.LinkedHashSet<String> dirs = new java.util.LinkedHashSet<>();
        dirs.add(s.forwardName());
        for (int[] f : s.facing()) dirs.add(DiceSeat.DIRECTIONS.get(f[1]));
        return String.join(" and ", dirs);
    }
}
