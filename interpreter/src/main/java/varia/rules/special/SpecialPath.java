package varia.rules.special;

import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.MoveRestriction;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * {@code path-not-attacked: true} on a special move: the move may not pass over a square the
 * opponent attacks, for any piece, royal or not, and for a leap as well as a slide (Grande
 * Acedrex's king leaping two squares in the Game Courier reading). The squares passed over are those
 * strictly between origin and destination on a rank, file or diagonal; they are judged in the
 * position before the move, as chess judges a castling king's path (with the piece still on its
 * origin; a line through the origin to such a square also reaches the destination beyond it).
 */
final class SpecialPath implements MoveRestriction {
    private final boolean[] byType;
    private final Geometry g;

    private SpecialPath(boolean[] byType, Geometry g) {
        this.byType = byType;
        this.g = g;
    }

    static void install(SpecialMoves model, Installer in) {
        boolean[] byType = new boolean[model.byType().size()];
        boolean any = false;
        for (int t = 0; t < byType.length; t++) {
            SpecialMove s = model.of(t);
            any |= byType[t] = s != null && s.pathNotAttacked();
        }
        if (any) in.restriction(new SpecialPath(byType, in.geometry()));
    }

    /** Only while a piece of the side to move with such a move still holds its right. */
    @Override public boolean active(Position p) {
        int us = p.sideToMove();
        for (int sq = p.squareMarks().nextSpecial(0); sq >= 0; sq = p.squareMarks().nextSpecial(sq + 1))
            if (p.colourAt(sq) == us && byType[p.typeAt(sq)]) return true;
        return false;
    }

    @Override public int restrict(Position p, int[] moves, int n) {
        int kept = 0;
        for (int i = 0; i < n; i++) if (attackedOnTheWay(p, moves[i]) < 0) moves[kept++] = moves[i];
        return kept;
    }

    @Override public String refusal(Position p, int move) {
        int sq = attackedOnTheWay(p, move);
        return sq < 0 ? null : "the " + p.variant().pieces().get(p.typeAt(Moves.from(move))).name() + "'s special move may not pass over "
                + p.squareName(sq) + ", which the opponent attacks";
    }

    /** The first square a special move of such a type passes over that the opponent attacks, or -1. */
    private int attackedOnTheWay(Position p, int move) {
        if ((move & Moves.SPECIAL) == 0 || Moves.kind(move) != Moves.KIND_NORMAL || Moves.isMulti(move) || Moves.isSwap(move)) return -1;
        int from = Moves.from(move), to = Moves.to(move), type = p.typeAt(from);
        if (type < 0 || !byType[type]) return -1;
        int df = g.fileOf(to) - g.fileOf(from), dr = g.rankOf(to) - g.rankOf(from);
        if (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr)) return -1; // an oblique leap passes over no square
        int steps = Math.max(Math.abs(df), Math.abs(dr)), sf = Integer.signum(df), sr = Integer.signum(dr);
        int them = p.sideToMove() ^ 1;
        for (int k = 1; k < steps; k++) {
            int sq = g.square(g.fileOf(from) + k * sf, g.rankOf(from) + k * sr);
            if (!g.isHole(sq) && p.attacked(sq, them)) return sq;
        }
        return -1;
    }
}
