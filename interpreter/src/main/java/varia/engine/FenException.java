package varia.engine;

/** A FEN string that does not describe a position of the variant. */
public class FenException extends Exception {
    public FenException(String message) { super(message); }
}
