package varia.rules.gating;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;
import varia.yaml.Suggestions;

/**
 * {@code pieces.X.gate: H}: the piece's first move leaves a piece of that type on the square it
 * vacated; {@code gate: hand}: it may leave a piece of the player's choice from the hand there.
 */
public final class GateReader implements Rule<Gates> {
    public static final GateReader RULE = new GateReader();

    static final Key<Integer> GATE = Key.of("gate", "a piece letter or 'hand'", (node, path, c) -> {
        if (Nodes.isWord(node, "hand")) return Gates.HAND;
        if (node instanceof ScalarNode s && s.getValue().strip().length() > 2
                && Suggestions.distance(s.getValue().strip().toLowerCase(Locale.ROOT), "hand") <= 2) { // 'Hand', 'hnd'
            String w = s.getValue().strip();
            c.problems().at(node, path + " must be a piece letter (the piece left behind) or 'hand' (one from the hand), not '" + w + "'"
                    + (w.equalsIgnoreCase("hand") ? "; write 'hand' in lower case" : "; did you mean 'hand'?"));
            return null;
        }
        int i = ((RuleInput) c).pieceRef(node, path);
        return i < 0 ? null : i;
    }).shape(Shape.either(Shape.words("hand"), Shape.LETTER))
            .doc("its first move leaves a piece on the square it vacated: of this type, or (hand) one chosen from the hand, optionally (Seirawan chess)");

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
            Integer gate = piece == null || !piece.has(GATE) ? Integer.valueOf(Gates.NONE) : piece.get(GATE);
            if (gate == null) { ok = false; gate = Gates.NONE; }
            any |= gate != Gates.NONE;
            byType.add(gate);
        }
        return ok && any ? new Gates(byType) : null;
    }

    @Override public void describe(Gates model, Description out) {
        if (model == null) return;
        for (int t = 0; t < model.byType().size(); t++) {
            if (model.of(t) >= 0) out.piece(t, "on its first move it leaves a " + out.ref(model.of(t)) + " on the square it vacates (one move)");
            else if (model.of(t) == Gates.HAND)
                out.piece(t, "on its first move (castling included) its player may put a piece from the hand on the square it"
                        + " vacates, as part of the move");
        }
        if (model.fromHand())
            out.play("Gating: the right to gate belongs to each piece that may gate and has not moved (the FEN's castling field"
                    + " names them by file); it is lost when the piece moves, and all of a side's rights are lost once its hand is"
                    + " empty for good.");
    }

    @Override public void install(Gates model, varia.engine.Installer engine) { Gating.install(model, engine); }
}
