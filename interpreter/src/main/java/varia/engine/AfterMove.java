package varia.engine;

/**
 * State a rule keeps up to date as moves are made: counts, rights, zones, turn order. Rule state
 * lives in the position's marks and state slots, which {@link Position#unmake} restores: a rule
 * needs no undo code.
 */
public interface AfterMove {
    /** Called at the end of {@link Position#make}; {@code p.before()} is the position before the move. */
    void afterMake(Position p, int move);

    /** Called when a position is set up from a FEN, to start the rule's state. */
    default void afterSetup(Position p) {}

    /**
     * Whether the update can change what attacks what (pieces, first-move or special marks, stops):
     * when no rule's can, the generator judges a piece's move by its two squares alone, without
     * making it. Say false only for state that no attack reads (counts, turn, castling rights).
     */
    default boolean changesAttacks() { return true; }

    /**
     * Whether the update can set the side to move ({@link Position#setSideToMove}): a series of
     * moves, a turn kept. Where none can, the opponent always moves next, which a
     * {@link ReplyWitness} relies on.
     */
    default boolean setsSideToMove() { return false; }

    /**
     * Whether the update can give the side that did not move an attack it lacked (a right, a piece,
     * an open line): when no rule's can, a move its two squares judge safe is safe (a right lost on
     * check only takes attacks away), and only a move they find attacked must be made to be judged.
     */
    default boolean givesAttacks() { return changesAttacks(); }

    /**
     * Whether the update can give the side that moved an attack its piece's move did not (a piece
     * put on another square, a right gained): when no rule's can, whether a plain move checks the
     * opponent's royal piece is read from the lines through its two squares alone
     * ({@link Position#attackedAfterLastMove}).
     */
    default boolean givesMoverAttacks() { return changesAttacks(); }

    /**
     * Whether the update can take away an attack that needs no right (take a piece off, fill a
     * line): when no rule's can (it only takes rights away), a check by such an attack is answered
     * only on the checker's line or by the royal piece, whatever the update does.
     */
    default boolean takesPlainAttacks() { return changesAttacks(); }

    /**
     * Whether the attacks the update can give (and the stops it sets) change only after a move that
     * moves, takes, promotes into or gates a piece of a type that changes lines
     * ({@link Installer#changesLines}: a zone's caster): then, with stops on the board, a plain move
     * of another piece that takes none is still judged safe by its two squares ({@link Compiled#twoSquareSafeOffChangers}).
     */
    default boolean givesAttacksOnlyByLineChangers() { return changesAttacksOnlyByLineChangers(); }

    /**
     * Whether the update changes attacks at all (gives or takes them, sets or clears stops) only
     * after such a move: then a plain move of another piece that takes none is judged by its two
     * squares both ways, an attacked verdict being as final as a safe one ({@link Compiled#twoSquareMovesOffChangers}).
     */
    default boolean changesAttacksOnlyByLineChangers() { return false; }
}
