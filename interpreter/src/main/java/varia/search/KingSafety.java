package varia.search;

import varia.engine.Position;
import varia.variant.Variant;

/**
 * King safety, from the board and the hands alone (no variant's name): the danger to a side with
 * one royal piece grows with the squares next to it that the opponent attacks, the opponent's
 * pieces close to it, and, where captured pieces go to hand, the empty squares next to it the
 * opponent could drop a piece on (more when that square is already attacked: a supported drop).
 * The danger is squared, so that one attacker costs little and a concerted attack a lot (an
 * attack on a royal piece needs several pieces); the side's own pieces next to the royal piece
 * shelter it a little. Scaled by the game phase outside drop games (in the ending a royal piece
 * must come out).
 */
final class KingSafety {
    /** Danger units per attacked square next to the royal piece, per possible drop, per nearby attacker. */
    static final int ATTACKED = 2, DROP = 1, SUPPORTED_DROP = 2, NEAR = 1;
    /** Centipawns per squared danger unit (divided by 4), the cap, and the bonus per sheltering piece. */
    static final int SCALE = 3, CAP = 500, SHELTER = 6;

    private final int files;
    /** Per square, the squares at king's distance 1 from it (the royal piece's neighbourhood). */
    private final int[][] zone;
    private final int types;
    private final boolean hands;
    private final boolean[] royal;

    KingSafety(Variant v, boolean hands) {
        files = v.files();
        int ranks = v.ranks(), squares = files * ranks;
        types = v.pieces().size();
        this.hands = hands;
        royal = new boolean[types];
        for (var p : v.pieces()) royal[p.index()] = p.royal();
        zone = new int[squares][];
        for (int sq = 0; sq < squares; sq++) {
            int f = sq % files, r = sq / files, n = 0;
            int[] z = new int[8];
            for (int dr = -1; dr <= 1; dr++)
                for (int df = -1; df <= 1; df++) {
                    if (df == 0 && dr == 0) continue;
                    int tf = f + df, tr = r + dr;
                    if (tf >= 0 && tr >= 0 && tf < files && tr < ranks) z[n++] = tr * files + tf;
                }
            zone[sq] = java.util.Arrays.copyOf(z, n);
        }
    }

    /** Bytes of the neighbourhood tables (estimated from the arrays' lengths). */
    long bytes() {
        long b = 64 + 16 + types;
        for (int[] z : zone) b += 16 + 4L * z.length;
        return b;
    }

    /**
     * White's king-safety score minus Black's (centipawns, before the phase scaling): each side's
     * shelter less its danger penalty.
     */
    int score(Position pos, int phase256) {
        int s = side(pos, 0) - side(pos, 1);
        return hands ? s : s * phase256 >> 8;
    }

    private int side(Position pos, int c) {
        int k = pos.royalSquare(c);
        if (k < 0) return 0;
        int enemy = c ^ 1;
        boolean enemyHand = false;
        if (hands) for (int t = 0; t < types && !enemyHand; t++) enemyHand = pos.inHand(enemy, t) > 0;
        int units = 0, shelter = 0;
        for (int z : zone[k]) {
            int occ = pos.colourAt(z);
            boolean hit = pos.attacked(z, enemy);
            if (hit) units += ATTACKED;
            if (occ == c) shelter++;
            else if (occ < 0 && enemyHand) units += hit ? SUPPORTED_DROP : DROP;
        }
        if (units == 0) return SHELTER * Math.min(shelter, 3);
        int kf = k % files, kr = k / files;
        for (int i = pos.pieceCount(enemy) - 1; i >= 0; i--) {
            int sq = pos.pieceSquare(enemy, i);
            int t = pos.typeAt(sq);
            if (t < 0 || royal[t]) continue;
            if (Math.max(Math.abs(sq % files - kf), Math.abs(sq / files - kr)) <= 2) units += NEAR;
        }
        return SHELTER * Math.min(shelter, 3) - Math.min(CAP, SCALE * units * units / 4);
    }
}
