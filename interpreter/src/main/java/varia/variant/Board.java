package varia.variant;

import java.util.BitSet;

/**
 * The board: its size, how it is drawn, and the squares inside the rectangle that do not exist
 * (holes: nothing may stand on them, enter them or be dropped there). Squares are numbered rank by
 * rank from a1 = 0 over the whole rectangle, holes included, so that a board with holes keeps the
 * coordinates of its rectangle.
 *
 * @param files    width (a.. from White's left)
 * @param ranks    height (1.. from White's side)
 * @param style    whether pieces stand on the squares or on the points where lines cross
 * @param holes    the squares of the rectangle that are not on the board ({@code board.holes})
 * @param crossing whether slides, lame leaps, hops, castling and the royal pieces' sight pass over a hole
 * @param wrap     which axis, if any, closes on itself: the last file next to the first (a cylinder), or the last rank next to the first
 * @param round    drawn as a round board: the files are sectors round a centre, the ranks rings (rank 1 innermost); needs {@code wrap: files}
 */
public record Board(int files, int ranks, BoardStyle style, BitSet holes, HoleCrossing crossing, Wrap wrap, boolean round) {
    /** How moves treat a hole on their way ({@code board.hole-crossing}). */
    public enum HoleCrossing {
        /** A hole ends a slide and blocks a lame leap's path, a hopper's line, a castling and the royal pieces' sight (the default; Fairy-Stockfish's walls, cannons aside). */
        BLOCKED,
        /** Moves pass over a hole as over an empty square that is not there: a slide goes on beyond it. */
        OPEN
    }

    /** Which axis of the board closes on itself ({@code board.wrap}). */
    public enum Wrap {
        /** A plain rectangle: every edge is an edge. */
        NONE,
        /** The files wrap: a move off the last file comes back on the first (a cylinder; Byzantine chess's rings). */
        FILES,
        /** The ranks wrap: a move off the last rank comes back on the first. */
        RANKS
    }

    public Board {
        if (style == null) style = BoardStyle.SQUARES;
        holes = holes == null ? new BitSet() : (BitSet) holes.clone();
        if (crossing == null) crossing = HoleCrossing.BLOCKED;
        if (wrap == null) wrap = Wrap.NONE;
        if (round && wrap != Wrap.FILES) throw new IllegalArgumentException("a round board wraps its files");
    }

    /** A board that does not wrap. */
    public Board(int files, int ranks, BoardStyle style, BitSet holes, HoleCrossing crossing) {
        this(files, ranks, style, holes, crossing, Wrap.NONE, false);
    }

    /** A rectangle without holes. */
    public Board(int files, int ranks, BoardStyle style) { this(files, ranks, style, null, null); }

    /** Whether the files (or the ranks) close on themselves. */
    public boolean wraps() { return wrap != Wrap.NONE; }

    public int squares() { return files * ranks; }

    /** The holes (a copy). */
    @Override public BitSet holes() { return (BitSet) holes.clone(); }

    public boolean hasHoles() { return !holes.isEmpty(); }

    /** Whether the square (rank by rank from a1 = 0) is on the board: inside the rectangle and no hole. */
    public boolean exists(int square) { return square >= 0 && square < squares() && !holes.get(square); }

    public boolean isHole(int square) { return holes.get(square); }
}
