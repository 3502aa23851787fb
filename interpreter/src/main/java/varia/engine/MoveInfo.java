package varia.engine;

import varia.variant.PieceType;

/**
 * What a move does, for notation (SAN, records, protocols). Squares are indices as in
 * {@link Position#squareName(int)}; -1 where not applicable.
 *
 * @param move       the encoded move
 * @param kind       what sort of move it is
 * @param from       origin square (-1 for drops and passes)
 * @param to         destination square (for a pass: the mover's royal square, as Fairy-Stockfish writes it)
 * @param piece      the moving (or dropped) piece type
 * @param captured   the captured type, or null
 * @param promotion  the type it becomes, or null
 * @param gated      the piece gated from the hand onto {@code gateSquare} (Seirawan chess), or null
 * @param gateSquare where the gated piece goes (the origin, or a castling partner's square); -1 without one
 * @param via        for a multi-leg move that captures on its way or comes back to its square: the
 *                   square it goes through (where it captures on its way); else -1
 * @param capturedOnTheWay the type a multi-leg move captures on {@code via}, or null
 */
public record MoveInfo(int move, Kind kind, int from, int to, PieceType piece, PieceType captured, PieceType promotion,
                       PieceType gated, int gateSquare, int via, PieceType capturedOnTheWay) {
    /**
     * SWAP: the royal piece ({@code piece}) on {@code from} and the own piece on {@code to} exchange squares.
     * ACTION: a rule's action on the squares {@code from} and {@code to} ({@link Moves#action}), written as the rule names it.
     */
    public enum Kind { NORMAL, EN_PASSANT, CASTLING, DROP, PASS, DECLARATION, SWAP, ACTION }

    /** A move that gates nothing. */
    public MoveInfo(int move, Kind kind, int from, int to, PieceType piece, PieceType captured, PieceType promotion) {
        this(move, kind, from, to, piece, captured, promotion, null, -1, -1, null);
    }

    /** A move that may gate, of one leg (or with the effect of one). */
    public MoveInfo(int move, Kind kind, int from, int to, PieceType piece, PieceType captured, PieceType promotion,
                    PieceType gated, int gateSquare) {
        this(move, kind, from, to, piece, captured, promotion, gated, gateSquare, -1, null);
    }

    /** Something is captured: where the move ends, or (multi-leg) on its way. */
    public boolean isCapture() { return captured != null || capturedOnTheWay != null; }

    /** A multi-leg move going through {@link #via} (a capture on the way, or a return to its own square). */
    public boolean isMultiLeg() { return Moves.isMulti(move); }
}
