package varia.memory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.BiPredicate;
import java.util.function.ToLongFunction;

/**
 * A cache bounded both by entries and by bytes, the least recently used entry going first: every
 * cache of loaded variants, compiled games and search tables is one of these, so that what a
 * server keeps has a ceiling whatever it is asked.
 *
 * <p>An entry's weight is taken once, when it is put ({@code weigher}, usually {@link Footprint}).
 * An entry heavier than the whole budget is returned to its caller but not kept. A load for a key
 * runs once at a time ({@link #get(Object, Loader)}): callers asking for the same key meanwhile
 * wait for that load rather than start their own, so a burst of requests for one expensive key
 * costs one load. Keys must already be canonical (option values checked, not raw request text):
 * the cache cannot tell two spellings of one thing apart.
 */
public final class BoundedCache<K, V> {
    /** Loads a value; may throw the caller's checked exception. */
    public interface Loader<V, E extends Exception> { V load() throws E; }

    private record Entry<V>(V value, long weight) {}

    private final String name;
    private final int maxEntries;
    private final long maxBytes;
    private final ToLongFunction<? super V> weigher;
    private final LinkedHashMap<K, Entry<V>> map = new LinkedHashMap<>(16, 0.75f, true);
    private final Map<K, CompletableFuture<V>> loading = new HashMap<>();
    private long bytes, evictions, loads, hits;

    /**
     * @param name       what it holds, for messages and statistics ("variants")
     * @param maxEntries entries kept at most (at least 1)
     * @param maxBytes   bytes kept at most, as the weigher counts them
     */
    public BoundedCache(String name, int maxEntries, long maxBytes, ToLongFunction<? super V> weigher) {
        if (maxEntries < 1 || maxBytes < 1) throw new IllegalArgumentException(name + ": a cache needs room for something");
        this.name = name;
        this.maxEntries = maxEntries;
        this.maxBytes = maxBytes;
        this.weigher = weigher;
    }

    /** The value kept for the key, or null. */
    public synchronized V get(K key) {
        Entry<V> e = map.get(key);
        if (e == null) return null;
        hits++;
        return e.value;
    }

    /**
     * The value kept for the key, else the loader's (kept when it fits). Concurrent calls for one
     * key share one load; a load that fails is not kept and each waiting caller gets its failure.
     */
    @SuppressWarnings("unchecked")
    public <E extends Exception> V get(K key, Loader<V, E> loader) throws E {
        CompletableFuture<V> mine = null, theirs;
        synchronized (this) {
            Entry<V> e = map.get(key);
            if (e != null) {
                hits++;
                return e.value;
            }
            theirs = loading.get(key);
            if (theirs == null) {
                mine = new CompletableFuture<>();
                loading.put(key, mine);
            }
        }
        if (mine == null) {
            try {
                return theirs.get();
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(name + ": interrupted while another request loaded the same entry", ex);
            } catch (ExecutionException ex) {
                Throwable c = ex.getCause();
                if (c instanceof RuntimeException r) throw r;
                if (c instanceof Error err) throw err;
                throw (E) c;
            }
        }
        try {
            V v = loader.load();
            put(key, v);
            mine.complete(v);
            return v;
        } catch (Throwable t) {
            mine.completeExceptionally(t);
            throw t;
        } finally {
            synchronized (this) {
                loading.remove(key);
                loads++;
            }
        }
    }

    /** Keeps the value (replacing the key's old one), then evicts the least recently used until both bounds hold. */
    public void put(K key, V value) {
        long w = Math.max(1, weigher.applyAsLong(value));
        synchronized (this) {
            Entry<V> old = map.remove(key);
            if (old != null) bytes -= old.weight;
            if (w > maxBytes) return; // heavier than the whole budget: used once, never kept
            map.put(key, new Entry<>(value, w));
            bytes += w;
            trim();
        }
    }

    /** Removes the key's value and returns it (null when there was none). */
    public synchronized V remove(K key) {
        Entry<V> e = map.remove(key);
        if (e == null) return null;
        bytes -= e.weight;
        return e.value;
    }

    /** Removes every entry the test accepts (a file changed, a game forgotten). */
    public synchronized int removeIf(BiPredicate<? super K, ? super V> test) {
        int n = 0;
        for (Iterator<Map.Entry<K, Entry<V>>> it = map.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<K, Entry<V>> e = it.next();
            if (test.test(e.getKey(), e.getValue().value)) {
                bytes -= e.getValue().weight;
                it.remove();
                n++;
            }
        }
        return n;
    }

    public synchronized boolean containsKey(K key) { return map.containsKey(key); }

    /** The entries from least to most recently used (a copy). */
    public synchronized List<Map.Entry<K, V>> entries() {
        List<Map.Entry<K, V>> out = new ArrayList<>(map.size());
        for (Map.Entry<K, Entry<V>> e : map.entrySet()) out.add(Map.entry(e.getKey(), e.getValue().value));
        return out;
    }

    public synchronized int size() { return map.size(); }

    /** The weight kept, in bytes as the weigher counts them. */
    public synchronized long bytes() { return bytes; }

    public synchronized long evictions() { return evictions; }

    public int maxEntries() { return maxEntries; }

    public long maxBytes() { return maxBytes; }

    public String name() { return name; }

    public synchronized String toString() {
        return name + ": " + map.size() + "/" + maxEntries + " entries, " + bytes / 1024 + "/" + maxBytes / 1024 + " KB, "
                + hits + " hits, " + loads + " loads, " + evictions + " evicted";
    }

    private void trim() {
        Iterator<Map.Entry<K, Entry<V>>> it = map.entrySet().iterator();
        while ((map.size() > maxEntries || bytes > maxBytes) && it.hasNext()) {
            bytes -= it.next().getValue().weight;
            it.remove();
            evictions++;
        }
    }
}
