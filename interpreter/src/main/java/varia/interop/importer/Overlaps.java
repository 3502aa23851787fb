package varia.interop.importer;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Offset;

/**
 * A leap onto a square a slide of the same piece also reaches is one move in Fairy-Stockfish (its
 * moves are square sets) but two in Varia's generator (one per ray). The leap is rewritten so that
 * the two never reach the same square the same way: a leap to the slide's first square keeps only
 * the modes the slide lacks; a leap two squares out ({@code D} beside {@code R}) becomes a hop over
 * the first square ({@code pW2}: it lands there exactly when the slide cannot) plus the modes the
 * slide lacks. Farther overlaps have no such form: {@link #resolve} reports them.
 */
final class Overlaps {
    private Overlaps() {}

    /** The moves without double counting; {@code problems} gets a line for an overlap that cannot be rewritten. */
    static List<MoveRule> resolve(List<MoveRule> rules, List<String> problems) {
        List<MoveRule> out = new ArrayList<>();
        for (MoveRule m : rules) {
            if (m.isMultiLeg() || m.leg().range() != 1 || m.leg().hop()) { out.add(m); continue; }
            Leg l = m.leg();
            Set<Mode> modes = EnumSet.copyOf(l.modes());
            MoveRule hop = null;
            for (MoveRule s : rules) {
                if (s.isMultiLeg() || s.leg().range() < 2 || s.leg().hop() || s.initialOnly() && !m.initialOnly()) continue;
                int k = along(s.leg().step(), l.step(), s.leg().range());
                if (k < 1) continue;
                Set<Mode> common = EnumSet.copyOf(modes);
                common.retainAll(s.leg().modes());
                if (common.isEmpty()) continue;
                boolean lameOnLine = !l.mustBeEmpty().isEmpty() && l.mustBeEmpty().size() == k - 1 && onLine(s.leg().step(), l.mustBeEmpty());
                if (k == 1 || lameOnLine) {
                    if (lameOnLine && m.createsEnPassant()) { problems.add("a lame leap giving en-passant rights along a slide"); continue; }
                    modes.removeAll(common);
                } else if (k == 2 && l.mustBeEmpty().isEmpty()) {
                    modes.removeAll(common);
                    hop = new MoveRule(List.of(new Leg(s.leg().atom(), s.leg().step(), 2, common, List.of(), true)), m.initialOnly());
                } else problems.add("a leap to the " + k + "th square of a slide of the same piece (Varia lists such a move twice)");
            }
            if (!modes.isEmpty()) out.add(new MoveRule(List.of(new Leg(l.atom(), l.step(), 1, modes, l.mustBeEmpty(), false)), m.initialOnly()));
            if (hop != null) out.add(hop);
        }
        return out;
    }

    /** k when {@code target} is k steps of {@code step} (1 <= k <= range), else 0. */
    private static int along(Offset step, Offset target, int range) {
        for (int k = 1; k <= Math.min(range, 16); k++) if (step.dx() * k == target.dx() && step.dy() * k == target.dy()) return k;
        return 0;
    }

    private static boolean onLine(Offset step, List<Offset> path) {
        for (int i = 0; i < path.size(); i++)
            if (path.get(i).dx() != step.dx() * (i + 1) || path.get(i).dy() != step.dy() * (i + 1)) return false;
        return true;
    }
}
