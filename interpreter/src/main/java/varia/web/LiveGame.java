package varia.web;

/**
 * What {@link GameStore} keeps of any game, chess-like ({@link GameSession}), race
 * ({@link RaceSession}), dice chess ({@link DiceSession}) or finished ({@link FinishedGame}): its
 * id, when it was last used, what it shares with other games and what it holds of its own. All
 * kinds share one store, so {@code --max-games} and the store's memory bound them together.
 */
abstract class LiveGame {
    final String id;
    volatile long lastUsed = System.nanoTime();

    LiveGame(String id) { this.id = id; }

    void touch() { lastUsed = System.nanoTime(); }

    /**
     * What the game shares with the other games of its definition (its variant or game, compiled),
     * counted once by the store however many games use it; null when it holds nothing shared.
     */
    abstract Object shared();

    /** The bytes the game holds of its own (an estimate that grows with its moves). */
    abstract long bytes();

    /** True once the game is over: the store then keeps only its record ({@link #finish()}). */
    abstract boolean over();

    /** The game as a record: its text and what it takes to play it again (see {@link FinishedGame}). */
    abstract FinishedGame finish();
}
