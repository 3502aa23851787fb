package varia.engine;

/**
 * A rule that writes a running count in the FEN instead of the en-passant and half-move fields,
 * as Fairy-Stockfish does for counting rules.
 */
public interface FenCount {
    /** True when a count runs (its two fields then replace en passant and the half-move clock). */
    boolean running(Position p);

    /** Reads the count fields; false when {@code limit} is not a count (then it is an en-passant square). */
    boolean read(Position p, String limit, String counted) throws FenException;

    /** The two fields, e.g. "64 12". */
    String write(Position p);
}
