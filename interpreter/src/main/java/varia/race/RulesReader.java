package varia.race;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.yaml.Context;
import varia.yaml.DefaultedBlock;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Shape;

/** Reads a race file's {@code rules:} block into {@link RaceRules}; every key has a default. */
final class RulesReader {
    static final Key<RaceRules.Entry> ENTRY = Key.word("entry", List.of("throw", "start"), "where an entering piece lands: the track square the throw names, or the first square", (w, i) -> RaceRules.Entry.values()[i]);
    static final Key<Node> ENTER_ON = Key.node("enter-on", "list of outcome names").shape(Shape.TEXTS).doc("the outcomes that let a piece enter (default: any)");
    static final Key<Integer> STACK = Key.whole("stack", 1, 3, "the most pieces of one player on a square, 1 to 3").doc("the most pieces of one player on a square (default 1)");
    static final Key<Boolean> BLOCKS = Key.flag("stacks-block-singles").doc("single pieces may not pass a stack");
    static final Key<Boolean> SAFE = Key.flag("stacks-captured-by-stacks-only").doc("only a stack captures a stack");
    static final Key<Boolean> TOGETHER = Key.flag("stacks-move-together").doc("the pieces of a stack may move together");
    static final Key<String> HOME = Key.word("home", List.of("exact", "overshoot"), "whether the home square needs an exact throw");
    static final Key<Boolean> MUST_MOVE = Key.flag("must-move").doc("a usable throw must be used (default true)");
    static final Key<String> NESTS = Key.word("nests", List.of("exclusive", "shared"), "whether pieces of several players may rest on one nest");
    static final Key<Boolean> CAPTURE_BONUS = Key.flag("capture-bonus").doc("a capture gives another throw");
    static final Key<Node> EXTRA = Key.node("extra-throw-on", "list of outcome names").shape(Shape.TEXTS).doc("the outcomes that give another throw");
    static final Key<Boolean> PLACES = Key.flag("places").doc("play goes on after the first player home, for places");
    static final List<Key<?>> KEYS = List.of(ENTRY, ENTER_ON, STACK, BLOCKS, SAFE, TOGETHER, HOME, MUST_MOVE, NESTS,
            CAPTURE_BONUS, EXTRA, PLACES);

    private RulesReader() {}

    /** The rules; {@code dice} null when the throw is broken (outcome names then go unchecked). */
    static RaceRules read(Node node, Throw dice, Context c) {
        DefaultedBlock s = DefaultedBlock.open(node, "rules", KEYS, c);
        if (s == null) return null;
        Problems p = s.problems();
        RaceRules.Entry entry = s.get(ENTRY, RaceRules.Entry.THROW);
        Integer stack = s.get(STACK, 1);
        Boolean blocks = s.get(BLOCKS, false), safe = s.get(SAFE, false), together = s.get(TOGETHER, false);
        if (stack != null && stack == 1)
            for (Key<?> k : List.of(BLOCKS, SAFE, TOGETHER))
                if (s.has(k)) p.at(s.node(k), "rules." + k.name() + " needs 'stack: 2' or more (a stack is several pieces of one player on a square)");
        String home = s.get(HOME, "exact"), nests = s.get(NESTS, "exclusive");
        Boolean mustMove = s.get(MUST_MOVE, true), bonus = s.get(CAPTURE_BONUS, false), places = s.get(PLACES, false);
        Set<String> enterOn = names(s, ENTER_ON, dice, p), extra = names(s, EXTRA, dice, p);
        if (!s.ok() || enterOn == null || extra == null) return null;
        return new RaceRules(entry, enterOn, stack, blocks, safe, together, home.equals("exact"), mustMove, nests.equals("shared"),
                bonus, extra, places);
    }

    private static Set<String> names(DefaultedBlock s, Key<Node> k, Throw dice, Problems p) {
        Set<String> out = new LinkedHashSet<>();
        if (!s.has(k)) return out;
        List<String> known = dice == null ? null : dice.outcomes().stream().map(Outcome::name).toList();
        boolean ok = true;
        for (Node item : Nodes.items(s.node(k))) {
            ScalarNode sc = Nodes.scalar(item, "rules." + k.name(), "an outcome's name, e.g. '0-up'", p);
            if (sc == null) { ok = false; continue; }
            String name = sc.getValue().trim();
            if (known != null && !known.contains(name)) {
                p.at(sc, "rules." + k.name() + ": unknown outcome '" + name + "'" + Nodes.hint(name, known, "outcomes"));
                ok = false;
            } else if (!out.add(name)) {
                p.at(sc, "rules." + k.name() + " lists '" + name + "' twice");
                ok = false;
            }
        }
        return ok ? out : null;
    }
}
