package varia.engine;

import java.util.SplittableRandom;

/** Random keys for incremental position hashing; seeded per variant so hashes are reproducible. */
final class Zobrist {
    /** Indexed by board code (1..2*types) * squares + square. */
    final long[] piece;
    final long[] unmoved, enPassant, special;
    final long side, free;
    /** Hand keys: index ((colour * types + type) * 65 + count); count 0 has key 0. */
    final long[] hand;
    private final SplittableRandom rnd;

    Zobrist(int types, int squares, long seed) {
        rnd = new SplittableRandom(0x5EED_CAFEL ^ seed);
        piece = new long[(2 * types + 1) * squares];
        for (int i = squares; i < piece.length; i++) piece[i] = rnd.nextLong();
        unmoved = new long[squares];
        enPassant = new long[squares];
        for (int i = 0; i < squares; i++) { unmoved[i] = rnd.nextLong(); enPassant[i] = rnd.nextLong(); }
        side = rnd.nextLong();
        free = rnd.nextLong();
        hand = new long[2 * types * 65];
        for (int i = 0; i < hand.length; i++) if (i % 65 != 0) hand[i] = rnd.nextLong();
        special = new long[squares];
        for (int i = 0; i < squares; i++) special[i] = rnd.nextLong();
    }

    /** More keys, for a rule's state (drawn after the core keys, so they too are the same on every run). */
    long[] more(int n) {
        long[] k = new long[n];
        for (int i = 0; i < n; i++) k[i] = rnd.nextLong();
        return k;
    }
}
