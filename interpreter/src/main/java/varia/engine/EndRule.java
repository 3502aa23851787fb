package varia.engine;

/**
 * An ending a rule decides (bare king, a count, a repetition, two passes...). Two kinds: an
 * automatic ending ({@link #check}) ends the game by itself, and a position it ends has no legal
 * moves; a claim ({@link #claim}) only lets a player end the game (threefold repetition, the
 * 50-move rule, an unannounced count): the moves go on, {@link Position#result()} ignores it and
 * {@link Position#claims()} lists it. A rule may have both (FIDE: threefold is a claim, fivefold
 * ends the game). A rule with claims only is installed with {@link Installer#claim}.
 */
public interface EndRule {
    /** The result when this rule ends the game here, else null (this is asked at every position: keep it cheap). */
    GameResult check(Position p);

    /**
     * The result a player may claim here by this rule, else null. Asked only where the game has
     * not ended (by this or another rule, or checkmate): a claim never beats an automatic ending.
     */
    default GameResult claim(Position p) { return null; }

    /**
     * The result an arbiter could rule here by this rule, else null: an ending that the rules
     * order the offender to avoid rather than apply by themselves (xiangqi's perpetual check and
     * chase: "stop or lose"). Asked only where a record is replayed ({@link Position#arbitrated()}):
     * there {@link #check} leaves such an ending open, {@link Position#rulings()} lists it, and
     * the game goes on when the offender changes his move. Where the game is played (terminal,
     * engines, the computer) {@link #check} ends the game by it as before.
     */
    default GameResult ruling(Position p) { return null; }

    /**
     * The result of the repetition this position makes (it occurred before, since the last
     * irreversible move) if the players kept it up until this rule judges it, else null (then it
     * is worth a draw). For the search, which scores a position the first time it comes back:
     * where perpetual check loses, a cycle of checks is the checker's loss, not a draw.
     */
    default GameResult cycle(Position p) { return null; }

    /** Whether {@link #cycle} can judge a repetition other than as a draw (the search asks it once per search). */
    default boolean judgesCycles() { return false; }

    /**
     * True for the rules a checkmate or stalemate on the same move comes before (the n-move rule,
     * repetition, a count): the result asks them only when the side to move has a move.
     */
    default boolean afterMate() { return false; }
}
