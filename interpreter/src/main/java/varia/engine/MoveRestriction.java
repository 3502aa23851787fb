package varia.engine;

/**
 * Narrows the legal moves of a position by a rule of the game's phase: an opening series, the
 * compulsory opening moves, the duty to drop first.
 */
@FunctionalInterface
public interface MoveRestriction {
    /** Keeps the allowed moves at the front of {@code moves}; returns how many. */
    int restrict(Position p, int[] moves, int n);

    /** Whether the restriction applies now (asked first: when none does, generation may stop at the first legal move). */
    default boolean active(Position p) { return true; }

    /** Why the restriction leaves out this move here, in words (for explaining an illegal move); null when it has none. */
    default String refusal(Position p, int move) { return null; }
}
