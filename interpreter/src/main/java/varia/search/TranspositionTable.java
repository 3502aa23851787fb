package varia.search;

/**
 * Hash table of search results keyed by {@code Position.hash()}: one long key and one long
 * entry per slot (move 29 bits, score 16, depth 8, bound 2, search age 6), always replacing
 * except that an entry of the current search with a deeper result survives a shallower one.
 */
final class TranspositionTable {
    static final int EXACT = 1, LOWER = 2, UPPER = 3;
    private long[] keys, data;
    private int mask, age;

    TranspositionTable(int mb) { resize(mb); }

    void resize(int mb) {
        long slots = Math.max(1L << 10, Long.highestOneBit(Math.max(1, mb) * 1024L * 1024L / 16));
        keys = new long[(int) Math.min(slots, 1 << 26)];
        data = new long[keys.length];
        mask = keys.length - 1;
    }

    void clear() { java.util.Arrays.fill(keys, 0); java.util.Arrays.fill(data, 0); }

    void nextSearch() { age = (age + 1) & 63; }

    /** The entry for the key, or 0. */
    long probe(long key) {
        int i = (int) key & mask;
        return keys[i] == key ? data[i] : 0;
    }

    int probeMove(long key) {
        long e = probe(key);
        return e == 0 ? 0 : move(e);
    }

    void store(long key, int move, int score, int depth, int flag, int ply) {
        int i = (int) key & mask;
        long old = data[i];
        if (keys[i] == key && old != 0 && age(old) == age && depth(old) > depth && flag != EXACT) return;
        if (score > Searcher.MATE_BOUND) score += ply;
        else if (score < -Searcher.MATE_BOUND) score -= ply;
        if (move == 0 && keys[i] == key) move = move(old);
        keys[i] = key;
        data[i] = (move & 0x1FFFFFFFL)
                | ((long) (score + 32768) & 0xFFFF) << 29
                | ((long) Math.max(0, Math.min(depth, 255))) << 45
                | ((long) flag) << 53
                | ((long) age) << 55;
    }

    static int move(long e) { return (int) (e & 0x1FFFFFFF); }
    static int score(long e, int ply) {
        int s = (int) ((e >>> 29) & 0xFFFF) - 32768;
        if (s > Searcher.MATE_BOUND) s -= ply;
        else if (s < -Searcher.MATE_BOUND) s += ply;
        return s;
    }
    static int depth(long e) { return (int) ((e >>> 45) & 0xFF); }
    static int flag(long e) { return (int) ((e >>> 53) & 0x3); }
    static int age(long e) { return (int) ((e >>> 55) & 0x3F); }
}
