package varia.engine;

/**
 * An ending a rule decides by itself (bare king, a count, a repetition, two passes...): a position
 * it ends has no legal moves.
 */
public interface EndRule {
    /** The result when this rule ends the game here, else null (this is asked at every position: keep it cheap). */
    GameResult check(Position p);

    /**
     * True for the rules a checkmate or stalemate on the same move comes before (the n-move rule,
     * repetition, a count): the result asks them only when the side to move has a move.
     */
    default boolean afterMate() { return false; }
}
