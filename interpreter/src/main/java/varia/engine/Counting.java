package varia.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import varia.rules.counting.CountRule;
import varia.rules.counting.Counts;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * A variant's count rules, compiled: which limit applies in a position. Board's honour applies
 * while the side to move still has men besides its king; pieces' honour when it is bare, with the
 * limit taken from the stronger side's material (the smallest applicable entry).
 */
final class Counting {
    private final CountRule board, pieces;
    private final long boardPawns, piecesPawns;
    private final List<int[]> needs = new ArrayList<>();
    private final List<Integer> needLimits = new ArrayList<>();
    private final int types;

    private Counting(Variant v) {
        types = v.pieces().size();
        CountRule b = null, p = null;
        for (CountRule r : v.rule(Counts.KEY).rules()) {
            if (r.kind() == CountRule.Kind.BOARD && b == null) b = r;
            if (r.kind() == CountRule.Kind.PIECES && p == null) p = r;
        }
        board = b;
        pieces = p;
        boardPawns = b == null ? 0 : mask(v, b.pawns());
        piecesPawns = p == null ? 0 : mask(v, p.pawns());
        if (p != null)
            for (Map.Entry<String, Integer> e : p.limits().entrySet()) {
                int[] need = new int[types];
                for (char ch : e.getKey().toCharArray()) {
                    PieceType t = v.pieceByLetter(ch);
                    if (t != null) need[t.index()]++;
                }
                needs.add(need);
                needLimits.add(e.getValue());
            }
    }

    /** The compiled rules, or null when the variant has none. */
    static Counting of(Variant v) { return v.rule(Counts.KEY) == null ? null : new Counting(v); }

    private static long mask(Variant v, String letters) {
        long m = 0;
        if (letters != null)
            for (char ch : letters.toCharArray()) {
                PieceType t = v.pieceByLetter(ch);
                if (t != null) m |= 1L << t.index();
            }
        return m;
    }

    boolean startsAtPieces() { return pieces != null && pieces.startsAtPieces(); }

    /** Extra moves for a count that starts with the bared royal piece of {@code colour} on {@code square}. */
    int extraMoves(Rules rules, int colour, int square) {
        if (pieces == null || pieces.extra() == 0 || square < 0) return 0;
        return rules.regionSets.get(pieces.extraRegion())[colour].get(square) ? pieces.extra() : 0;
    }

    /** The limit in moves that would apply now (side to move = the side that counts), 0 for none. */
    int limitMoves(Position p) {
        int stm = p.stm, mover = stm ^ 1;
        if (p.nonRoyal(mover) == 0) return 0;
        if (p.nonRoyal(stm) > 0) return board == null || has(p, boardPawns) ? 0 : board.limit();
        if (pieces == null || has(p, piecesPawns)) return 0;
        int best = 0;
        for (int k = 0; k < needs.size(); k++) {
            int[] need = needs.get(k);
            boolean ok = true;
            for (int t = 0; t < types && ok; t++) if (p.countOf(mover, t) < need[t]) ok = false;
            if (ok && (best == 0 || needLimits.get(k) < best)) best = needLimits.get(k);
        }
        return best > 0 ? best : pieces.limit();
    }

    private boolean has(Position p, long typeMask) {
        for (int t = 0; t < types; t++)
            if ((typeMask >>> t & 1) != 0 && (p.countOf(0, t) > 0 || p.countOf(1, t) > 0)) return true;
        return false;
    }
}
