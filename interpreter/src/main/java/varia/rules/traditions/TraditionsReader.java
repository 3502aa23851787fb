package varia.rules.traditions;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code notations: [shogi-japanese, shogi-western]}: the move notations of the game's tradition, the first the default. */
public final class TraditionsReader implements Rule<Traditions> {
    public static final TraditionsReader RULE = new TraditionsReader();

    static final Key<List<String>> NOTATIONS = Key.texts("notations")
            .doc("the move notations of the game's tradition that front ends offer besides SAN, the first the default: "
                    + String.join(", ", Traditions.KNOWN));

    private TraditionsReader() {}

    @Override public RuleKey<Traditions> key() { return Traditions.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.top(NOTATIONS)); }

    @Override public Traditions read(RuleInput in) {
        Node node = in.topNode("notations");
        if (node == null) return null;
        List<String> names = in.top(NOTATIONS);
        if (names == null) return null;
        List<String> out = new ArrayList<>();
        for (String n : names) {
            String name = n.strip();
            if (!Traditions.KNOWN.contains(name)) {
                in.problems().at(node, "notations: '" + varia.io.Printable.shorten(name) + "' is not a notation Varia writes; it writes "
                        + String.join(", ", Traditions.KNOWN));
                return null;
            }
            if (!out.contains(name)) out.add(name);
        }
        return out.isEmpty() ? null : new Traditions(out);
    }

    @Override public void describe(Traditions t, Description out) {}
}
