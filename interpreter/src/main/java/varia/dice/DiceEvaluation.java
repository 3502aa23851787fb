package varia.dice;

/**
 * {@link DiceHeuristic#relative} for every player at once, in one pass over the board and without
 * allocating: what the expectimax player needs at each leaf, where every player's worth is wanted
 * (max-n) and the greedy player's one call per player would walk the board four times. A test
 * keeps the two equal.
 */
final class DiceEvaluation {
    private final DiceTable t;
    private final double[] material, threat, distance;
    private final int[] kings;

    DiceEvaluation(DiceTable t) {
        this.t = t;
        material = new double[t.players];
        threat = new double[t.players];
        distance = new double[t.players];
        kings = new int[t.squares];
    }

    /** {@code out[p]} = {@link DiceHeuristic#relative}(pos, p) for each player in; {@code out} at least {@code players} long. */
    void values(DicePosition pos, double[] out) {
        int n = t.players, types = t.types;
        java.util.Arrays.fill(material, 0);
        java.util.Arrays.fill(threat, 0);
        java.util.Arrays.fill(distance, 0);
        int k = 0;
        for (int from = 0; from < t.squares; from++) {
            int v = pos.board[from];
            if (v == DicePosition.EMPTY) continue;
            int q = v / types, type = v % types;
            if (!pos.in[q]) continue;
            material[q] += DiceHeuristic.worth(t, type);
            if (t.type(type).king()) kings[k++] = from;
            attacks(pos, from, q, type);
        }
        if (k > 0) approach(pos, k);
        int in = 0;
        double all = 0;
        for (int q = 0; q < n; q++) if (pos.in[q]) { in++; all += material[q] + pos.score[q]; }
        for (int p = 0; p < n; p++) {
            if (!pos.in[p]) continue;
            double own = material[p] + pos.score[p], others = all - own;
            int m = in - 1;
            out[p] = own - (m == 0 ? 0 : others / m) + threat[p] - DiceHeuristic.APPROACH * distance[p];
        }
    }

    /** The attacks of the piece on {@code from}: its victims' danger, its owner's (smaller) gain, as {@link DiceHeuristic#threats}. */
    private void attacks(DicePosition pos, int from, int q, int type) {
        double chance = t.moveChance[type];
        int fx = from % t.files, fy = from / t.files;
        for (DiceTable.Ray r : t.rays[pos.facing[from]][type]) {
            int hit = r.capture() ? pos.firstOnRay(fx, fy, r) : -1;
            if (hit < 0) continue;
            int w = pos.board[hit], victim = w / t.types;
            if (victim != q) {
                double worth = DiceHeuristic.worth(t, w % t.types);
                threat[victim] -= chance * worth;
                threat[q] += 0.1 * chance * worth;
            }
        }
    }

    /** Each player's summed distance from its men (pawns aside) to the nearest enemy king, as {@link DiceHeuristic#distanceToKings}. */
    private void approach(DicePosition pos, int k) {
        for (int sq = 0; sq < t.squares; sq++) {
            int v = pos.board[sq];
            if (v == DicePosition.EMPTY) continue;
            int p = v / t.types;
            if (!pos.in[p] || t.type(v % t.types).promotes()) continue;
            int best = Integer.MAX_VALUE;
            for (int i = 0; i < k; i++) {
                int king = kings[i];
                if (pos.board[king] / t.types == p) continue;
                best = Math.min(best, Math.max(Math.abs(sq % t.files - king % t.files), Math.abs(sq / t.files - king / t.files)));
            }
            if (best != Integer.MAX_VALUE) distance[p] += best;
        }
    }
}
