package varia.rules.extinction;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.rules.Description;
import varia.rules.Outcome;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code end.extinction}: one clause or a list of them, each
 * {@code {pieces: [Q, R] | all, count: each | together, at-most: 0, outcome: loss, in-hand: true}}.
 */
public final class ExtinctionReader implements Rule<Extinction> {
    public static final ExtinctionReader RULE = new ExtinctionReader();

    static final Key<Node> PIECES = Key.node("pieces", "piece letters or 'all'")
            .required("the pieces counted: letters such as '[Q, R]', or 'all' for every piece of the side")
            .shape(Shape.either(Shape.words("all"), Shape.LETTERS))
            .doc("the pieces counted: letters, or all (every piece of the side)");
    static final Key<Boolean> TOGETHER = Key.word("count", List.of("each", "together"),
            "whether each listed kind is counted on its own or all of them together", (w, i) -> i == 1)
            .doc("each: the clause holds when any listed kind is at most at-most; together: when all of them together are");
    static final Key<Integer> AT_MOST = Key.whole("at-most", 0, 999, "a whole number from 0 (the clause holds when the count is at most this)")
            .doc("the clause holds when the count is at most this (default 0: the pieces are gone)");
    static final Key<Outcome> OUTCOME = Values.outcome("outcome", "the side whose pieces are counted")
            .required("what the side whose pieces are gone gets: 'outcome: loss' (or win, draw)")
            .doc("the result for the side whose pieces are gone");
    static final Key<Boolean> IN_HAND = Key.flag("in-hand")
            .doc("pieces in the side's hand count too");
    static final List<Key<?>> KEYS = List.of(PIECES, TOGETHER, AT_MOST, OUTCOME, IN_HAND);
    static final Key<Node> EXTINCTION = Key.node("extinction", "a clause {pieces: ..., outcome: ...} or a list of them")
            .shape(Shape.either(Shape.fields(KEYS), Shape.list(Shape.fields(KEYS))))
            .doc("a side whose pieces of some kinds are gone (or few) gets an outcome: one clause or a list");

    private ExtinctionReader() {}

    @Override public RuleKey<Extinction> key() { return Extinction.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(EXTINCTION)); }

    @Override public Extinction read(RuleInput in) {
        Node node = in.endNode("extinction");
        if (node == null || Nodes.isWord(node, "none")) return null;
        List<Node> items;
        if (node instanceof MappingNode) items = List.of(node);
        else if (node instanceof SequenceNode seq && !seq.getValue().isEmpty()) items = seq.getValue();
        else {
            in.problems().at(node, "end.extinction must be a clause such as '{pieces: all, outcome: loss}' or a list of them;"
                    + " found " + Nodes.describe(node));
            return null;
        }
        int before = in.problems().count();
        List<Extinction.Clause> clauses = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            String path = items.size() == 1 && node instanceof MappingNode ? "end.extinction" : "end.extinction[" + (i + 1) + "]";
            Extinction.Clause c = clause(in, items.get(i), path);
            if (c != null) clauses.add(c);
        }
        return in.problems().count() > before || clauses.size() != items.size() ? null : new Extinction(clauses);
    }

    private static Extinction.Clause clause(RuleInput in, Node node, String path) {
        Section m = Section.open(node, "'" + path + "'", path, KEYS, in);
        if (m == null) return null;
        int before = in.problems().count();
        List<Integer> types = null;
        if (m.has(PIECES)) {
            Node p = m.node(PIECES);
            types = Nodes.isWord(p, "all") ? List.of() : in.pieceRefs(p, path + ".pieces");
            if (types != null && types.isEmpty() && !Nodes.isWord(p, "all")) {
                in.problems().at(p, path + ".pieces must name at least one piece, or be 'all'");
                types = null;
            }
        }
        Boolean together = m.get(TOGETHER, false);
        Integer atMost = m.get(AT_MOST, 0);
        Outcome outcome = m.get(OUTCOME);
        Boolean withHand = m.get(IN_HAND, true);
        if (in.problems().count() > before || types == null || together == null || atMost == null || outcome == null || withHand == null)
            return null;
        return new Extinction.Clause(types, together, atMost, outcome, withHand);
    }

    @Override public boolean decidesWithoutRoyals(Extinction model) { return true; }

    @Override public void describe(Extinction model, Description out) {
        if (model == null) return;
        for (Extinction.Clause c : model.clauses()) {
            String what;
            if (c.allPieces()) what = c.atMost() == 0 ? "that has no pieces left" : "that has at most " + c.atMost() + " pieces left";
            else if (c.types().size() == 1 || !c.together())
                what = c.atMost() == 0 ? "that has no " + out.orList(c.types()) + " left"
                        : "that has at most " + c.atMost() + " " + out.orList(c.types()) + " left";
            else what = "whose " + out.refs(c.types()) + " together number at most " + c.atMost();
            out.end("Extinction: a side " + what + (c.withHand() ? " (on the board and in hand)" : " on the board") + " "
                    + c.outcome().verb() + ".");
        }
    }

    @Override public void install(Extinction model, varia.engine.Installer engine) { ExtinctionEnd.install(model, engine); }
}
