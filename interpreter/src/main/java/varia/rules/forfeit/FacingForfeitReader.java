package varia.rules.forfeit;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code play.facing-forfeits: true} and {@code end.screen-check-draws: true} (janggi, seed 004 section X). */
public final class FacingForfeitReader implements Rule<FacingForfeit> {
    public static final FacingForfeitReader RULE = new FacingForfeitReader();

    static final Key<Boolean> FORFEITS = Key.flag("facing-forfeits");
    static final Key<Boolean> SCREEN_CHECK = Key.flag("screen-check-draws");

    private FacingForfeitReader() {}

    @Override public RuleKey<FacingForfeit> key() { return FacingForfeit.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(FORFEITS), Placement.end(SCREEN_CHECK)); }

    /** Null when neither rule is on (or a value is wrong, reported). */
    @Override public FacingForfeit read(RuleInput in) {
        Boolean forfeits = in.playNode("facing-forfeits") == null ? Boolean.FALSE : in.play(FORFEITS);
        Boolean screen = in.endNode("screen-check-draws") == null ? Boolean.FALSE : in.end(SCREEN_CHECK);
        if (forfeits == null || screen == null || !forfeits && !screen) return null;
        return new FacingForfeit(forfeits, screen);
    }

    @Override public void describe(FacingForfeit f, Description out) {
        if (f == null) return;
        if (f.forfeits())
            out.play("The side whose move makes the royal pieces face each other on an open file forfeits its win: a checkmate"
                    + " it gives later in the game is a draw.");
        if (f.screenCheckDraws())
            out.end("A check given by the only piece between the royal pieces on their file, defended by no piece of its side"
                    + " but the royal one, draws at once.");
    }

    @Override public void install(FacingForfeit model, varia.engine.Installer engine) { FacingForfeitRule.install(model, engine); }
}
