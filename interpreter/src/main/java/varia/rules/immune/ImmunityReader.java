package varia.rules.immune;

import java.util.ArrayList;
import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;

/** {@code pieces.X.immune: true}: no enemy piece may capture X (its attacks on X are no attacks). */
public final class ImmunityReader implements Rule<Immunity> {
    public static final ImmunityReader RULE = new ImmunityReader();

    static final Key<Boolean> IMMUNE = Key.flag("immune")
            .doc("true: no enemy piece may capture this piece (Tamerlane chess's pawn of pawns waiting on the last rank)");

    private ImmunityReader() {}

    @Override public RuleKey<Immunity> key() { return Immunity.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(IMMUNE)); }

    @Override public Immunity read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<Integer> immune = new ArrayList<>();
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            if (piece != null && piece.has(IMMUNE) && Boolean.TRUE.equals(piece.get(IMMUNE))) immune.add(t);
        }
        return immune.isEmpty() ? null : new Immunity(immune);
    }

    @Override public void describe(Immunity model, Description out) {
        if (model == null) return;
        for (int t : model.types()) out.piece(t, "cannot be captured");
    }

    @Override public void install(Immunity model, varia.engine.Installer engine) {
        for (int t : model.types()) engine.immune(t);
    }
}
