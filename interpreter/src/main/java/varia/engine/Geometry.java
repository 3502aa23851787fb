package varia.engine;

import java.util.BitSet;
import varia.notation.Offset;
import varia.variant.Board;

/**
 * The board's shape: squares numbered rank by rank from a1 = 0, files a.. from White's left, over
 * the whole rectangle; holes (squares of the rectangle that are not on the board) keep their
 * numbers but nothing stands on them, and the move tables never enter them.
 * Directions are relative to the moving side: Black's vectors are White's turned round.
 */
public final class Geometry {
    public final int files, ranks, squares;
    /** 64-bit words of a square set. */
    public final int words;
    /** The board has holes; they block what passes over them ({@code hole-crossing: blocked}). */
    public final boolean hasHoles, holesBlock;
    /** The files (the ranks) close on themselves: a step off one edge comes back on the other. */
    public final boolean wrapFiles, wrapRanks;
    /** Per square: a hole. */
    private final boolean[] hole;
    private final BitSet holeSet;

    Geometry(int files, int ranks) { this(new Board(files, ranks, null)); }

    Geometry(Board board) {
        this.files = board.files();
        this.ranks = board.ranks();
        this.squares = files * ranks;
        if (squares > 256) throw new IllegalArgumentException("boards are limited to 256 squares");
        this.words = (squares + 63) >>> 6;
        holeSet = board.holes();
        hole = new boolean[squares];
        for (int s = holeSet.nextSetBit(0); s >= 0 && s < squares; s = holeSet.nextSetBit(s + 1)) hole[s] = true;
        hasHoles = !holeSet.isEmpty();
        holesBlock = hasHoles && board.crossing() == Board.HoleCrossing.BLOCKED;
        wrapFiles = board.wrap() == Board.Wrap.FILES;
        wrapRanks = board.wrap() == Board.Wrap.RANKS;
    }

    /** Whether an axis of the board wraps. */
    public boolean wraps() { return wrapFiles || wrapRanks; }

    /** Whether the square is a hole (not on the board). */
    public boolean isHole(int sq) { return hole[sq]; }

    /** Whether the square is on the board (inside the rectangle and no hole). */
    public boolean exists(int sq) { return sq >= 0 && sq < squares && !hole[sq]; }

    /** A hole that stops what passes over it (with {@code hole-crossing: blocked}). */
    public boolean blocks(int sq) { return holesBlock && hole[sq]; }

    /** The holes (a copy). */
    public BitSet holes() { return (BitSet) holeSet.clone(); }

    public int square(int file, int rank) { return rank * files + file; }

    public int fileOf(int sq) { return sq % files; }

    public int rankOf(int sq) { return sq / files; }

    /** 0-based rank counted from colour c's own side. */
    public int relativeRank(int sq, int c) { return c == 0 ? rankOf(sq) : ranks - 1 - rankOf(sq); }

    /**
     * The square {@code from + times * step} as seen by colour c, or -1 off the board. On a board
     * that wraps, the wrapping axis is counted round (a ring of 16 files: 15 + 2 is file 1); the
     * tables stop a slide before it comes back to its own square.
     */
    public int shift(int from, Offset step, int c, int times) {
        int dx = step.dx() * times, dy = step.dy() * times;
        if (c == 1) { dx = -dx; dy = -dy; }
        int f = fileOf(from) + dx, r = rankOf(from) + dy;
        if (wrapFiles) f = Math.floorMod(f, files);
        else if (wrapRanks) r = Math.floorMod(r, ranks);
        if (f < 0 || f >= files || r < 0 || r >= ranks) return -1;
        return square(f, r);
    }

    /** The square one step (dx, dy) from {@code from} on the board as it is (not turned for a side), or -1 off the board. */
    public int step(int from, int dx, int dy) {
        int f = fileOf(from) + dx, r = rankOf(from) + dy;
        if (wrapFiles) f = Math.floorMod(f, files);
        else if (wrapRanks) r = Math.floorMod(r, ranks);
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
