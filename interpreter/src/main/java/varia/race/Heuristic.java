package varia.race;

/**
 * A race position's worth to one player: the squares its pieces have covered (a piece home counts
 * its track's length and a bonus), less what it may lose to the next throws of opponents (for each
 * piece an opponent can hit, the chance of a hit times the piece's progress), compared with the
 * opponents' mean worth. Fast enough for self-play by the hundred thousand games.
 */
public final class Heuristic {
    private static final double HOME_BONUS = 4;

    private Heuristic() {}

    /** The player's worth less the mean of its opponents' (unfinished players only). */
    public static double relative(RacePosition pos, int p) {
        RaceTable t = pos.t;
        double own = worth(pos, p), others = 0;
        int n = 0;
        for (int q = 0; q < t.players; q++) {
            if (q == p) continue;
            others += worth(pos, q);
            n++;
        }
        return n == 0 ? own : own - others / n;
    }

    /** Progress less danger. */
    static double worth(RacePosition pos, int p) {
        RaceTable t = pos.t;
        int last = t.track[p].length - 1;
        double v = 0;
        for (int i = p * t.pieces; i < (p + 1) * t.pieces; i++) {
            int idx = pos.at[i];
            if (idx == RacePosition.OFF) continue;
            if (idx == last) { v += last + HOME_BONUS; continue; }
            v += idx + 1 - danger(pos, p, t.track[p][idx]) * (idx + 1);
        }
        return v;
    }

    /** The chance (capped at 1) that some opponent's next throw lands on the player's piece on {@code sq}. */
    static double danger(RacePosition pos, int p, int sq) {
        RaceTable t = pos.t;
        if (t.nest[sq]) return 0;
        int mine = pos.count[p * t.squares + sq];
        boolean safe = mine >= 2 && t.rules.stacksSafe();
        double[] prob = t.probabilityOfDistance;
        double hit = 0;
        for (int q = 0; q < t.players; q++) {
            if (q == p) continue;
            int j = t.indexOf[q][sq];
            if (j < 0) continue;
            if (!safe && pos.off[q] > 0 && t.rules.entry() == RaceRules.Entry.THROW && j + 1 < prob.length) hit += prob[j + 1];
            for (int i = q * t.pieces; i < (q + 1) * t.pieces; i++) {
                int idx = pos.at[i];
                if (idx == RacePosition.OFF || idx >= j || j - idx >= prob.length) continue;
                if (safe && pos.count[q * t.squares + t.track[q][idx]] < 2) continue;
                hit += prob[j - idx];
            }
        }
        return Math.min(1, hit);
    }
}
