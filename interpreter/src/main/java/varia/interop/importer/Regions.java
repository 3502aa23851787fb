package varia.interop.importer;

import java.util.ArrayList;
import java.util.List;
import varia.interop.fs.FsSquares;

/**
 * Fairy-Stockfish's square sets as Varia region clauses. Fairy-Stockfish holds each side's squares
 * as on the board; a Varia region is written from its owner's side (Black's turned round by 180
 * degrees), so a pair that is one region seen from each side is one clause, and any other pair is a
 * region per colour with {@code absolute: true}.
 */
final class Regions {
    private Regions() {}

    /** {clause} when Black's squares are White's turned round, else {White's clause, Black's clause} as on the board. */
    static String[] clause(FsSquares white, FsSquares black, int files, int ranks) {
        if (white.isEmpty() || black.isEmpty()) throw new IllegalArgumentException("a region needs squares for both sides");
        if (turned(black, files, ranks).equals(white)) return new String[] {text(white, files, ranks)};
        return new String[] {text(white, files, ranks), text(black, files, ranks)};
    }

    /** The squares turned round by 180 degrees on a board of this size. */
    static FsSquares turned(FsSquares s, int files, int ranks) {
        FsSquares out = FsSquares.NONE;
        for (int[] q : s.squares()) if (q[0] < files && q[1] < ranks) out = out.with(files - 1 - q[0], ranks - 1 - q[1]);
        return out;
    }

    /** A clause for the squares as on the board: whole ranks as {@code ranks 1-3}, a block as {@code files d-f ranks 1-3}, else the squares. */
    static String text(FsSquares s, int files, int ranks) {
        // a rectangle
        int f0 = files, f1 = -1, r0 = ranks, r1 = -1;
        for (int[] q : s.squares()) {
            f0 = Math.min(f0, q[0]);
            f1 = Math.max(f1, q[0]);
            r0 = Math.min(r0, q[1]);
            r1 = Math.max(r1, q[1]);
        }
        if (s.size() == (f1 - f0 + 1) * (r1 - r0 + 1)) {
            String fs = f0 == 0 && f1 == files - 1 ? "" : f0 == f1 ? "file " + file(f0) : "files " + file(f0) + "-" + file(f1);
            String rs = r0 == 0 && r1 == ranks - 1 && !fs.isEmpty() ? "" : r0 == r1 ? "rank " + (r0 + 1) : "ranks " + (r0 + 1) + "-" + (r1 + 1);
            return (fs + " " + rs).strip();
        }
        // whole ranks, then the other squares
        List<String> parts = new ArrayList<>();
        FsSquares rest = s;
        int r = 0;
        while (r < ranks) {
            if (!fullRank(s, r, files)) { r++; continue; }
            int end = r;
            while (end + 1 < ranks && fullRank(s, end + 1, files)) end++;
            parts.add(end == r ? "rank " + (r + 1) : "ranks " + (r + 1) + "-" + (end + 1));
            for (int k = r; k <= end; k++) rest = rest.minus(FsSquares.ranks(k));
            r = end + 1;
        }
        if (!rest.isEmpty()) parts.add(rest.toString());
        return String.join(" + ", parts);
    }

    private static boolean fullRank(FsSquares s, int r, int files) {
        for (int f = 0; f < files; f++) if (!s.contains(f, r)) return false;
        return true;
    }

    private static char file(int f) { return (char) ('a' + f); }
}
