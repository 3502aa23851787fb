package varia.engine;

/** A FEN string that does not describe a position of the variant; {@code index} is the 0-based character it is about (-1 when none). */
public class FenException extends Exception {
    private final int index;

    public FenException(String message) { this(-1, message); }

    public FenException(int index, String message) {
        super(message);
        this.index = index;
    }

    public int index() { return index; }
}
