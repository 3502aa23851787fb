package varia.rules.capture;

import varia.engine.Installer;
import varia.engine.MoveRestriction;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * Compulsory capture in the engine: a restriction that keeps only the captures (or only those of
 * the most valuable piece) when there are any. A capture takes an enemy piece on its destination,
 * or en passant; drops and castling never capture.
 */
final class CaptureRestriction implements MoveRestriction {
    private final boolean mostValuable;
    private final int[] value;

    private CaptureRestriction(MustCapture model, Installer in) {
        mostValuable = model.choice() == MustCapture.Choice.MOST_VALUABLE;
        int types = in.variant().pieces().size();
        value = new int[types];
        if (mostValuable) {
            varia.search.PieceValues values = new varia.search.PieceValues(in.variant());
            for (int t = 0; t < types; t++) value[t] = values.value(t);
        }
    }

    static void install(MustCapture model, Installer in) { in.restriction(new CaptureRestriction(model, in)); }

    /** The captured type, or -1 when the move captures nothing. */
    private static int captured(Position p, int move) {
        int kind = Moves.kind(move);
        if (kind == Moves.KIND_EN_PASSANT) return p.info(move).captured().index();
        if (kind != Moves.KIND_NORMAL) return -1;
        return p.typeAt(Moves.to(move));
    }

    @Override public String refusal(Position p, int move) {
        return mostValuable ? "capturing is compulsory, and of the most valuable piece" : "capturing is compulsory";
    }

    @Override public int restrict(Position p, int[] moves, int n) {
        int best = Integer.MIN_VALUE, captures = 0;
        for (int i = 0; i < n; i++) {
            int t = captured(p, moves[i]);
            if (t < 0) continue;
            captures++;
            if (mostValuable) best = Math.max(best, value[t]);
        }
        if (captures == 0) return n; // nothing to take: every move stays
        int k = 0;
        for (int i = 0; i < n; i++) {
            int t = captured(p, moves[i]);
            if (t >= 0 && (!mostValuable || value[t] == best)) moves[k++] = moves[i];
        }
        return k;
    }
}
