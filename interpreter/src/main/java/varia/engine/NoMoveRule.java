package varia.engine;

/** How a position whose side to move has no legal move is scored: checkmate and stalemate, as the rules say. */
@FunctionalInterface
public interface NoMoveRule {
    /** The result, or null to leave it to the next rule (the last one always answers). */
    GameResult score(Position p, boolean inCheck);
}
