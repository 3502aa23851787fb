package varia.engine;

import varia.variant.Variant;

/**
 * A mutable game position with make/unmake. Moves are ints (see {@link Moves}).
 * Not thread-safe; one per thread.
 */
public final class Position {
    /** Start position of the variant. */
    public static Position start(Variant v) { throw new UnsupportedOperationException(); }

    /** Parses a FEN in Fairy-Stockfish's dialect. */
    public static Position fromFen(Variant v, String fen) throws FenException { throw new UnsupportedOperationException(); }

    public Variant variant() { throw new UnsupportedOperationException(); }

    /** FEN in Fairy-Stockfish's dialect. */
    public String toFen() { throw new UnsupportedOperationException(); }

    /** Writes the legal moves into {@code out} (at least {@link Moves#MAX_MOVES} long); returns how many. A finished game has none. */
    public int legalMoves(int[] out) { throw new UnsupportedOperationException(); }

    public void make(int move) { throw new UnsupportedOperationException(); }

    /** Takes back the last {@link #make}. */
    public void unmake() { throw new UnsupportedOperationException(); }

    /** Coordinate notation as Fairy-Stockfish writes it: {@code e2e4}, {@code e7e8q}, {@code a9a10}. */
    public String moveToUci(int move) { throw new UnsupportedOperationException(); }

    /** The legal move written in coordinate notation, or {@link Moves#NONE}. */
    public int parseUci(String text) { throw new UnsupportedOperationException(); }

    public boolean inCheck() { throw new UnsupportedOperationException(); }

    /** 0 = White, 1 = Black. */
    public int sideToMove() { throw new UnsupportedOperationException(); }

    public long hash() { throw new UnsupportedOperationException(); }
}
