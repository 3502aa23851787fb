package varia.race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.yaml.Context;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * Reads a race file's {@code throw:} block, one of three forms: {@code shells} (two-sided shells or
 * sticks, the count of those landing mouth up, each with probability {@code up}; {@code distance}
 * maps a count to its move where it differs from the count), {@code dice} (the sum of dice with
 * {@code sides} faces), or {@code outcomes} (a list of named outcomes with distances and weights).
 */
public final class ThrowReader {
    static final Key<Integer> SHELLS = Key.whole("shells", 1, 12, "the number of shells, 1 to 12")
            .doc("the shells (or sticks) thrown; the throw is the count landing mouth up");
    static final Key<Double> UP = Key.number("up", "the probability that one shell lands mouth up, between 0 and 1 (e.g. 0.5)")
            .doc("the probability that one shell lands mouth up (default 0.5)");
    static final Key<Node> DISTANCE = Key.node("distance", "mapping of mouths-up counts to distances")
            .shape(Shape.named(RaceLoader.NUMBER_KEY, new Shape.Whole(1, 99)))
            .doc("a mouths-up count to the distance it moves, where that differs from the count (0 needs one)");
    static final Key<Integer> DICE = Key.whole("dice", 1, 4, "the number of dice, 1 to 4").doc("the dice thrown; the throw is their total");
    static final Key<Integer> SIDES = Key.whole("sides", 2, 20, "the faces of each die, 2 to 20").doc("the faces of each die (default 6)");
    static final Key<String> NAME = Key.text("name").required("e.g. 'name: grace'").doc("the outcome's name (one word), as records write it");
    static final Key<Integer> MOVES = Key.whole("distance", 1, 99, "a distance from 1 to 99").required("the squares it moves, e.g. 'distance: 8'")
            .doc("the squares it moves, or the number it counts as");
    static final Key<Double> WEIGHT = Key.number("weight", "a positive weight (the outcomes' weights are divided by their sum)")
            .required("its relative weight, e.g. 'weight: 1'").doc("its relative weight (the weights are divided by their sum)");
    static final List<Key<?>> OUTCOME_KEYS = List.of(NAME, MOVES, WEIGHT);
    static final Key<Node> OUTCOMES = Key.node("outcomes", "list of outcomes").shape(Shape.list(Shape.fields(OUTCOME_KEYS)))
            .doc("named outcomes, each with its distance and weight");
    static final List<Key<?>> KEYS = List.of(SHELLS, UP, DISTANCE, DICE, SIDES, OUTCOMES);
    /** The {@code throw:} block's shape, for the schema (one of its three forms; the loader checks that only one is given). */
    public static final Shape SHAPE = Shape.fields(KEYS);

    private ThrowReader() {}

    /** The throw a {@code throw:} block gives, or null after reporting (also read by {@code varia.dice}). */
    public static Throw read(Node node, Context c) {
        Problems p = c.problems();
        Section s = Section.open(node, "'throw'", "throw", KEYS, c);
        if (s == null) return null;
        int forms = (s.has(SHELLS) ? 1 : 0) + (s.has(DICE) ? 1 : 0) + (s.has(OUTCOMES) ? 1 : 0);
        if (forms != 1) {
            p.at(node, "throw: give exactly one of 'shells' (e.g. 'shells: 4, up: 0.5'), 'dice' (e.g. 'dice: 2, sides: 6') or 'outcomes'"
                    + (forms > 1 ? "; this one gives " + forms : ""));
            return null;
        }
        if (!s.has(SHELLS)) for (Key<?> k : List.of(UP, DISTANCE)) if (s.has(k)) p.at(s.node(k), "throw." + k.name() + " belongs to 'shells'");
        if (!s.has(DICE) && s.has(SIDES)) p.at(s.node(SIDES), "throw.sides belongs to 'dice'");
        if (s.has(SHELLS)) return shells(s, c);
        if (s.has(DICE)) return dice(s);
        return outcomes(s.node(OUTCOMES), c);
    }

    private static Throw shells(Section s, Context c) {
        Problems p = c.problems();
        Integer n = s.get(SHELLS);
        Double up = s.get(UP, 0.5);
        if (up != null && (up <= 0 || up >= 1)) { p.at(s.node(UP), "throw.up must be between 0 and 1 (exclusive), not " + up); up = null; }
        Map<Integer, Integer> distance = new HashMap<>();
        if (s.has(DISTANCE) && n != null) {
            List<NodeTuple> pairs = Nodes.pairs(s.node(DISTANCE), "throw.distance", "mouths-up counts to distances, e.g. '{0: 8}'", p);
            if (pairs == null) return null;
            for (NodeTuple t : pairs) {
                Integer k = Key.whole(t.getKeyNode(), "throw.distance", 0, n, "a count of shells from 0 to " + n, p);
                Integer d = Key.whole(t.getValueNode(), "throw.distance." + Nodes.keyText(t), 1, 99, "a distance from 1 to 99", p);
                if (k != null && d != null) distance.put(k, d);
            }
        }
        if (n == null || up == null) return null;
        if (!distance.containsKey(0)) {
            p.at(s.node(SHELLS), "throw: no shell mouth up would move 0 squares; give its distance, e.g. 'distance: {0: 8}'");
            return null;
        }
        List<Outcome> out = new ArrayList<>();
        for (int k = 0; k <= n; k++) {
            double prob = binomial(n, k) * Math.pow(up, k) * Math.pow(1 - up, n - k);
            out.add(new Outcome(k + "-up", k == 0 ? "no mouth up" : k == 1 ? "1 mouth up" : k + " mouths up", distance.getOrDefault(k, k), prob));
        }
        return new Throw(n + " shells, each mouth up with probability " + up, out);
    }

    private static Throw dice(Section s) {
        Integer n = s.get(DICE), sides = s.get(SIDES, 6);
        if (n == null || sides == null) return null;
        long[] ways = {1};
        for (int i = 0; i < n; i++) { // convolve: ways[sum] over the dice thrown so far
            long[] next = new long[ways.length + sides];
            for (int sum = 0; sum < ways.length; sum++) for (int f = 1; f <= sides; f++) next[sum + f] += ways[sum];
            ways = next;
        }
        double total = Math.pow(sides, n);
        List<Outcome> out = new ArrayList<>();
        for (int sum = 1; sum < ways.length; sum++)
            if (ways[sum] > 0) out.add(new Outcome(Integer.toString(sum), "a total of " + sum, sum, ways[sum] / total));
        return new Throw(n + (n == 1 ? " die" : " dice") + " with " + sides + " sides, the total", out);
    }

    private static Throw outcomes(Node node, Context c) {
        Problems p = c.problems();
        List<Node> items = Nodes.items(node);
        if (!(node instanceof org.yaml.snakeyaml.nodes.SequenceNode) || items.isEmpty()) {
            p.at(node, "throw.outcomes must be a list of outcomes, e.g. '- {name: grace, distance: 1, weight: 1}'; found " + Nodes.describe(node));
            return null;
        }
        List<String> names = new ArrayList<>();
        List<Integer> distances = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        boolean ok = true;
        for (Node item : items) {
            Section o = Section.open(item, "an outcome", "throw.outcomes", OUTCOME_KEYS, c);
            if (o == null) { ok = false; continue; }
            String name = o.get(NAME);
            Integer d = o.get(MOVES);
            Double w = o.get(WEIGHT);
            if (name != null && !name.matches("[A-Za-z0-9][A-Za-z0-9_-]*")) {
                p.at(o.node(NAME), "throw.outcomes.name '" + name + "' must be one word (letters, digits, '-')");
                name = null;
            } else if (name != null && names.contains(name)) {
                p.at(o.node(NAME), "throw.outcomes: the name '" + name + "' is given twice");
                name = null;
            }
            if (w != null && w <= 0) { p.at(o.node(WEIGHT), "throw.outcomes.weight must be more than 0"); w = null; }
            if (name == null || d == null || w == null) { ok = false; continue; }
            names.add(name);
            distances.add(d);
            weights.add(w);
        }
        if (!ok) return null;
        double total = weights.stream().mapToDouble(Double::doubleValue).sum();
        List<Outcome> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) out.add(new Outcome(names.get(i), names.get(i), distances.get(i), weights.get(i) / total));
        return new Throw(out.size() + " outcomes", out);
    }

    private static double binomial(int n, int k) {
        double r = 1;
        for (int i = 1; i <= k; i++) r = r * (n - k + i) / i;
        return r;
    }
}
