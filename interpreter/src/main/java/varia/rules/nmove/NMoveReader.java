package varia.rules.nmove;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code end.n-move-rule: 50} (0 = none). */
public final class NMoveReader implements Rule<NMoveRule> {
    public static final NMoveReader RULE = new NMoveReader();

    static final Key<Integer> N_MOVE = Key.whole("n-move-rule", 0, 100_000, "a whole number of moves (0 = no such rule)")
            .doc("draw after this many moves of each side without a capture or a pawn move; 0: no such rule");

    private NMoveReader() {}

    @Override public RuleKey<NMoveRule> key() { return NMoveRule.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(N_MOVE)); }

    @Override public NMoveRule read(RuleInput in) {
        Integer n = in.end(N_MOVE);
        return n == null || n == 0 ? null : new NMoveRule(n);
    }

    @Override public void describe(NMoveRule n, Description out) {
        out.end(n != null ? "Drawn after " + n.moves() + " moves of each side without a capture or a pawn move." : "No n-move rule.");
    }

    @Override public void install(NMoveRule n, varia.engine.Installer engine) {
        String reason = n.moves() + "-move rule";
        int plies = 2 * n.moves();
        engine.ending(new varia.engine.EndRule() {
            @Override public varia.engine.GameResult check(varia.engine.Position p) {
                return p.halfmoveClock() >= plies ? varia.engine.GameResult.draw(varia.engine.Ending.N_MOVE_RULE, reason) : null;
            }

            @Override public boolean afterMate() { return true; }
        });
    }
}
