package varia.engine;

/**
 * A rule whose rights a FEN writes in its castling field (Fairy-Stockfish's dialect): castling
 * letters, file letters of back-rank pieces holding a first-move right, squares of pieces holding
 * a special right elsewhere.
 */
public interface FenRights {
    /**
     * Letters this rule writes in the castling field as tokens of its own (upper case for White,
     * lower case for Black), beyond the board's file letters: the FEN reader accepts them.
     */
    default String letters() { return ""; }

    /** Takes a token that is this rule's own (a castling letter, a square): false when it is not. */
    default boolean read(Position p, String token, int colour) throws FenException { return false; }

    /** A file letter named the back-rank piece on {@code sq}: set this rule's rights on it, if it has any. */
    default void readFileRight(Position p, int sq) {}

    /** True when the piece on back-rank square {@code sq} holds a right of this rule written as its file letter. */
    default boolean fileRight(Position p, int sq) { return false; }

    /** Appends a colour's tokens written before its file letters (castling letters, as Fairy-Stockfish writes KQABCDEFGH). */
    default void writeColour(Position p, StringBuilder sb, int colour) {}

    /** Appends the tokens written after every colour's file letters (squares of special rights). */
    default void write(Position p, StringBuilder sb) {}
}
