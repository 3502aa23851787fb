package varia.rules.repetition;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import varia.rules.RuleInput;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code end.chase: {free-chasers: [K, P], not-chased: {P: half}, chased-when-protected: {R: [N, C]},
 * protection: recapture, chasers: several}}: what counts as a chase where {@code perpetual-chase: loses}.
 */
final class ChaseReader {
    private ChaseReader() {}

    static final Key<Node> FREE_CHASERS = Key.node("free-chasers", "a piece letter or a list of them")
            .doc("pieces whose attacks are never a chase (the Asian rules: the general and the soldiers)");
    static final Key<Node> NOT_CHASED = Key.node("not-chased", "piece letters to regions, e.g. '{P: half}', or none")
            .doc("a piece of that type standing in that region (its owner's view) is not chased (a soldier before the river)");
    static final Key<Node> CHASED_WHEN_PROTECTED = Key.node("chased-when-protected", "piece letters to lists of attackers, e.g. '{R: [N, C]}', or none")
            .doc("a piece of that type attacked by one of those is chased even when protected (a chariot by a horse or cannon)");
    static final Key<Boolean> PROTECTION = Key.word("protection", List.of("attack", "recapture"),
            "what protects a piece", (w, i) -> i == 1)
            .doc("attack (default): any own piece attacking the square protects; recapture: only a legal recapture, and only a legal capture threatens");
    static final Key<Boolean> CHASERS = Key.word("chasers", List.of("one", "several"),
            "which of the chasing side's pieces may chase", (w, i) -> i == 1)
            .doc("one (default): one and the same piece makes every move of the chase; several: the side's pieces may take turns against the same victim");
    static final List<Key<?>> KEYS = List.of(FREE_CHASERS, NOT_CHASED, CHASED_WHEN_PROTECTED, PROTECTION, CHASERS);
    static final Key<Node> CHASE = Key.node("chase", "mapping").shape(Shape.fields(KEYS))
            .doc("what counts as a chase where perpetual-chase loses: {free-chasers, not-chased, chased-when-protected, protection, chasers}");

    /**
     * The rules, {@link ChaseRules#PLAIN} when the key is absent, null after reporting. They are
     * read (and checked) even where chases are not judged, so that an option may turn
     * {@code perpetual-chase} to {@code draw} and leave them in place.
     */
    static ChaseRules read(RuleInput in) {
        Node node = in.endNode("chase");
        if (node == null) return ChaseRules.PLAIN;
        Section s = Section.open(node, "'end.chase'", "end.chase", KEYS, in);
        if (s == null) return null;
        int before = in.problems().count();
        List<Integer> free = s.node(FREE_CHASERS) == null ? List.of() : in.pieceRefs(s.node(FREE_CHASERS), "end.chase.free-chasers");
        Map<Integer, String> notChased = new HashMap<>();
        // 'none' empties a mapping an option would otherwise merge into (a mapping set by an option adds to the file's)
        if (s.node(NOT_CHASED) != null && !Nodes.isWord(s.node(NOT_CHASED), "none"))
            for (NodeTuple t : pairs(s.node(NOT_CHASED), "end.chase.not-chased", "piece letters to regions, e.g. '{P: half}'", in)) {
                int type = in.pieceRef(t.getKeyNode(), "end.chase.not-chased");
                String region = in.regionRef(t.getValueNode(), "end.chase.not-chased");
                if (type >= 0 && region != null) notChased.put(type, region);
            }
        Map<Integer, List<Integer>> whenProtected = new HashMap<>();
        if (s.node(CHASED_WHEN_PROTECTED) != null && !Nodes.isWord(s.node(CHASED_WHEN_PROTECTED), "none"))
            for (NodeTuple t : pairs(s.node(CHASED_WHEN_PROTECTED), "end.chase.chased-when-protected",
                    "piece letters to lists of attackers, e.g. '{R: [N, C]}'", in)) {
                int type = in.pieceRef(t.getKeyNode(), "end.chase.chased-when-protected");
                List<Integer> by = in.pieceRefs(t.getValueNode(), "end.chase.chased-when-protected");
                if (type >= 0 && by != null) whenProtected.put(type, by);
            }
        Boolean recapture = s.get(PROTECTION, false);
        Boolean several = s.get(CHASERS, false);
        if (in.problems().count() > before || free == null || recapture == null || several == null) return null;
        return new ChaseRules(free, notChased, whenProtected, recapture, several);
    }

    /** The mapping's pairs; none after reporting a node that is not a mapping. */
    private static List<NodeTuple> pairs(Node node, String path, String expected, RuleInput in) {
        List<NodeTuple> pairs = Nodes.pairs(node, path, expected, in.problems());
        return pairs == null ? List.of() : pairs;
    }
}
