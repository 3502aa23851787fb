package varia.rules.lions;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import org.yaml.snakeyaml.nodes.Node;
import varia.yaml.Section;
import varia.yaml.Shape;

/** {@code play.lion-trading: {lions: [N, +O], cheap: [P, I], counter-strike: true}} (Chu Shogi). */
public final class LionTradingReader implements Rule<LionTrading> {
    public static final LionTradingReader RULE = new LionTradingReader();

    static final Key<List<Integer>> LIONS = Values.letters("lions").required("e.g. 'lions: [N, \"+O\"]'")
            .doc("the pieces that are lions: a lion may not take a protected lion two squares away");
    static final Key<List<Integer>> CHEAP = Values.letters("cheap")
            .doc("pieces whose capture on the way does not allow a lion to take a protected lion two squares away (Chu Shogi: pawn, go-between)");
    static final Key<Boolean> COUNTER_STRIKE = Key.flag("counter-strike")
            .doc("after a piece that is not a lion takes a lion, the other side's next move may not take a lion except with a lion (default true)");
    static final List<Key<?>> KEYS = List.of(LIONS, CHEAP, COUNTER_STRIKE);
    static final Key<Node> LION_TRADING = Key.node("lion-trading", "a mapping").shape(Shape.fields(KEYS))
            .doc("Chu Shogi's lion-trading rules: {lions, cheap, counter-strike}");

    private LionTradingReader() {}

    @Override public RuleKey<LionTrading> key() { return LionTrading.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(LION_TRADING)); }

    @Override public LionTrading read(RuleInput in) {
        Node node = in.playNode("lion-trading");
        if (node == null) return null;
        Section m = Section.open(node, "'play.lion-trading'", "play.lion-trading", KEYS, in);
        if (m == null) return null;
        List<Integer> lions = m.get(LIONS);
        List<Integer> cheap = m.get(CHEAP, List.of());
        Boolean counter = m.get(COUNTER_STRIKE, true);
        return lions == null || cheap == null || counter == null ? null : new LionTrading(lions, cheap, counter);
    }

    @Override public void describe(LionTrading model, Description out) {
        if (model == null) return;
        out.play("Lion trading: a lion may not take a lion two squares away when that lion is protected, unless the same"
                + " move also takes" + (model.cheap().isEmpty() ? " another piece" : " a piece other than the listed cheap ones")
                + " on its way." + (model.counterStrike() ? " After a piece that is not a lion takes a lion, the other side may"
                + " not take a lion on its next move except with a lion." : ""));
    }

    @Override public void install(LionTrading model, varia.engine.Installer engine) {
        engine.filter(new LionTradingFilter(model, engine.variant().pieces().size()));
    }
}
