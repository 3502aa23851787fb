package varia.search;

/**
 * The outcome of a search.
 *
 * @param move  the best move (one of the position's legal moves), or {@code Moves.NONE} when the game is over
 * @param score centipawns for the side to move; mates as {@link Searcher#MATE} minus the distance in plies
 * @param depth last completed iteration
 * @param nodes nodes visited (interior, leaf and quiescence)
 * @param timeMs elapsed time
 * @param pv    principal variation, starting with {@code move}
 */
public record SearchResult(int move, int score, int depth, long nodes, long timeMs, int[] pv) {
    public long nps() { return timeMs <= 0 ? nodes * 1000 : nodes * 1000 / timeMs; }
}
