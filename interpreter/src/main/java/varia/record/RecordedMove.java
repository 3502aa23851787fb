package varia.record;

/**
 * A move as written in a record, before it is checked against a position.
 *
 * @param text    the move as the replay reads it: PGN's text, or for a native format (KIF, CSA,
 *                USI, ICCS, WXF, GIB) its translation into Fairy-Stockfish coordinates
 * @param line    1-based line of its first character (0 when unknown)
 * @param column  1-based column
 * @param comment the comment that follows it in the record, or null
 * @param written the move as the native record wrote it ({@code ２三歩(26)}, {@code C2.5}), or null when
 *                {@code text} is already that (PGN); errors quote {@link #asWritten()}
 * @param number  the move's number as the record counts it (KIF numbers every ply: {@code 3}), or null
 *                when the record counts moves as PGN does (or not at all): errors then number it PGN's way
 */
public record RecordedMove(String text, int line, int column, String comment, String written, String number) {
    public RecordedMove(String text, int line, int column, String comment) { this(text, line, column, comment, null, null); }

    public RecordedMove(String text, int line, int column, String comment, String written) { this(text, line, column, comment, written, null); }

    public RecordedMove withComment(String c) { return new RecordedMove(text, line, column, c, written, number); }

    /** The move as the record's author wrote it: what an error message quotes. */
    public String asWritten() { return written != null ? written : text; }
}
