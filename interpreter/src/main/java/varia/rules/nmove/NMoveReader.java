package varia.rules.nmove;

import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;

/**
 * {@code end.n-move-rule: 50} (the game ends by itself after 50 moves of each side without a
 * capture or a pawn move; 0 = none) or {@code end.n-move-rule: {claim: 50, automatic: 75}} (a
 * player may claim the draw after 50, the game ends by itself after 75: FIDE).
 */
public final class NMoveReader implements Rule<NMoveRule> {
    public static final NMoveReader RULE = new NMoveReader();

    static final Key<Integer> CLAIM = Key.whole("claim", 1, 100_000, "a whole number of moves after which a player may claim the draw")
            .doc("after this many moves of each side without a capture or a pawn move, a player may claim a draw");
    static final Key<Integer> AUTOMATIC = Key.whole("automatic", 1, 100_000, "a whole number of moves after which the game is drawn by itself")
            .doc("after this many moves of each side without a capture or a pawn move, the game is drawn by itself");
    static final Key<Integer> SCALAR = Key.whole("n-move-rule", 0, 100_000, "a whole number of moves (0 = no such rule), or {claim: N, automatic: M}");

    static final Key<Node> N_MOVE = Key.node("n-move-rule",
            "a whole number of moves (0 = no such rule), or {claim: N, automatic: M}")
            .shape(varia.yaml.Shape.either(SCALAR.shape(), varia.yaml.Shape.fields(List.of(CLAIM, AUTOMATIC))))
            .doc("draw after this many moves of each side without a capture or a pawn move (0: no such rule);"
                    + " {claim: N, automatic: M}: a player may claim the draw after N, the game ends by itself after M");

    private NMoveReader() {}

    @Override public RuleKey<NMoveRule> key() { return NMoveRule.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(N_MOVE)); }

    @Override public NMoveRule read(RuleInput in) {
        Node node = in.endNode("n-move-rule");
        if (node == null) return null;
        if (!(node instanceof MappingNode)) {
            Integer n = SCALAR.read(node, "end.n-move-rule", in);
            return n == null || n == 0 ? null : new NMoveRule(n);
        }
        int before = in.problems().count();
        Section s = Section.open(node, "'end.n-move-rule'", "end.n-move-rule", List.of(CLAIM, AUTOMATIC), in);
        if (s == null) return null;
        Integer claim = s.get(CLAIM, null), automatic = s.get(AUTOMATIC, null);
        if (in.problems().count() > before) return null;
        if (claim == null && automatic == null) {
            in.problems().at(node, "end.n-move-rule needs 'claim', 'automatic' or both, e.g. {claim: 50, automatic: 75}");
            return null;
        }
        if (claim != null && automatic != null && automatic <= claim) {
            in.problems().at(node, "end.n-move-rule: 'automatic' (" + automatic + ") must come after 'claim' (" + claim
                    + "): once the game ends by itself there is nothing left to claim");
            return null;
        }
        return new NMoveRule(automatic == null ? 0 : automatic, claim == null ? 0 : claim);
    }

    @Override public void describe(NMoveRule n, Description out) {
        if (n == null) { out.end("No n-move rule."); return; }
        String quiet = " moves of each side without a capture or a pawn move";
        if (n.claim() > 0) out.end("After " + n.claim() + quiet + " a player may claim a draw.");
        if (n.moves() > 0) out.end((n.claim() > 0 ? "After " : "Drawn after ") + n.moves() + quiet
                + (n.claim() > 0 ? " the game is drawn by itself." : "."));
    }

    @Override public void install(NMoveRule n, varia.engine.Installer engine) {
        int plies = 2 * n.moves(), claimPlies = 2 * n.claim();
        String reason = n.moves() + "-move rule", claimReason = n.claim() + "-move rule";
        EndRule rule = new EndRule() {
            @Override public GameResult check(Position p) {
                return plies > 0 && p.halfmoveClock() >= plies ? GameResult.draw(Ending.N_MOVE_RULE, reason) : null;
            }

            @Override public GameResult claim(Position p) {
                return claimPlies > 0 && p.halfmoveClock() >= claimPlies && (plies == 0 || p.halfmoveClock() < plies)
                        ? GameResult.draw(Ending.N_MOVE_RULE, claimReason) : null;
            }

            @Override public boolean afterMate() { return true; }
        };
        if (plies > 0) engine.ending(rule);
        if (claimPlies > 0) engine.claim(rule);
    }
}
