package varia.engine;

/**
 * Pieces taken by a rule's own kind of move (not a piece's move): recorded in the move's history
 * entry so that unmake restores them exactly, piece-list order included, and sent to the captor's
 * hand where captures go there. Called through {@link Position#capture} and its siblings.
 */
final class RuleCaptures {
    private RuleCaptures() {}

    /**
     * A rule's kind of move captures the piece on {@code sq} as a piece's move does (its marks
     * cleared, to the captor's hand where captures go there), recording it in {@code ply} (the
     * move's history entry) so that {@link #uncapture} restores it exactly.
     */
    static void capture(Position p, Ply ply, int sq) {
        int code = p.board[sq];
        ply.captured = code;
        ply.capturedSquare = sq;
        ply.capturedIndex = p.pidx[sq];
        p.remove(sq);
        p.clearMark(Compiled.UNMOVED, sq, p.c.zobrist.unmoved);
        p.clearMark(Compiled.SPECIAL, sq, p.c.zobrist.special);
        if (p.c.demoted != null) p.addToHand(ply.movedBy, p.c.handType(code, sq, p.marks), 1);
    }

    /** Undoes {@link #capture} from a kind's unmake: the piece back on its square, piece-list order included. */
    static void uncapture(Position p, Ply ply) {
        p.restore(ply.capturedSquare, ply.captured, ply.capturedIndex);
        if (p.c.demoted != null) p.addToHand(ply.movedBy, p.c.handType(ply.captured, ply.capturedSquare, ply.marks), -1);
    }

    /**
     * A second piece taken by the same kind of move (Byzantine chess's two blocked pawns), as
     * {@link #capture} takes the first: recorded in the ply's second-capture fields. Undone by
     * {@link #uncaptureAlso}, before {@link #uncapture}.
     */
    static void captureAlso(Position p, Ply ply, int sq) {
        int code = p.board[sq];
        ply.captured2 = code;
        ply.capturedSquare2 = sq;
        ply.capturedIndex2 = p.pidx[sq];
        p.remove(sq);
        p.clearMark(Compiled.UNMOVED, sq, p.c.zobrist.unmoved);
        p.clearMark(Compiled.SPECIAL, sq, p.c.zobrist.special);
        if (p.c.demoted != null) p.addToHand(ply.movedBy, p.c.demoted[Position.typeOf(code)], 1);
    }

    /** Undoes {@link #captureAlso}. */
    static void uncaptureAlso(Position p, Ply ply) {
        p.restore(ply.capturedSquare2, ply.captured2, ply.capturedIndex2);
        if (p.c.demoted != null) p.addToHand(ply.movedBy, p.c.demoted[Position.typeOf(ply.captured2)], -1);
    }
}
