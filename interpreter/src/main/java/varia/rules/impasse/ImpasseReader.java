package varia.rules.impasse;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;
import varia.yaml.Section;

/** {@code play.impasse: {rule: 27-point | 24-point | jishogi-24, big: [R, B], camp: 3, pieces: 10}} or {@code none}. */
public final class ImpasseReader implements Rule<Impasse> {
    public static final ImpasseReader RULE = new ImpasseReader();

    static final Key<Impasse.Rule> RULE_KEY = Key.word("rule", List.of("27-point", "24-point", "jishogi-24"),
            "the entering-king declaration's points rule, or the jishogi claim", (w, i) -> Impasse.Rule.values()[i]).required(null)
            .doc("the points rule of the entering-king declaration, or jishogi-24 (a claim by 24 points when both kings have entered)");
    static final Key<List<Integer>> BIG = Values.letters("big").required(null)
            .doc("pieces worth 5 points (every other non-royal piece is worth 1)");
    static final Key<Integer> CAMP = Key.whole("camp", 1, 16, "ranks of the enemy camp")
            .doc("depth of the enemy camp in ranks");
    static final Key<Integer> PIECES = Key.whole("pieces", 0, 256, "other pieces needed in the camp")
            .doc("other pieces that must stand in the camp");
    static final List<Key<?>> KEYS = List.of(RULE_KEY, BIG, CAMP, PIECES);
    static final Key<Node> IMPASSE = Key.node("impasse", "mapping or none").shape(Shape.either(Shape.words("none"), Shape.fields(KEYS)))
            .doc("shogi's entering-king declaration: none, or {rule, big, camp, pieces}");

    private ImpasseReader() {}

    @Override public RuleKey<Impasse> key() { return Impasse.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(IMPASSE)); }

    @Override public Impasse read(RuleInput in) {
        Node node = in.playNode("impasse");
        if (node == null || Nodes.isWord(node, "none")) return null;
        int before = in.problems().count();
        Section m = Section.open(node, "'play.impasse'", "play.impasse", KEYS, in);
        if (m == null) return null;
        Impasse.Rule rule = m.get(RULE_KEY);
        List<Integer> big = m.get(BIG);
        Integer camp = m.get(CAMP, 3), pieces = m.get(PIECES, 10);
        if (in.problems().count() > before || rule == null || big == null || camp == null || pieces == null) return null;
        return new Impasse(rule, big, camp, pieces);
    }

    @Override public void describe(Impasse im, Description out) {
        if (im == null) return;
        if (im.rule() == Impasse.Rule.JISHOGI_24) {
            out.play("Impasse (jishogi): once both royal pieces stand in their enemy camps (" + im.campRanks() + " ranks), the"
                    + " side to move, not in check, may claim it instead of moving; " + out.refs(im.bigPieces()) + " count 5 points,"
                    + " other pieces but the royal ones 1, on the board and in hand; a side under 24 points loses, both at 24 or"
                    + " more draw.");
            return;
        }
        out.play("Entering-king declaration: a side whose royal piece stands in the enemy camp (" + im.campRanks()
                + " ranks), not in check, with at least " + im.piecesInCamp() + " other pieces there, may declare instead of"
                + " moving; " + out.refs(im.bigPieces()) + " count 5 points, other pieces 1, in the camp and in hand; "
                + (im.rule() == Impasse.Rule.POINTS_27 ? "it wins with 28 points (first player) or 27 (second)"
                : "31 points or more win, 24 to 30 draw") + ".");
    }

    @Override public void install(Impasse model, varia.engine.Installer engine) { Declaration.install(model, engine); }
}
