package varia.notation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The canonical form of a list of single-leg moves: rules that differ only in their modes are
 * merged (mW + cW = W), exact duplicates disappear, and the list is sorted by
 * initial-only (no first), atom (W F D N A H C Z G), range (1, n, unlimited), hopper (no first),
 * lame (no first), modes (m, c, mc, e, me, ce, mce), then step: forward first (dy descending),
 * left to right within a row (dx ascending).
 */
final class Canonical {
    private Canonical() {}

    static final Comparator<Offset> STEP_ORDER =
            Comparator.comparingInt((Offset o) -> -o.dy()).thenComparingInt(Offset::dx);

    static int modeMask(Set<Mode> modes) {
        int m = 0;
        for (Mode mode : modes) m |= 1 << mode.ordinal();
        return m;
    }

    static final Comparator<MoveRule> RULE_ORDER = Comparator
            .comparing((MoveRule r) -> r.initialOnly())
            .thenComparingInt(r -> r.leg().atom().ordinal())
            .thenComparingInt(r -> r.leg().range())
            .thenComparing(r -> r.leg().hop())
            .thenComparing(r -> !r.leg().mustBeEmpty().isEmpty())
            .thenComparingInt(r -> modeMask(r.leg().modes()))
            .thenComparing(r -> r.leg().step(), STEP_ORDER);

    private record Key(Atom atom, Offset step, int range, List<Offset> mustBeEmpty, boolean hop, boolean initial) {}

    /** Merges modes of otherwise equal single-leg rules and sorts; multi-leg rules are kept as they are. */
    static List<MoveRule> normalize(List<MoveRule> rules) {
        Map<Key, EnumSet<Mode>> merged = new LinkedHashMap<>();
        List<MoveRule> multi = new ArrayList<>();
        for (MoveRule r : rules) {
            if (r.legs().size() != 1) {
                if (!multi.contains(r)) multi.add(r);
                continue;
            }
            Leg l = r.leg();
            Key k = new Key(l.atom(), l.step(), l.range(), l.mustBeEmpty(), l.hop(), r.initialOnly());
            merged.computeIfAbsent(k, x -> EnumSet.noneOf(Mode.class)).addAll(l.modes());
        }
        List<MoveRule> out = new ArrayList<>();
        merged.forEach((k, modes) -> out.add(new MoveRule(
                List.of(new Leg(k.atom(), k.step(), k.range(), modes, k.mustBeEmpty(), k.hop())), k.initial())));
        out.sort(RULE_ORDER);
        out.addAll(multi);
        return List.copyOf(out);
    }

    /**
     * The squares a lame leap passes over: walk from the origin towards the target, each step
     * along the axis with the larger remaining distance, diagonally when both are equal.
     */
    static List<Offset> lamePath(Offset target) {
        List<Offset> path = new ArrayList<>();
        int x = 0, y = 0;
        while (true) {
            int rx = target.dx() - x, ry = target.dy() - y;
            if (Math.abs(rx) >= Math.abs(ry)) x += Integer.signum(rx);
            if (Math.abs(ry) >= Math.abs(rx)) y += Integer.signum(ry);
            if (x == target.dx() && y == target.dy()) return path;
            path.add(new Offset(x, y));
        }
    }
}
