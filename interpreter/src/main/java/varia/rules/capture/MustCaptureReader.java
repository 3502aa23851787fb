package varia.rules.capture;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code play.must-capture: none | any | most-valuable}. */
public final class MustCaptureReader implements Rule<MustCapture> {
    public static final MustCaptureReader RULE = new MustCaptureReader();

    static final Key<MustCapture> MUST_CAPTURE = Key.word("must-capture", List.of("none", "any", "most-valuable"),
            "whether a side that can capture must, and which capture it may choose",
            (w, i) -> i == 0 ? null : new MustCapture(MustCapture.Choice.values()[i - 1]))
            .doc("any: a side that can capture must capture; most-valuable: and take the most valuable piece it can");

    private MustCaptureReader() {}

    @Override public RuleKey<MustCapture> key() { return MustCapture.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(MUST_CAPTURE)); }

    @Override public MustCapture read(RuleInput in) { return in.play(MUST_CAPTURE); }

    @Override public void describe(MustCapture model, Description out) {
        if (model == null) return;
        out.play(model.choice() == MustCapture.Choice.ANY
                ? "Capturing is compulsory: while a side can capture, it must (any capture it likes)."
                : "Capturing is compulsory: while a side can capture, it must take the most valuable piece it can"
                + " (by the pieces' values).");
    }

    @Override public void install(MustCapture model, varia.engine.Installer engine) { CaptureRestriction.install(model, engine); }
}
