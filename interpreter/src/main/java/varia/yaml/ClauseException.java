package varia.yaml;

/**
 * A text value (a region clause, a count clause) that cannot be read; {@code column} is 1-based
 * within the text, so the loader can point at the character.
 */
public final class ClauseException extends Exception {
    private final int column;

    public ClauseException(int column, String message) {
        super(message);
        this.column = column;
    }

    public int column() { return column; }
}
