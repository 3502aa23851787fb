package varia.engine;

/**
 * What a kind of move a rule defines ({@link Moves}' kinds beyond a plain move) does to the board,
 * and how it is taken back. Marks, rule state, the clocks, the hash and the side to move are
 * restored by the position itself; a kind only undoes its board changes.
 */
public interface MoveKind {
    /** Changes the board for {@code move} of the side to move; {@code ply} records the position before it. */
    void make(Position p, int move, Ply ply);

    /** Undoes the board changes of {@link #make} (called before the position restores the rest). */
    void unmake(Position p, int move, Ply ply);

    /** For a move of this kind that gates a piece from the hand ({@link Moves#GATE}): the square the piece goes to. */
    default int gateSquare(Position p, int move) { return Moves.from(move); }

    /**
     * Why this move of the kind (a drop of a piece on a square...) is not a legal move here, in
     * words, or null when the kind has nothing to say: asked only to explain an illegal move.
     */
    default String refusal(Position p, int move) { return null; }

    /** How a rule's action ({@link Moves#action}) is written, in coordinates and SAN alike; null for the kinds the core names. */
    default String name(Position p, int move) { return null; }
}
