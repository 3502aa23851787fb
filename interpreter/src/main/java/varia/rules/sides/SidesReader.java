package varia.rules.sides;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code sides: [Red, Black]}: the names of the two players, White's side first (no engine part: a name only). */
public final class SidesReader implements Rule<Sides> {
    public static final SidesReader RULE = new SidesReader();

    static final Key<List<String>> SIDES = Key.texts("sides")
            .doc("what the game calls its two players, the side FEN calls White first, e.g. [Red, Black], [Cho, Han], [Sente, Gote]");

    private SidesReader() {}

    @Override public RuleKey<Sides> key() { return Sides.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.top(SIDES)); }

    @Override public Sides read(RuleInput in) {
        Node node = in.topNode("sides");
        if (node == null) return null;
        List<String> names = in.top(SIDES);
        if (names == null) return null;
        List<String> clean = names.stream().map(String::strip).toList();
        if (clean.size() != 2 || clean.stream().anyMatch(String::isEmpty) || clean.get(0).equalsIgnoreCase(clean.get(1))) {
            in.problems().at(node, "sides: give the two players' names, the side FEN calls White first, e.g. 'sides: [Red, Black]'");
            return null;
        }
        return new Sides(clean.get(0), clean.get(1));
    }

    @Override public void describe(Sides s, Description out) {
        if (s != null && !s.equals(Sides.WESTERN))
            out.play("The players are " + s.first() + " (White in FEN and PGN) and " + s.second() + " (Black).");
    }
}
