package varia.notation;

/** A movement string that cannot be compiled; {@code column} is 1-based within the string. */
public class NotationException extends Exception {
    private final int column;
    private final String hint;

    public NotationException(int column, String message, String hint) {
        super(message);
        this.column = column;
        this.hint = hint;
    }

    public int column() { return column; }

    /** How to fix it, or null. */
    public String hint() { return hint; }
}
