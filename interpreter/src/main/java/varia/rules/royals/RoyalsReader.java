package varia.rules.royals;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code play.royals: each | last}: how several royal pieces of a side count. */
public final class RoyalsReader implements Rule<Royals> {
    public static final RoyalsReader RULE = new RoyalsReader();

    static final Key<Royals> ROYALS = Key.word("royals", List.of("each", "last"),
            "how several royal pieces of a side count", (w, i) -> i == 0 ? null : Royals.LAST)
            .doc("last: only the last remaining royal piece must be kept out of capture");

    private RoyalsReader() {}

    @Override public RuleKey<Royals> key() { return Royals.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(ROYALS)); }

    /** Null for the default (every royal piece protected) or a wrong value (reported). */
    @Override public Royals read(RuleInput in) { return in.play(ROYALS); }

    @Override public void describe(Royals r, Description out) {
        if (r == Royals.LAST) out.play("Of several royal pieces only the last one left must be kept out of capture.");
        else if (out.variant().pieces().stream().filter(varia.variant.PieceType::royal).count() > 1)
            out.play("Every royal piece must be kept out of capture.");
    }

    /** Spare royal pieces may be taken; a side without royal pieces has lost (a side that has none in the game, as royalty may differ by colour, never). */
    @Override public void install(Royals model, varia.engine.Installer engine) {
        engine.royalsTaken();
        boolean[] hasRoyals = new boolean[2];
        for (varia.variant.PieceType t : engine.variant().pieces()) for (int c = 0; c < 2; c++) hasRoyals[c] |= t.royal(c);
        engine.ending(p -> {
            boolean white = hasRoyals[0] && p.royalCount(0) == 0, black = hasRoyals[1] && p.royalCount(1) == 0;
            if (!white && !black) return null;
            int stm = p.sideToMove(), lost = (stm == 0 ? white : black) ? stm : stm ^ 1;
            return varia.engine.GameResult.of(lost, varia.rules.Outcome.LOSS, varia.engine.Ending.ROYALS_LOST, "royal pieces lost");
        });
    }
}
