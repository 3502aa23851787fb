package varia.rules.royalpath;

import java.util.ArrayList;
import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;

/**
 * {@code pieces.X.passes-through-check: false}: a royal piece whose moves may not pass over a
 * square the enemy attacks (a royal queen or a king with a two-square step), as a castling king
 * may not in chess.
 */
public final class SafePassageReader implements Rule<SafePassage> {
    public static final SafePassageReader RULE = new SafePassageReader();

    static final Key<Boolean> PASSES_THROUGH_CHECK = Key.flag("passes-through-check")
            .doc("false: a royal piece's move may not pass over a square the enemy attacks (between its origin and its destination on a"
                    + " line), as a castling king may not");

    private SafePassageReader() {}

    @Override public RuleKey<SafePassage> key() { return SafePassage.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(PASSES_THROUGH_CHECK)); }

    @Override public SafePassage read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<Boolean> byType = new ArrayList<>();
        boolean any = false;
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            Boolean passes = piece == null ? null : piece.get(PASSES_THROUGH_CHECK, true);
            boolean safe = Boolean.FALSE.equals(passes);
            if (safe && !royal(in, piece)) {
                in.problems().at(piece.node(PASSES_THROUGH_CHECK), piece.path("passes-through-check") + ": '" + symbols.get(t)
                        + "' is not royal, and only a royal piece is kept out of check; mark it 'royal' or remove the key");
                safe = false;
            }
            any |= safe;
            byType.add(safe);
        }
        return any ? new SafePassage(byType) : null;
    }

    private static boolean royal(RuleInput in, Section piece) {
        var node = piece.node("royal");
        return node instanceof org.yaml.snakeyaml.nodes.ScalarNode s && !s.getValue().equals("false");
    }

    @Override public void describe(SafePassage model, Description out) {
        if (model == null) return;
        for (int t = 0; t < model.byType().size(); t++)
            if (model.of(t)) out.piece(t, "may not pass over a square the enemy attacks (every square between where it starts and"
                    + " where it ends on a line, as a castling king)");
    }

    @Override public void install(SafePassage model, varia.engine.Installer engine) {
        engine.restriction(new SafePassageRestriction(model, engine.geometry()));
    }
}
