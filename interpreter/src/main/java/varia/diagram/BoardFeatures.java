package varia.diagram;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import varia.notation.Leg;
import varia.notation.MoveRule;
import varia.variant.PieceType;
import varia.variant.Region;
import varia.variant.RegionMoves;
import varia.variant.Variant;

/**
 * What a board shows besides its cells, derived from the rules alone (no game is named):
 * <ul>
 *   <li>a <b>river</b> between the two halves when a region covers exactly one side's half of
 *       the board (xiangqi's {@code half});</li>
 *   <li><b>diagonal lines</b> inside a region wherever a piece confined to it, or given moves
 *       within it, may step one cell diagonally (the palace diagonals);</li>
 *   <li><b>marked cells</b>: the squares of those regions.</li>
 * </ul>
 *
 * @param riverBelowRank the river runs between this rank and the next (0-based), or -1
 * @param diagonals      cell pairs joined by a diagonal line, as {from, to} squares
 * @param marked         squares of the regions that confine pieces or carry moves
 * @param restricted     squares only some pieces may enter ({@code play.entry}: Tamerlane chess's citadels), drawn
 *                       with a double edge
 */
record BoardFeatures(int riverBelowRank, List<int[]> diagonals, BitSet marked, BitSet restricted) {

    static BoardFeatures of(Variant v) {
        int files = v.files(), ranks = v.ranks();
        int river = -1;
        if (ranks % 2 == 0) {
            BitSet half = new BitSet(), otherHalf = new BitSet();
            half.set(0, files * ranks / 2);
            otherHalf.set(files * ranks / 2, files * ranks);
            for (Region r : v.regions().values()) {
                if (r.white().equals(half) && r.black().equals(otherHalf)) river = ranks / 2 - 1;
            }
        }
        Set<Long> pairs = new LinkedHashSet<>();
        BitSet marked = new BitSet();
        for (PieceType p : v.pieces()) {
            if (p.confinedTo() != null) addDiagonals(v, v.region(p.confinedTo()), p.moves(), pairs, marked);
            for (RegionMoves rm : p.regionMoves()) {
                if (rm.mode() == RegionMoves.Mode.WITHIN) addDiagonals(v, v.region(rm.region()), rm.moves(), pairs, marked);
            }
        }
        List<int[]> diagonals = new ArrayList<>();
        for (long k : pairs) diagonals.add(new int[] {(int) (k >> 32), (int) k});
        BitSet restricted = varia.rules.entry.Entry.squares(v);
        restricted.andNot(v.board().holes());
        return new BoardFeatures(river, diagonals, marked, restricted);
    }

    /** Unit diagonal steps of {@code moves} (leaps or slides) that start and end inside the region. */
    private static void addDiagonals(Variant v, Region region, List<MoveRule> moves, Set<Long> pairs, BitSet marked) {
        if (region == null) return;
        boolean diagonal = false;
        for (MoveRule m : moves) {
            Leg l = m.leg();
            if (Math.abs(l.step().dx()) == 1 && Math.abs(l.step().dy()) == 1 && !l.hop()) diagonal = true;
        }
        int files = v.files();
        for (int colour = 0; colour < 2; colour++) {
            BitSet sq = region.of(colour);
            if (sq.cardinality() == files * v.ranks() || sq.cardinality() > files * v.ranks() / 2) continue; // a half is no palace
            marked.or(sq);
            if (!diagonal) continue;
            for (int a = sq.nextSetBit(0); a >= 0; a = sq.nextSetBit(a + 1)) {
                int f = a % files, r = a / files;
                for (int df = -1; df <= 1; df += 2) {
                    int nf = f + df, nr = r + 1;
                    if (nf < 0 || nf >= files || nr >= v.ranks()) continue;
                    int b = nr * files + nf;
                    if (sq.get(b) && onDiagonalLine(sq, files, a, b)) pairs.add((long) Math.min(a, b) << 32 | Math.max(a, b));
                }
            }
        }
    }

    /**
     * Only steps on the region's own diagonals: for a square region those through its centre
     * (the palace's X); a step between two cells both in the region but off those lines (the
     * middle of an edge to a corner's neighbour) is not drawn, as on real boards.
     */
    private static boolean onDiagonalLine(BitSet sq, int files, int a, int b) {
        int minF = Integer.MAX_VALUE, maxF = -1, minR = Integer.MAX_VALUE, maxR = -1;
        for (int s = sq.nextSetBit(0); s >= 0; s = sq.nextSetBit(s + 1)) {
            minF = Math.min(minF, s % files); maxF = Math.max(maxF, s % files);
            minR = Math.min(minR, s / files); maxR = Math.max(maxR, s / files);
        }
        if (maxF - minF != maxR - minR) return true; // not square: draw every step
        int fa = a % files - minF, ra = a / files - minR, fb = b % files - minF, rb = b / files - minR;
        int n = maxF - minF;
        return (fa == ra && fb == rb) || (fa + ra == n && fb + rb == n);
    }
}
