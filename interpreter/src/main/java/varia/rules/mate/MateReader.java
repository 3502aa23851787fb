package varia.rules.mate;

import java.util.List;
import varia.rules.Outcome;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code end.checkmate}, {@code end.stalemate} (loss / draw / win) and {@code play.forbid-stalemating}. */
public final class MateReader implements Rule<MateRules> {
    public static final MateReader RULE = new MateReader();

    static final Key<Outcome> CHECKMATE = Values.outcome("checkmate", "the side that is checkmated")
            .doc("the result for the side that is checkmated");
    static final Key<Outcome> STALEMATE = Values.outcome("stalemate", "the side that cannot move")
            .doc("the result for the side that cannot move and is not in check");
    static final Key<Boolean> FORBID_STALEMATING = Key.flag("forbid-stalemating")
            .doc("a move that stalemates the opponent is illegal");

    private MateReader() {}

    @Override public RuleKey<MateRules> key() { return MateRules.KEY; }

    @Override public List<Placement> keys() {
        return List.of(Placement.end(CHECKMATE), Placement.end(STALEMATE), Placement.play(FORBID_STALEMATING));
    }

    /** Always a model (the defaults: checkmate loses, stalemate draws); null only on a reported problem. */
    @Override public MateRules read(RuleInput in) {
        Outcome mate = in.endNode("checkmate") == null ? Outcome.LOSS : in.end(CHECKMATE);
        Outcome stale = in.endNode("stalemate") == null ? Outcome.DRAW : in.end(STALEMATE);
        Boolean forbid = in.playNode("forbid-stalemating") == null ? Boolean.FALSE : in.play(FORBID_STALEMATING);
        return mate == null || stale == null || forbid == null ? null : new MateRules(mate, stale, forbid);
    }

    @Override public void describe(MateRules m, Description out) {
        if (m == null) m = MateRules.DEFAULT;
        out.end("Checkmate: the checkmated side " + m.checkmate().verb() + ".");
        out.end("Stalemate: the side that cannot move " + m.stalemate().verb() + ".");
        if (m.forbidStalemating()) out.play("A move that leaves the opponent without a legal move (stalemate) is illegal.");
    }

    /** Checkmate and stalemate scored as the file says; a move that stalemates is illegal where it says so. */
    @Override public void install(MateRules m, varia.engine.Installer engine) {
        engine.noMoves((p, inCheck) -> inCheck
                ? varia.engine.GameResult.of(p.sideToMove(), m.checkmate(), varia.engine.Ending.CHECKMATE, "checkmate")
                : varia.engine.GameResult.of(p.sideToMove(), m.stalemate(), varia.engine.Ending.STALEMATE, "stalemate"));
        if (m.forbidStalemating()) engine.filter((p, move) -> p.inCheck() || p.hasLegalMove());
    }
}
