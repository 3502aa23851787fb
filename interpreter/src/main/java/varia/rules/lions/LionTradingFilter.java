package varia.rules.lions;

import varia.engine.MoveFilter;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/** The lion-trading rules as a filter judged after the move (see {@link LionTrading}). */
final class LionTradingFilter implements MoveFilter {
    private final boolean[] lion, cheap;
    private final boolean counterStrike;

    LionTradingFilter(LionTrading model, int types) {
        lion = new boolean[types];
        cheap = new boolean[types];
        for (int t : model.lions()) lion[t] = true;
        for (int t : model.cheap()) cheap[t] = true;
        counterStrike = model.counterStrike();
    }

    private boolean isLion(int code) { return code != 0 && lion[Position.typeOfCode(code)]; }

    /** Only a move that takes a lion can be refused. */
    @Override public boolean concerns(Position p, int move) {
        int to = Moves.to(move), victim = Moves.victim(move);
        return Moves.kind(move) == Moves.KIND_NORMAL
                && (p.typeAt(to) >= 0 && lion[p.typeAt(to)] || victim >= 0 && p.typeAt(victim) >= 0 && lion[p.typeAt(victim)]);
    }

    @Override public boolean allows(Position p, int move) {
        Ply h = p.before();
        int captured2 = h.secondCaptured();
        boolean first = isLion(h.captured), second = isLion(captured2);
        if (!first && !second) return true;
        if (!isLion(h.mover)) return !(counterStrike && tookLionWithoutLion(p.back(2)));
        // a lion took a lion: only the one taken where the move ends can have been two squares away
        int from = Moves.from(move), to = Moves.to(move);
        int endCode = captured2 != 0 ? captured2 : h.capturedSquare == to ? h.captured : 0;
        if (!isLion(endCode) || distance(p, from, to) < 2) return true;
        int bridge = captured2 != 0 ? h.captured : 0; // the piece taken on the way, if any
        if (bridge != 0 && !cheap[Position.typeOfCode(bridge)]) return true;
        return !p.attacked(to, h.movedBy ^ 1);
    }

    @Override public String refusal(Position p, int move) {
        return isLion(p.before().mover) ? "a lion may not take a protected lion from two squares away"
                : "after a lion was taken by another piece, a lion may not be taken back at once (counter-strike)";
    }

    /** The move recorded in {@code prev} took a lion with a piece that is not one. */
    private boolean tookLionWithoutLion(Ply prev) {
        return prev != null && prev.mover != 0 && !isLion(prev.mover) && (isLion(prev.captured) || isLion(prev.secondCaptured()));
    }

    private static int distance(Position p, int a, int b) {
        return Math.max(Math.abs(p.geometry().fileOf(a) - p.geometry().fileOf(b)), Math.abs(p.geometry().rankOf(a) - p.geometry().rankOf(b)));
    }
}
