package varia.web;

/**
 * What {@link GameStore} keeps of any live game, chess-like ({@link GameSession}), race
 * ({@link RaceSession}) or dice chess ({@link DiceSession}): its id and when it was last used. All kinds share one store, so
 * {@code --max-games} bounds them together.
 */
abstract class LiveGame {
    final String id;
    volatile long lastUsed = System.nanoTime();

    LiveGame(String id) { this.id = id; }

    void touch() { lastUsed = System.nanoTime(); }
}
