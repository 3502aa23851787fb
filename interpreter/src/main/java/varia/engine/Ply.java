package varia.engine;

/**
 * One entry of the undo history: the move made and what the position was before it. Entries are
 * allocated once and reused, so making a move allocates nothing.
 */
public final class Ply {
    /** The move made from this position. */
    public int move;
    /** The moving piece's board code (for a promotion, before it), the captured piece's code (0 when none) and square. */
    public int mover, captured, capturedSquare;
    /**
     * A second piece the same move captured, and its square: a multi-leg move that captures on its
     * way and again where it ends (the lion's double capture); {@link #captured} is then the piece
     * taken on the way. Written only by multi-leg moves (so that other moves pay nothing): read it
     * through {@link #secondCaptured()}.
     */
    int captured2, capturedSquare2;

    /** The second piece this move captured (a multi-leg move's, where it ends), or 0. */
    public int secondCaptured() { return Moves.isMulti(move) ? captured2 : 0; }

    /** A rule's kind of move that may take a second piece ({@link Position#captureAlso}) starts with none recorded. */
    public void clearSecondCapture() { captured2 = 0; }

    /** The second piece a rule's kind of move took with {@link Position#captureAlso}, or 0. */
    public int secondCapturedByAction() { return captured2; }
    /** The colour that made the move (its opponent is to move next, unless a rule of turns says otherwise). */
    public int movedBy;
    int capturedIndex, capturedIndex2, halfmove, fullmove, epVictim, stm;
    /** Free turns were on before the move. */
    public boolean free;
    boolean placedOnOrigin;
    long hash;
    /** The position's mark words and rule state slots before the move. */
    final long[] marks;
    final int[] state;

    private final int words;

    Ply(int markWords, int stateSlots, int words) {
        marks = new long[markWords];
        state = new int[stateSlots];
        this.words = words;
    }

    /** A rule state slot's value before the move. */
    public int state(int slot) { return state[slot]; }

    /** Whether the piece on a square was unmoved before the move. */
    public boolean wasUnmoved(int sq) { return mark(Compiled.UNMOVED, sq); }

    /** Whether the piece on a square held its special right before the move. */
    public boolean hadSpecial(int sq) { return mark(Compiled.SPECIAL, sq); }

    /** Whether a square was in a rule's mark set ({@link Installer#markSet}) before the move. */
    public boolean wasMarked(int set, int sq) { return mark(set, sq); }

    private boolean mark(int set, int sq) { return (marks[set * words + (sq >>> 6)] >>> (sq & 63) & 1) != 0; }

    public int sideToMove() { return stm; }

    /** The position's hash before the move. */
    public long hash() { return hash; }
}
