package varia.rules.swap;

import varia.engine.AfterMove;
import varia.engine.FenRights;
import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * The swap in the engine: {@link Moves#swap} of the royal piece with each own piece of the listed
 * types that leaves its royal safe (and, unless allowed, gives no check), offered when the side has
 * no other legal move ({@link Installer#fallbackSource}) and/or when it is in check (a source asked
 * in check only). Once used, a side that may swap once keeps a state bit (in the hash, and in the
 * FEN's castling field as {@code S} for White, {@code s} for Black).
 */
final class SwapMoves implements AfterMove, FenRights {
    private final long types;
    private final RoyalSwap s;
    private int slot;
    private long[] keys;

    private SwapMoves(RoyalSwap s) {
        long t = 0;
        for (int type : s.with()) t |= 1L << type;
        types = t;
        this.s = s;
    }

    static void install(RoyalSwap s, Installer in) {
        SwapMoves m = new SwapMoves(s);
        if (s.noMove()) in.fallbackSource(m::generate);
        if (s.inCheck()) in.source(m::inCheck);
        if (s.once()) {
            m.slot = in.stateSlots(1);
            m.keys = in.hashKeys(2);
            in.afterMove(m);
            in.fenRights(m);
        }
    }

    private boolean used(Position p, int colour) { return (p.state(slot) >>> colour & 1) != 0; }

    private int inCheck(Position p, int[] out, int n, boolean check) {
        return check ? generate(p, out, n, true) : n;
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int us = p.sideToMove(), royal = royal(p, us);
        if (royal < 0 || s.once() && used(p, us)) return n;
        // the squares first: making a move reorders nothing, but a list read while moves are made is read once
        int count = p.pieceCount(us);
        int[] squares = new int[count];
        for (int i = 0; i < count; i++) squares[i] = p.pieceSquare(us, i);
        for (int sq : squares) {
            if (sq == royal || (types >>> p.typeAt(sq) & 1) == 0) continue;
            int move = Moves.swap(royal, sq);
            if (!p.isLegal(move) || !s.givesCheck() && checks(p, move)) continue;
            out[n++] = move;
        }
        return n;
    }

    /** The square of the piece that swaps: the listed royal type's, or the side's royal piece. */
    private int royal(Position p, int us) {
        if (s.royal() < 0) return p.royalSquare(us);
        for (int i = 0, count = p.pieceCount(us); i < count; i++)
            if (p.typeAt(p.pieceSquare(us, i)) == s.royal()) return p.pieceSquare(us, i);
        return -1;
    }

    private static boolean checks(Position p, int move) {
        p.make(move);
        boolean check = p.inCheck();
        p.unmake();
        return check;
    }

    // ---------------------------------------------------------------- once in a game

    @Override public boolean changesAttacks() { return false; }

    @Override public void afterMake(Position p, int move) {
        if (!Moves.isSwap(move)) return;
        int c = p.before().movedBy;
        if (used(p, c)) return;
        p.setState(slot, p.state(slot) | 1 << c);
        p.toggleHash(keys[c]);
    }

    @Override public String letters() { return "S"; }

    @Override public boolean read(Position p, String token, int colour) {
        if (!token.equalsIgnoreCase("S")) return false;
        if (!used(p, colour)) {
            p.setState(slot, p.state(slot) | 1 << colour);
            p.toggleHash(keys[colour]);
        }
        return true;
    }

    @Override public void write(Position p, StringBuilder sb) {
        if (used(p, 0)) sb.append('S');
        if (used(p, 1)) sb.append('s');
    }
}
