package varia.search;

/**
 * Hash table of search results keyed by {@code Position.hash()}, shared by the threads of one
 * search: one long check word and one long entry per slot (the whole 32-bit move, score 16,
 * depth 8, bound 2, search age 6), always replacing except that an entry of the current search
 * with a deeper result survives a shallower one, and that quiescence's entries (depth 0) take no
 * slot from a main-search entry of the current search. The move is kept whole (its flag bits too: en
 * passant rights, special moves, gating, multi-leg), so the search may play it before it
 * generates any move.
 *
 * <p>Lock-free: the check word is the key XOR the entry, so a slot torn by two threads writing
 * at once (key of one, entry of the other) no longer matches either key and reads as empty. A
 * move read from the table is only a hint: the search plays moves of its own generation.
 *
 * <p>The arrays are allocated at the first search, so a searcher that is kept but not used
 * holds no table.
 */
final class TranspositionTable {
    static final int EXACT = 1, LOWER = 2, UPPER = 3;
    private long[] checks = new long[0], data = new long[0];
    private int mask, age;
    private long slots;

    TranspositionTable(int mb) { resize(mb); }

    /** Sets the size (and clears the table); the memory is taken at the next search. */
    void resize(int mb) {
        slots = Math.min(1L << 26, Math.max(1L << 10, Long.highestOneBit(Math.max(1, mb) * 1024L * 1024L / 16)));
        checks = new long[0];
        data = new long[0];
        mask = 0;
    }

    /** Allocates the arrays if they are not yet there (before a search, by the thread that starts it). */
    void allocate() {
        if (checks.length == slots) return;
        checks = new long[(int) slots];
        data = new long[(int) slots];
        mask = (int) slots - 1;
    }

    /** The size the table has, or will have at the next search, in bytes. */
    long bytes() { return slots * 16; }

    /** The bytes the arrays hold now (0 before the first search). */
    long allocatedBytes() { return (long) checks.length * 16; }

    void clear() { java.util.Arrays.fill(checks, 0); java.util.Arrays.fill(data, 0); }

    void nextSearch() { age = (age + 1) & 63; }

    /** The entry for the key, or 0. */
    long probe(long key) {
        int i = (int) key & mask;
        long d = data[i];
        return (checks[i] ^ d) == key ? d : 0;
    }

    int probeMove(long key) {
        long e = probe(key);
        return e == 0 ? 0 : move(e);
    }

    void store(long key, int move, int score, int depth, int flag, int ply) {
        int i = (int) key & mask;
        long old = data[i];
        boolean same = (checks[i] ^ old) == key && old != 0;
        if (same && age(old) == age && depth(old) > depth && flag != EXACT) return;
        // quiescence's entries (depth 0) never push out a result of the main search of this search
        if (depth == 0 && old != 0 && age(old) == age && depth(old) > 0) return;
        if (score > Searcher.MATE_BOUND) score += ply;
        else if (score < -Searcher.MATE_BOUND) score -= ply;
        if (move == 0 && same) move = move(old);
        long d = (move & 0xFFFFFFFFL)
                | ((long) (score + 32768) & 0xFFFF) << 32
                | ((long) Math.max(0, Math.min(depth, 255))) << 48
                | ((long) flag) << 56
                | ((long) age) << 58;
        data[i] = d;
        checks[i] = key ^ d;
    }

    static int move(long e) { return (int) e; }
    static int score(long e, int ply) {
        int s = (int) ((e >>> 32) & 0xFFFF) - 32768;
        if (s > Searcher.MATE_BOUND) s -= ply;
        else if (s < -Searcher.MATE_BOUND) s += ply;
        return s;
    }
    static int depth(long e) { return (int) ((e >>> 48) & 0xFF); }
    static int flag(long e) { return (int) ((e >>> 56) & 0x3); }
    static int age(long e) { return (int) ((e >>> 58) & 0x3F); }
}
