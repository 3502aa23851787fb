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
 */
public record Board(int files, int ranks, BoardStyle style, BitSet holes, HoleCrossing crossing) {
    /** How moves treat a hole on their way ({@code board.hole-crossing}). */
    public enum HoleCrossing {
        /** A hole ends a slide and blocks a lame leap's path, a hopper's line, a castling and the royal pieces' sight (the default; Fairy-Stockfish's walls, cannons aside). */
        BLOCKED,
        /** Moves pass over a hole as over an empty square that is not there: a slide goes on beyond it. */
        OPEN
    }

    public Board {
        if (style == null) style = BoardStyle.SQUARES;
        holes = holes == null ? new BitSet() : (BitSet) holes.clone();
        if (crossing == null) crossing = HoleCrossing.BLOCKED;
    }

    /** A rectangle without holes. */
    public Board(int files, int ranks, BoardStyle style) { this(files, ranks, style, null, null); }

    public int squares() { return files * ranks; }

    /** The holes (a copy). */
    @Override public BitSet holes() { return (BitSet) holes.clone(); }

    public boolean hasHoles() { return !holes.isEmpty(); }

    /** Whether the square (rank by rank from a1 = 0) is on the board: inside the rectangle and no hole. */
    public boolean exists(int square) { return square >= 0 && square < squares() && !holes.get(square); }

    public boolean isHole(int square) { return holes.get(square); }
}
