package varia.rules.orientation;

import java.util.ArrayList;
import java.util.List;
import varia.notation.MoveRule;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;

/**
 * {@code pieces.X.orientation: rotated | mirrored}: how Black's moves of the piece come from the
 * movement, which is written from White's side (docs/notation.md, "Orientation").
 */
public final class OrientationReader implements Rule<Orientation> {
    public static final OrientationReader RULE = new OrientationReader();

    static final Key<Boolean> ORIENTATION = Key.word("orientation", List.of("rotated", "mirrored"),
            "how Black's moves come from White's: turned round, or mirrored across the middle rank", (w, i) -> i == 1)
            .doc("rotated (default): Black's moves are White's turned round by 180 degrees, so each player's left and right are his own;"
                    + " mirrored: reflected across the middle rank, left and right as on the board");

    private OrientationReader() {}

    @Override public RuleKey<Orientation> key() { return Orientation.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(ORIENTATION)); }

    @Override public Orientation read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<Boolean> mirrored = new ArrayList<>();
        boolean any = false;
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            Boolean m = piece == null ? null : piece.get(ORIENTATION, false);
            boolean on = Boolean.TRUE.equals(m);
            any |= on;
            mirrored.add(on);
        }
        return any ? new Orientation(mirrored) : null;
    }

    @Override public void describe(Orientation model, Description out) {
        if (model == null) return;
        for (int t = 0; t < model.mirrored().size(); t++)
            if (model.mirrored(t))
                out.piece(t, "Black's moves are White's mirrored across the middle rank (its left and right are as on the board,"
                        + " not turned round)" + (symmetric(out, t) ? "; its moves are the same either way" : ""));
    }

    /** Whether the piece's moves are the same mirrored (left-right symmetric), so that the key changes nothing. */
    private static boolean symmetric(Description out, int type) {
        var p = out.variant().pieces().get(type);
        java.util.Set<MoveRule> own = new java.util.HashSet<>(p.moves());
        for (MoveRule m : p.moves()) if (!own.contains(Orientation.reflect(m))) return false;
        return true;
    }
}
