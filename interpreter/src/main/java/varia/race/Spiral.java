package varia.race;

import java.util.ArrayList;
import java.util.List;

/**
 * A track generator: a square spiral over a square board seen as concentric rings. Starting on a
 * corner, the track walks the outer ring round in the given direction to the square before its
 * start, steps one square diagonally inwards onto the next ring's corner, and so on.
 *
 * @param clockwise    the outer ring's direction (seen with a1 at the lower left)
 * @param innerReverse the inner rings are walked the other way (Falkener's Ashta-kashte)
 * @param full         walk the innermost ring to its end; else stop on its first square (on an
 *                     8x8 board: the centre square of the player's own quadrant)
 */
public record Spiral(boolean clockwise, boolean innerReverse, boolean full) {

    /** The track from a corner square of a {@code size}x{@code size} board; null when {@code from} is not a corner. */
    public int[] from(int from, int size) {
        int x0 = from % size, y0 = from / size, last = size - 1;
        if ((x0 != 0 && x0 != last) || (y0 != 0 && y0 != last)) return null;
        // walk in the frame of a1, then turn the result onto the real corner
        int turns = x0 == 0 ? (y0 == 0 ? 0 : 3) : (y0 == 0 ? 1 : 2);
        List<int[]> walk = new ArrayList<>();
        int rings = (size + 1) / 2;
        for (int k = 0; k < rings; k++) {
            boolean cw = k == 0 ? clockwise : clockwise ^ innerReverse;
            List<int[]> ring = ring(k, size, cw);
            if (k == rings - 1 && !full) ring = ring.subList(0, 1);
            walk.addAll(ring);
        }
        int[] out = new int[walk.size()];
        for (int i = 0; i < out.length; i++) {
            int x = walk.get(i)[0], y = walk.get(i)[1];
            for (int r = 0; r < turns; r++) { int nx = last - y; y = x; x = nx; } // a quarter turn anticlockwise
            out[i] = y * size + x;
        }
        return out;
    }

    /** Ring {@code k} from its lower-left corner, anticlockwise (east first) or clockwise (north first). */
    private static List<int[]> ring(int k, int size, boolean clockwise) {
        int lo = k, hi = size - 1 - k;
        List<int[]> out = new ArrayList<>();
        if (lo == hi) {
            out.add(new int[] {lo, lo});
            return out;
        }
        for (int x = lo; x < hi; x++) out.add(new int[] {x, lo});
        for (int y = lo; y < hi; y++) out.add(new int[] {hi, y});
        for (int x = hi; x > lo; x--) out.add(new int[] {x, hi});
        for (int y = hi; y > lo; y--) out.add(new int[] {lo, y});
        if (clockwise) { // the same squares in the mirror order: (x, y) -> (y, x)
            for (int[] s : out) { int t = s[0]; s[0] = s[1]; s[1] = t; }
        }
        return out;
    }
}
