package varia.diagram;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Offset;
import varia.rules.drops.DropRule;
import varia.rules.drops.Drops;
import varia.rules.promotion.Promotion;
import varia.rules.promotion.Promotions;
import varia.rules.special.SpecialMove;
import varia.rules.special.SpecialMoves;
import varia.rules.zones.Zone;
import varia.rules.orientation.Orientation;
import varia.rules.zones.Zones;
import varia.variant.PieceType;
import varia.variant.Region;
import varia.variant.RegionMoves;
import varia.variant.Variant;

/**
 * A piece's moves from one square of an empty board, read from its compiled movement (legs,
 * ranges, modes, lame paths, hops) and the regions that bound or extend it: the symbolic move
 * diagram. What a real position allows is {@link EngineView#legalTargets}.
 */
public final class MovePattern {
    private MovePattern() {}

    /** Which zones to shade besides the moves. */
    public record Show(boolean zone, boolean promotion, boolean drops) {
        public static final Show DEFAULT = new Show(true, true, false);
    }

    /** Draws the piece on {@code sq} of an empty board with its moves, for the side {@code colour}. */
    public static Diagram draw(Variant v, PieceType t, int colour, int sq, Show show) {
        Diagram d = Diagram.of(v).piece(sq, t.index(), colour).flipped(colour == 1);
        int files = v.files();
        List<MoveRule> own = t.moves();
        Mark.When base = Mark.When.ALWAYS;
        for (RegionMoves rm : t.regionMoves()) {
            Region r = v.region(rm.region());
            if (rm.mode() == RegionMoves.Mode.WHERE_STANDING && r != null && r.contains(colour, sq)) {
                own = rm.moves();
                base = Mark.When.REGION;
            }
        }
        BitSet confine = t.confinedTo() == null || v.region(t.confinedTo()) == null ? null : v.region(t.confinedTo()).of(colour);
        BitSet closed = varia.rules.entry.Entry.closed(v, t.index(), colour); // squares it may not enter (play.entry)
        if (!closed.isEmpty()) {
            BitSet open = new BitSet();
            open.set(0, v.files() * v.ranks());
            if (confine != null) open.and(confine);
            open.andNot(closed);
            confine = open;
        }
        for (MoveRule m : Orientation.of(v, t.index(), colour, own)) rule(d, v, m, colour, sq, m.initialOnly() ? Mark.When.FIRST_MOVE : base, confine, null);
        for (RegionMoves rm : t.regionMoves()) {
            Region r = v.region(rm.region());
            if (rm.mode() != RegionMoves.Mode.WITHIN || r == null || !r.contains(colour, sq)) continue;
            for (MoveRule m : Orientation.of(v, t.index(), colour, rm.moves())) rule(d, v, m, colour, sq, Mark.When.REGION, confine, r.of(colour));
        }
        SpecialMoves specials = v.rule(SpecialMoves.KEY);
        SpecialMove sm = specials == null ? null : specials.of(t.index());
        if (sm != null) for (MoveRule m : Orientation.of(v, t.index(), colour, sm.moves())) rule(d, v, m, colour, sq, Mark.When.ONCE, confine, null);
        Zones zones = v.rule(Zones.KEY);
        Zone zone = zones == null ? null : zones.of(t.index());
        if (show.zone() && zone != null) {
            for (Offset o : zone.offsets()) {
                int z = square(v, sq % files + sign(colour) * o.dx(), sq / files + sign(colour) * o.dy());
                if (z >= 0 && z != sq && !v.board().isHole(z)) d.shade(Diagram.Shade.ZONE, z);
            }
        }
        Promotions promotions = v.rule(Promotions.KEY);
        Promotion promotion = promotions == null ? null : promotions.of(t.index());
        if (show.promotion() && promotion != null) {
            BitSet z = promotionZone(v, promotion, colour);
            for (int s = z.nextSetBit(0); s >= 0; s = z.nextSetBit(s + 1)) if (!v.board().isHole(s)) d.shade(Diagram.Shade.PROMOTION, s);
        }
        if (show.drops()) {
            BitSet z = dropZone(v, t, colour);
            for (int s = z.nextSetBit(0); s >= 0; s = z.nextSetBit(s + 1)) if (s != sq && !v.board().isHole(s)) d.shade(Diagram.Shade.DROP, s);
        }
        return d;
    }

    /** True when pieces of this type can be dropped from a hand in this variant. */
    public static boolean droppable(Variant v, PieceType t) { return v.rule(Drops.KEY) != null; }

    /** The squares of a promotion zone for a side. */
    public static BitSet promotionZone(Variant v, Promotion p, int colour) {
        if (p.region() != null && v.region(p.region()) != null) return v.region(p.region()).of(colour);
        BitSet z = new BitSet();
        for (int r = 0; r < v.ranks(); r++) {
            int own = colour == 0 ? r + 1 : v.ranks() - r;
            if (p.inZone(own)) z.set(r * v.files(), (r + 1) * v.files());
        }
        return z;
    }

    /** Where a piece of this type may be dropped by a side, by its drop region (all squares without one). */
    public static BitSet dropZone(Variant v, PieceType t, int colour) {
        BitSet z = new BitSet();
        if (!droppable(v, t)) return z;
        DropRule rule = v.rule(Drops.KEY).of(t.index());
        String region = rule == null ? null : rule.region();
        if (region != null && v.region(region) != null) return v.region(region).of(colour);
        z.set(0, v.files() * v.ranks());
        return z;
    }

    private static int sign(int colour) { return colour == 0 ? 1 : -1; }

    /** Shades the zone each zone-casting piece on the board casts (the Hia's eight squares), as the study page shows one. */
    static void zonesOnBoard(Diagram d, Variant v, varia.engine.Position p) {
        Zones zones = v.rule(Zones.KEY);
        if (zones == null) return;
        int files = v.files();
        for (int sq = 0; sq < files * v.ranks(); sq++) {
            int t = p.typeAt(sq);
            Zone zone = t < 0 ? null : zones.of(t);
            if (zone == null) continue;
            int colour = p.colourAt(sq);
            for (Offset o : zone.offsets()) {
                int z = square(v, sq % files + sign(colour) * o.dx(), sq / files + sign(colour) * o.dy());
                if (z >= 0 && z != sq && !v.board().isHole(z)) d.shade(Diagram.Shade.ZONE, z);
            }
        }
    }

    private static void rule(Diagram d, Variant v, MoveRule m, int colour, int sq, Mark.When when, BitSet confine, BitSet within) {
        if (m.isMultiLeg()) {
            if (within == null || within.get(sq)) legs(d, v, m, 0, colour, sq, sq, when, confine, within);
            return;
        }
        Leg l = m.leg();
        int files = v.files(), f0 = sq % files, r0 = sq / files, s = sign(colour);
        Set<Mode> modes = l.modes();
        boolean move = modes.contains(Mode.MOVE), capture = modes.contains(Mode.CAPTURE) || modes.contains(Mode.EN_PASSANT);
        Mark.Mode mode = move && capture ? Mark.Mode.BOTH : move ? Mark.Mode.MOVE : Mark.Mode.CAPTURE;
        int dx = s * l.step().dx(), dy = s * l.step().dy();
        if (within != null && !within.get(sq)) return;
        if (l.range() == 1 && !l.hop()) {
            int target = square(v, f0 + dx, r0 + dy);
            if (target < 0 || target == sq || v.board().isHole(target)) return; // never onto its own square, round a wrapping board
            List<Integer> path = new ArrayList<>();
            for (Offset o : l.mustBeEmpty()) {
                int q = square(v, f0 + s * o.dx(), r0 + s * o.dy());
                if (q == sq) continue;
                if (q < 0 || blocks(v, q)) return;
                if (!v.board().isHole(q)) path.add(q);
            }
            if (!allowed(confine, target) || !allowed(within, target)) return;
            for (int p : path) if (!allowed(within, p)) return;
            int prev = sq;
            for (int p : path) { d.block(p); d.path(prev, p, true); prev = p; }
            if (!path.isEmpty()) d.path(prev, target, true);
            d.mark(new Mark(target, mode, Mark.Way.LEAP, when));
            return;
        }
        int last = -1, passed = 0;
        int limit = l.range() == Leg.UNLIMITED ? Math.max(files, v.ranks()) : l.range();
        for (int k = 1; k <= limit; k++) {
            int target = square(v, f0 + dx * k, r0 + dy * k);
            if (target < 0 || target == sq) break; // off the board, or round a wrapping board back to its square
            if (!allowed(confine, target) || !allowed(within, target) || blocks(v, target)) break;
            if (v.board().isHole(target)) continue; // passed over (hole-crossing: open)
            if (l.hop() && ++passed == 1) continue; // the screen stands at least one square away
            d.mark(new Mark(target, mode, l.hop() ? Mark.Way.HOP : Mark.Way.SLIDE, when));
            last = target;
        }
        if (last >= 0 && !v.board().wraps()) d.path(sq, last, l.hop());
        else if (last >= 0) { // round the board: one segment per step, so that the line follows the ring
            int prev = sq;
            for (int k = 1; k <= limit; k++) {
                int at = square(v, f0 + dx * k, r0 + dy * k);
                if (at < 0 || at == sq) break;
                d.path(prev, at, l.hop());
                prev = at;
                if (at == last) break;
            }
        }
    }

    /**
     * A multi-leg move on the empty board: each leg from where the last one ended, as far as its
     * range goes; a leg before the last goes on only from a square it may stand on empty (one
     * that must capture or hop has nothing to do on an empty board). The last leg's squares are
     * marked, except the start square (a pass).
     */
    private static void legs(Diagram d, Variant v, MoveRule m, int i, int colour, int start, int at, Mark.When when,
                             BitSet confine, BitSet within) {
        Leg l = m.legs().get(i);
        boolean last = i == m.legs().size() - 1;
        if (!last && !l.modes().contains(Mode.MOVE)) return;
        int files = v.files(), s = sign(colour), dx = s * l.step().dx(), dy = s * l.step().dy();
        int limit = l.range() == Leg.UNLIMITED ? Math.max(files, v.ranks()) : l.range();
        Set<Mode> modes = l.modes();
        boolean move = modes.contains(Mode.MOVE), capture = modes.contains(Mode.CAPTURE);
        Mark.Mode mode = move && capture ? Mark.Mode.BOTH : move ? Mark.Mode.MOVE : Mark.Mode.CAPTURE;
        int prev = at;
        for (int k = 1; k <= limit; k++) {
            int target = square(v, at % files + dx * k, at / files + dy * k);
            if (target < 0 || target == at) break; // a leg goes round a wrapping board at most once
            if (!allowed(confine, target) || !allowed(within, target) || blocks(v, target)) break;
            if (v.board().isHole(target)) continue; // a leg never stops on a hole (hole-crossing: open passes it)
            if (l.range() != 1) d.path(prev, target, false); // the slides only: the steps' squares speak for themselves
            prev = target;
            if (last) {
                if (target != start) d.mark(new Mark(target, mode, l.range() == 1 ? Mark.Way.LEAP : Mark.Way.SLIDE, when));
            } else if (target != start) {
                legs(d, v, m, i + 1, colour, start, target, when, confine, within);
            }
        }
    }

    /** The square at file f, rank r (counted round an axis that wraps), or -1 off the board. */
    private static int square(Variant v, int f, int r) {
        switch (v.board().wrap()) {
            case FILES -> f = Math.floorMod(f, v.files());
            case RANKS -> r = Math.floorMod(r, v.ranks());
            default -> { }
        }
        return f >= 0 && f < v.files() && r >= 0 && r < v.ranks() ? r * v.files() + f : -1;
    }

    private static boolean allowed(BitSet region, int sq) { return region == null || region.get(sq); }

    /** A hole that moves do not pass over ({@code hole-crossing: blocked}). */
    private static boolean blocks(Variant v, int sq) {
        return v.board().isHole(sq) && v.board().crossing() == varia.variant.Board.HoleCrossing.BLOCKED;
    }
}
