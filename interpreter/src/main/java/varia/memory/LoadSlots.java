package varia.memory;

import java.util.concurrent.Semaphore;

/**
 * At most a few loads of variant or game files at once, whatever the number of requests asking:
 * a load takes many times its file's size while it runs (the YAML tree, every option value tried,
 * the move tables compiled), so a burst of requests for files not yet cached must queue for the
 * heap's sake rather than load side by side. Re-entrant: a load inside a load (a variant compiled
 * while its file is checked) takes no second slot.
 */
public final class LoadSlots {
    /** Loads at once: one per core, at least two. */
    public static final int SLOTS = Math.max(2, Runtime.getRuntime().availableProcessors());

    private static final Semaphore FREE = new Semaphore(SLOTS, true);
    private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);

    private LoadSlots() {}

    /**
     * The cache's value for the key, else loaded in a slot: the slot is taken before the cache's
     * one-load-per-key promise is made, so a thread that others wait for always holds a slot and
     * can finish (a load waiting for a slot while slot holders wait for it would never end).
     */
    public static <K, V, E extends Exception> V cached(BoundedCache<K, V> cache, K key, BoundedCache.Loader<V, E> load) throws E {
        V v = cache.get(key);
        if (v != null) return v;
        return run(() -> cache.get(key, load));
    }

    /** Runs a load in a slot (waiting for one, in arrival order). */
    public static <V, E extends Exception> V run(BoundedCache.Loader<V, E> load) throws E {
        int[] depth = DEPTH.get();
        if (depth[0] > 0) return load.load();
        FREE.acquireUninterruptibly();
        depth[0]++;
        try {
            return load.load();
        } finally {
            depth[0]--;
            FREE.release();
        }
    }
}
