package varia.engine;

import static varia.engine.MoveTables.*;

/**
 * The squares one colour attacks, walked once from its pieces' forward rays: a royal piece with
 * several destinations is then judged by one bit per destination instead of a walk of every
 * reverse ray from each (as Fairy-Stockfish intersects an attackers bitboard). The walk is made
 * with the royal's own square emptied, so a slider behind it sees through, exactly as
 * {@link Attacks#attacked} is asked for a royal's step. One level per nested generation (a rule
 * filter's replies), like the pins; allocation-free.
 *
 * <p>Usable where the forward rays say everything {@link Attacks#attacked} reads: no slide stops
 * (zones), no royal sight (facing royals), no multi-leg captures; and where a royal has leaps
 * beyond its steps (Ouk Chatrang's, Chaturanga's kings). Elsewhere the reverse rays stay.
 */
final class AttackMap {
    /** A royal with fewer open destinations than this tests each by its reverse rays (cheaper below it, measured). */
    static final int MIN_TARGETS = 3;
    /** Off: every royal destination walks its reverse rays (for tests comparing the two ways). */
    static boolean enabled = true;

    private final long[][] map;
    private final boolean[] built;
    private final boolean[] givesCheck;
    /**
     * Per (colour, type, square), {@code words} long: the squares a piece there could capture on
     * over an empty board; a piece that reaches none of the royal's destinations is not walked.
     */
    private final long[] reach;
    /** The royal's destinations (scratch, filled by {@link #collect}): only they are asked of the map. */
    private final long[] targets;
    private final int words;
    /**
     * Per level, a royal's moves put aside while its rays are walked (the open destinations, which
     * the map is aimed at), and how many: the rays are walked once, not once to aim and once to move.
     */
    private final int[][] deferred;
    private final int[] deferredN;
    /** The forward rays answer every attack question of this variant. */
    final boolean usable;

    AttackMap(Compiled c, int levels) { this(c, levels, false); }

    /** {@code evenForSteps}: usable for a royal with steps only too (tests compare the map everywhere it can be right). */
    AttackMap(Compiled c, int levels, boolean evenForSteps) {
        words = c.words;
        map = new long[levels][words];
        built = new boolean[levels];
        targets = new long[words];
        givesCheck = new boolean[c.types];
        boolean multi = false;
        for (int t = 0; t < c.types; t++) {
            givesCheck[t] = c.variant.pieces().get(t).givesCheck();
            multi |= c.t.hasMultiLeg[t];
        }
        usable = !c.slideStops && !c.t.royalSight && !multi && c.t.conditionalAttacks == null && (evenForSteps || extraRoyalMoves(c.t));
        reach = usable ? reach(c.t, words) : null;
        deferred = new int[levels][usable ? royalDestinations(c.t) : 0];
        deferredN = new int[levels];
    }

    /** The most moves a royal piece's rays can give from one square (one per square of a ray, one per leap). */
    private static int royalDestinations(MoveTables r) {
        int most = 0;
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < r.types; t++) {
                if (!r.royal[Position.code(t, c)]) continue;
                for (int s = 0; s < r.squares; s++) {
                    int base = (c * r.types + t) * r.squares + s, n = 0;
                    for (int j = r.rayStart[base], end = r.rayStart[base + 1]; j < end; ) {
                        int h = r.rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT;
                        n += (h & KIND_MASK) == LEAP ? 1 : len;
                        j += 1 + plen + len;
                    }
                    most = Math.max(most, n);
                }
            }
        return most;
    }

    /**
     * Does a royal piece have moves beyond its steps (a first-move or once-only leap)? Only then
     * has it enough destinations for the map to pay: measured, a chess king's few steps are tested
     * faster by their reverse rays than by walking the enemy's queen, rooks and bishops.
     */
    private static boolean extraRoyalMoves(MoveTables r) {
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < r.types; t++) {
                if (!r.royal[Position.code(t, c)]) continue;
                for (int s = 0; s < r.squares; s++) {
                    int base = (c * r.types + t) * r.squares + s;
                    for (int j = r.rayStart[base], end = r.rayStart[base + 1]; j < end; ) {
                        int h = r.rays[j];
                        if ((h & (F_SPECIAL | F_INITIAL)) != 0) return true;
                        j += 1 + ((h >>> PATH_SHIFT) & 0xFF) + (h >>> LEN_SHIFT);
                    }
                }
            }
        return false;
    }

    private static long[] reach(MoveTables r, int words) {
        int cells = 2 * r.types * r.squares;
        long[] out = new long[cells * words];
        for (int i = 0; i < cells; i++)
            for (int j = r.rayStart[i], end = r.rayStart[i + 1]; j < end; ) {
                final int h = r.rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, q0 = j + 1;
                j = q0 + plen + len;
                if ((h & F_CAPTURE) == 0) continue;
                for (int q = q0 + plen, e = (h & KIND_MASK) == LEAP ? q + 1 : q0 + len; q < e; q++)
                    out[i * words + (r.rays[q] >>> 6)] |= 1L << (r.rays[q] & 63);
            }
        return out;
    }

    boolean built(int level) { return built[level]; }

    /** Is {@code sq} attacked in the map of this level (built)? */
    boolean attacked(int level, int sq) { return (map[level][sq >>> 6] >>> (sq & 63) & 1) != 0; }

    /** Forgets the level's map and put-aside moves. */
    void clear(int level) {
        built[level] = false;
        deferredN[level] = 0;
    }

    /** Every square a destination (the map then answers for all: tests). */
    void allTargets() { java.util.Arrays.fill(targets, -1L); }

    /**
     * Marks the squares a colour-{@code by} piece could capture on, with {@code emptied} taken off
     * the board: those of every piece that reaches one of the {@link #targets} (the others' squares
     * are left unmarked, and are not asked).
     */
    void build(Position p, int level, int by, int emptied) {
        final long[] m = map[level], reach = this.reach, targets = this.targets;
        final int words = this.words;
        for (int w = 0; w < words; w++) m[w] = 0;
        final MoveTables r = p.t;
        final int[] board = p.board, rays = r.rays, list = p.plist[by];
        final int types = p.types, squares = p.squares;
        final int code = board[emptied];
        board[emptied] = 0;
        for (int pi = 0, n = p.pcount[by]; pi < n; pi++) {
            final int from = list[pi], type = Position.typeOf(board[from]);
            if (!givesCheck[type]) continue;
            final int base = (by * types + type) * squares + from;
            boolean near = false;
            for (int w = 0, at = base * words; w < words && !near; w++) near = (reach[at + w] & targets[w]) != 0;
            if (!near) continue;
            for (int j = r.rayStart[base], end = r.rayStart[base + 1]; j < end; ) {
                final int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, q0 = j + 1;
                j = q0 + plen + len;
                if ((h & F_CAPTURE) == 0 || (h & F_INITIAL) != 0 && !p.isUnmoved(from)
                        || (h & F_SPECIAL) != 0 && !p.hasSpecial(from)) continue;
                switch (h & KIND_MASK) {
                    case LEAP -> {
                        boolean open = true;
                        for (int q = q0; q < q0 + plen; q++) if (board[rays[q]] != 0) { open = false; break; }
                        if (open) set(m, rays[q0 + plen]);
                    }
                    case SLIDE -> {
                        for (int q = q0, e = q0 + len; q < e; q++) {
                            int to = rays[q];
                            set(m, to);
                            if (board[to] != 0) break;
                        }
                    }
                    default -> { // HOP (no multi-leg ray where the map is usable)
                        int q = q0, e = q0 + len;
                        while (q < e && board[rays[q]] == 0) q++;
                        if (q >= e || (r.screenExclude[type] >>> Position.typeOf(board[rays[q]]) & 1) != 0) continue;
                        for (q++; q < e; q++) {
                            int to = rays[q];
                            set(m, to);
                            if (board[to] != 0) break;
                        }
                    }
                }
            }
        }
        board[emptied] = code;
        built[level] = true;
    }

    /** Puts a royal's move aside at this level: it is judged once all the piece's moves are known. */
    void defer(int level, int move) { deferred[level][deferredN[level]++] = move; }

    /** The moves put aside at this level, {@link #deferredCount} of them; read them before {@link #clear}. */
    int[] deferred(int level) { return deferred[level]; }

    int deferredCount(int level) { return deferredN[level]; }

    /**
     * Takes the level's put-aside moves' destinations as the {@link #targets}: whether there are at
     * least {@link #MIN_TARGETS} of them (else testing each by its reverse rays is cheaper).
     */
    boolean aimAtDeferred(int level) {
        final int count = deferredN[level];
        if (count < MIN_TARGETS) return false;
        final long[] targets = this.targets;
        final int[] moves = deferred[level];
        for (int w = 0; w < words; w++) targets[w] = 0;
        for (int i = 0; i < count; i++) set(targets, Moves.to(moves[i]));
        return true;
    }

    private static void set(long[] m, int sq) { m[sq >>> 6] |= 1L << (sq & 63); }
}
