package varia.rules.drops;

import varia.engine.MoveRestriction;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * {@code drop.first}: while a side has a piece of such a type in hand, its legal moves are the
 * drops of those pieces; when none is legal, its moves on the board (never another drop). A king
 * in hand comes in before anything else (Fairy-Stockfish's {@code mustDrop} with {@code mustDropType}).
 */
final class DropFirst implements MoveRestriction {
    private final boolean[] first;

    DropFirst(Drops model, int types) {
        first = new boolean[types];
        for (int t = 0; t < types; t++) first[t] = model.of(t).first();
    }

    @Override public boolean active(Position p) {
        int us = p.sideToMove();
        for (int t = 0; t < first.length; t++) if (first[t] && p.inHand(us, t) > 0) return true;
        return false;
    }

    @Override public String refusal(Position p, int move) {
        return "a piece in hand that comes in first must be dropped before anything else";
    }

    @Override public int restrict(Position p, int[] moves, int n) {
        int kept = 0;
        for (int i = 0; i < n; i++) if (isFirstDrop(moves[i])) moves[kept++] = moves[i];
        if (kept > 0) return kept;
        for (int i = 0; i < n; i++) if (Moves.kind(moves[i]) != Moves.KIND_DROP) moves[kept++] = moves[i];
        return kept;
    }

    private boolean isFirstDrop(int m) { return Moves.kind(m) == Moves.KIND_DROP && first[Moves.dropType(m)]; }
}
