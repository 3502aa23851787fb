package varia.engine;

/**
 * A legality condition a rule adds, checked after the move is made (the side that moved is
 * {@code p.sideToMove() ^ 1}; {@link Position#before()} is the position before it).
 */
@FunctionalInterface
public interface MoveFilter {
    boolean allows(Position p, int move);

    /**
     * Whether the filter may refuse a move in this position (asked before generating): when no
     * filter may, moves of pieces off every line to the royal piece skip the make/unmake test.
     */
    default boolean active(Position p) { return true; }
}
