package varia.engine;

/**
 * A FEN field of a rule's own, written after the en-passant field, as Fairy-Stockfish writes its
 * check counter ({@code rnbqkbnr/... w KQkq - 3+3 0 1}). The field may be left out of a FEN; the
 * rule then sets its default.
 */
public interface FenField {
    /** What the field looks like, for the FEN reader (its pattern and its meaning in messages). */
    FenShape.ExtraField shape();

    /** Reads the field, whose text matched the pattern, or sets the default when {@code field} is null (left out). */
    void read(Position p, String field) throws FenException;

    /** The field for the current position. */
    String write(Position p);
}
