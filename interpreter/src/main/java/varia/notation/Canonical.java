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
 * merged (mW + cW = W), exact duplicates disappear, a shorter rule gives up what a longer one in the
 * same direction gives ({@code KbF2}: the backward diagonal steps once), and the list is sorted by
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

    /** One leg compared: atom, range, hop, lame, modes, step. */
    static final Comparator<Leg> LEG_ORDER = Comparator
            .comparingInt((Leg l) -> l.atom().ordinal())
            .thenComparingInt(Leg::range)
            .thenComparing(Leg::hop)
            .thenComparing(l -> !l.mustBeEmpty().isEmpty())
            .thenComparingInt(l -> modeMask(l.modes()))
            .thenComparing(Leg::step, STEP_ORDER);

    /** Multi-leg rules: initial-only last, fewer legs first, then leg by leg. */
    static final Comparator<MoveRule> MULTI_ORDER = (a, b) -> {
        int c = Boolean.compare(a.initialOnly(), b.initialOnly());
        if (c != 0) return c;
        c = Integer.compare(a.legs().size(), b.legs().size());
        if (c != 0) return c;
        for (int i = 0; i < a.legs().size(); i++) {
            c = LEG_ORDER.compare(a.legs().get(i), b.legs().get(i));
            if (c != 0) return c;
        }
        return 0;
    };

    /** A multi-leg rule with its last leg's modes left out: rules equal but for those are merged. */
    private record MultiKey(List<Leg> before, Leg last, boolean initial) {}

    /**
     * Merges modes of otherwise equal rules (single-leg rules, and multi-leg rules differing only in
     * what their last leg may do) and sorts: single-leg rules first (see {@link #RULE_ORDER}), then
     * multi-leg rules ({@link #MULTI_ORDER}).
     */
    static List<MoveRule> normalize(List<MoveRule> rules) {
        Map<Key, EnumSet<Mode>> merged = new LinkedHashMap<>();
        Map<MultiKey, EnumSet<Mode>> multiModes = new LinkedHashMap<>();
        for (MoveRule r : rules) {
            if (r.legs().size() != 1) {
                Leg last = r.last();
                Leg bare = new Leg(last.atom(), last.step(), last.range(), Set.of(Mode.MOVE), last.mustBeEmpty(), last.hop());
                multiModes.computeIfAbsent(new MultiKey(r.legs().subList(0, r.legs().size() - 1), bare, r.initialOnly()),
                        x -> EnumSet.noneOf(Mode.class)).addAll(last.modes());
                continue;
            }
            Leg l = r.leg();
            Key k = new Key(l.atom(), l.step(), l.range(), l.mustBeEmpty(), l.hop(), r.initialOnly());
            merged.computeIfAbsent(k, x -> EnumSet.noneOf(Mode.class)).addAll(l.modes());
        }
        covered(merged);
        List<MoveRule> out = new ArrayList<>();
        merged.forEach((k, modes) -> {
            if (!modes.isEmpty()) out.add(new MoveRule(
                    List.of(new Leg(k.atom(), k.step(), k.range(), modes, k.mustBeEmpty(), k.hop())), k.initial()));
        });
        out.sort(RULE_ORDER);
        List<MoveRule> multi = new ArrayList<>();
        multiModes.forEach((k, modes) -> {
            List<Leg> legs = new ArrayList<>(k.before());
            Leg l = k.last();
            legs.add(new Leg(l.atom(), l.step(), l.range(), modes, l.mustBeEmpty(), l.hop()));
            multi.add(new MoveRule(legs, k.initial()));
        });
        multi.sort(MULTI_ORDER);
        out.addAll(multi);
        return List.copyOf(out);
    }

    /**
     * Leaves out what a longer rule in the same direction already gives: of a plain leap or slide,
     * the modes that a slide of the same step reaching at least as far (and available at least as
     * often: not only on the first move when the other is not) has too. {@code KbF2} is then the
     * king's other steps and the two-square backward diagonals, once (a square reached by two
     * rules would be two moves). Hoppers and lame leaps keep theirs.
     */
    private static void covered(Map<Key, EnumSet<Mode>> merged) {
        for (var e : merged.entrySet()) {
            Key k = e.getKey();
            if (k.hop() || !k.mustBeEmpty().isEmpty()) continue;
            for (var o : merged.entrySet()) {
                Key c = o.getKey();
                if (c == k || c.hop() || !c.mustBeEmpty().isEmpty() || !c.step().equals(k.step()) || c.range() < k.range()
                        || c.initial() && !k.initial() || c.range() == k.range() && c.initial() == k.initial()) continue;
                e.getValue().removeAll(o.getValue());
            }
        }
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
