package varia.rules.incheck;

import varia.engine.MoveRestriction;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * While the side to move is in check, its royal pieces may only move by capturing the one piece
 * giving check (Fairy-Stockfish 11.1, position.cpp: a king move in check is legal only when the
 * checkers are exactly its destination). Other pieces move as usual: they block or capture.
 */
final class CaptureCheckerOnly implements MoveRestriction {
    @Override public boolean active(Position p) { return p.inCheck(); }

    @Override public String refusal(Position p, int move) {
        return "in check, the royal piece may move only to capture the one piece giving check";
    }

    @Override public int restrict(Position p, int[] moves, int n) {
        int us = p.sideToMove(), them = us ^ 1;
        int checker = -1, checkers = 0;
        // the pieces giving check, as the engine counts them for the kinds of check: up to two are enough
        for (int r = 0; r < p.pieceCount(us) && checkers < 2; r++) {
            int royal = p.pieceSquare(us, r);
            if (!p.isRoyalType(p.typeAt(royal))) continue;
            for (int i = 0; i < p.pieceCount(them) && checkers < 2; i++) {
                int s = p.pieceSquare(them, i);
                if (s != checker && p.attacksSquare(s, royal, false)) {
                    checker = s;
                    checkers++;
                }
            }
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (!royalMove(p, m) || checkers == 1 && Moves.to(m) == checker) moves[kept++] = m;
        }
        return kept;
    }

    /** A move of a royal piece standing on the board (a drop, a pass or a declaration is not one). */
    private static boolean royalMove(Position p, int m) {
        int kind = Moves.kind(m);
        boolean onBoard = kind == Moves.KIND_NORMAL || kind == Moves.KIND_EN_PASSANT || kind == Moves.KIND_CASTLE
                || kind == Moves.KIND_STEP_PROMOTION;
        return onBoard && p.isRoyalType(p.typeAt(Moves.from(m)));
    }
}
