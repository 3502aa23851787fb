package varia.dice;

/**
 * A dice-chess position's worth to one player, for the greedy computer player: its men's values
 * and the stakes it won, less the mean of the others'; less, for each of its men an opponent's
 * piece attacks, the man's value times the chance that the opponent's next throw moves that piece;
 * plus a little for the opponents' men it attacks and for nearness to their kings (so that it goes
 * after kings rather than wandering). A king counts {@link #KING} whatever its stake, as losing it ends one's game.
 */
public final class DiceHeuristic {
    static final double KING = 20;

    private DiceHeuristic() {}

    public static double relative(DicePosition pos, int p) {
        DiceTable t = pos.t;
        double own = 0, others = 0;
        int n = 0;
        double[] material = new double[t.players];
        for (int sq = 0; sq < t.squares; sq++) {
            int v = pos.board[sq];
            if (v == DicePosition.EMPTY) continue;
            int q = v / t.types;
            if (!pos.in[q]) continue;
            material[q] += worth(t, v % t.types);
        }
        for (int q = 0; q < t.players; q++) {
            double w = material[q] + pos.score[q];
            if (q == p) own = w;
            else if (pos.in[q]) { others += w; n++; }
        }
        return own - (n == 0 ? 0 : others / n) + threats(pos, p) - APPROACH * distanceToKings(pos, p);
    }

    /** Per square of distance from the own men to the nearest enemy king: late in a game it is the pull that ends it. */
    static final double APPROACH = 0.02;

    /** The summed king-move distances from the player's men (pawns aside) to the nearest enemy king in play. */
    static double distanceToKings(DicePosition pos, int p) {
        DiceTable t = pos.t;
        int[] kings = new int[t.squares];
        int k = 0;
        for (int sq = 0; sq < t.squares; sq++) {
            int v = pos.board[sq];
            if (v != DicePosition.EMPTY && v / t.types != p && pos.in[v / t.types] && t.type(v % t.types).king()) kings[k++] = sq;
        }
        if (k == 0) return 0;
        double sum = 0;
        for (int sq = 0; sq < t.squares; sq++) {
            int v = pos.board[sq];
            if (v == DicePosition.EMPTY || v / t.types != p || t.type(v % t.types).promotes()) continue;
            int best = Integer.MAX_VALUE;
            for (int i = 0; i < k; i++)
                best = Math.min(best, Math.max(Math.abs(sq % t.files - kings[i] % t.files), Math.abs(sq / t.files - kings[i] / t.files)));
            sum += best;
        }
        return sum;
    }

    static double worth(DiceTable t, int type) {
        PieceType pt = t.type(type);
        return pt.king() ? KING : pt.value();
    }

    /** Danger to the player's men and its threats to others', each weighted by the chance of the attacker's die. */
    static double threats(DicePosition pos, int p) {
        DiceTable t = pos.t;
        double sum = 0;
        for (int from = 0; from < t.squares; from++) {
            int v = pos.board[from];
            if (v == DicePosition.EMPTY) continue;
            int q = v / t.types, type = v % t.types;
            if (!pos.in[q]) continue;
            double chance = t.moveChance[type];
            int fx = from % t.files, fy = from / t.files;
            for (DiceTable.Ray r : t.rays[pos.facing[from]][type]) {
                int hit = r.capture() ? pos.firstOnRay(fx, fy, r) : -1;
                if (hit < 0) continue;
                int w = pos.board[hit], victim = w / t.types;
                if (victim == p && q != p) sum -= chance * worth(t, w % t.types);
                else if (q == p && victim != p) sum += 0.1 * chance * worth(t, w % t.types);
            }
        }
        return sum;
    }
}
