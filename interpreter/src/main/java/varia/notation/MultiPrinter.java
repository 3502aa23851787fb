package varia.notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Prints multi-leg moves back as XBetza {@code a} terms. Moves that agree in everything but their
 * vectors (legs, range, each leg's modes, the initial flag, the atom pair) form a group; within a
 * group, first-leg vectors that are followed by the same set of turns share one term, whose
 * later legs name their turns relative to the leg before ({@code caK}: a capturing king step,
 * then any turn but straight back). Groups that are not such a product are split until they are,
 * so that {@code compile(print(m))} always gives {@code m} back.
 */
final class MultiPrinter {
    private MultiPrinter() {}

    /** What a group shares: the move's shape without its vectors. */
    private record Shape(boolean initial, int legs, List<Integer> ranges, List<Integer> modes, Atom orth, boolean oblique) {
        /** The first leg's range: the atom's. */
        int range() { return ranges.get(0); }
    }

    /**
     * The moves of one shape: for each first-leg vector, the set of its continuations, each a list
     * of relative steps (a turn 0-7 for compass atoms; for oblique atoms 0 = the same vector again,
     * 4 = straight back, 8 = every other vector of the atom, which only comes as a whole).
     */
    static void print(List<MoveRule> multi, StringBuilder sb) {
        Map<Shape, Map<Offset, List<List<Offset>>>> groups = new LinkedHashMap<>();
        for (MoveRule r : multi) {
            Leg first = r.leg();
            boolean oblique = first.atom().symmetry() == Atom.Symmetry.OBLIQUE;
            Atom orth = oblique ? first.atom() : first.atom().y == 0 ? first.atom() : MultiLeg.converted(first.atom());
            List<Integer> modes = new ArrayList<>(), ranges = new ArrayList<>();
            for (Leg l : r.legs()) { modes.add(Canonical.modeMask(l.modes())); ranges.add(l.range()); }
            Shape shape = new Shape(r.initialOnly(), r.legs().size(), ranges, modes, orth, oblique);
            List<Offset> rest = new ArrayList<>();
            for (int i = 1; i < r.legs().size(); i++) rest.add(r.legs().get(i).step());
            groups.computeIfAbsent(shape, k -> new LinkedHashMap<>()).computeIfAbsent(first.step(), k -> new ArrayList<>()).add(rest);
        }
        groups.forEach((shape, byFirst) -> {
            // first-leg vectors followed by the same relative continuations share a term
            Map<Set<List<Integer>>, Set<Offset>> byRest = new LinkedHashMap<>();
            byFirst.forEach((v, rest) -> byRest.computeIfAbsent(relative(shape, v, rest), k -> new LinkedHashSet<>()).add(v));
            byRest.forEach((rest, firsts) -> printGroup(shape, firsts, rest, sb));
        });
    }

    /** The continuations of one first-leg vector as relative steps (see {@link #print}). */
    private static Set<List<Integer>> relative(Shape shape, Offset first, List<List<Offset>> rest) {
        Set<List<Integer>> out = new LinkedHashSet<>();
        if (!shape.oblique()) {
            for (List<Offset> r : rest) {
                List<Integer> turns = new ArrayList<>();
                Offset prev = first;
                for (Offset o : r) { turns.add(MultiLeg.turn(prev, o)); prev = o; }
                out.add(turns);
            }
            return out;
        }
        // oblique: classify the vectors that follow each prefix; "others" must come complete
        int images = Directions.images(shape.orth()).size();
        Map<List<Offset>, Set<Offset>> next = new LinkedHashMap<>();
        for (List<Offset> r : rest)
            for (int i = 0; i < r.size(); i++) next.computeIfAbsent(r.subList(0, i), k -> new LinkedHashSet<>()).add(r.get(i));
        for (List<Offset> r : rest) {
            List<Integer> steps = new ArrayList<>();
            Offset prev = first;
            for (int i = 0; i < r.size(); i++) {
                Offset o = r.get(i);
                if (o.equals(prev)) steps.add(0);
                else if (o.equals(prev.times(-1))) steps.add(4);
                else {
                    Set<Offset> all = next.get(r.subList(0, i));
                    int others = all.size() - (all.contains(prev) ? 1 : 0) - (all.contains(prev.times(-1)) ? 1 : 0);
                    if (others != images - 2) throw new IllegalStateException("oblique continuation not printable: " + r);
                    steps.add(8);
                }
                prev = o;
            }
            out.add(steps);
        }
        return out;
    }

    /** Prints the moves {@code firsts x rest} of one shape as one or more terms. */
    private static void printGroup(Shape shape, Set<Offset> firsts, Set<List<Integer>> rest, StringBuilder sb) {
        for (List<Integer> product : products(rest)) {
            if (shape.oblique()) {
                for (List<String> codes : obliqueCodes(product)) term(shape, shape.orth(), firsts, codes, sb);
                continue;
            }
            // by class: W-like first legs and F-like first legs; both full make one K (or Q) term
            Set<Offset> orth = new LinkedHashSet<>(), diag = new LinkedHashSet<>();
            for (Offset v : firsts) (v.dx() == 0 || v.dy() == 0 ? orth : diag).add(v);
            Atom o = shape.orth(), d = MultiLeg.converted(o);
            if (o == Atom.W && orth.size() == 4 && diag.size() == 4) {
                List<String> codes = new ArrayList<>();
                for (int turns : product) codes.add(turns == DEFAULT_BOTH_TURNS ? "" : render(turns));
                sb.append(prefix(shape, "", codes)).append(shape.range() == Leg.UNLIMITED ? "Q" : "K" + (shape.range() == 1 ? "" : shape.range()));
                continue;
            }
            List<String> codes = new ArrayList<>();
            for (int turns : product) codes.add(turns == DEFAULT_ONE_TURNS ? "" : render(turns));
            if (!orth.isEmpty()) term(shape, o, orth, codes, sb);
            if (!diag.isEmpty()) term(shape, d, diag, codes, sb);
        }
    }

    /** The default turns of a one-class letter (W, F, R, B...): straight on, left, right. */
    private static final int DEFAULT_ONE_TURNS = 1 | 1 << 2 | 1 << 6;
    /** The default turns of K and Q: every turn but straight back. */
    private static final int DEFAULT_BOTH_TURNS = 0xFF & ~(1 << 4);

    /** The fewest relative codes whose union is exactly {@code turns}, written so that they scan back the same. */
    static String render(int turns) {
        List<String> codes = MultiLeg.RELATIVE_CODES;
        for (int size = 1; size <= codes.size(); size++) {
            String best = best(codes, turns, new int[size], 0, 0, null);
            if (best != null) return best;
        }
        throw new IllegalStateException("no codes for turns " + turns);
    }

    private static String best(List<String> codes, int target, int[] pick, int depth, int from, String best) {
        if (depth == pick.length) {
            int union = 0;
            List<String> chosen = new ArrayList<>();
            for (int i : pick) { union |= MultiLeg.relativeSet(codes.get(i)); chosen.add(codes.get(i)); }
            if (union != target) return best;
            String text = Printer.render(Atom.Symmetry.OBLIQUE, chosen);
            if (text != null && (best == null || text.length() < best.length())) return text;
            return best;
        }
        for (int i = from; i < codes.size(); i++) {
            if ((MultiLeg.relativeSet(codes.get(i)) & ~target) != 0) continue;
            pick[depth] = i;
            best = best(codes, target, pick, depth + 1, i + 1, best);
        }
        return best;
    }

    /**
     * Splits the continuations into products of per-leg sets (bit masks of relative steps):
     * {@code rest} is the union of the returned products (two later legs: one product per set
     * of third legs).
     */
    private static List<List<Integer>> products(Set<List<Integer>> rest) {
        int legs = rest.iterator().next().size();
        if (legs == 1) {
            int one = 0;
            for (List<Integer> r : rest) one |= 1 << r.get(0);
            return List.of(List.of(one));
        }
        // by the first turn, the products of what follows it (any number of later legs: the giraffe's four-leg afsafyafF)
        Map<Integer, Set<List<Integer>>> tails = new LinkedHashMap<>();
        for (List<Integer> r : rest) tails.computeIfAbsent(r.get(0), k -> new LinkedHashSet<>()).add(r.subList(1, r.size()));
        Map<List<List<Integer>>, Integer> firstsByTails = new LinkedHashMap<>();
        tails.forEach((first, t) -> firstsByTails.merge(products(t), 1 << first, (a, b) -> a | b));
        List<List<Integer>> out = new ArrayList<>();
        firstsByTails.forEach((tailProducts, firsts) -> {
            for (List<Integer> tail : tailProducts) {
                List<Integer> p = new ArrayList<>(List.of(firsts));
                p.addAll(tail);
                out.add(p);
            }
        });
        return out;
    }

    /**
     * Oblique atoms: a later leg goes on the same way ({@code f}), straight back ({@code b}), both
     * ({@code v}), or (no code) any way but back. Returns one code list per term needed.
     */
    private static List<List<String>> obliqueCodes(List<Integer> product) {
        List<List<String>> out = new ArrayList<>();
        out.add(new ArrayList<>());
        for (int leg : product) {
            boolean same = (leg & 1) != 0, back = (leg & 1 << 4) != 0, others = (leg & 1 << 8) != 0;
            List<String> options = !others ? List.of(same && back ? "v" : same ? "f" : "b")
                    : back ? List.of("", "b") : List.of("");
            List<List<String>> next = new ArrayList<>();
            for (List<String> o : out)
                for (String c : options) {
                    List<String> more = new ArrayList<>(o);
                    more.add(c);
                    next.add(more);
                }
            out = next;
        }
        return out;
    }

    /** One term: first-leg directions for {@code atom}, then the later legs' codes and modes. */
    private static void term(Shape shape, Atom atom, Set<Offset> firsts, List<String> later, StringBuilder sb) {
        String dirs = Printer.directions(atom, firsts);
        sb.append(prefix(shape, dirs, later)).append(atomText(atom, shape.range()));
    }

    private static String atomText(Atom atom, int range) { return Printer.atomText(atom, range); }

    private static String prefix(Shape shape, String firstDirs, List<String> later) {
        StringBuilder sb = new StringBuilder();
        if (shape.initial()) sb.append('i');
        sb.append(firstDirs);
        for (int i = 0; i < shape.legs(); i++) {
            if (i > 0) sb.append('a').append(later.get(i - 1));
            boolean toggles = i < shape.legs() - 1 && !shape.ranges().get(i + 1).equals(shape.ranges().get(i));
            if (toggles && (shape.modes().get(i) != 1 << Mode.MOVE.ordinal()
                    || shape.ranges().get(i + 1) != MultiLeg.toggled(shape.ranges().get(i))))
                throw new IllegalStateException("a leg whose range changes is printable only as y: " + shape);
            sb.append(toggles ? "y" : modes(shape.modes().get(i), i == shape.legs() - 1));
        }
        return sb.toString();
    }

    private static String modes(int mask, boolean last) {
        int m = 1 << Mode.MOVE.ordinal(), c = 1 << Mode.CAPTURE.ordinal(), p = 1 << Mode.HOP.ordinal();
        if (last ? mask == (m | c) : mask == m) return "";
        StringBuilder sb = new StringBuilder();
        if ((mask & m) != 0) sb.append('m');
        if ((mask & c) != 0) sb.append('c');
        if ((mask & p) != 0) sb.append('p');
        return sb.toString();
    }
}
