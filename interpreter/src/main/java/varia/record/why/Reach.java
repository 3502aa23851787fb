package varia.record.why;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import varia.rules.orientation.Orientation;
import varia.engine.Geometry;
import varia.engine.Position;
import varia.notation.Leg;
import varia.notation.MoveRule;
import varia.rules.special.SpecialMove;
import varia.rules.special.SpecialMoves;
import varia.variant.PieceType;
import varia.variant.RegionMoves;

/**
 * Which of a piece's own moves, by the variant's data, take it from one square to another on an
 * empty board: the moves it has standing there (its region moves replace them in a region), the
 * moves allowed within a region, its once-only special moves. Squares outside the region it is
 * confined to are kept but marked, so that the confinement can be named. Multi-leg moves are not
 * walked (the engine's verdict stands for them).
 */
final class Reach {
    private Reach() {}

    static List<Route> routes(Position p, PieceType t, int colour, int from, int to) {
        List<Route> out = new ArrayList<>();
        BitSet confine = t.confinedTo() == null ? null : p.variant().region(t.confinedTo()).of(colour);
        for (MoveRule m : standingMoves(p, t, colour, from)) walk(p, m, colour, from, to, confine, false, out);
        for (RegionMoves rm : t.regionMoves()) {
            if (rm.mode() != RegionMoves.Mode.WITHIN) continue;
            BitSet within = p.variant().region(rm.region()).of(colour);
            if (confine != null) within.and(confine);
            if (!within.get(from)) continue;
            for (MoveRule m : Orientation.of(p.variant(), t.index(), colour, rm.moves())) walk(p, m, colour, from, to, within, false, out);
        }
        SpecialMove special = special(p, t);
        if (special != null) for (MoveRule m : Orientation.of(p.variant(), t.index(), colour, special.moves())) walk(p, m, colour, from, to, confine, true, out);
        return out;
    }

    /** The piece's moves standing on {@code from}: its own, or those of a region it stands in. */
    static List<MoveRule> standingMoves(Position p, PieceType t, int colour, int from) {
        RegionMoves rm = standingRegion(p, t, colour, from);
        return Orientation.of(p.variant(), t.index(), colour, rm == null ? t.moves() : rm.moves());
    }

    static RegionMoves standingRegion(Position p, PieceType t, int colour, int from) {
        for (RegionMoves rm : t.regionMoves())
            if (rm.mode() == RegionMoves.Mode.WHERE_STANDING && p.variant().region(rm.region()).contains(colour, from)) return rm;
        return null;
    }

    static SpecialMove special(Position p, PieceType t) {
        SpecialMoves s = p.variant().rule(SpecialMoves.KEY);
        return s == null ? null : s.of(t.index());
    }

    /** Does the piece have a move of several legs (not walked here)? */
    static boolean hasMultiLeg(PieceType t) {
        if (t.moves().stream().anyMatch(MoveRule::isMultiLeg)) return true;
        return t.regionMoves().stream().flatMap(r -> r.moves().stream()).anyMatch(MoveRule::isMultiLeg);
    }

    private static void walk(Position p, MoveRule m, int colour, int from, int to, BitSet allowed, boolean special, List<Route> out) {
        if (m.isMultiLeg()) return;
        Geometry g = p.geometry();
        Leg l = m.leg();
        if (l.range() == 1 && !l.hop()) {
            if (g.shift(from, l.step(), colour) != to) return;
            List<Integer> path = new ArrayList<>();
            for (var o : l.mustBeEmpty()) {
                int s = g.shift(from, o, colour);
                if (s < 0) return;
                path.add(s);
            }
            boolean outside = allowed != null && (!allowed.get(to) || path.stream().anyMatch(s -> !allowed.get(s)));
            out.add(new Route(m, path, outside, special));
            return;
        }
        List<Integer> passed = new ArrayList<>();
        for (int k = 1; k <= Math.min(l.range(), 256); k++) {
            int s = g.shift(from, l.step(), colour, k);
            if (s < 0) return;
            if (s == to) {
                if (l.hop() && k < 2) return;
                boolean outside = allowed != null && (!allowed.get(to) || passed.stream().anyMatch(q -> !allowed.get(q)));
                out.add(new Route(m, passed, outside, special));
                return;
            }
            passed.add(s);
        }
    }
}
