package varia.engine;

/** Encoding of moves as ints. */
public final class Moves {
    private Moves() {}
    public static final int NONE = 0;
    /** Upper bound on legal moves in any position of a supported board. */
    public static final int MAX_MOVES = 1024;
}
