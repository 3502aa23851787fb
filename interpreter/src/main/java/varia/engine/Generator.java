package varia.engine;

import static varia.engine.MoveTables.*;

/**
 * Legal move generation for one position: every piece's rays, then the moves the rules add
 * ({@link MoveSource}s), each tested for legality; the rules' restrictions last. A move is legal
 * when the mover's royal pieces are safe after it and every rule filter allows it; a piece off
 * every line to its royal pieces skips that test.
 */
final class Generator {
    private final Position p;
    /** Protected royal squares of the side being generated (scratch; one level per nested reply generation). */
    private int[] royalSq;
    private int royalN;
    private final int[][] royalStack, filterBufs;
    private int filterDepth;
    /** Generation may stop at the first legal move (filters only ask whether a reply exists). */
    boolean firstOnly;
    /** Some filter may refuse a move in the position being generated (set per side generated). */
    private boolean filtered;

    Generator(Position p) {
        this.p = p;
        royalStack = new int[4][p.squares];
        royalSq = royalStack[0];
        filterBufs = p.c.hasFilters ? new int[3][Moves.MAX_MOVES] : new int[0][];
    }

    /** Writes the legal moves into {@code out}; a finished game has none. */
    int legalMoves(int[] out) {
        if (p.c.endings.length > 0 && p.endedByRule() != null) return 0;
        return generateRestricted(out);
    }

    /** The side's legal moves with the rules' restrictions applied (no look at endings). */
    int generateRestricted(int[] out) {
        MoveRestriction[] rs = p.c.restrictions;
        if (rs.length == 0) return generate(out);
        boolean active = false;
        for (MoveRestriction r : rs) active |= r.active(p);
        if (!active) return generate(out);
        boolean saved = firstOnly;
        firstOnly = false; // a first move found may be one a restriction refuses
        int n;
        try {
            n = generate(out);
        } finally {
            firstOnly = saved;
        }
        for (MoveRestriction r : rs) if (r.active(p)) n = r.restrict(p, out, n);
        return n;
    }

    private int generate(int[] out) {
        if (!p.free) return generateSide(out, 0);
        int n = 0;
        int savedStm = p.stm;
        long savedHash = p.hash;
        for (int c = 0; c < 2; c++) { // free turns: both sides' moves
            p.stm = c;
            n = generateSide(out, n);
        }
        p.stm = savedStm;
        p.hash = savedHash;
        return n;
    }

    private static boolean bit(long[] marks, int at, int sq) { return (marks[at + (sq >>> 6)] >>> (sq & 63) & 1) != 0; }

    private int generateSide(int[] out, int n) {
        final Position pos = p;
        final Compiled cc = pos.c;
        final MoveTables r = pos.t;
        final int us = pos.stm, them = us ^ 1, types = pos.types, squares = pos.squares;
        final int[] rays = r.rays, board = pos.board;
        final long[] marks = pos.marks;
        findRoyals(us);
        boolean check = false;
        for (int i = 0; i < royalN; i++) if (Attacks.attacked(pos, royalSq[i], them)) { check = true; break; }
        final boolean filtered = this.filtered = filtersActive();
        for (MoveSource s : cc.leadSources) { // moves that, when there are any, are the only ones
            int m = s.generate(pos, out, n, check);
            if (m > n) return m;
        }
        final boolean stops = cc.slideStops;
        final int stopAt = (Compiled.STOPS + us) * pos.words, strictAt = (Compiled.STRICT + us) * pos.words;
        int[] list = pos.plist[us];
        for (int pi = 0; pi < pos.pcount[us]; pi++) {
            final int from = list[pi], type = Position.typeOf(board[from]);
            // a non-royal piece off every line to our royals cannot expose them (unless we are in check)
            final boolean fromSafe = !check && !r.royal[board[from]] && !filtered && !cc.changesLines[type] && !onSensitive(from, them);
            final boolean slowed = stops && bit(marks, strictAt, from); // a strict stop: one square only
            final long noCap = r.noCapture[us * types + type];
            final int base = (us * types + type) * squares + from;
            for (int j = r.rayStart[base], end = r.rayStart[base + 1]; j < end; ) {
                final int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, q0 = j + 1;
                j = q0 + plen + len;
                if ((h & F_INITIAL) != 0 && !pos.isUnmoved(from)) continue;
                int flag = 0;
                if ((h & F_SPECIAL) != 0) {
                    if (!pos.hasSpecial(from) || check && cc.specialNotInCheck[type]) continue;
                    flag = Moves.SPECIAL;
                }
                switch (h & KIND_MASK) {
                    case LEAP -> {
                        boolean open = true;
                        for (int q = q0; q < q0 + plen; q++) if (board[rays[q]] != 0 || stops && bit(marks, stopAt, rays[q])) { open = false; break; }
                        if (!open || slowed && plen > 0) continue;
                        int to = rays[q0 + plen], tc = board[to];
                        if (tc == 0) {
                            if ((h & F_MOVE) != 0) {
                                int m = Moves.make(from, to) | flag;
                                if ((h & F_CREATES_EP) != 0) m |= Moves.CREATES_EP;
                                n = add(out, n, m, type, fromSafe);
                            } else if ((h & F_EP) != 0 && pos.isEp(to)) n = addChecked(out, n, Moves.enPassant(from, to) | flag, type);
                        } else if ((h & F_CAPTURE) != 0 && Position.colourOf(tc) == them && (noCap >>> Position.typeOf(tc) & 1) == 0)
                            n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                    }
                    case SLIDE -> {
                        for (int q = q0, e = slowed ? q0 + 1 : q0 + len; q < e; q++) {
                            int to = rays[q], tc = board[to];
                            if (tc == 0) {
                                if ((h & F_MOVE) != 0) n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                                else if ((h & F_EP) != 0 && pos.isEp(to)) n = addChecked(out, n, Moves.enPassant(from, to) | flag, type);
                                if (stops && bit(marks, stopAt, to)) break; // a stop ends the slide
                                continue;
                            }
                            if ((h & F_CAPTURE) != 0 && Position.colourOf(tc) == them && (noCap >>> Position.typeOf(tc) & 1) == 0)
                                n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                            break;
                        }
                    }
                    default -> { // HOP
                        int q = q0, e = q0 + len;
                        while (q < e && board[rays[q]] == 0 && !(stops && bit(marks, stopAt, rays[q]))) q++;
                        if (q < e && board[rays[q]] == 0) continue; // stopped before any screen
                        if (q >= e || (r.screenExclude[type] >>> Position.typeOf(board[rays[q]]) & 1) != 0) continue;
                        for (q++; q < e; q++) {
                            int to = rays[q], tc = board[to];
                            if (tc == 0) {
                                if ((h & F_MOVE) != 0) n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                                if (stops && bit(marks, stopAt, to)) break;
                                continue;
                            }
                            if ((h & F_CAPTURE) != 0 && Position.colourOf(tc) == them && (noCap >>> Position.typeOf(tc) & 1) == 0)
                                n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                            break;
                        }
                    }
                }
            }
            if (firstOnly && n > 0) return n;
        }
        for (MoveSource s : cc.sources) {
            n = s.generate(pos, out, n, check);
            if (firstOnly && n > 0) return n;
        }
        return n;
    }

    /** Is any rule filter able to refuse a move here? */
    private boolean filtersActive() {
        for (MoveFilter f : p.c.filters) if (f.active(p)) return true;
        return false;
    }

    /** Collects the protected royal squares of a colour into the scratch list. */
    private void findRoyals(int colour) {
        if (p.royalTotal[colour] <= 1) {
            royalN = p.royalTotal[colour];
            royalSq[0] = p.kingSq[colour];
            return;
        }
        royalN = 0;
        if (p.c.royalsTaken) return; // several royals that only matter when one is left: none is protected yet
        int[] list = p.plist[colour];
        for (int i = 0, n = p.pcount[colour]; i < n; i++)
            if (p.t.royal[p.board[list[i]]]) royalSq[royalN++] = list[i];
    }

    /** Is sq on a line along which a piece of colour {@code by} could reach one of our royals? */
    private boolean onSensitive(int sq, int by) {
        final long[] sens = p.t.sensitive;
        final long bit = 1L << (sq & 63);
        final int w = sq >>> 6, words = p.words, squares = p.squares;
        for (int i = 0; i < royalN; i++)
            if ((sens[(by * squares + royalSq[i]) * words + w] & bit) != 0) return true;
        return false;
    }

    /** Adds a move (with its promotions) if legal; {@code fromSafe} short-cuts the legality test. */
    private int add(int[] out, int n, int move, int type, boolean fromSafe) {
        int to = Moves.to(move);
        boolean shortcut = fromSafe && !(p.t.hasHoppers[p.stm ^ 1] && onSensitive(to, p.stm ^ 1))
                && !(p.board[to] != 0 && p.c.changesLines[Position.typeOf(p.board[to])]);
        if (!shortcut && !isLegal(move)) return n;
        return promote(out, n, move, type);
    }

    private int addChecked(int[] out, int n, int move, int type) {
        return isLegal(move) ? promote(out, n, move, type) : n;
    }

    /** A move into (or, for some pieces, out of) a promotion zone becomes the moves the promotion rule allows. */
    private int promote(int[] out, int n, int move, int type) {
        Promoter pr = p.c.promoters[type];
        if (pr != null) {
            long[] zone = p.c.promoZone[p.stm * p.types + type];
            int from = Moves.from(move), to = Moves.to(move);
            if (bit(zone, 0, to) || p.c.promoOnLeaving[type] && bit(zone, 0, from)) return pr.expand(p, out, n, move, type);
        }
        out[n] = move;
        return n + 1;
    }

    /** Does the drop of a piece need the make/unmake test (in check, a hopper could use it as a screen, a filter)? */
    boolean dropNeedsTest(boolean inCheck) { return inCheck || p.t.hasHoppers[p.stm ^ 1] || filtered; }

    /** Legality of a move by make / test / unmake, including the variant's move filters. */
    boolean isLegal(int move) {
        int savedN = royalN;
        p.make(move);
        boolean ok = Attacks.ownRoyalsSafeAfterMove(p);
        if (ok && p.c.hasFilters) ok = passesFilters(move);
        p.unmake();
        royalN = savedN;
        return ok;
    }

    /** The rule filters, which may generate the opponent's replies: with a scratch level of their own. */
    private boolean passesFilters(int move) {
        int[] savedRoyals = royalSq;
        int savedN = royalN;
        royalSq = royalStack[++filterDepth];
        try {
            for (MoveFilter f : p.c.filters) if (!f.allows(p, move)) return false;
            MoveFilter own = p.c.kindFilters[Moves.kind(move)];
            return own == null || own.allows(p, move);
        } finally {
            royalSq = savedRoyals;
            royalN = savedN;
            filterDepth--;
        }
    }

    /** Is there a legal move (a reply, for a filter)? A position a rule has ended counts as having one (nobody is stalemated). */
    boolean hasLegalMove() {
        if (filterDepth >= filterBufs.length) return true; // deeper nesting cannot happen: replies of replies are not filtered
        if (p.c.endings.length > 0 && p.endedByRule() != null) return true;
        boolean saved = firstOnly;
        firstOnly = true; // one legal reply is enough
        try {
            return generateRestricted(filterBufs[filterDepth]) > 0;
        } finally {
            firstOnly = saved;
        }
    }
}
