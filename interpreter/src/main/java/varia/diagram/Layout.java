package varia.diagram;

/**
 * Where things go on a drawing: a cell per square (or per point), White's rank 1 at the bottom
 * unless flipped, a margin for the coordinates, and room to the right for the hands. Squares
 * are numbered as the engine numbers them: rank by rank from a1 = 0.
 */
public final class Layout {
    /** Side of one cell in SVG units. */
    public static final double CELL = 60;
    static final double PAD = 24, TOP = 12;

    final int files, ranks;
    final BoardStyle style;
    final boolean flipped;
    final int handColumns;

    Layout(int files, int ranks, BoardStyle style, boolean flipped, int handColumns) {
        this.files = files;
        this.ranks = ranks;
        this.style = style;
        this.flipped = flipped;
        this.handColumns = handColumns;
    }

    int file(int sq) { return sq % files; }
    int rank(int sq) { return sq / files; }
    int square(int file, int rank) { return rank * files + file; }
    boolean onBoard(int file, int rank) { return file >= 0 && file < files && rank >= 0 && rank < ranks; }

    /** Left edge of the cell of a file. */
    double left(int file) { return PAD + (flipped ? files - 1 - file : file) * CELL; }
    /** Top edge of the cell of a rank. */
    double top(int rank) { return TOP + (flipped ? rank : ranks - 1 - rank) * CELL; }
    public double cx(int sq) { return left(file(sq)) + CELL / 2; }
    public double cy(int sq) { return top(rank(sq)) + CELL / 2; }

    double boardLeft() { return PAD; }
    double boardTop() { return TOP; }
    double boardWidth() { return files * CELL; }
    double boardHeight() { return ranks * CELL; }
    double handLeft() { return PAD + boardWidth() + 14; }
    double width() { return handLeft() + (handColumns == 0 ? -4 : handColumns * CELL * 0.9 + 6); }
    double height() { return TOP + boardHeight() + PAD; }

    static String squareName(int file, int rank) { return (char) ('a' + file) + Integer.toString(rank + 1); }
    String squareName(int sq) { return squareName(file(sq), rank(sq)); }
}
