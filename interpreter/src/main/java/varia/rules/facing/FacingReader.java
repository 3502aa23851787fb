package varia.rules.facing;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code play.facing: allowed | forbidden | bikjang}: whether the royal pieces may face each other on an open file. */
public final class FacingReader implements Rule<Facing> {
    public static final FacingReader RULE = new FacingReader();

    static final Key<Facing> FACING = Key.word("facing", List.of("allowed", "forbidden", "bikjang"),
            "whether the royal pieces may face each other on an open file", (w, i) -> i == 0 ? null : Facing.values()[i - 1])
            .doc("forbidden: royal pieces may not face each other on an open file (xiangqi); bikjang: facing must be answered (janggi)");

    private FacingReader() {}

    @Override public RuleKey<Facing> key() { return Facing.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(FACING)); }

    /** Null when facing is allowed (the default) or the value is wrong (reported). */
    @Override public Facing read(RuleInput in) { return in.play(FACING); }

    @Override public void describe(Facing f, Description out) {
        if (f == null && out.variant().pieces().stream().noneMatch(varia.variant.PieceType::royal)) return; // nothing royal to face
        out.play(f == null ? "The royal pieces may face each other on an open file."
                : f == Facing.FORBIDDEN ? "A move that leaves the royal pieces facing each other on an open file is illegal."
                : "Facing royal pieces (bikjang) must be broken or answered by a pass; two bikjang positions in a row end the game.");
    }

    @Override public void install(Facing model, varia.engine.Installer engine) { Bikjang.install(model, engine); }
}
