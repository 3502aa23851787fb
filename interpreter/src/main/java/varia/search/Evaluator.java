package varia.search;

import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Static evaluation, generic for every variant: material ({@link PieceValues}), centralisation
 * from each piece's own empty-board mobility, advancement of promotable pieces towards their
 * zone, pieces in hand (their value plus an eighth), royal placement by game phase, the royal
 * piece's safety ({@link KingSafety}: attacked and drop squares next to it), a mop-up term that drives a lone or nearly lone
 * royal piece to the edge, and a running count's moves left scaling it all down. Scores are from the side to move's point of view.
 * Two terms come from the end rules: a piece that wins by reaching a goal region is drawn towards it,
 * and where losing every piece wins (losing chess) the whole evaluation is turned round.
 */
public final class Evaluator {
    private final int files, ranks, squares, types;
    private final int[] value;
    private final boolean[] royal;
    /** Positional bonus indexed [colour * types + type][square]; royal pieces use mgRoyal/egRoyal. */
    private final int[][] pst;
    private final int[][] egRoyal;
    private final int startMaterial;
    private final boolean hands;
    private final PieceValues values;
    /** Per (colour, type) and square: the bonus for standing near the type's goal region (null without a goal). */
    private final int[][] goal;
    /** Losing every piece wins (losing chess): material and all are counted against their owner. */
    private final boolean anti;
    /** The royal piece's safety: attacked squares, attackers and drop squares next to it ({@link KingSafety}). */
    private final KingSafety kingSafety;

    public Evaluator(Variant v) {
        values = new PieceValues(v);
        files = v.files();
        ranks = v.ranks();
        squares = files * ranks;
        types = v.pieces().size();
        value = new int[types];
        royal = new boolean[types];
        pst = new int[2 * types][squares];
        egRoyal = new int[2 * types][squares];
        for (PieceType p : v.pieces()) {
            value[p.index()] = values.value(p.index());
            royal[p.index()] = p.royal();
        }
        for (PieceType p : v.pieces()) {
            int t = p.index();
            for (int sq = 0; sq < squares; sq++) {
                int white = sq, black = squares - 1 - sq; // Black sees the board turned by 180 degrees
                double centre = values.reach(t, sq) - values.averageReach(t);
                int bonus;
                int eg = 0;
                if (p.royal()) {
                    bonus = (int) Math.round(-3 * centre);   // keep the royal piece out of the crowd
                    eg = (int) Math.round(6 * centre);       // but bring it out in the ending
                } else {
                    double scale = values.averageReach(t) > 0 ? value[t] / values.averageReach(t) : 0;
                    bonus = (int) Math.round(0.10 * scale * centre);
                    bonus += advancement(v, p, sq / files);
                }
                pst[t][white] = bonus;
                pst[types + t][black] = bonus;
                egRoyal[t][white] = eg;
                egRoyal[types + t][black] = eg;
            }
        }
        int m = 0;
        try {
            Position start = Position.start(v);
            for (int sq = 0; sq < squares; sq++) {
                PieceType p = start.pieceTypeAt(sq);
                if (p != null) m += value[p.index()];
            }
        } catch (RuntimeException e) {
            m = 0;
        }
        startMaterial = Math.max(m, 1);
        hands = v.rule(varia.rules.drops.Drops.KEY) != null;
        goal = goalTables(v);
        kingSafety = new KingSafety(v, hands);
        varia.rules.extinction.Extinction ext = v.rule(varia.rules.extinction.Extinction.KEY);
        anti = ext != null && ext.clauses().stream().anyMatch(c -> c.allPieces() && c.outcome() == varia.rules.Outcome.WIN);
    }

    /** Goal regions: a piece that wins there gains as it comes nearer (king steps to the nearest goal square). */
    private int[][] goalTables(Variant v) {
        int[][] t = new int[2 * types][];
        varia.rules.goals.Goals goals = v.rule(varia.rules.goals.Goals.KEY);
        if (goals == null) return t;
        int far = Math.max(files, ranks);
        for (varia.rules.goals.Goals.Goal g : goals.goals()) {
            if (g.outcome() != varia.rules.Outcome.WIN) continue;
            for (int type : g.types())
                for (int c = 0; c < 2; c++) {
                    java.util.BitSet region = v.region(g.region()).of(c);
                    int[] bonus = t[c * types + type] = new int[squares];
                    for (int sq = 0; sq < squares; sq++) {
                        int best = far;
                        for (int r = region.nextSetBit(0); r >= 0; r = region.nextSetBit(r + 1))
                            best = Math.min(best, Math.max(Math.abs(r % files - sq % files), Math.abs(r / files - sq / files)));
                        bonus[sq] = 25 * (far - best) * (far - best) / far;
                    }
                }
        }
        return t;
    }

    /** Bonus for a promotable piece on the owner-relative rank {@code rank} (0-based). */
    private int advancement(Variant v, PieceType p, int rank) {
        varia.rules.promotion.Promotions all = v.rule(varia.rules.promotion.Promotions.KEY);
        varia.rules.promotion.Promotion pr = all == null ? null : all.of(p.index());
        if (pr == null) return 0;
        int zone = -1;
        for (int r = 1; r <= ranks; r++) if (pr.inZone(r)) { zone = r - 1; break; }
        if (zone <= 0) return 0;
        int best = 0;
        for (int t : pr.to()) best = Math.max(best, value[t]);
        int gain = Math.max(60, best - values.value(p.index()));
        if (rank >= zone) return 0; // cannot normally stand there unpromoted
        double x = (double) rank / zone;
        return (int) Math.round(0.25 * gain * x * x * x);
    }

    public int value(int type) { return value[type]; }

    /** Bytes of this evaluator's tables (estimated from the arrays' lengths). */
    long bytes() {
        long b = 64 + 2L * (16 + 4L * types);
        for (int[] row : pst) b += 16 + 4L * row.length;
        for (int[] row : egRoyal) b += 16 + 4L * row.length;
        return b + types * (16 + 8L * squares + 8 + 8) + kingSafety.bytes(); // the piece values' reach tables and averages
    }

    public PieceValues pieceValues() { return values; }

    // scratch (an evaluator belongs to one searcher, one thread)
    private final int[] mat = new int[2], royalSq = new int[2], royals = new int[2];

    /** Evaluation of the position for the side to move, in centipawn-like units. */
    public int evaluate(Position pos) {
        final int[] mat = this.mat, royalSq = this.royalSq, royals = this.royals;
        mat[0] = mat[1] = royals[0] = royals[1] = 0;
        int mg = 0, eg = 0;
        for (int c = 0; c < 2; c++) for (int i = pos.pieceCount(c) - 1; i >= 0; i--) {
            int sq = pos.pieceSquare(c, i);
            int t = pos.pieceTypeAt(sq).index();
            int sign = c == 0 ? 1 : -1;
            int idx = c * types + t;
            if (goal[idx] != null) mg += sign * goal[idx][sq];
            if (royal[t]) {
                royals[c]++;
                royalSq[c] = sq;
                mg += sign * pst[idx][sq];
                eg += sign * egRoyal[idx][sq];
            } else {
                mat[c] += value[t];
                mg += sign * (value[t] + pst[idx][sq]);
            }
        }
        if (hands) { // pieces in hand: their value and a little more (they can be dropped where needed)
            for (int t = 0; t < types; t++) {
                int w = pos.inHand(0, t), b = pos.inHand(1, t);
                if (w == 0 && b == 0) continue;
                mat[0] += w * value[t];
                mat[1] += b * value[t];
                mg += (w - b) * (value[t] + value[t] / 8);
            }
        }
        int phase256 = Math.min(256, (mat[0] + mat[1]) * 256 / startMaterial);
        int score = mg + (eg * (256 - phase256) >> 8) + kingSafety.score(pos, phase256);
        // mop-up: the stronger side drives a lone (or nearly lone) royal piece to the edge
        if (royals[0] == 1 && royals[1] == 1) {
            for (int strong = 0; strong < 2; strong++) {
                int weak = strong ^ 1;
                if (mat[weak] <= 200 && mat[strong] - mat[weak] >= 150) {
                    int w = royalSq[weak], s = royalSq[strong];
                    int wf = w % files, wr = w / files, sf = s % files, sr = s / files;
                    // towards the edge and into a corner (short-range pieces can only mate there), own royal close by
                    int edge = Math.max(Math.abs(2 * wf - (files - 1)), Math.abs(2 * wr - (ranks - 1)));
                    int corner = Math.abs(2 * wf - (files - 1)) + Math.abs(2 * wr - (ranks - 1));
                    int dist = Math.max(Math.abs(wf - sf), Math.abs(wr - sr));
                    int bonus = 6 * edge + 4 * corner + 6 * (Math.max(files, ranks) - dist);
                    // and the other pieces close to it: slow pieces must come near to help
                    for (int sq = 0; sq < squares; sq++) {
                        if (pos.colourAt(sq) != strong || royal[pos.pieceTypeAt(sq).index()]) continue;
                        int d = Math.max(Math.abs(sq % files - wf), Math.abs(sq / files - wr));
                        bonus += 3 * (Math.max(files, ranks) - d);
                    }
                    score += strong == 0 ? bonus : -bonus;
                }
            }
        }
        // a running count (a bare king's moves, makruk's honour counts) ends in a draw unless the
        // stronger side mates first: the fewer moves left, the less an advantage is worth. So a
        // short count (Senterej's seven moves) makes baring the king a bad trade unless mate is near.
        int left = pos.countMovesLeft();
        if (left >= 0 && left < COUNT_HORIZON) score = score * (left + 1) / (COUNT_HORIZON + 1);
        if (anti) score = -score;
        return (pos.sideToMove() == 0 ? score : -score) + 10;
    }

    /** Counts with at least this many moves left do not scale the evaluation. */
    static final int COUNT_HORIZON = 16;
}
