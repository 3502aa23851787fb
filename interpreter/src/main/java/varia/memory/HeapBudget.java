package varia.memory;

/**
 * Shares of the JVM's maximum heap ({@code -Xmx}) given to each thing a long-running Varia keeps,
 * so that the caches together stay well inside the heap whatever it is (docs/robustness.md, "The
 * server's limits"). A share is never below its floor, so a small heap still caches something.
 */
public enum HeapBudget {
    /**
     * Variants: a quarter each for the registry's bundled and folder variants, the server's pasted
     * files and its variants loaded with option values.
     */
    VARIANTS(1 / 10.0, 8),
    /** Race and dice-chess games loaded (each family's catalog: half for pasted files, half for the rest). */
    SEATED_GAMES(1 / 40.0, 2),
    /** Variants compiled for the engine (move tables, hooks). */
    COMPILED(1 / 10.0, 8),
    /** Search tables kept between computer moves. */
    SEARCHERS(1 / 20.0, 4),
    /** Live games and the records of finished ones (the game store). */
    GAMES(1 / 4.0, 16),
    /** Request bodies being read or worked on at once. */
    REQUEST_BODIES(1 / 8.0, 8);

    private final double fraction;
    private final long floorBytes;

    HeapBudget(double fraction, int floorMb) {
        this.fraction = fraction;
        this.floorBytes = floorMb * 1024L * 1024L;
    }

    /** The bytes this share is of the maximum heap now. */
    public long bytes() { return Math.max(floorBytes, (long) (Runtime.getRuntime().maxMemory() * fraction)); }

    public double fraction() { return fraction; }
}
