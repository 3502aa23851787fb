package varia.rules.sides;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code sides: [Red, Black]}, or with more to say of a side
 * {@code sides: [{name: Sente, english: Black}, {name: Gote, english: White}]},
 * {@code sides: [{name: Cho, colour: blue}, {name: Han, colour: red}]}: the two players, White's
 * side first (no engine part: names and colours only).
 */
public final class SidesReader implements Rule<Sides> {
    public static final SidesReader RULE = new SidesReader();

    static final Key<String> NAME = Key.text("name").required("e.g. 'name: Sente'").doc("what the game calls the player");
    static final Key<String> ENGLISH = Key.text("english").doc("the player's name in English where it differs (shogi's Sente is Black)");
    static final Key<String> COLOUR = Key.text("colour").shape(Shape.pattern("^(#[0-9a-fA-F]{6}|[a-z]+)$"))
            .doc("the colour its pieces are drawn in: a CSS colour name or #rrggbb (janggi's Cho: blue)");
    static final List<Key<?>> SIDE_KEYS = List.of(NAME, ENGLISH, COLOUR);
    static final Key<Node> SIDES = Key.node("sides", "a list of two names or mappings")
            .shape(Shape.list(Shape.either(Shape.TEXT, Shape.fields(SIDE_KEYS))))
            .doc("what the game calls its two players, the side FEN calls White first, e.g. [Red, Black], [Cho, Han],"
                    + " or [{name: Sente, english: Black}, {name: Gote, english: White}]");

    private static final String EXAMPLE = "'sides: [Red, Black]' or 'sides: [{name: Cho, colour: blue}, {name: Han, colour: red}]'";

    private SidesReader() {}

    @Override public RuleKey<Sides> key() { return Sides.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.top(SIDES)); }

    @Override public Sides read(RuleInput in) {
        Node node = in.topNode("sides");
        if (node == null) return null;
        if (!(node instanceof SequenceNode seq) || seq.getValue().size() != 2) {
            in.problems().at(node, "sides: give the two players, the side FEN calls White first: " + EXAMPLE);
            return null;
        }
        List<Sides.Side> out = new ArrayList<>();
        for (Node item : seq.getValue()) {
            Sides.Side s = side(item, in);
            if (s == null) return null;
            out.add(s);
        }
        if (out.get(0).name().equalsIgnoreCase(out.get(1).name())) {
            in.problems().at(node, "sides: the two players need two names: " + EXAMPLE);
            return null;
        }
        return new Sides(out.get(0), out.get(1));
    }

    private static Sides.Side side(Node item, RuleInput in) {
        if (item instanceof ScalarNode s) {
            String name = s.getValue().strip();
            if (name.isEmpty()) { in.problems().at(item, "sides: a side's name is empty: " + EXAMPLE); return null; }
            return new Sides.Side(name);
        }
        if (!(item instanceof MappingNode)) { in.problems().at(item, "sides: each side is a name or {name, english, colour}: " + EXAMPLE); return null; }
        Section m = Section.open(item, "a side", "sides", SIDE_KEYS, in);
        if (m == null) return null;
        String name = m.get(NAME);
        if (name == null || name.isBlank()) return null;
        String english = m.get(ENGLISH), colour = m.get(COLOUR);
        if (colour != null && !colour.strip().matches("#[0-9a-fA-F]{6}|[a-z]+")) {
            in.problems().at(item, "sides: colour '" + varia.io.Printable.shorten(colour) + "' is not a colour name (blue) nor #rrggbb");
            return null;
        }
        return new Sides.Side(name.strip(), english == null ? null : english.strip(), colour == null ? null : colour.strip());
    }

    @Override public void describe(Sides s, Description out) {
        if (s != null && !s.equals(Sides.WESTERN))
            out.play("The players are " + words(s.white()) + " (White in FEN and PGN) and " + words(s.black()) + " (Black).");
    }

    private static String words(Sides.Side s) {
        return s.name() + (s.english() == null || s.english().equalsIgnoreCase(s.name()) ? "" : ", in English " + s.english());
    }
}
