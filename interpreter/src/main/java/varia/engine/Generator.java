package varia.engine;

import static varia.engine.MoveTables.*;

/**
 * Legal move generation for one position: every piece's rays, then the moves the rules add
 * ({@link MoveSource}s), each tested for legality; the rules' restrictions last. A move is legal
 * when the mover's royal pieces are safe after it and every rule filter allows it; a piece off
 * every line to its royal pieces skips that test.
 */
final class Generator {
    final Position p;
    /** The multi-leg walk (variants with such moves only). */
    private final MultiLegMoves multi;
    /** The side's moves as the rules shape them around the piece loop (stages, restrictions, free turns, the reply test). */
    final RuleMoves rules;
    /** Protected royal squares of the side being generated (scratch; one level per nested reply generation). */
    private int[] royalSq;
    int royalN;
    private final int[][] royalStack;
    final int[][] filterBufs;
    int filterDepth;
    /** Generation may stop at the first legal move (filters only ask whether a reply exists). */
    boolean firstOnly;
    /** Only captures and promotions (the search's quiescence and its first stage). */
    boolean capturesOnly;
    /** Only the moves {@link #capturesOnly} leaves out (the search's second stage, see {@link StagedMoves}). */
    boolean quietsOnly;
    /** Whether a rule filter may refuse a move in the position being generated (set per generation, kept across nested ones). */
    boolean filtered;
    /** The side being generated is in check; its moves may be judged by their two squares (see {@link Compiled#twoSquareMoves}). */
    private boolean checked, twoSquare;
    /** Only a safe verdict of the two squares is final (a rule's update may take an attack away, see {@link Compiled#twoSquareSafe}). */
    private boolean twoSquareSafe;
    /** Stops on the board: a safe verdict is final only for a plain move that leaves them as they are (see {@link Compiled#twoSquareSafeOffChangers}). */
    private boolean twoSquareSafeOff;
    /** And such a move's attacked verdict is final too (see {@link Compiled#twoSquareMovesOffChangers}). */
    private boolean twoSquareOff;
    /** The piece whose moves are being generated may promote from its square (else its moves skip the zone test). */
    private boolean mayPromote = true;

    /** Off: every move that could expose the royal piece is made and tested (for tests comparing the two ways). */
    static boolean pinsEnabled = true;

    // how a generated move is checked for legality (OFF_LINE_HOP: off every line, pins read with the hoppers' lines)
    // EVADE: in check by one piece, a move must land on the checker's line (taken or blocked)
    // DEFER: a royal's move put aside until all its moves are known, then judged as ROYAL (see royalMoves)
    private static final int TEST = 0, OFF_LINE = 1, PINNED = 2, ROYAL = 3, OFF_LINE_HOP = 4, EVADE = 5, DEFER = 6;
    /** Pins of the side being generated, one level per nested generation (depth: the next free level). */
    private final Pins pins;
    /** The game has slide stops (zones of influence): the shortcuts then read them as they stand. */
    private final boolean slideStops;
    private int depth;
    /** The pin segment of the piece whose moves are being generated; in check by one piece, the checker's line. */
    private int segLo, segHi, evLo, evHi;
    /** In check by one piece, non-royal moves are judged by the checker's line ({@link #EVADE}). */
    private boolean evading;
    /** The enemy's attacks, for a royal with several destinations (one level per pins level). */
    private final AttackMap attackMap;

    Generator(Position p) {
        this.p = p;
        slideStops = p.c.slideStops;
        multi = new MultiLegMoves(this);
        rules = new RuleMoves(this);
        royalStack = new int[4][p.squares];
        royalSq = royalStack[0];
        filterBufs = p.c.hasFilters ? new int[3][Moves.MAX_MOVES] : new int[0][];
        pins = new Pins(p.squares, p.words);
        attackMap = new AttackMap(p.c, Pins.LEVELS);
    }

    private static boolean bit(long[] marks, int at, int sq) { return (marks[at + (sq >>> 6)] >>> (sq & 63) & 1) != 0; }

    int generateSide(int[] out, int n) {
        final Position pos = p;
        final Compiled cc = pos.c;
        final MoveTables r = pos.t;
        final int us = pos.stm, them = us ^ 1, types = pos.types, squares = pos.squares;
        final int[] rays = r.rays, board = pos.board;
        final long[] marks = pos.marks;
        findRoyals(us);
        final boolean stops = cc.slideStops, leapStops = cc.leapStops;
        final int stopAt = (Compiled.STOPS + us) * pos.words, strictAt = (Compiled.STRICT + us) * pos.words;
        // one royal piece, not in check, no capture that needs an occupied square: pins (with hoppers'
        // screens and open lines) decide the royal's safety (a rule filter that concerns a move is
        // asked after it, in add); the walk that finds them sees a check too. With slide stops (zones)
        // the pins read the stops as they stand (no hoppers then), which hold after any move that
        // changes none (Compiled.twoSquareSafeOffChangers); a move that may change them is tested (see add)
        final boolean pinnable = pinsEnabled && royalN == 1 && (!r.hasHoppers[them] || r.conditionalAttacks == null)
                && (!stops || !r.hasHoppers[them] && cc.twoSquareSafeOffChangers);
        final int level = depth, offLine = r.hasHoppers[them] ? OFF_LINE_HOP : OFF_LINE;
        boolean check = false;
        if (pinnable) check = findPins(them, level);
        else for (int i = 0; i < royalN; i++) if (Attacks.attacked(pos, royalSq[i], them)) { check = true; break; }
        final boolean pinned = pinnable && !check;
        // in check by one piece (no hoppers, no rule update that could take the check away: none changes
        // attacks, or one only takes rights and the checker needs none): only the royal's steps and moves
        // onto the checker's line can answer it; the level is kept for the royal's attack map
        final boolean lineChecks = cc.twoSquareMoves || cc.twoSquareSafe && cc.keepsPlainAttacks;
        final boolean evade = this.evading = check && pinnable && !r.hasHoppers[them] && lineChecks
                && pins.checkers(pos, royalSq[0], them) == 1 && (cc.twoSquareMoves || pins.checkPlain);
        if (check && pinnable) depth = level + 1;
        if (evade) {
            evLo = pins.checkLo;
            evHi = pins.checkHi;
        }
        final boolean filtered = this.filtered = filtersActive();
        this.checked = check;
        this.twoSquare = pinsEnabled && cc.twoSquareMoves && royalN == 1; // off with the pins: tests compare with making every move
        this.twoSquareSafe = pinsEnabled && cc.twoSquareSafe && royalN == 1;
        this.twoSquareSafeOff = pinsEnabled && !cc.twoSquareSafe && cc.twoSquareSafeOffChangers && royalN == 1;
        this.twoSquareOff = twoSquareSafeOff && cc.twoSquareMovesOffChangers;
        if (cc.leadSources.length > 0) { // moves that, when there are any, are the only ones
            int m = leadMoves(out, n, check);
            // rule sources' moves belong to the quiet stage: the captures stage then has none (quiescence
            // must not search captures the duty to drop forbids)
            if (m > n) { clearPins(pinnable, level); return capturesOnly ? n : m; }
        }
        int[] list = pos.plist[us];
        for (int pi = 0; pi < pos.pcount[us]; pi++) {
            final int from = list[pi], type = Position.typeOf(board[from]);
            final int fromSafe;
            // with stops, a caster's move changes the stops the pins and the checker's line read, and a
            // first move's hook changes the board beyond its two squares (a gate): such a move is tested
            final boolean changer = stops && (cc.changesLines[type] || cc.firstMoves[type] != null && pos.isUnmoved(from));
            if (pinned) {
                int pin = pins.pinOf[level][from];
                if (changer) fromSafe = TEST;
                else if (r.royal[board[from]]) fromSafe = ROYAL;
                else if (pin == 0) fromSafe = offLine;
                else if (pin < 0) fromSafe = TEST;
                else {
                    fromSafe = PINNED;
                    segLo = pins.pinLo[level][pin - 1];
                    segHi = pins.pinHi[level][pin - 1];
                }
            } else if (check && pinnable && lineChecks) { // the royal's steps as out of check; the others onto the checker's line
                fromSafe = changer ? TEST : r.royal[board[from]] ? ROYAL : evade && (cc.firstMoves[type] == null || !pos.isUnmoved(from)) ? EVADE : TEST;
            } else {
                // a non-royal piece off every line to our royals cannot expose them (unless we are in check)
                fromSafe = !check && !r.royal[board[from]] && !cc.changesLines[type] && !onSensitive(from, them) ? OFF_LINE : TEST;
            }
            final boolean slowed = stops && bit(marks, strictAt, from); // a strict stop: one square only
            final OwnStops own = stops && cc.hasOwnStops ? cc.ownStops[type] : null; // a caster's own zone does not stop it
            final long noCap = r.noCapture[us * types + type];
            final int base = (us * types + type) * squares + from, first = n;
            mayPromote = !PromotionReach.enabled || cc.mayPromote[base];
            // a royal with many destinations: its moves are put aside, then judged together (by one attack map)
            final boolean deferring = fromSafe == ROYAL && AttackMap.enabled && attackMap.usable;
            final int how = deferring ? DEFER : fromSafe;
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
                        for (int q = q0; q < q0 + plen; q++)
                            if (board[rays[q]] != 0 || leapStops && bit(marks, stopAt, rays[q]) && (own == null || !own.ownOnly(pos, from, rays[q]))) {
                                open = false;
                                break;
                            }
                        if (!open || leapStops && slowed && plen > 0) continue;
                        int to = rays[q0 + plen], tc = board[to];
                        if (tc == 0) {
                            if ((h & F_MOVE) != 0) {
                                int m = Moves.make(from, to) | flag;
                                if ((h & F_CREATES_EP) != 0) m |= Moves.CREATES_EP;
                                n = add(out, n, m, type, how);
                            } else if ((h & F_EP) != 0 && pos.isEp(to) && !quietsOnly) n = addTested(out, n, Moves.enPassant(from, to) | flag, type);
                        } else if ((h & F_CAPTURE) != 0 && Position.colourOf(tc) == them && (noCap >>> Position.typeOf(tc) & 1) == 0)
                            n = add(out, n, Moves.make(from, to) | flag, type, how);
                    }
                    case SLIDE -> {
                        for (int q = q0, e = slowed ? q0 + 1 : q0 + len; q < e; q++) {
                            int to = rays[q], tc = board[to];
                            if (tc == 0) {
                                if ((h & F_MOVE) != 0) n = add(out, n, Moves.make(from, to) | flag, type, how);
                                else if ((h & F_EP) != 0 && pos.isEp(to) && !quietsOnly) n = addTested(out, n, Moves.enPassant(from, to) | flag, type);
                                if (stops && bit(marks, stopAt, to) && (own == null || !own.ownOnly(pos, from, to))) break; // a stop ends the slide
                                continue;
                            }
                            if ((h & F_CAPTURE) != 0 && Position.colourOf(tc) == them && (noCap >>> Position.typeOf(tc) & 1) == 0)
                                n = add(out, n, Moves.make(from, to) | flag, type, how);
                            break;
                        }
                    }
                    default -> { // HOP, or MULTI (tested here so that the switch of games without them stays as it was)
                        if ((h & KIND_MASK) == MULTI) {
                            n = multi.leg(out, n, q0, from, type, -1, MultiLegMoves.pieceStart(out, n, from), how, noCap);
                            continue;
                        }
                        int q = q0, e = q0 + len;
                        while (q < e && board[rays[q]] == 0 && !(stops && bit(marks, stopAt, rays[q]) && (own == null || !own.ownOnly(pos, from, rays[q])))) q++;
                        if (q < e && board[rays[q]] == 0) continue; // stopped before any screen
                        if (q >= e || (r.screenExclude[type] >>> Position.typeOf(board[rays[q]]) & 1) != 0) continue;
                        for (q++; q < e; q++) {
                            int to = rays[q], tc = board[to];
                            if (tc == 0) {
                                if ((h & F_MOVE) != 0) n = add(out, n, Moves.make(from, to) | flag, type, how);
                                if (stops && bit(marks, stopAt, to) && (own == null || !own.ownOnly(pos, from, to))) break;
                                continue;
                            }
                            if ((h & F_CAPTURE) != 0 && Position.colourOf(tc) == them && (noCap >>> Position.typeOf(tc) & 1) == 0)
                                n = add(out, n, Moves.make(from, to) | flag, type, how);
                            break;
                        }
                    }
                }
            }
            if (deferring) n = royalMoves(out, n, type, level, them, from);
            if (cc.wraps && n - first > 1) n = distinct(out, first, n); // round a ring, two rays reach one square
            if (firstOnly && n > 0) { clearPins(pinnable, level); mayPromote = true; return n; }
        }
        clearPins(pinnable, level);
        mayPromote = true;
        if (capturesOnly) return n;
        for (MoveSource s : cc.sources) {
            n = s.generate(pos, out, n, check);
            if (firstOnly && n > 0) return n;
        }
        return n;
    }

    /**
     * The lead sources' moves (the duty to drop) written from {@code out[n]} on, whatever the
     * stage; for the captures stage only the first (whether there is one).
     */
    private int leadMoves(int[] out, int n, boolean check) {
        boolean captures = capturesOnly, quiets = quietsOnly, first = firstOnly;
        capturesOnly = quietsOnly = false;
        firstOnly = first || captures;
        try {
            for (MoveSource s : p.c.leadSources) {
                int m = s.generate(p, out, n, check);
                if (m > n) return m;
            }
            return n;
        } finally {
            capturesOnly = captures;
            quietsOnly = quiets;
            firstOnly = first;
        }
    }

    /**
     * On a board that wraps a piece may reach a square both ways round (a rook on an empty ring): the
     * moves of one piece, out[first..n), each kept once.
     */
    private static int distinct(int[] out, int first, int n) {
        int kept = first;
        for (int i = first; i < n; i++) {
            boolean seen = false;
            for (int k = first; k < kept && !seen; k++) seen = out[k] == out[i];
            if (!seen) out[kept++] = out[i];
        }
        return kept;
    }

    /** Is any rule filter able to refuse a move here? */
    boolean filtersActive() {
        for (MoveFilter f : p.c.filters) if (f.active(p) && !answeredByNesting(f)) return true;
        return false;
    }

    /**
     * A filter that refuses only for want of a reply, asked at the nesting's last level: the reply
     * test it would run answers yes there ({@link RuleMoves#hasLegalMove}), so it allows every move, and no
     * move need be made for it.
     */
    private boolean answeredByNesting(MoveFilter f) { return f.onlyTestsReplies() && filterDepth + 1 >= filterBufs.length; }

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

    /** Finds the pins against our one royal at this level (nested generations then use the next); true instead when it is in check. */
    private boolean findPins(int them, int level) {
        if (pins.find(p, royalSq[0], them, level, p.t.hasHoppers[them])) return true;
        depth = level + 1;
        return false;
    }

    private void clearPins(boolean found, int level) {
        if (!found) return;
        pins.clear(level);
        depth = level;
    }

    /**
     * Judges the royal's moves put aside at this level ({@link #DEFER}): with enough destinations,
     * by the enemy's attack map (one walk of the enemy pieces that reach them, instead of a walk of
     * the reverse rays from each); else each by its reverse rays.
     */
    private int royalMoves(int[] out, int n, int type, int level, int them, int from) {
        if (attackMap.aimAtDeferred(level)) attackMap.build(p, level, them, from);
        final int[] moves = attackMap.deferred(level);
        for (int i = 0, count = attackMap.deferredCount(level); i < count; i++) n = add(out, n, moves[i], type, ROYAL);
        attackMap.clear(level);
        return n;
    }

    /** Adds a move (with its promotions) if legal, tested as the piece's situation allows. */
    int add(int[] out, int n, int move, int type, int how) {
        int to = Moves.to(move);
        if (capturesOnly && p.board[to] == 0 && !promotes(move, type)) return n;
        if (quietsOnly && (p.board[to] != 0 || promotes(move, type))) return n;
        if (slideStops && how != TEST && changesStops(move, to, type)) return addTested(out, n, move, type);
        switch (how) {
            case OFF_LINE -> {
                boolean shortcut = !(p.t.hasHoppers[p.stm ^ 1] && onSensitive(to, p.stm ^ 1))
                        && !(p.board[to] != 0 && p.c.changesLines[Position.typeOf(p.board[to])]);
                if (!shortcut) return addTested(out, n, move, type);
            }
            case OFF_LINE_HOP -> {
                if (pins.dangerous(depth - 1, to) || p.board[to] != 0 && p.c.changesLines[Position.typeOf(p.board[to])])
                    return addTested(out, n, move, type);
            }
            case PINNED -> {
                // a pinned piece stays on its pin's line, or takes the pinning piece
                boolean on = false;
                for (int k = segLo; k <= segHi; k++) if (p.t.attackSq[k] == to) { on = true; break; }
                if (!on) return n;
                if (p.t.hasHoppers[p.stm ^ 1] && pins.dangerous(depth - 1, to)) return addTested(out, n, move, type);
            }
            case ROYAL -> {
                boolean attacked;
                if (attackMap.built(depth - 1)) attacked = attackMap.attacked(depth - 1, to);
                else {
                    int from = Moves.from(move), code = p.board[from];
                    p.board[from] = 0; // the royal piece's own square no longer shields it
                    attacked = Attacks.attacked(p, to, p.stm ^ 1);
                    p.board[from] = code;
                }
                // a rule's update after the move may take an attacker's right away (a check that costs the
                // opponent's king its leap): then an attacked square is judged by making the move
                if (attacked) return p.c.twoSquareMoves || attackedWithoutRights(move) ? n : addMade(out, n, move, type);
            }
            case DEFER -> {
                attackMap.defer(depth - 1, move);
                return n;
            }
            case EVADE -> {
                boolean on = false;
                for (int k = evLo; k <= evHi; k++) if (p.t.attackSq[k] == to) { on = true; break; }
                if (!on) return n;
                return addTested(out, n, move, type);
            }
            default -> {
                return addTested(out, n, move, type);
            }
        }
        return addSafe(out, n, move, type);
    }

    /**
     * With stops, the shortcuts read them as they stand: a move that takes a caster or promotes
     * (perhaps into one) may change them, so it is tested as any other would be.
     */
    private boolean changesStops(int move, int to, int type) {
        return p.board[to] != 0 && p.c.changesLines[Position.typeOf(p.board[to])] || promotes(move, type);
    }

    /** Adds a move whose royal safety must be tested by making it (the filters asked in the same make, if no promotion follows). */
    private int addTested(int[] out, int n, int move, int type) {
        // two squares suffice unless a filter must see the move made anyway (then one make does both)
        if (Moves.kind(move) == Moves.KIND_NORMAL && (p.c.firstMoves[type] == null || !p.isUnmoved(Moves.from(move)))) {
            boolean off = twoSquareSafeOff && offChangers(move, type); // stops on the board, which the move leaves as they are
            if (off || twoSquareSafe && (promotes(move, type) || !filterNeeded(move))) {
                if (safeOnTwoSquares(move, type)) return addSafe(out, n, move, type);
                if (twoSquare || off && twoSquareOff) return n;
                // attacked before the rules' update, which may take the attack away (Chaturanga: a check costs the king its leap)
            }
        }
        return addMade(out, n, move, type);
    }

    /** A plain move that leaves the stops as they are: it moves and takes no line changer, promotes not, and no filter must see it made. */
    private boolean offChangers(int move, int type) {
        int captured = p.board[Moves.to(move)];
        return !p.c.changesLines[type] && (captured == 0 || !p.c.changesLines[Position.typeOf(captured)])
                && !promotes(move, type) && !filterNeeded(move);
    }

    /** A royal move's destination attacked even if the rules' update takes every right away (so the move is illegal without a make). */
    private boolean attackedWithoutRights(int move) {
        int from = Moves.from(move), code = p.board[from];
        p.board[from] = 0;
        boolean attacked = Attacks.attackedWithoutRights(p, Moves.to(move), p.stm ^ 1);
        p.board[from] = code;
        return attacked;
    }

    /** Adds a move if it is legal once made (royal safety, and the filters in the same make if no promotion follows). */
    private int addMade(int[] out, int n, int move, int type) {
        if (promotes(move, type)) return legal(move, false) ? addSafe(out, n, move, type) : n;
        if (!legal(move, true)) return n;
        out[n] = move;
        return n + 1;
    }

    /**
     * Adds a move after which the mover's royal pieces are safe: expanded into the promotions the
     * rule allows, each then judged by the rule filters that concern it.
     */
    private int addSafe(int[] out, int n, int move, int type) {
        boolean promotes = promotes(move, type);
        int end = promotes ? p.c.promoters[type].expand(p, out, n, move, type) : put(out, n, move);
        if (!filtered && !p.c.hasKindFilters) return end;
        if (!promotes && (p.c.filterMovers >>> type & 1) == 0 && Moves.isPlain(move)) return end; // no filter concerns it
        int kept = n;
        for (int i = n; i < end; i++) {
            int m = out[i];
            if (!filterNeeded(m) || filtersAllow(m)) out[kept++] = m;
        }
        return kept;
    }

    /**
     * Royal safety after a piece's plain move, judged on the board with only its two squares
     * changed (no make): the royal piece's own new square, or (not in check) only the attack lines
     * through the two squares, or (in check) all of them.
     */
    private boolean safeOnTwoSquares(int move, int type) {
        final int[] board = p.board;
        int from = Moves.from(move), to = Moves.to(move), code = board[from], captured = board[to], them = p.stm ^ 1;
        board[from] = 0;
        board[to] = code;
        boolean attacked;
        if (p.t.royal[code]) attacked = Attacks.attacked(p, to, them);
        else if (checked && !evading) attacked = Attacks.attacked(p, royalSq[0], them);
        else attacked = Attacks.attackedThrough(p, royalSq[0], them, from) || Attacks.attackedThrough(p, royalSq[0], them, to);
        board[to] = captured;
        board[from] = code;
        return !attacked;
    }

    private static int put(int[] out, int n, int move) {
        out[n] = move;
        return n + 1;
    }

    private boolean promotes(int move, int type) {
        if (!mayPromote || p.c.promoters[type] == null) return false;
        long[] zone = p.c.promoZone[p.stm * p.types + type];
        return bit(zone, 0, Moves.to(move)) || p.c.promoOnLeaving[type] && bit(zone, 0, Moves.from(move));
    }

    /** Does the drop of a piece need the make/unmake test (in check, a hopper could use it as a screen, a filter)? */
    boolean dropNeedsTest(boolean inCheck) { return inCheck || p.t.hasHoppers[p.stm ^ 1]; }

    /** The rule filters' verdict on a move whose royal safety is known, asked during generation (no make when none concerns it). */
    boolean filtersAllowSafe(int move) { return !filterNeeded(move) || filtersAllow(move); }

    /** Legality of a move asked outside the piece loop (by a rule's move source, or a caller): filters judged afresh. */
    boolean isLegalHere(int move) {
        boolean saved = filtered;
        filtered = filtersActive();
        try {
            return isLegal(move);
        } finally {
            filtered = saved;
        }
    }

    /** Legality of a move by make / test / unmake, with the filters active in this position (see {@link #filtered}). */
    boolean isLegal(int move) { return legal(move, true); }

    /** Make, test the mover's royal safety (and, if asked, the filters that concern the move), unmake. */
    private boolean legal(int move, boolean withFilters) {
        int savedN = royalN;
        boolean filter = withFilters && filterNeeded(move);
        p.make(move);
        boolean ok = Attacks.ownRoyalsSafeAfterMove(p);
        if (ok && filter) ok = passesFilters(move);
        p.unmake();
        royalN = savedN;
        return ok;
    }

    /** Must the rule filters see this move: one active here concerns it, or its kind has a filter of its own? */
    private boolean filterNeeded(int move) {
        return filtered && concerned(move) || p.c.kindFilters[Moves.kind(move)] != null;
    }

    /** Could a rule filter refuse this move (asked before it is made)? */
    private boolean concerned(int move) {
        for (MoveFilter f : p.c.filters) if (f.concerns(p, move) && !answeredByNesting(f)) return true;
        return false;
    }

    /** The rule filters' verdict on a move whose royal safety is already known: made, asked, taken back. */
    private boolean filtersAllow(int move) {
        p.make(move);
        boolean ok = passesFilters(move);
        p.unmake();
        return ok;
    }

    /** The rule filters, which may generate the opponent's replies: with a scratch level of their own. */
    private boolean passesFilters(int move) {
        int[] savedRoyals = royalSq;
        int savedN = royalN;
        boolean savedFiltered = filtered, savedChecked = checked, savedTwoSquare = twoSquare, savedSafe = twoSquareSafe, savedSafeOff = twoSquareSafeOff, savedOff = twoSquareOff, savedEvading = evading, savedPromote = mayPromote;
        int savedLo = segLo, savedHi = segHi, savedEvLo = evLo, savedEvHi = evHi; // the replies have pins and checks of their own
        royalSq = royalStack[++filterDepth];
        try {
            for (MoveFilter f : p.c.filters) if (!f.allows(p, move)) return false;
            MoveFilter own = p.c.kindFilters[Moves.kind(move)];
            return own == null || own.allows(p, move);
        } finally {
            royalSq = savedRoyals;
            royalN = savedN;
            filtered = savedFiltered; // the replies' generation set these for the other position
            checked = savedChecked;
            twoSquare = savedTwoSquare;
            twoSquareSafe = savedSafe;
            twoSquareSafeOff = savedSafeOff;
            twoSquareOff = savedOff;
            evading = savedEvading;
            mayPromote = savedPromote;
            segLo = savedLo;
            segHi = savedHi;
            evLo = savedEvLo;
            evHi = savedEvHi;
            filterDepth--;
        }
    }

}
