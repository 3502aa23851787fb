package varia.rules.swap;

import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * The swap in the engine: a source asked only when the side to move has no other legal move
 * ({@link Installer#fallbackSource}), offering {@link Moves#swap} of its royal piece with each own
 * piece of the listed types that leaves its royal safe (and, unless allowed, gives no check).
 */
final class SwapMoves {
    private final long types;
    private final boolean givesCheck;

    private SwapMoves(RoyalSwap s) {
        long t = 0;
        for (int type : s.with()) t |= 1L << type;
        types = t;
        givesCheck = s.givesCheck();
    }

    static void install(RoyalSwap s, Installer in) {
        SwapMoves m = new SwapMoves(s);
        in.fallbackSource(m::generate);
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int us = p.sideToMove(), royal = p.royalSquare(us);
        if (royal < 0) return n;
        // the squares first: making a move reorders nothing, but a list read while moves are made is read once
        int count = p.pieceCount(us);
        int[] squares = new int[count];
        for (int i = 0; i < count; i++) squares[i] = p.pieceSquare(us, i);
        for (int sq : squares) {
            if (sq == royal || (types >>> p.typeAt(sq) & 1) == 0) continue;
            int move = Moves.swap(royal, sq);
            if (!p.isLegal(move) || !givesCheck && checks(p, move)) continue;
            out[n++] = move;
        }
        return n;
    }

    private static boolean checks(Position p, int move) {
        p.make(move);
        boolean check = p.inCheck();
        p.unmake();
        return check;
    }
}
