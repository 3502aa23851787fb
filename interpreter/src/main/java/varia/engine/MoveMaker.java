package varia.engine;

import java.util.Arrays;

/**
 * Making and taking back moves: the core's own (a piece's move, with its capture, promotion,
 * first-move effects and en passant), the kinds a rule defines through its hook, then the rules'
 * state updates. The position before each move is kept in a reused {@link Ply} entry.
 */
final class MoveMaker {
    private MoveMaker() {}

    static void make(Position p, int move) {
        if (p.ply == p.history.length) growHistory(p);
        Ply h = p.history[p.ply];
        int from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        h.move = move;
        h.halfmove = p.halfmove;
        h.hash = p.hash;
        h.epVictim = p.epVictim;
        h.stm = p.stm;
        h.fullmove = p.fullmove;
        h.free = p.free;
        h.placedOnOrigin = false;
        h.captured = 0;
        h.mover = 0;
        // a plain loop: the marks are a few words, too short for arraycopy's call to pay
        for (int w = 0, n = p.marks.length; w < n; w++) h.marks[w] = p.marks[w];
        for (int i = 0, n = p.state.length; i < n; i++) h.state[i] = p.state[i];
        if (p.free && Moves.onBoard(kind)) { // under free turns the piece's owner moves it
            int mover = Position.colourOf(p.board[from]);
            if (mover != p.stm) { p.stm = mover; p.hash ^= p.c.zobrist.side; }
        }
        h.movedBy = p.stm;
        int victim = p.epVictim;
        p.clearEp();
        if (move < 0 && Moves.isMulti(move)) makeMultiLeg(p, h, move, from, to);
        else if (move < 0 && Moves.isSwap(move)) makeSwap(p, h, from, to);
        else if (kind == Moves.KIND_NORMAL || kind == Moves.KIND_EN_PASSANT) makeBoardMove(p, h, move, from, to, kind, victim);
        else if (kind != Moves.KIND_NULL) p.c.kinds[kind].make(p, move, h);
        if (p.epVictim >= 0 && !p.epCapturable()) p.clearEp();
        if (p.stm == 1) p.fullmove++;
        p.stm ^= 1;
        p.hash ^= p.c.zobrist.side;
        p.ply++;
        for (AfterMove a : p.c.afterMoves) a.afterMake(p, move);
    }

    /** A piece's own move: captures (to the captor's hand where the rules say so), promotion, first-move effects, en passant. */
    private static void makeBoardMove(Position p, Ply h, int move, int from, int to, int kind, int victim) {
        int code = p.board[from], type = Position.typeOf(code);
        h.mover = code;
        int capSq = kind == Moves.KIND_EN_PASSANT ? victim : to;
        int captured = p.board[capSq];
        h.captured = captured;
        h.capturedSquare = capSq;
        if (captured != 0) {
            h.capturedIndex = p.pidx[capSq];
            p.remove(capSq);
            p.clearMark(Compiled.UNMOVED, capSq, p.c.zobrist.unmoved);
            p.clearMark(Compiled.SPECIAL, capSq, p.c.zobrist.special);
            if (p.c.demoted != null) p.addToHand(p.stm, p.c.handType(captured, capSq, p.marks), 1);
        }
        boolean first = p.c.firstMoves[type] != null && p.isUnmoved(from);
        p.relocate(from, to);
        if (first) p.c.firstMoves[type].onFirstMove(p, from, type);
        if (move < 0) gate(p, h, move, from);
        int promo = Moves.promotion(move);
        if (promo >= 0) p.recode(to, Position.code(promo, p.stm));
        if ((move & Moves.CREATES_EP) != 0) p.markEnPassant(from, to, type);
        p.clearMark(Compiled.SPECIAL, from, p.c.zobrist.special);
        p.squareMarks().clearUnmoved(from);
        p.squareMarks().clearUnmoved(to);
        p.halfmove = captured != 0 || p.c.resetsClock[type] ? 0 : p.halfmove + 1;
    }

    /**
     * A multi-leg move with an effect beyond from -> to ({@link Moves#MULTI}): it captures on its
     * way (and perhaps where it ends), or comes back to its own square. Such moves do not promote,
     * create en-passant rights nor trigger first-move effects (the notation gives them none).
     */
    private static void makeMultiLeg(Position p, Ply h, int move, int from, int to) {
        int code = p.board[from];
        h.mover = code;
        int victim = Moves.victim(move);
        h.captured2 = 0;
        boolean capture = false;
        if (victim >= 0) {
            h.captured = p.board[victim];
            h.capturedSquare = victim;
            h.capturedIndex = p.pidx[victim];
            take(p, victim, h.captured);
            capture = true;
        }
        if (to != from) {
            int there = p.board[to];
            if (there != 0) {
                if (victim >= 0) {
                    h.captured2 = there;
                    h.capturedSquare2 = to;
                    h.capturedIndex2 = p.pidx[to];
                } else {
                    h.captured = there;
                    h.capturedSquare = to;
                    h.capturedIndex = p.pidx[to];
                }
                take(p, to, there);
                capture = true;
            }
            p.relocate(from, to);
            p.clearMark(Compiled.SPECIAL, from, p.c.zobrist.special);
            p.squareMarks().clearUnmoved(from);
            p.squareMarks().clearUnmoved(to);
        }
        p.halfmove = capture || p.c.resetsClock[Position.typeOf(code)] ? 0 : p.halfmove + 1;
    }

    /**
     * A {@link Moves#SWAP}: the royal piece to {@code to}, the own piece there to {@code from}; the
     * partner's code and list index are kept in the second-capture fields (nothing is captured).
     */
    private static void makeSwap(Position p, Ply h, int from, int to) {
        h.mover = p.board[from];
        int partner = p.board[to];
        h.captured2 = partner;
        h.capturedSquare2 = to;
        h.capturedIndex2 = p.pidx[to];
        p.remove(to);
        p.relocate(from, to);
        p.put(from, partner);
        for (int sq : new int[] {from, to}) {
            p.clearMark(Compiled.SPECIAL, sq, p.c.zobrist.special);
            p.squareMarks().clearUnmoved(sq);
        }
        p.halfmove = p.halfmove + 1;
    }

    /** Undoes {@link #makeSwap} in the reverse order (piece lists exactly as before). */
    private static void unmakeSwap(Position p, Ply h, int from, int to) {
        p.remove(from);
        p.relocate(to, from);
        p.restore(to, h.captured2, h.capturedIndex2);
    }

    /** Removes a captured piece: its marks go, and it joins the captor's hand where the rules say so. */
    private static void take(Position p, int sq, int captured) {
        p.remove(sq);
        p.clearMark(Compiled.UNMOVED, sq, p.c.zobrist.unmoved);
        p.clearMark(Compiled.SPECIAL, sq, p.c.zobrist.special);
        if (p.c.demoted != null) p.addToHand(p.stm, p.c.handType(captured, sq, p.marks), 1);
    }

    /** Undoes {@link #makeMultiLeg}: the pieces come back in the reverse order of their removal. */
    private static void unmakeMultiLeg(Position p, Ply h, int from, int to) {
        if (to != from) p.relocate(to, from);
        if (h.captured2 != 0) untake(p, h, h.capturedSquare2, h.captured2, h.capturedIndex2);
        if (h.captured != 0) untake(p, h, h.capturedSquare, h.captured, h.capturedIndex);
    }

    private static void untake(Position p, Ply h, int sq, int code, int index) {
        p.restore(sq, code, index);
        if (p.c.demoted != null) p.addToHand(h.movedBy, p.c.handType(code, sq, h.marks), -1);
    }

    /** A piece from the mover's hand on the square just left (gating); kept out of the hot method so it stays small enough to inline. */
    private static void gate(Position p, Ply h, int move, int from) {
        int gated = Moves.gatedType(move);
        p.addToHand(p.stm, gated, -1);
        p.put(from, Position.code(gated, p.stm));
        h.placedOnOrigin = true;
    }

    /** The gated piece (already off the board) back to the hand. */
    private static void ungate(Position p, Ply h, int move) { p.addToHand(h.movedBy, Moves.gatedType(move), 1); }

    /** Takes back the last {@link #make}. */
    static void unmake(Position p) {
        p.ply--;
        Ply h = p.history[p.ply];
        int move = h.move, from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        if (kind == Moves.KIND_NORMAL || kind == Moves.KIND_EN_PASSANT) {
            if (move < 0) { // gating or multi-leg: out of line, so that this method stays small enough to inline
                unmakeNegative(p, h, move, from, to);
                return;
            }
            if (Moves.promotion(move) >= 0) p.recode(to, h.mover);
            if (h.placedOnOrigin) p.remove(from);
            p.relocate(to, from);
            if (h.captured != 0) {
                p.restore(h.capturedSquare, h.captured, h.capturedIndex);
                if (p.c.demoted != null) p.addToHand(h.movedBy, p.c.handType(h.captured, h.capturedSquare, h.marks), -1);
            }
        } else if (kind != Moves.KIND_NULL) {
            p.stm = h.movedBy;
            p.c.kinds[kind].unmake(p, move, h);
        }
        for (int w = 0, n = p.marks.length; w < n; w++) p.marks[w] = h.marks[w];
        for (int i = 0, n = p.state.length; i < n; i++) p.state[i] = h.state[i];
        p.epVictim = h.epVictim;
        p.halfmove = h.halfmove;
        p.fullmove = h.fullmove;
        p.free = h.free;
        p.stm = h.stm;
        p.hash = h.hash;
    }

    /**
     * Undoes a board move with bit 31 set: a multi-leg move, or a gating move (its gated piece back
     * to the hand); then the rest of {@link #unmake}.
     */
    private static void unmakeNegative(Position p, Ply h, int move, int from, int to) {
        if (Moves.isMulti(move)) unmakeMultiLeg(p, h, from, to);
        else if (Moves.isSwap(move)) unmakeSwap(p, h, from, to);
        else {
            if (h.placedOnOrigin) p.remove(from);
            ungate(p, h, move);
            p.relocate(to, from);
            if (h.captured != 0) {
                p.restore(h.capturedSquare, h.captured, h.capturedIndex);
                if (p.c.demoted != null) p.addToHand(h.movedBy, p.c.handType(h.captured, h.capturedSquare, h.marks), -1);
            }
        }
        for (int w = 0, n = p.marks.length; w < n; w++) p.marks[w] = h.marks[w];
        for (int i = 0, n = p.state.length; i < n; i++) p.state[i] = h.state[i];
        p.epVictim = h.epVictim;
        p.halfmove = h.halfmove;
        p.fullmove = h.fullmove;
        p.free = h.free;
        p.stm = h.stm;
        p.hash = h.hash;
    }

    private static void growHistory(Position p) {
        Ply[] more = Arrays.copyOf(p.history, Math.max(64, p.history.length * 2));
        for (int i = p.history.length; i < more.length; i++) more[i] = new Ply(p.marks.length, p.state.length, p.words);
        p.history = more;
    }
}
