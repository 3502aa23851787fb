package varia.web;

/**
 * What {@link GameStore} keeps of any game, live ({@link SeatedSession}) or finished
 * ({@link FinishedGame}): its id, when it was last used, what it shares with other games and what it holds of its own. All
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

    /**
     * The bytes a game like this one holds of its own when it starts: measured by walking a sample
     * ({@link #sample()}) with what it shares left out ({@link #sharedRoot()}). Costs a walk of the
     * shared definition, so the store asks it once per definition, not per game.
     */
    final long sampleBytes() {
        varia.memory.Sizes.Walker w = new varia.memory.Sizes.Walker();
        Object root = sharedRoot();
        if (root != null) w.exclude(root);
        return w.size(sample());
    }

    /** What a walk of a sample leaves out: the definition and all that is compiled from it. */
    Object sharedRoot() { return shared(); }

    /** A game to weigh for {@link #sampleBytes()}: this one, or one like it that has made its first move. */
    LiveGame sample() { return this; }

    /**
     * The bytes the game holds beyond its sample's (what its moves and turns add); for a game that
     * shares nothing, all it holds. Cheap: asked after every request that changes the game.
     */
    abstract long growthBytes();

    /** True once the game is over: the store then keeps only its record ({@link #finish()}). */
    abstract boolean over();

    /** The game as a record: its text and what it takes to play it again (see {@link FinishedGame}). */
    abstract FinishedGame finish();
}
