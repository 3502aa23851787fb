package varia.engine;

/**
 * One long per cache slot that a rule keeps for a position ({@link Installer#cacheSlot}), valid for
 * the position it was stored in (keyed by its hash). Never restored by unmake: a rule stores only
 * what the position itself decides (the drops' free-square counts).
 */
public final class RuleCache {
    private final Position p;
    private final long[] keys, values;

    RuleCache(Position p, int slots) {
        this.p = p;
        keys = new long[slots];
        values = new long[slots];
    }

    /** The value stored for this position, or 0 when the slot holds another's: a rule stores non-zero values. */
    public long get(int slot) { return keys[slot] == p.hash ? values[slot] : 0; }

    /** Stores a value for this position. */
    public void put(int slot, long value) {
        keys[slot] = p.hash;
        values[slot] = value;
    }
}
