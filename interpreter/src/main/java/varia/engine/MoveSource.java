package varia.engine;

/**
 * Moves a rule adds to the side to move's list besides its pieces' own moves: castling, drops,
 * passes, declarations, promotions as moves of their own. Each move added must be legal
 * ({@link Position#isLegal} tests one).
 */
@FunctionalInterface
public interface MoveSource {
    /** Writes moves from {@code out[n]} on; returns the new count. */
    int generate(Position p, int[] out, int n, boolean inCheck);
}
