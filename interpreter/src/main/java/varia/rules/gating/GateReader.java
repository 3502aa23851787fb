package varia.rules.gating;

import java.util.ArrayList;
import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;

/** {@code pieces.X.gate: H}: the piece's first move leaves a piece of that type on the square it vacated. */
public final class GateReader implements Rule<Gates> {
    public static final GateReader RULE = new GateReader();

    static final Key<Integer> GATE = Values.letter("gate")
            .doc("its first move leaves a piece of this type on the square it vacated");

    private GateReader() {}

    @Override public RuleKey<Gates> key() { return Gates.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(GATE)); }

    @Override public Gates read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<Integer> byType = new ArrayList<>();
        boolean any = false, ok = true;
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            Integer gate = piece == null || !piece.has(GATE) ? Integer.valueOf(-1) : piece.get(GATE);
            if (gate == null) { ok = false; gate = -1; }
            any |= gate >= 0;
            byType.add(gate);
        }
        return ok && any ? new Gates(byType) : null;
    }

    @Override public void describe(Gates model, Description out) {
        if (model == null) return;
        for (int t = 0; t < model.byType().size(); t++)
            if (model.of(t) >= 0) out.piece(t, "on its first move it leaves a " + out.ref(model.of(t)) + " on the square it vacates (one move)");
    }

    @Override public void install(Gates model, varia.engine.Installer engine) { Gating.install(model, engine); }
}
