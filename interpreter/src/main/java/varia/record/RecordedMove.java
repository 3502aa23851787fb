package varia.record;

/**
 * A move as written in a record, before it is checked against a position.
 *
 * @param text    the move as written (annotation marks such as {@code !?} included)
 * @param line    1-based line of its first character (0 when unknown)
 * @param column  1-based column
 * @param comment the comment that follows it in the record, or null
 */
public record RecordedMove(String text, int line, int column, String comment) {
    public RecordedMove withComment(String c) { return new RecordedMove(text, line, column, c); }
}
