package varia.rules.incheck;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/**
 * {@code play.royal-in-check: free | capture-checker}: whether a royal piece in check moves freely
 * (to any safe square, the default) or only to capture the piece giving check (Makpong; Fairy-Stockfish's
 * {@code makpongRule}).
 */
public final class RoyalInCheckReader implements Rule<RoyalInCheck> {
    public static final RoyalInCheckReader RULE = new RoyalInCheckReader();

    static final Key<RoyalInCheck> ROYAL_IN_CHECK = Key.word("royal-in-check", List.of("free", "capture-checker"),
            "what a royal piece in check may do: move to any safe square, or only capture the piece giving check",
            (w, i) -> i == 0 ? null : RoyalInCheck.CAPTURE_CHECKER)
            .doc("capture-checker: a royal piece in check may only move to capture the one piece giving check (Makpong)");

    private RoyalInCheckReader() {}

    @Override public RuleKey<RoyalInCheck> key() { return RoyalInCheck.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(ROYAL_IN_CHECK)); }

    /** Null for the default (free) or a wrong value (reported). */
    @Override public RoyalInCheck read(RuleInput in) { return in.play(ROYAL_IN_CHECK); }

    @Override public void describe(RoyalInCheck model, Description out) {
        if (model == RoyalInCheck.CAPTURE_CHECKER)
            out.play("A royal piece in check may not move except to capture the piece giving check; against two"
                    + " checking pieces it may not move at all (the check must be blocked or a checker taken by another piece).");
    }

    @Override public void install(RoyalInCheck model, varia.engine.Installer engine) { engine.restriction(new CaptureCheckerOnly()); }
}
