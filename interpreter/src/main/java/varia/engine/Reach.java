package varia.engine;

/**
 * Where each piece could ever capture, as offsets from its square: per (colour, type) the set of
 * (file, rank) differences between a square and the squares its capturing rays land on, from any
 * square of the board, ignoring what stands between. "Does this piece on {@code from} attack
 * {@code target}?" is then answered "no" by one bit for most pairs, before any ray is walked (a
 * Shatar horse's move is asked whether it gives the forbidden mate: a quarter of perft's time
 * walked its eight leaps). Sound on any board: the question asks the offset the answer recorded.
 */
final class Reach {
    private final int perPiece, center;
    /** Per square rank * width + file: the difference of two is an offset, without a division. */
    private final int[] coord;
    private final long[] bits;

    Reach(MoveTables t, Geometry g) {
        int width = 2 * g.files - 1;
        perPiece = width * (2 * g.ranks - 1);
        center = (g.ranks - 1) * width + g.files - 1;
        coord = new int[t.squares];
        for (int s = 0; s < t.squares; s++) coord[s] = s / g.files * width + s % g.files;
        int pieces = 2 * t.types;
        bits = new long[(pieces * perPiece + 63) >>> 6];
        int[] rays = t.rays;
        for (int piece = 0; piece < pieces; piece++) {
            int base = piece * perPiece;
            for (int from = 0; from < t.squares; from++) {
                int i = piece * t.squares + from;
                for (int j = t.rayStart[i], end = t.rayStart[i + 1]; j < end; ) {
                    int h = rays[j], plen = (h >>> MoveTables.PATH_SHIFT) & 0xFF, len = h >>> MoveTables.LEN_SHIFT, q0 = j + 1;
                    j = q0 + plen + len;
                    int kind = h & MoveTables.KIND_MASK;
                    if (kind == MoveTables.MULTI) { // a multi-leg walk may end anywhere: no shortcut for this piece
                        for (int k = 0; k < perPiece; k++) set(base + k);
                        continue;
                    }
                    if ((h & MoveTables.F_CAPTURE) == 0) continue;
                    if (kind == MoveTables.LEAP) set(base + offset(from, rays[q0 + plen]));
                    else for (int q = q0; q < q0 + len; q++) set(base + offset(from, rays[q]));
                }
            }
        }
    }

    /** Could the piece (colour * types + type) on {@code from} capture on {@code target} on some board? */
    boolean may(int piece, int from, int target) {
        int k = piece * perPiece + offset(from, target);
        return (bits[k >>> 6] >>> k & 1) != 0;
    }

    private int offset(int from, int to) { return coord[to] - coord[from] + center; }

    private void set(int k) { bits[k >>> 6] |= 1L << k; }
}
