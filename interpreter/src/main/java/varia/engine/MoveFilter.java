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
     * filter may, none is asked about the moves.
     */
    default boolean active(Position p) { return true; }

    /**
     * Whether the filter may refuse this move (asked in the position before it; false promises that
     * {@link #allows} would say yes): a move no active filter concerns is legal when the mover's
     * royal pieces are safe, which pins decide without making it.
     */
    default boolean concerns(Position p, int move) { return true; }

    /**
     * The piece types whose plain moves ({@link Moves#isPlain}) this filter may concern, one bit
     * per type: to a plain move by a piece of any other type {@link #concerns} says false, so the
     * generator does not ask (a Shatar filter asked it of every move at every leaf of perft).
     * All types unless the filter knows better.
     */
    default long plainMovers() { return -1L; }

    /**
     * Whether this filter refuses a move only when the opponent has no reply to it ({@link
     * Position#hasLegalMove} false, perhaps with more conditions that the reply makes moot): where
     * the reply test is not run (the last level of nested reply tests, which answers yes), it allows
     * every move, and the generator neither asks it nor makes the move for it.
     */
    default boolean onlyTestsReplies() { return false; }

    /**
     * Why this filter refused the move, in words (asked in the position after it, once {@link #allows}
     * said no; for explaining an illegal move, never while generating): null when the rule has none.
     */
    default String refusal(Position p, int move) { return null; }
}
