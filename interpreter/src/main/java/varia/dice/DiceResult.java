package varia.dice;

/** The end of a dice-chess game in words: the ranking with each player's stakes, and why play ended. */
public final class DiceResult {
    private DiceResult() {}

    public static String text(DicePosition pos) {
        DiceTable t = pos.t;
        StringBuilder b = new StringBuilder();
        int w = pos.winner();
        if (w >= 0) b.append(t.seat(w).name()).append(" wins").append(pos.settled() ? " on stakes: only kings are left" : "");
        else b.append(pos.settled() ? "drawn: only kings are left, the highest stakes equal" : pos.drawn() ? "drawn: only kings are left" : pos.stopped() ? "no winner: play stopped at the turn limit" : "no winner: equal stakes");
        b.append(" after ").append(pos.turns()).append(" turns; ranking ");
        int[] r = pos.ranking();
        for (int i = 0; i < r.length; i++)
            b.append(i == 0 ? "" : ", ").append(t.seat(r[i]).name()).append(" (stakes ").append(pos.score(r[i]))
                    .append(pos.in(r[i]) ? "" : ", out").append(')');
        return b.toString();
    }
}
