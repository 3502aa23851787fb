package varia.engine;

import varia.notation.Offset;

/**
 * The board's shape: squares numbered rank by rank from a1 = 0, files a.. from White's left.
 * Directions are relative to the moving side: Black's vectors are White's turned round.
 */
public final class Geometry {
    public final int files, ranks, squares;
    /** 64-bit words of a square set. */
    public final int words;

    Geometry(int files, int ranks) {
        this.files = files;
        this.ranks = ranks;
        this.squares = files * ranks;
        if (squares > 256) throw new IllegalArgumentException("boards are limited to 256 squares");
        this.words = (squares + 63) >>> 6;
    }

    public int square(int file, int rank) { return rank * files + file; }

    public int fileOf(int sq) { return sq % files; }

    public int rankOf(int sq) { return sq / files; }

    /** 0-based rank counted from colour c's own side. */
    public int relativeRank(int sq, int c) { return c == 0 ? rankOf(sq) : ranks - 1 - rankOf(sq); }

    /** The square {@code from + times * step} as seen by colour c, or -1 off the board. */
    public int shift(int from, Offset step, int c, int times) {
        int dx = step.dx() * times, dy = step.dy() * times;
        if (c == 1) { dx = -dx; dy = -dy; }
        int f = fileOf(from) + dx, r = rankOf(from) + dy;
        if (f < 0 || f >= files || r < 0 || r >= ranks) return -1;
        return square(f, r);
    }

    public int shift(int from, Offset step, int c) { return shift(from, step, c, 1); }

    /** The square's name in coordinate notation, e.g. {@code e4}, {@code a10}. */
    public String name(int sq) { return (char) ('a' + fileOf(sq)) + Integer.toString(rankOf(sq) + 1); }

    /** The square named {@code s} ("e4"), or -1 when it is not one of this board. */
    public int parse(String s) {
        if (s.length() < 2 || s.length() > 3) return -1;
        int file = s.charAt(0) - 'a';
        for (int i = 1; i < s.length(); i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return -1;
        int rank = Integer.parseInt(s.substring(1)) - 1;
        if (file < 0 || file >= files || rank < 0 || rank >= ranks) return -1;
        return square(file, rank);
    }
}
