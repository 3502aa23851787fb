package varia.rules.entry;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.rules.Description;
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
 * {@code play.entry}: one rule or a list, each {@code {region: citadel, pieces: [K], capture: true,
 * others: none | capture}}: only the listed pieces may end a move on the region's squares.
 */
public final class EntryReader implements Rule<Entry> {
    public static final EntryReader RULE = new EntryReader();

    static final Key<String> REGION = Values.region("region").required("the squares: a region name or clause, e.g. 'region: citadel'")
            .doc("the squares only the listed pieces may enter: a region name or clause, the mover's (enemy-X: the opponent's)");
    static final Key<List<Integer>> PIECES = Values.letters("pieces").required("the pieces that may enter, e.g. 'pieces: [K]'")
            .doc("the pieces that may end a move there");
    static final Key<Boolean> CAPTURE = Key.flag("capture")
            .doc("true (default): the listed pieces may also enter by capturing; false: only an empty square, so a piece there cannot be taken");
    static final Key<Boolean> OTHERS = Key.word("others", List.of("none", "capture"),
            "what the other pieces may do there: nothing, or capture (attack) without moving there", (w, i) -> i == 1)
            .doc("none (default): the other pieces neither move nor capture there; capture: they may capture there"
                    + " (so they attack, and check, a piece standing there) but not move there");
    static final Key<Boolean> RANKED = Key.flag("ranked")
            .doc("true: the pieces are listed by rank, and only the highest-ranking kind the side still has on the board may enter"
                    + " (Tamerlane chess: 'pieces: [K, S, A]', the shah, then the prince, then the adventitious king); false (default): any of them");
    static final List<Key<?>> KEYS = List.of(REGION, PIECES, CAPTURE, OTHERS, RANKED);
    static final Key<Node> ENTRY = Key.node("entry", "a rule {region: ..., pieces: [...]} or a list of them")
            .shape(Shape.either(Shape.fields(KEYS), Shape.list(Shape.fields(KEYS))))
            .doc("squares only some pieces may enter (Tamerlane chess's citadels): one rule or a list");

    private EntryReader() {}

    @Override public RuleKey<Entry> key() { return Entry.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(ENTRY)); }

    @Override public Entry read(RuleInput in) {
        Node node = in.playNode("entry");
        if (node == null || Nodes.isWord(node, "none")) return null;
        List<Node> items;
        if (node instanceof MappingNode) items = List.of(node);
        else if (node instanceof SequenceNode seq && !seq.getValue().isEmpty()) items = seq.getValue();
        else {
            in.problems().at(node, "play.entry must be a rule such as '{region: citadel, pieces: [K]}' or a list of them; found "
                    + Nodes.describe(node));
            return null;
        }
        int before = in.problems().count();
        List<Entry.Rule> rules = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            String path = node instanceof MappingNode ? "play.entry" : "play.entry[" + (i + 1) + "]";
            Section m = Section.open(items.get(i), "'" + path + "'", path, KEYS, in);
            if (m == null) continue;
            String region = m.get(REGION);
            List<Integer> pieces = m.get(PIECES);
            Boolean capture = m.get(CAPTURE, true), others = m.get(OTHERS, false), ranked = m.get(RANKED, false);
            if (region == null || pieces == null || capture == null || others == null || ranked == null) continue;
            rules.add(new Entry.Rule(region, pieces, capture, others, ranked));
        }
        return in.problems().count() > before || rules.size() != items.size() ? null : new Entry(rules);
    }

    @Override public void describe(Entry model, Description out) {
        if (model == null) return;
        for (Entry.Rule r : model.rules())
            out.play("Only " + out.orList(r.pieces()) + " may enter " + out.region(r.region())
                    + (r.capture() ? "" : ", and only when it is empty (a piece standing there cannot be taken)")
                    + (r.othersCapture() ? "; the other pieces may capture there (and so give check there) but not move there" : "")
                    + (r.ranked() ? "; of these, in this order of rank, only the highest-ranking one the side still has may enter" : "")
                    + ".");
    }

    @Override public void install(Entry model, varia.engine.Installer engine) {
        EntrySquares.install(model, engine);
        RankedEntry.install(model, engine);
    }
}
