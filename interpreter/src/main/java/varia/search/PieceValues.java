package varia.search;

import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Piece values (centipawn-like units) and per-square mobility tables of a variant.
 *
 * <p>A value written in the variant file ({@code value:} of a piece, in pawns; {@link PieceType#value()})
 * wins: it is used as 100 per pawn.
 *
 * <p>Otherwise the value is derived from the piece's mobility on an empty board of the variant's
 * size (White's view, every square, moves available only to unmoved pieces ignored):
 * <pre>
 *   reach(sq)  = sum over target squares t of  0.5 * wm(t) + 0.5 * wc(t)
 *                wm(t), wc(t) = the largest weight with which some move (m), capture (c) reaches t;
 *                a leap has weight 1, the k-th step of a slide weight 0.8^(k-1);
 *                a hopper's capture along a ray reaches the k-th square (k >= 2) with 0.8^(k-1) / 2
 *   m          = average of reach(sq) over all squares
 *   value      = round(46 * m + 58)                      (a royal piece gets no value: 0)
 * </pre>
 * Linear, so that a compound piece is worth about the sum of its parts' mobility (queen = rook +
 * bishop), fitted to knight 300 and rook 500. On 8x8 this gives pawn 113, alfil 161, fers 199,
 * khon 239, knight 300, bishop 366, rook 500, queen 808: the proportions of the chess and shatranj
 * literature within about 15%. Promotion is not in the value; the evaluation rewards advancing
 * promotable pieces instead.
 */
public final class PieceValues {
    static final double SLIDE_DECAY = 0.8, SLOPE = 46, OFFSET = 58;

    private final int[] value;
    /** reach(sq) per type, White's view, indexed [type][square] (square = rank * files + file). */
    private final double[][] reach;
    private final double[] average;
    private final boolean[] derived;

    public PieceValues(Variant v) {
        int n = v.pieces().size(), files = v.files(), ranks = v.ranks();
        value = new int[n];
        reach = new double[n][files * ranks];
        average = new double[n];
        derived = new boolean[n];
        for (PieceType p : v.pieces()) {
            double sum = 0;
            for (int sq = 0; sq < files * ranks; sq++) {
                reach[p.index()][sq] = reach(p, sq % files, sq / files, files, ranks);
                sum += reach[p.index()][sq];
            }
            average[p.index()] = sum / (files * ranks);
        }
        for (PieceType p : v.pieces()) {
            Double given = fileValue(p);
            if (given != null) { value[p.index()] = (int) Math.round(given); continue; }
            derived[p.index()] = true;
            value[p.index()] = p.royal() ? 0 : (int) Math.round(SLOPE * average[p.index()] + OFFSET);
        }
    }

    /** The piece type's value (0 for royal pieces). */
    public int value(int type) { return value[type]; }

    /** True when the value was derived from mobility (not given in the file). */
    public boolean derived(int type) { return derived[type]; }

    /** Mobility of the type on an empty board from {@code sq} (as White). */
    public double reach(int type, int sq) { return reach[type][sq]; }

    /** Average of {@link #reach(int, int)} over the board. */
    public double averageReach(int type) { return average[type]; }

    private static double reach(PieceType p, int f, int r, int files, int ranks) {
        double[] wm = new double[files * ranks], wc = new double[files * ranks];
        for (MoveRule mr : p.moves()) {
            if (mr.initialOnly()) continue;
            Leg leg = mr.leg();
            boolean move = leg.modes().contains(Mode.MOVE), cap = leg.modes().contains(Mode.CAPTURE);
            int range = Math.min(leg.range(), Math.max(files, ranks));
            double w = 1;
            for (int k = 1; k <= range; k++, w *= SLIDE_DECAY) {
                int tf = f + leg.step().dx() * k, tr = r + leg.step().dy() * k;
                if (tf < 0 || tr < 0 || tf >= files || tr >= ranks) break;
                int t = tr * files + tf;
                if (leg.hop()) {
                    if (move) wm[t] = Math.max(wm[t], w);
                    if (cap && k >= 2) wc[t] = Math.max(wc[t], w / 2);
                } else {
                    if (move) wm[t] = Math.max(wm[t], w);
                    if (cap) wc[t] = Math.max(wc[t], w);
                }
            }
        }
        double s = 0;
        for (int t = 0; t < wm.length; t++) s += 0.5 * wm[t] + 0.5 * wc[t];
        return s;
    }

    /** A value from the variant file, if the loaded piece type carries one (see the class comment). */
    /** The file's {@code value} (in pawns) in centipawns, or null when not given. */
    private static Double fileValue(PieceType p) {
        return p.value() == null || p.value() <= 0 ? null : p.value() * 100;
    }
}
