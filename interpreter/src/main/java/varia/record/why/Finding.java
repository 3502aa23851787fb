package varia.record.why;

/**
 * How far a written move got through the checks, and why it stopped there.
 *
 * @param stage  one of the constants, in the order the checks run
 * @param reason the words, or null at {@link #PSEUDO_LEGAL}
 * @param move   at {@link #PSEUDO_LEGAL} and later: the move as the engine encodes it
 */
record Finding(int stage, String reason, int move) {
    /** No such piece; the pattern never reaches; a blocker or a missing screen; a capture or a plain move where the pattern allows only the other. */
    static final int NO_PIECE = 1, PATTERN = 2, BLOCKED = 3, MODE = 4;
    /** The piece's pattern allows the move on this board: the rules and royal safety are next. */
    static final int PSEUDO_LEGAL = 5;
    /** A rule forbids it; it would leave the mover's royal piece attacked. */
    static final int RULE = 6, ROYAL = 7;

    static Finding at(int stage, String reason) { return new Finding(stage, reason, 0); }
}
