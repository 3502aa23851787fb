package varia.engine;

import static varia.engine.MoveTables.*;

/**
 * Attacks and royal safety: is a square attacked (walking the variant's reverse rays from it), who
 * gives check, are the royal pieces facing. Static over the position's fields: the hot path.
 */
final class Attacks {
    private Attacks() {}

    private static boolean bit(long[] marks, int at, int sq) { return (marks[at + (sq >>> 6)] >>> (sq & 63) & 1) != 0; }

    /** True when a piece of colour {@code by} could capture on {@code target}. */
    static boolean attacked(Position p, int target, int by) {
        final MoveTables r = p.t;
        final int[] board = p.board, sq = r.attackSq;
        final boolean stops = p.c.slideStops;
        int base = by * p.squares + target;
        final StepAttacks s = r.steps;
        final int[] single = s.sq, longIds = s.longIds;
        final long[] mask = s.mask;
        for (int i = s.start[base], e = s.start[base + 1]; i < e; i++) { // one square, no right: one read each
            int code = board[single[i]];
            if (code != 0 && Position.colourOf(code) == by && (mask[i] >>> Position.typeOf(code) & 1) != 0) return true;
        }
        for (int i = s.longStart[base], e = s.longStart[base + 1]; i < e; i++) {
            int ray = longIds[i], k = r.rOff[ray], end = k + r.rLen[ray], first = k;
            int code = 0;
            while (k < end && (code = board[sq[k]]) == 0) k++;
            if (k == end) continue;
            if (stops && k > first && stopped(p, sq, first, k, by)) continue;
            if (Position.colourOf(code) == by) {
                long bit = 1L << Position.typeOf(code);
                if ((r.slideMask[k] & bit) != 0) return true;
                if ((r.initialMask[k] & bit) != 0 && p.isUnmoved(sq[k])) return true;
                if ((r.specialMask[k] & bit) != 0 && p.hasSpecial(sq[k])) return true;
            }
            if (r.rHasHop[ray] && hopAttacks(p, ray, k, code, by)) return true;
        }
        final int[][] cond = r.conditionalAttacks; // null unless some multi-leg capture needs an occupied square
        if (cond != null && cond[base] != null) return MultiLegWalk.attackedOnTheWay(p, cond[base], target, by);
        return false;
    }

    /**
     * {@link #attacked} by the attacks that need no first-move or special right (a rule's update
     * after a move can take those away, never these): true is certain whatever the update does.
     */
    static boolean attackedWithoutRights(Position p, int target, int by) {
        final MoveTables r = p.t;
        final int[] board = p.board, sq = r.attackSq;
        int base = by * p.squares + target;
        final StepAttacks s = r.steps;
        for (int i = s.start[base], e = s.start[base + 1]; i < e; i++) { // the flat list needs no right
            int code = board[s.sq[i]];
            if (code != 0 && Position.colourOf(code) == by && (s.mask[i] >>> Position.typeOf(code) & 1) != 0) return true;
        }
        for (int i = s.longStart[base], e = s.longStart[base + 1]; i < e; i++) {
            int ray = s.longIds[i], k = r.rOff[ray], end = k + r.rLen[ray], first = k;
            int code = 0;
            while (k < end && (code = board[sq[k]]) == 0) k++;
            if (k == end) continue;
            if (p.c.slideStops && k > first && stopped(p, sq, first, k, by)) continue;
            if (Position.colourOf(code) == by && (r.slideMask[k] >>> Position.typeOf(code) & 1) != 0) return true;
            if (r.rHasHop[ray] && hopAttacks(p, ray, k, code, by)) return true;
        }
        final int[][] cond = r.conditionalAttacks;
        return cond != null && cond[base] != null && MultiLegWalk.attackedOnTheWay(p, cond[base], target, by);
    }

    /**
     * Whether a colour-{@code by} piece attacks the target along one of its reverse rays that pass
     * {@code sq}: after a move that changed only its origin and destination, the rays through those
     * two squares are the only ones whose answer can have changed.
     */
    static boolean attackedThrough(Position p, int target, int by, int sq) {
        final MoveTables r = p.t;
        int at = (by * p.squares + target) * p.squares + sq;
        for (int i = r.throughStart[at], e = r.throughStart[at + 1]; i < e; i++)
            if (rayAttacks(p, r.throughRays[i], by)) return true;
        return false;
    }

    /**
     * {@link #attacked}, for the royal on {@code target} of the side that did not make the last
     * move: when it is that side's one protected royal, that side's own move before was a legal
     * one (so the royal was safe after it) and the last move a plain one of a piece (no rule
     * update gives its mover more: {@link Compiled#checksOnTwoSquares}), only the lines through
     * the last move's two squares can attack it now.
     */
    static boolean attackedAfterLastMove(Position p, int target, int by) {
        final int royalSide = by ^ 1;
        if (p.c.checksOnTwoSquares && p.ply >= 2 && !p.free && !p.c.royalsTaken && p.royalTotal[royalSide] == 1 && p.kingSq[royalSide] == target) {
            final Ply last = p.history[p.ply - 1], prior = p.history[p.ply - 2];
            final int move = last.move, from = Moves.from(move);
            if (move >= 0 && Moves.kind(move) == Moves.KIND_NORMAL && last.movedBy == by && !last.free
                    && prior.movedBy == royalSide && Moves.kind(prior.move) != Moves.KIND_NULL
                    && (p.c.firstMoves[Position.typeOf(last.mover)] == null || !last.wasUnmoved(from)))
                return attackedThrough(p, target, by, from) || attackedThrough(p, target, by, Moves.to(move));
        }
        return attacked(p, target, by);
    }

    /** One reverse ray: the first piece met attacks along it, or (for hoppers) the piece after the first. */
    private static boolean rayAttacks(Position p, int ray, int by) {
        final MoveTables r = p.t;
        final int[] board = p.board, sq = r.attackSq;
        int k = r.rOff[ray], end = k + r.rLen[ray], first = k;
        int code = 0;
        while (k < end && (code = board[sq[k]]) == 0) k++;
        if (k == end) return false;
        if (p.c.slideStops && k > first && stopped(p, sq, first, k, by)) return false;
        if (Position.colourOf(code) == by) {
            long bit = 1L << Position.typeOf(code);
            if ((r.slideMask[k] & bit) != 0) return true;
            if ((r.initialMask[k] & bit) != 0 && p.isUnmoved(sq[k])) return true;
            if ((r.specialMask[k] & bit) != 0 && p.hasSpecial(sq[k])) return true;
        }
        return r.rHasHop[ray] && hopAttacks(p, ray, k, code, by);
    }

    /** A hopper's attack along the ray: the piece after the screen (met at sq[k], {@code screenCode}). */
    private static boolean hopAttacks(Position p, int ray, int k, int screenCode, int by) {
        final MoveTables r = p.t;
        final int[] board = p.board, sq = r.attackSq;
        int screen = Position.typeOf(screenCode), end = r.rOff[ray] + r.rLen[ray];
        for (k++; k < end; k++) {
            int code = board[sq[k]];
            if (code == 0) continue;
            int t = Position.typeOf(code);
            return Position.colourOf(code) == by && (r.hopMask[k] >>> t & 1) != 0 && (r.screenExclude[t] >>> screen & 1) == 0;
        }
        return false;
    }

    /**
     * A slide (or lame leap) of a colour-{@code by} piece from sq[k] back to the target passes the
     * squares sq[first..k-1]: a stop among them ended it earlier (unless the piece's own zone alone
     * put it there); a piece standing on a strict stop slides no further than one square. The
     * pins read it too ({@link Pins#find}), so that they and this test agree on every line.
     */
    static boolean stopped(Position p, int[] sq, int first, int k, int by) {
        int at = (Compiled.STOPS + by) * p.words;
        for (int q = first; q < k; q++) if (bit(p.marks, at, sq[q]) && !(p.c.hasOwnStops && ownStop(p, sq[k], sq[q], by))) return true;
        return bit(p.marks, (Compiled.STRICT + by) * p.words, sq[k]);
    }

    /** Is the stop on {@code sq} the own zone of the colour-{@code by} piece on {@code from}, which does not stop it? */
    private static boolean ownStop(Position p, int from, int sq, int by) {
        int code = p.board[from];
        if (Position.colourOf(code) != by) return false;
        OwnStops own = p.c.ownStops[Position.typeOf(code)];
        return own != null && own.ownOnly(p, from, sq);
    }

    /** True when a protected royal piece of the side to move is attacked. */
    static boolean inCheck(Position p) {
        int stm = p.stm;
        if (p.royalTotal[stm] <= 1) return p.royalTotal[stm] == 1 && attacked(p, p.kingSq[stm], stm ^ 1);
        if (p.c.royalsTaken) return false; // several royals of which only the last is protected: none is yet
        for (int i = 0; i < p.pcount[stm]; i++) {
            int s = p.plist[stm][i];
            if (p.t.royal[p.board[s]] && attacked(p, s, stm ^ 1)) return true;
        }
        return false;
    }

    /**
     * After a move: are the royal pieces of the side that moved safe? (The mover is not always the
     * side not to move: under free turns the same side may be "to move" again.)
     */
    static boolean ownRoyalsSafeAfterMove(Position p) {
        int us = p.history[p.ply - 1].movedBy, them = us ^ 1;
        if (p.royalTotal[us] == 1) return !attacked(p, p.kingSq[us], them);
        if (p.c.royalsTaken) return true;
        for (int i = 0, n = p.pcount[us]; i < n; i++) {
            int s = p.plist[us][i];
            if (p.t.royal[p.board[s]] && attacked(p, s, them)) return false;
        }
        return true;
    }

    /** Whether the piece on {@code from} could capture on {@code target} by its own moves (a slow path for rare rule checks). */
    static boolean attacksSquare(Position p, int from, int target, boolean anyPiece) {
        return attacksSquare(p, from, target, anyPiece, false);
    }

    /**
     * Whether a piece {@code code} that a move brings from {@code from} (-1 for a drop) to
     * {@code to} could capture on {@code target} there, with only those two squares changed (no
     * make): a cheap first look for rules that care only about moves that attack a square. Its
     * moves that need a right (first move, special move) are assumed available, so a false answer
     * is certain.
     */
    static boolean attacksAfter(Position p, int from, int to, int code, int target) {
        if (!p.t.reach.may(Position.colourOf(code) * p.types + Position.typeOf(code), to, target)) return false;
        int[] board = p.board;
        int atFrom = from < 0 ? 0 : board[from], atTo = board[to];
        if (from >= 0) board[from] = 0;
        board[to] = code;
        try {
            return attacksSquare(p, to, target, true, true);
        } finally {
            board[to] = atTo;
            if (from >= 0) board[from] = atFrom;
        }
    }

    private static boolean attacksSquare(Position p, int from, int target, boolean anyPiece, boolean anyRights) {
        int[] board = p.board;
        int code = board[from], c = Position.colourOf(code), type = Position.typeOf(code);
        if (!anyPiece && !p.c.variant.pieces().get(type).givesCheck()) return false;
        if (!p.t.reach.may(c * p.types + type, from, target)) return false;
        int[] rays = p.t.rays;
        int base = (c * p.types + type) * p.squares + from;
        for (int j = p.t.rayStart[base], end = p.t.rayStart[base + 1]; j < end; ) {
            int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, q0 = j + 1;
            j = q0 + plen + len;
            if ((h & F_CAPTURE) == 0 && (h & KIND_MASK) != MULTI
                    || !anyRights && ((h & F_SPECIAL) != 0 && !p.hasSpecial(from) || (h & F_INITIAL) != 0 && !p.isUnmoved(from))) continue;
            switch (h & KIND_MASK) {
                case LEAP -> {
                    boolean open = true;
                    for (int q = q0; q < q0 + plen; q++) if (board[rays[q]] != 0) open = false;
                    if (open && rays[q0 + plen] == target) return true;
                }
                case SLIDE -> {
                    for (int q = q0; q < q0 + len; q++) {
                        if (rays[q] == target) return true;
                        if (board[rays[q]] != 0) break;
                    }
                }
                case MULTI -> {
                    if (MultiLegWalk.captures(p, q0, from, target, c)) return true;
                }
                default -> {
                    int q = q0;
                    while (q < q0 + len && board[rays[q]] == 0) q++;
                    if (q >= q0 + len || (p.t.screenExclude[type] >>> Position.typeOf(board[rays[q]]) & 1) != 0) continue;
                    for (q++; q < q0 + len; q++) {
                        if (rays[q] == target) return true;
                        if (board[rays[q]] != 0) break;
                    }
                }
            }
        }
        return false;
    }

    /** Types of the pieces giving check to the side to move (bit mask). */
    static long checkerTypes(Position p) {
        long mask = 0;
        int us = p.stm, them = us ^ 1;
        for (int r = 0; r < p.pcount[us]; r++) {
            int royal = p.plist[us][r];
            if (!p.t.royal[p.board[royal]]) continue;
            for (int i = 0; i < p.pcount[them]; i++) {
                int s = p.plist[them][i];
                if (attacksSquare(p, s, royal, false)) mask |= 1L << Position.typeOf(p.board[s]);
            }
        }
        return mask;
    }

    /** Royal pieces of both sides on one file with nothing between them. */
    static boolean royalsFacing(Position p) {
        Geometry g = p.g;
        int[] board = p.board;
        if (g.holesBlock || g.wrapRanks) return royalsFacingAcrossHoles(p);
        if (p.royalTotal[0] == 1 && p.royalTotal[1] == 1) {
            int a = p.kingSq[0], b = p.kingSq[1];
            if (g.fileOf(a) != g.fileOf(b)) return false;
            int step = a < b ? g.files : -g.files;
            for (int sq = a + step; sq != b; sq += step) if (board[sq] != 0) return false;
            return true;
        }
        for (int i = 0; i < p.pcount[0]; i++) {
            int a = p.plist[0][i];
            if (!p.t.royal[board[a]]) continue;
            int file = g.fileOf(a);
            for (int dir = -1; dir <= 1; dir += 2)
                for (int r = g.rankOf(a) + dir; r >= 0 && r < g.ranks; r += dir) {
                    int code = board[g.square(file, r)];
                    if (code == 0) continue;
                    if (Position.colourOf(code) == 1 && p.t.royal[code]) return true;
                    break;
                }
        }
        return false;
    }

    /**
     * {@link #royalsFacing} on a board whose holes block the royal pieces' sight, or whose ranks
     * wrap (the file goes round, as far as back to the piece): out of the hot path's way.
     */
    private static boolean royalsFacingAcrossHoles(Position p) {
        Geometry g = p.g;
        int[] board = p.board;
        for (int i = 0; i < p.pcount[0]; i++) {
            int a = p.plist[0][i];
            if (!p.t.royal[board[a]]) continue;
            for (int dir = -1; dir <= 1; dir += 2)
                for (int sq = g.step(a, 0, dir); sq >= 0 && sq != a; sq = g.step(sq, 0, dir)) {
                    int code = board[sq];
                    if (g.blocks(sq)) break;
                    if (code == 0) continue;
                    if (Position.colourOf(code) == 1 && p.t.royal[code]) return true;
                    break;
                }
        }
        return false;
    }
}
