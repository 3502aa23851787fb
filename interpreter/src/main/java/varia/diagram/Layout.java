package varia.diagram;

/**
 * Where things go on a drawing: a cell per square (or per point), White's rank 1 at the bottom
 * unless flipped, a margin for the coordinates, and room to the right for the hands. Squares
 * are numbered as the engine numbers them: rank by rank from a1 = 0.
 *
 * <p>A round board ({@code board.round}) is drawn as rings round a centre: rank 1 the innermost
 * ring, each file a sector, the files counted anticlockwise with the first quarter of them facing
 * the bottom (White's side; Black's when flipped). Its cells are ring sectors, as wide as a square
 * cell on the innermost ring and wider further out; {@link #cx}/{@link #cy} give their centres.
 */
public final class Layout {
    /** Side of one cell in SVG units. */
    public static final double CELL = 60;
    static final double PAD = 24, TOP = 12;

    final int files, ranks;
    final BoardStyle style;
    final boolean flipped;
    final int handColumns;
    /** The margin above the board. */
    final double top;
    /** Drawn round: the files are sectors, the ranks rings. */
    final boolean round;
    /** A round board's inner and outer radius. */
    final double inner, outer;

    Layout(int files, int ranks, BoardStyle style, boolean flipped, int handColumns) {
        this(files, ranks, style, flipped, handColumns, false);
    }

    Layout(int files, int ranks, BoardStyle style, boolean flipped, int handColumns, boolean round) {
        this(files, ranks, style, flipped, handColumns, round, TOP);
    }

    /** {@code top}: the margin above the board (more when coordinates are written there too). */
    Layout(int files, int ranks, BoardStyle style, boolean flipped, int handColumns, boolean round, double top) {
        this.top = top;
        this.files = files;
        this.ranks = ranks;
        this.style = style;
        this.flipped = flipped;
        this.handColumns = handColumns;
        this.round = round;
        // the innermost ring's cells as wide as a square cell at their middle, and never a hole smaller than a cell
        inner = round ? Math.max(CELL * 0.75, files * CELL / (2 * Math.PI) - CELL / 2) : 0;
        outer = inner + ranks * CELL;
    }

    int file(int sq) { return sq % files; }
    int rank(int sq) { return sq / files; }
    int square(int file, int rank) { return rank * files + file; }
    boolean onBoard(int file, int rank) { return file >= 0 && file < files && rank >= 0 && rank < ranks; }

    /** Left edge of the cell of a file. */
    double left(int file) { return PAD + (flipped ? files - 1 - file : file) * CELL; }
    /** Top edge of the cell of a rank. */
    double top(int rank) { return top + (flipped ? rank : ranks - 1 - rank) * CELL; }
    public double cx(int sq) { return round ? centreX() + radius(rank(sq) + 0.5) * Math.cos(angle(file(sq) + 0.5)) : left(file(sq)) + CELL / 2; }
    public double cy(int sq) { return round ? centreY() - radius(rank(sq) + 0.5) * Math.sin(angle(file(sq) + 0.5)) : top(rank(sq)) + CELL / 2; }

    // ---------------------------------------------------------------- a round board

    /** The centre of a round board. */
    double centreX() { return PAD + outer; }
    double centreY() { return top + outer; }

    /** The radius at {@code ring} rings from the inner edge (0 = the inner edge, {@code ranks} = the outer). */
    double radius(double ring) { return inner + ring * CELL; }

    /**
     * The angle (radians, anticlockwise from the right, y up) at {@code file} sectors from the start
     * of file a: the first quarter of the files is centred on the bottom, or on the top when flipped.
     */
    double angle(double file) {
        double step = 2 * Math.PI / files;
        return (flipped ? Math.PI / 2 : 3 * Math.PI / 2) - files / 8.0 * step + file * step;
    }

    /** The outline of a cell of a round board, as SVG path data: a ring sector. */
    String sector(int sq) { return sector(rank(sq), rank(sq) + 1, file(sq), file(sq) + 1); }

    /** A ring sector from ring {@code r0} to {@code r1} and from file {@code f0} to {@code f1} (sector edges). */
    String sector(double r0, double r1, double f0, double f1) {
        double a0 = angle(f0), a1 = angle(f1), ri = radius(r0), ro = radius(r1);
        double cx = centreX(), cy = centreY();
        int large = (a1 - a0) > Math.PI ? 1 : 0;
        return "M" + Svg.num(cx + ri * Math.cos(a0)) + " " + Svg.num(cy - ri * Math.sin(a0))
                + "L" + Svg.num(cx + ro * Math.cos(a0)) + " " + Svg.num(cy - ro * Math.sin(a0))
                + "A" + Svg.num(ro) + " " + Svg.num(ro) + " 0 " + large + " 0 " + Svg.num(cx + ro * Math.cos(a1)) + " " + Svg.num(cy - ro * Math.sin(a1))
                + "L" + Svg.num(cx + ri * Math.cos(a1)) + " " + Svg.num(cy - ri * Math.sin(a1))
                + "A" + Svg.num(ri) + " " + Svg.num(ri) + " 0 " + large + " 1 " + Svg.num(cx + ri * Math.cos(a0)) + " " + Svg.num(cy - ri * Math.sin(a0))
                + "Z";
    }

    /**
     * Whether a line between the two squares' centres shows the step between them: on a flat
     * drawing of a board that wraps, a step across the seam would cross the whole board instead.
     */
    boolean drawnNear(int a, int b) {
        return round || Math.abs(cx(a) - cx(b)) <= files * CELL / 2.0 && Math.abs(cy(a) - cy(b)) <= ranks * CELL / 2.0;
    }

    double boardLeft() { return PAD; }
    double boardTop() { return top; }
    double boardWidth() { return round ? 2 * outer : files * CELL; }
    double boardHeight() { return round ? 2 * outer : ranks * CELL; }
    double handLeft() { return PAD + boardWidth() + 14; }
    double width() { return handLeft() + (handColumns == 0 ? -4 : handColumns * CELL * 0.9 + 6); }
    double height() { return top + boardHeight() + PAD; }

    static String squareName(int file, int rank) { return (char) ('a' + file) + Integer.toString(rank + 1); }
    String squareName(int sq) { return squareName(file(sq), rank(sq)); }
}
