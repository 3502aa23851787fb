package varia.rules.adjacency;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code play.adjacent-royals-end: true}: the game ends when the royal pieces stand next to each other. */
public final class AdjacencyReader implements Rule<AdjacentRoyals> {
    public static final AdjacencyReader RULE = new AdjacencyReader();

    static final Key<Boolean> ADJACENT = Key.flag("adjacent-royals-end")
            .doc("the game ends at once when the royal pieces stand next to each other; end.material decides");

    private AdjacencyReader() {}

    @Override public RuleKey<AdjacentRoyals> key() { return AdjacentRoyals.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(ADJACENT)); }

    @Override public AdjacentRoyals read(RuleInput in) {
        return Boolean.TRUE.equals(in.play(ADJACENT)) ? new AdjacentRoyals() : null;
    }

    @Override public void describe(AdjacentRoyals model, Description out) {
        if (model != null) out.play("When the royal pieces stand next to each other the game ends at once and is decided by material.");
    }

    /** The game ends, on material, as soon as the two royal pieces stand next to each other. */
    @Override public void install(AdjacentRoyals model, varia.engine.Installer engine) {
        varia.engine.Geometry g = engine.geometry();
        engine.ending(p -> {
            int a = p.royalSquare(0), b = p.royalSquare(1);
            if (a < 0 || b < 0 || Math.abs(g.fileOf(a) - g.fileOf(b)) > 1 || Math.abs(g.rankOf(a) - g.rankOf(b)) > 1) return null;
            return p.adjudicate(varia.engine.Ending.ROYALS_ADJACENT, "kings adjacent");
        });
    }
}
