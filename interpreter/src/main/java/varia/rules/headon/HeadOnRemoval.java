package varia.rules.headon;

import java.util.ArrayList;
import java.util.List;
import varia.engine.AfterMove;
import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.MoveKind;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.rules.orientation.Orientation;

/**
 * The removal in the engine: an action ({@link Installer#action}, written {@code xd1e1}) offered
 * for each blocked pair, that takes both pieces off the board and keeps the turn (an
 * {@link AfterMove} gives the move back to the remover, whose move number stays).
 */
final class HeadOnRemoval implements MoveKind, AfterMove {
    private final Geometry g;
    private final boolean byOpponent;
    private final long types;
    /** Per (colour, type, square): the squares its move-only steps go to, or null. */
    private final int[][] steps;
    private final int typeCount;
    private int id;

    private HeadOnRemoval(HeadOn h, Installer in) {
        g = in.geometry();
        byOpponent = h.byOpponent();
        typeCount = in.variant().pieces().size();
        long t = 0;
        for (int type : h.types()) t |= 1L << type;
        types = t;
        steps = new int[2 * typeCount * g.squares][];
        for (int type : h.types())
            for (int c = 0; c < 2; c++) {
                List<MoveRule> own = Orientation.of(in.variant(), type, c, in.variant().pieces().get(type).moves());
                for (int sq = 0; sq < g.squares; sq++) {
                    if (!g.exists(sq)) continue;
                    List<Integer> to = new ArrayList<>();
                    for (MoveRule m : own) {
                        Leg l = m.leg();
                        if (m.isMultiLeg() || l.range() != 1 || l.hop() || !l.mustBeEmpty().isEmpty() || l.modes().contains(Mode.CAPTURE)) continue;
                        int s = g.shift(sq, l.step(), c);
                        if (s >= 0 && s != sq && g.exists(s)) to.add(s);
                    }
                    if (!to.isEmpty()) steps[(c * typeCount + type) * g.squares + sq] = to.stream().mapToInt(Integer::intValue).toArray();
                }
            }
    }

    static void install(HeadOn h, Installer in) {
        HeadOnRemoval r = new HeadOnRemoval(h, in);
        r.id = in.action(r);
        in.source(r::generate);
        in.afterMove(r);
    }

    /** Whether the piece on {@code a} steps onto {@code b}. */
    private boolean stepsOnto(Position p, int a, int b) {
        int[] to = steps[(p.colourAt(a) * typeCount + p.typeAt(a)) * g.squares + a];
        if (to == null) return false;
        for (int s : to) if (s == b) return true;
        return false;
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int owner = byOpponent ? p.sideToMove() ^ 1 : p.sideToMove();
        for (int i = 0, count = p.pieceCount(owner); i < count; i++) {
            int a = p.pieceSquare(owner, i), ta = p.typeAt(a);
            if ((types >>> ta & 1) == 0) continue;
            int[] to = steps[(owner * typeCount + ta) * g.squares + a];
            if (to == null) continue;
            for (int b : to) {
                if (b < a || p.colourAt(b) != owner || (types >>> p.typeAt(b) & 1) == 0 || !stepsOnto(p, b, a)) continue;
                int m = Moves.action(id, a, b);
                if (p.isLegal(m)) out[n++] = m;
            }
        }
        return n;
    }

    @Override public void make(Position p, int move, Ply ply) {
        p.capture(ply, Moves.from(move));
        p.captureAlso(ply, Moves.to(move));
        p.setHalfmove(0);
    }

    @Override public void unmake(Position p, int move, Ply ply) {
        p.uncaptureAlso(ply);
        p.uncapture(ply);
    }

    @Override public String name(Position p, int move) { return "x" + g.name(Moves.from(move)) + g.name(Moves.to(move)); }

    @Override public String refusal(Position p, int move) {
        return "no two " + (byOpponent ? "enemy" : "own") + " pieces block each other head-on on " + g.name(Moves.from(move))
                + " and " + g.name(Moves.to(move));
    }

    @Override public boolean changesAttacks() { return false; }

    @Override public boolean setsSideToMove() { return true; }

    /** The removal is not a move: the remover moves next, and his move number stays. */
    @Override public void afterMake(Position p, int move) {
        if (Moves.kind(move) != Moves.KIND_DECLARE || Moves.actionId(move) != id) return;
        Ply h = p.before();
        if (p.sideToMove() != h.movedBy) {
            p.setSideToMove(h.movedBy);
            if (h.movedBy == 1) p.setMoveNumber(p.moveNumber() - 1);
        }
    }
}
