package varia.engine;

/**
 * The pins of the side to move against its one royal piece, one level per nested generation, read
 * from the royal's reverse rays and the board:
 * <ul>
 *   <li>a slider's pin: an own piece, then (past empty squares) an enemy piece attacking along the
 *       ray once the own piece is gone; the pinned piece may move within the segment from the royal
 *       up to and including the pinning piece;</li>
 *   <li>a hopper's (a cannon's) two screens: when exactly two pieces stand between the royal and an
 *       enemy hopper, the own ones among them are tested on every move (one leaving the line makes
 *       the other the hopper's screen; so does taking the other, or a slider's pinner in front of
 *       a hopper);</li>
 *   <li>a hopper's open line: the empty squares between the royal and an enemy hopper that faces it
 *       are dangerous destinations (a piece arriving there is the hopper's screen), and so is a
 *       lone screen the hopper may not use (janggi's cannon over a cannon): its taker would be one.</li>
 * </ul>
 * Any other piece off these lines, moving to a square that is not dangerous, cannot expose the royal.
 */
final class Pins {
    static final int LEVELS = 5;
    /** pinOf[level][sq]: a pinned piece's pin + 1 (0: free; -1: tested on every move). */
    final int[][] pinOf, pinLo, pinHi;
    /** danger[level]: the squares no own piece may reach untested (a hopper's open line). */
    final long[][] danger;
    private final int[][] pinned;
    private final int[] pinCount;
    /** After {@link #checkers}: the one checker's line, as indices into the reverse rays' squares (the royal's side first, the checker last). */
    int checkLo, checkHi;
    /** After {@link #checkers}: whether that checker's attack needs no right (first move, special move), so no rule's update can take it away. */
    boolean checkPlain;
    private final boolean[] hasDanger;

    Pins(int squares, int words) {
        pinOf = new int[LEVELS][squares];
        pinLo = new int[LEVELS][squares];
        pinHi = new int[LEVELS][squares];
        pinned = new int[LEVELS][squares];
        pinCount = new int[LEVELS];
        danger = new long[LEVELS][words];
        hasDanger = new boolean[LEVELS];
    }

    /** Is {@code sq} a dangerous destination at this level? */
    boolean dangerous(int level, int sq) {
        return hasDanger[level] && (danger[level][sq >>> 6] >>> (sq & 63) & 1) != 0;
    }

    /**
     * Finds the pins against the royal on {@code king}, the enemy being {@code them}; hoppers read
     * too when {@code hop}. The same walk sees a check (the first piece on a ray attacks along it,
     * or a hopper the piece after a usable screen): then true, and the level's pins are not to be used.
     * Only where {@link Attacks#attacked} reads nothing else (no conditional attacks). Slide stops
     * (zones of influence) are read as they stand, as {@link Attacks#stopped} reads them: a slider
     * whose line to the royal crosses a stop (the pinned piece's own square included: it is the
     * line once that piece is gone) neither checks nor pins; with stops, no hoppers ({@code hop} false).
     */
    boolean find(Position p, int king, int them, int level, boolean hop) {
        final MoveTables r = p.t;
        final int[] board = p.board, sq = r.attackSq;
        final int base = them * p.squares + king;
        final boolean stops = p.c.slideStops;
        int count = 0;
        for (int i = r.attackStart[base], e = r.attackStart[base + 1]; i < e; i++) {
            int ray = r.attackRayIds[i], k = r.rOff[ray], end = k + r.rLen[ray];
            boolean hops = hop && r.rHasHop[ray];
            while (k < end && board[sq[k]] == 0) k++;
            if (k >= end) continue;
            int first = k, firstCode = board[sq[k]];
            if (Position.colourOf(firstCode) == them) {
                long bit = 1L << Position.typeOf(firstCode);
                if (((r.slideMask[first] & bit) != 0 || (r.initialMask[first] & bit) != 0 && p.isUnmoved(sq[first])
                        || (r.specialMask[first] & bit) != 0 && p.hasSpecial(sq[first]))
                        && !(stops && first > r.rOff[ray] && Attacks.stopped(p, sq, r.rOff[ray], first, them))) return check(level, count);
                if (hops && (r.hopMask[first] >>> Position.typeOf(firstCode) & 1) != 0)
                    for (int q = r.rOff[ray]; q < first; q++) mark(level, sq[q]);
                if (!hops) continue;
            }
            for (k++; k < end && board[sq[k]] == 0; k++) { }
            if (k >= end) continue;
            int second = k, code = board[sq[k]];
            int third = -1;
            if (hops && Position.colourOf(code) == them && (r.hopMask[second] >>> Position.typeOf(code) & 1) != 0) {
                if ((r.screenExclude[Position.typeOf(code)] >>> Position.typeOf(firstCode) & 1) == 0) return check(level, count);
                mark(level, sq[first]); // a screen the hopper may not use: its taker would be one
            }
            if (hops) {
                for (k++; k < end && board[sq[k]] == 0; k++) { }
                if (k < end && Position.colourOf(board[sq[k]]) == them && (r.hopMask[k] >>> Position.typeOf(board[sq[k]]) & 1) != 0)
                    third = k;
            }
            if (third >= 0) { // two screens before a hopper: each own screen is tested
                if (Position.colourOf(firstCode) != them) count = test(level, sq[first], count);
                if (Position.colourOf(code) != them) count = test(level, sq[second], count);
                continue;
            }
            if (Position.colourOf(firstCode) == them || Position.colourOf(code) != them) continue;
            long bit = 1L << Position.typeOf(code);
            boolean attacks = (r.slideMask[second] & bit) != 0 || (r.initialMask[second] & bit) != 0 && p.isUnmoved(sq[second])
                    || (r.specialMask[second] & bit) != 0 && p.hasSpecial(sq[second]);
            if (!attacks || stops && Attacks.stopped(p, sq, r.rOff[ray], second, them)) continue;
            int s = sq[first];
            pinned[level][count] = s;
            pinLo[level][count] = r.rOff[ray];
            pinHi[level][count] = second;
            pinOf[level][s] = pinOf[level][s] == 0 ? ++count : -1; // pinned twice: every move is tested
            if (pinOf[level][s] < 0) count++;
        }
        pinCount[level] = count;
        return false;
    }

    /**
     * How many enemy pieces attack the royal on {@code king} (an enemy without hoppers or
     * conditional attacks): each is the first piece on one of the royal's reverse rays. The last
     * one's line is kept in {@link #checkLo}..{@link #checkHi}: with one checker, only a move onto
     * that line (taking the checker or standing between) can end the check, besides the royal's own.
     */
    int checkers(Position p, int king, int them) {
        final MoveTables r = p.t;
        final int[] board = p.board, sq = r.attackSq;
        final int base = them * p.squares + king;
        int n = 0;
        for (int i = r.attackStart[base], e = r.attackStart[base + 1]; i < e; i++) {
            int ray = r.attackRayIds[i], k = r.rOff[ray], end = k + r.rLen[ray];
            while (k < end && board[sq[k]] == 0) k++;
            if (k >= end) continue;
            int code = board[sq[k]];
            if (Position.colourOf(code) != them) continue;
            long bit = 1L << Position.typeOf(code);
            if (((r.slideMask[k] & bit) != 0 || (r.initialMask[k] & bit) != 0 && p.isUnmoved(sq[k])
                    || (r.specialMask[k] & bit) != 0 && p.hasSpecial(sq[k]))
                    && !(p.c.slideStops && k > r.rOff[ray] && Attacks.stopped(p, sq, r.rOff[ray], k, them))) {
                n++;
                checkLo = r.rOff[ray];
                checkHi = k;
                checkPlain = (r.slideMask[k] & bit) != 0;
            }
        }
        return n;
    }

    /** A check found: the pins so far are forgotten (a side in check tests every move). */
    private boolean check(int level, int count) {
        pinCount[level] = count;
        clear(level);
        return true;
    }

    private void mark(int level, int s) {
        danger[level][s >>> 6] |= 1L << (s & 63);
        hasDanger[level] = true;
    }

    private int test(int level, int s, int count) {
        pinned[level][count] = s;
        pinOf[level][s] = -1;
        return count + 1;
    }

    /** Forgets a level's pins and dangerous squares. */
    void clear(int level) {
        for (int i = 0; i < pinCount[level]; i++) pinOf[level][pinned[level][i]] = 0;
        pinCount[level] = 0;
        if (hasDanger[level]) java.util.Arrays.fill(danger[level], 0);
        hasDanger[level] = false;
    }
}
