package varia.rules.royalpath;

import varia.engine.Geometry;
import varia.engine.MoveRestriction;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * Leaves out a move of a piece of a {@link SafePassage} type that crosses a square the enemy
 * attacks: the squares strictly between its origin and its destination on a rank, file or diagonal
 * (a slide, a lame step), judged in the position before the move, as chess judges castling.
 */
final class SafePassageRestriction implements MoveRestriction {
    private final SafePassage model;
    private final Geometry g;

    SafePassageRestriction(SafePassage model, Geometry g) {
        this.model = model;
        this.g = g;
    }

    @Override public String refusal(Position p, int move) {
        int sq = attackedOnTheWay(p, move);
        return sq < 0 ? null : "the " + p.variant().pieces().get(p.typeAt(Moves.from(move))).name() + " may not pass over "
                + p.squareName(sq) + ", which the enemy attacks";
    }

    @Override public int restrict(Position p, int[] moves, int n) {
        int kept = 0;
        for (int i = 0; i < n; i++) if (attackedOnTheWay(p, moves[i]) < 0) moves[kept++] = moves[i];
        return kept;
    }

    /** The first square the move passes over that the enemy attacks, or -1 (also for moves this rule leaves alone). */
    private int attackedOnTheWay(Position p, int move) {
        int kind = Moves.kind(move);
        if (kind != Moves.KIND_NORMAL && kind != Moves.KIND_EN_PASSANT || Moves.isSwap(move) || Moves.isMulti(move)) return -1;
        int from = Moves.from(move), to = Moves.to(move), type = p.typeAt(from);
        if (type < 0 || !model.of(type) || !p.isRoyal(type, p.sideToMove())) return -1;
        int df = g.fileOf(to) - g.fileOf(from), dr = g.rankOf(to) - g.rankOf(from);
        if (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr)) return -1; // not on a line: nothing passed over
        int steps = Math.max(Math.abs(df), Math.abs(dr)), sf = Integer.signum(df), sr = Integer.signum(dr);
        for (int k = 1; k < steps; k++) {
            int sq = g.square(g.fileOf(from) + k * sf, g.rankOf(from) + k * sr);
            if (!g.isHole(sq) && p.attacked(sq, p.sideToMove() ^ 1)) return sq;
        }
        return -1;
    }
}
