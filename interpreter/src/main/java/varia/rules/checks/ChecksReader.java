package varia.rules.checks;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.rules.Description;
import java.util.stream.Collectors;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;

/**
 * {@code end.check-kinds: {shak: [R, N], tuk: [B]}}, {@code end.mate-needs: shak},
 * {@code end.drawn-mates: [N]}, {@code play.forbidden-mates: [N]}.
 */
public final class ChecksReader implements Rule<CheckRules> {
    public static final ChecksReader RULE = new ChecksReader();

    static final Key<Node> CHECK_KINDS = Key.node("check-kinds", "mapping of kind names to piece letters")
            .shape(Shape.named(null, Shape.LETTERS))
            .doc("kind name to the pieces whose checks are of that kind (Shatar: shak, tuk, zod)");
    static final Key<Node> MATE_NEEDS = Key.node("mate-needs", "a check kind").shape(Shape.TEXT)
            .doc("a checkmate wins only if it, or the series of checks ending in it, includes a check of this kind");
    static final Key<List<Integer>> DRAWN_MATES = Values.letters("drawn-mates")
            .doc("a checkmate given only by these pieces is scored as a draw");
    static final Key<List<Integer>> FORBIDDEN_MATES = Values.letters("forbidden-mates")
            .doc("these pieces may not give checkmate on their own: such a move is illegal");
    static final Key<CheckRules.GivenBy> MATE_GIVEN_BY = Key.word("mate-given-by", CheckRules.GivenBy.WORDS,
                    "which mates drawn-mates and forbidden-mates mean", (w, i) -> CheckRules.GivenBy.values()[i])
            .doc("which mates drawn-mates and forbidden-mates mean: sole-checkers (those pieces give every check),"
                    + " checkers (one of them gives check), or mover (one of them makes the mating move, a check it uncovers included)");

    private ChecksReader() {}

    @Override public RuleKey<CheckRules> key() { return CheckRules.KEY; }

    @Override public List<Placement> keys() {
        return List.of(Placement.play(FORBIDDEN_MATES), Placement.end(CHECK_KINDS), Placement.end(MATE_NEEDS),
                Placement.end(DRAWN_MATES), Placement.end(MATE_GIVEN_BY));
    }

    @Override public CheckRules read(RuleInput in) {
        int before = in.problems().count();
        Map<String, List<Integer>> kinds = new LinkedHashMap<>();
        Node kindsNode = in.endNode("check-kinds");
        boolean kindsComplete = true; // every kind read (else an unknown kind may be the broken one's fault)
        if (kindsNode != null) {
            List<NodeTuple> pairs = Nodes.pairs(kindsNode, "end.check-kinds",
                    "kind names to the pieces whose checks are of that kind, e.g. '{shak: [R, N], tuk: [B]}'", in.problems());
            kindsComplete = pairs != null && in.symbols() != null;
            if (pairs != null) {
                Map<Integer, String> owner = new HashMap<>();
                for (NodeTuple t : pairs) {
                    String kind = Nodes.keyText(t);
                    List<Integer> refs = in.pieceRefs(t.getValueNode(), "end.check-kinds." + kind);
                    if (refs == null) { kindsComplete = false; continue; }
                    for (int i = 0; i < refs.size(); i++) {
                        String prev = owner.putIfAbsent(refs.get(i), kind);
                        if (prev != null) {
                            Node item = t.getValueNode() instanceof SequenceNode seq ? seq.getValue().get(i) : t.getValueNode();
                            in.problems().at(item, "end.check-kinds." + kind + ": '" + in.symbols().get(refs.get(i))
                                    + "' already gives checks of kind '" + prev + "'; a piece's checks have one kind");
                        }
                    }
                    kinds.put(kind, refs);
                }
            }
        }
        String mateNeeds = null;
        Node needs = in.endNode("mate-needs");
        ScalarNode s = needs == null ? null : Nodes.scalar(needs, "end.mate-needs", "a check kind", in.problems());
        if (s != null) {
            String v = s.getValue().trim();
            if (kindsNode == null) {
                in.problems().at(s, "end.mate-needs: '" + v + "' needs an 'end.check-kinds' block naming the kinds of check");
            } else if (!kinds.containsKey(v) && in.problems().count() == before && kindsComplete) {
                in.problems().at(s, "end.mate-needs: unknown check kind '" + v + "'" + Nodes.hint(v, kinds.keySet(), "kinds"));
            } else {
                mateNeeds = v;
            }
        }
        List<Integer> drawn = in.endNode("drawn-mates") == null ? List.of() : in.end(DRAWN_MATES);
        List<Integer> forbidden = in.playNode("forbidden-mates") == null ? List.of() : in.play(FORBIDDEN_MATES);
        CheckRules.GivenBy givenBy = in.endNode("mate-given-by") == null ? CheckRules.GivenBy.SOLE_CHECKERS : in.end(MATE_GIVEN_BY);
        if (givenBy != null && in.endNode("mate-given-by") != null && drawn != null && forbidden != null && drawn.isEmpty() && forbidden.isEmpty())
            in.problems().at(in.endNode("mate-given-by"), "end.mate-given-by says which mates 'end.drawn-mates' and"
                    + " 'play.forbidden-mates' mean, but neither lists a piece; list one or remove 'mate-given-by'");
        if (in.problems().count() > before || drawn == null || forbidden == null || givenBy == null) return null;
        if (kinds.isEmpty() && mateNeeds == null && drawn.isEmpty() && forbidden.isEmpty()) return null;
        return new CheckRules(kinds, mateNeeds, drawn, forbidden, givenBy);
    }

    @Override public void describe(CheckRules c, Description out) {
        if (c == null) return;
        if (!c.forbiddenMates().isEmpty()) out.play(c.givenBy() == CheckRules.GivenBy.SOLE_CHECKERS
                ? "Checkmate may not be given by " + out.refs(c.forbiddenMates()) + ": such a move is illegal."
                : mates(c.givenBy(), out.refs(c.forbiddenMates()), true) + " is illegal.");
        if (!c.drawnMates().isEmpty()) out.end(mates(c.givenBy(), out.refs(c.drawnMates()), false) + " is a draw.");
        if (!c.kinds().isEmpty())
            out.end("Kinds of check, by the checking piece: " + c.kinds().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(k -> k.getKey() + " (" + out.refs(k.getValue()) + ")").collect(Collectors.joining(", ")) + ".");
        if (c.mateNeeds() != null)
            out.end("A checkmate wins only if it, or an unbroken series of checks ending in it, includes a " + c.mateNeeds()
                    + "; otherwise the game is drawn.");
    }

    /** Which mates the pieces give, in words ({@link CheckRules.GivenBy}). */
    private static String mates(CheckRules.GivenBy by, String pieces, boolean move) {
        return switch (by) {
            case SOLE_CHECKERS -> (move ? "A move that checkmates with only " + pieces + " giving check"
                    : "A checkmate given only by " + pieces);
            case CHECKERS -> (move ? "A move that checkmates with " : "A checkmate in which ") + pieces
                    + (move ? " among the checking pieces (a double check included)" : " gives check (alone or with another piece)");
            case MOVER -> (move ? "A checkmating move made by " : "A checkmate whose move is made by ") + pieces
                    + " (whether it gives the check or uncovers another piece's)";
        };
    }

    @Override public void install(CheckRules model, varia.engine.Installer engine) { CheckScoring.install(model, engine); }
}
