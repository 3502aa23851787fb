package varia.notation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Prints compiled moves back as notation. Rules are grouped by (atom, range, modes, lame, hop,
 * initial); each group becomes one term whose direction letters are the fewest codes that cover
 * the group's vectors exactly (ties: fewest letters, then the order f b l r v s, fl fr bl br lf rf
 * lb rb, fs bs lv rv, fh bh lh rh, hl hr). Modifiers come in the order i, directions, m c e, n, p.
 * A full W group and a full F group with equal attributes print as K (K2 ... for a range, Q when
 * unlimited); unlimited W and F groups print as R and B; other unlimited atoms are doubled (NN), a vector
 * atom takes a 0 ({@code (4,1)0}).
 */
final class Printer {
    private Printer() {}

    private record GroupKey(Atom atom, int range, int modes, boolean lame, boolean hop, boolean initial) {
        GroupKey withAtom(Atom a) { return new GroupKey(a, range, modes, lame, hop, initial); }
    }

    static String print(List<MoveRule> moves) {
        Map<GroupKey, Set<Offset>> groups = new LinkedHashMap<>();
        List<MoveRule> multi = new ArrayList<>();
        for (MoveRule r : Canonical.normalize(moves)) {
            if (r.isMultiLeg()) {
                multi.add(r);
                continue;
            }
            Leg l = r.leg();
            GroupKey k = new GroupKey(l.atom(), l.range(), Canonical.modeMask(l.modes()),
                    !l.mustBeEmpty().isEmpty(), l.hop(), r.initialOnly());
            groups.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(l.step());
        }
        StringBuilder sb = new StringBuilder();
        Set<GroupKey> done = new HashSet<>();
        boolean bareAtom = false; // the last term ends in an atom letter with no range
        for (Map.Entry<GroupKey, Set<Offset>> e : groups.entrySet()) {
            GroupKey k = e.getKey();
            if (!done.add(k)) continue;
            String term = null;
            int range = k.range();
            if (k.atom() == Atom.W && isFull(k.atom(), e.getValue()) && !k.lame()) {
                GroupKey f = k.withAtom(Atom.F);
                Set<Offset> fs = groups.get(f);
                if (fs != null && isFull(Atom.F, fs)) {
                    done.add(f);
                    term = prefix(k, "") + (range == Leg.UNLIMITED ? "Q" : "K" + rangeText(range));
                }
            }
            if (term == null) term = prefix(k, directions(k.atom(), e.getValue())) + atomText(k.atom(), range);
            // "W" followed by "W2" would read as the doubled WW: write the first as W1
            if (bareAtom && term.charAt(0) == sb.charAt(sb.length() - 1)) sb.append('1');
            sb.append(term);
            bareAtom = range == 1;
        }
        // a multi-leg term starts with a modifier or 'a', never with an atom letter: no doubling to avoid
        MultiPrinter.print(multi, sb);
        return sb.toString();
    }

    private static boolean isFull(Atom atom, Set<Offset> vs) {
        return vs.size() == Directions.images(atom).size();
    }

    private static String rangeText(int range) {
        return range == 1 ? "" : String.valueOf(range);
    }

    /** The atom with its range: R and B for unlimited W and F, a doubled letter (NN) or a vector with 0 ((4,1)0) for other riders. */
    static String atomText(Atom atom, int range) {
        if (range == Leg.UNLIMITED) {
            if (atom == Atom.W) return "R";
            if (atom == Atom.F) return "B";
            return atom.named() ? atom.name() + atom.name() : atom.name() + "0";
        }
        return atom.name() + rangeText(range);
    }

    private static String prefix(GroupKey k, String dirs) {
        StringBuilder sb = new StringBuilder();
        if (k.initial()) sb.append('i');
        sb.append(dirs);
        int all = Canonical.modeMask(Set.of(Mode.MOVE, Mode.CAPTURE));
        if (k.modes() != all) {
            if ((k.modes() & 1 << Mode.MOVE.ordinal()) != 0) sb.append('m');
            if ((k.modes() & 1 << Mode.CAPTURE.ordinal()) != 0) sb.append('c');
            if ((k.modes() & 1 << Mode.EN_PASSANT.ordinal()) != 0) sb.append('e');
        }
        if (k.lame()) sb.append('n');
        if (k.hop()) sb.append('p');
        return sb.toString();
    }

    /** Candidate codes for an atom class, in order of preference. */
    static List<String> candidates(Atom.Symmetry sym) {
        List<String> c = new ArrayList<>(Directions.SINGLES);
        if (sym != Atom.Symmetry.ORTHOGONAL) {
            for (String f : Directions.FUSED) {
                if (sym == Atom.Symmetry.OBLIQUE || f.charAt(0) != 'h') c.add(f);
            }
        }
        return c;
    }

    /** The shortest direction letters selecting exactly {@code target} of {@code atom}. */
    static String directions(Atom atom, Set<Offset> target) {
        if (isFull(atom, target)) return "";
        List<String> codes = new ArrayList<>();
        List<Set<Offset>> sets = new ArrayList<>();
        for (String code : candidates(atom.symmetry())) {
            Set<Offset> s = Directions.select(List.of(code), atom);
            if (!s.isEmpty() && target.containsAll(s) && !sets.contains(s)) {
                codes.add(code);
                sets.add(s);
            }
        }
        for (int size = 1; size <= codes.size(); size++) {
            String best = best(atom.symmetry(), codes, sets, target, new int[size], 0, 0, null);
            if (best != null) return best;
        }
        throw new IllegalStateException("no direction letters for " + target + " of " + atom);
    }

    private static String best(Atom.Symmetry sym, List<String> codes, List<Set<Offset>> sets, Set<Offset> target,
                               int[] pick, int depth, int from, String best) {
        if (depth == pick.length) {
            Set<Offset> union = new HashSet<>();
            List<String> chosen = new ArrayList<>();
            for (int i : pick) { union.addAll(sets.get(i)); chosen.add(codes.get(i)); }
            if (!union.equals(target)) return best;
            String text = render(sym, chosen);
            if (text != null && (best == null || text.length() < best.length())) return text;
            return best;
        }
        for (int i = from; i < codes.size(); i++) {
            pick[depth] = i;
            best = best(sym, codes, sets, target, pick, depth + 1, i + 1, best);
        }
        return best;
    }

    /**
     * Writes codes so that they scan back as the same codes: a single letter that would fuse with
     * (or merge into) the next letter is doubled. Orthogonal atoms need no care, since there a
     * fused code means the union of its letters.
     */
    static String render(Atom.Symmetry sym, List<String> chosen) {
        if (sym == Atom.Symmetry.ORTHOGONAL) return String.join("", chosen);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < chosen.size(); i++) {
            String c = chosen.get(i);
            sb.append(c);
            if (c.length() == 1 && i + 1 < chosen.size()) {
                char x = c.charAt(0), y = chosen.get(i + 1).charAt(0);
                if (x == y || Directions.fuses(x, y)) sb.append(x);
            }
        }
        try {
            List<String> back = Directions.scan(sb.toString(), 1).stream().map(Directions.Code::text).toList();
            return back.equals(chosen) ? sb.toString() : null;
        } catch (NotationException e) {
            return null;
        }
    }
}
