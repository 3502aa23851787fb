package varia.race;

/**
 * The board as text: each square shows the pieces on it ({@code S2}: two of the seat lettered S),
 * else its number on the mover's track; nests are marked {@code *}; squares off the mover's track
 * are {@code ..}. Below: each player's pieces off the board and home.
 */
public final class RaceBoard {
    private RaceBoard() {}

    public static String draw(RacePosition pos, int viewer) {
        RaceTable t = pos.t;
        RaceGame g = t.game;
        StringBuilder b = new StringBuilder();
        for (int r = g.ranks() - 1; r >= 0; r--) {
            b.append(String.format("%2d ", r + 1));
            for (int f = 0; f < g.files(); f++) {
                int sq = r * g.files() + f;
                String cell = null;
                for (int q = 0; q < t.players; q++) {
                    int c = pos.count(q, sq);
                    if (c > 0) cell = (cell == null ? "" : cell + "+") + t.seat(q).letter() + (c > 1 ? Integer.toString(c) : "");
                }
                if (cell == null) {
                    int i = t.indexOf[viewer][sq];
                    cell = i < 0 ? ".." : Integer.toString(i + 1);
                }
                b.append(String.format("%4s%s", cell, g.isNest(sq) ? "*" : " "));
            }
            b.append('\n');
        }
        b.append("   ");
        for (int f = 0; f < g.files(); f++) b.append("   ").append((char) ('a' + f)).append(' ');
        b.append("\n   numbers: ").append(t.seat(viewer).name()).append("'s track (1 = ").append(g.squareName(t.track[viewer][0]))
                .append(", ").append(t.track[viewer].length).append(" = home ").append(g.squareName(t.track[viewer][t.track[viewer].length - 1]))
                .append("); * nest\n");
        for (int q = 0; q < t.players; q++)
            b.append("   ").append(t.seat(q).letter()).append(' ').append(t.seat(q).name()).append(": ").append(pos.off(q)).append(" off, ")
                    .append(pos.home(q)).append(" home").append(pos.finished(q) ? " (finished)" : "").append('\n');
        return b.toString();
    }
}
