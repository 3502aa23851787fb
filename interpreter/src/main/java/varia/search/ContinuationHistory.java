package varia.search;

import varia.engine.Moves;
import varia.engine.Position;

/**
 * Continuation history (Stockfish's): how well a quiet move did after a given move one ply
 * before it (the reply, a counter-move history) and two plies before it (the follow-up of the
 * side's own last move). A move is keyed by its colour, the type of its piece and its target
 * square, so a table entry says "after that piece went there, this piece going here cut off".
 * The from-to history alone cannot tell a reply from the same move elsewhere in the tree.
 *
 * <p>One table serves both distances, as in Stockfish. Keys are {@code 2·types·squares}; while
 * their square fits in {@link #CAP} entries the table is indexed directly, above that (the large
 * shogi boards) by a hash of the pair, collisions accepted: it is an ordering hint, not a fact.
 * Entries are shorts: the gravity of {@link MovePicker#gravity} keeps them within
 * {@link MovePicker#HISTORY_MAX}.
 */
final class ContinuationHistory {
    /** The table's largest size in entries (2 MB of shorts per search thread). */
    static final int CAP = 1 << 20;

    private final int types, squares, keys, shift;
    private final boolean hashed;
    private final short[] table;
    /** Per ply, the key of the move made there (-1: none, a null move or one without a target square). */
    private final int[] context;
    private Position pos;

    ContinuationHistory(int plies, int types, int squares) {
        this.types = Math.max(1, types);
        this.squares = Math.max(1, squares);
        keys = 2 * this.types * this.squares;
        long size = (long) keys * keys;
        hashed = size > CAP;
        table = new short[hashed ? CAP : (int) size];
        shift = 64 - Integer.numberOfTrailingZeros(CAP);
        context = new int[plies + 1];
        java.util.Arrays.fill(context, -1);
    }

    long bytes() { return 16L + 2L * table.length + 4L * context.length; }

    void position(Position p) { pos = p; }

    void clear() { java.util.Arrays.fill(table, (short) 0); }

    /** Before a search: what was learnt kept at a quarter, as the from-to history. */
    void age() { for (int i = 0; i < table.length; i++) table[i] >>= 2; }

    /** The move {@code m} of a piece of type {@code type} is about to be made at {@code ply}. */
    void played(int ply, int m, int type) { context[ply] = key(m, type); }

    void playedNull(int ply) { context[ply] = -1; }

    /** The continuation score of the quiet move {@code m} at {@code ply}: its entries after the moves one and two plies back. */
    int score(int ply, int m, int type) {
        int k = key(m, type);
        if (k < 0) return 0;
        int s = 0;
        if (ply >= 1 && context[ply - 1] >= 0) s += table[index(context[ply - 1], k)];
        if (ply >= 2 && context[ply - 2] >= 0) s += table[index(context[ply - 2], k)];
        return s;
    }

    /** A bonus (or, negative, a malus) for the quiet move {@code m} at {@code ply}, after both earlier moves. */
    void learn(int ply, int m, int type, int bonus) {
        int k = key(m, type);
        if (k < 0) return;
        if (ply >= 1 && context[ply - 1] >= 0) add(index(context[ply - 1], k), bonus);
        if (ply >= 2 && context[ply - 2] >= 0) add(index(context[ply - 2], k), bonus);
    }

    private void add(int i, int bonus) { table[i] += (short) MovePicker.gravity(table[i], bonus); }

    private int index(int before, int k) {
        long pair = (long) before * keys + k;
        return hashed ? (int) ((pair * 0x9E3779B97F4A7C15L) >>> shift) : (int) pair;
    }

    /** Colour, piece type and target square of a move; -1 for a pass or a move the key cannot hold. */
    private int key(int m, int type) {
        int kind = Moves.kind(m);
        if (kind == Moves.KIND_PASS || kind == Moves.KIND_NULL || kind == Moves.KIND_DECLARE) return -1;
        int to = Moves.to(m);
        if (to < 0 || to >= squares || type < 0 || type >= types) return -1;
        int colour = kind == Moves.KIND_DROP ? pos.sideToMove() : pos.colourAt(Moves.from(m));
        if (colour < 0) colour = pos.sideToMove();
        return ((colour & 1) * types + type) * squares + to;
    }
}
