package varia.rules.repetition;

import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;

/**
 * {@code end.repetition: 3} (the third occurrence of a position ends the game by itself; 0 = no
 * rule) or {@code end.repetition: {claim: 3, automatic: 5}} (a player may claim the draw at the
 * third occurrence, the fifth ends the game: FIDE), and {@code end.perpetual-check: draw | loses}.
 */
public final class RepetitionReader implements Rule<Repetition> {
    public static final RepetitionReader RULE = new RepetitionReader();

    static final String TIMES = "a whole number (0 = no repetition rule), or {claim: N, automatic: M}";
    static final Key<Node> REPETITION = Key.node("repetition", TIMES);
    static final Key<Integer> SCALAR = Key.whole("repetition", 0, 1000, TIMES);
    static final Key<Integer> CLAIM = Key.whole("claim", 2, 1000, "the occurrence of a position (at least 2) from which a player may claim a draw");
    static final Key<Integer> AUTOMATIC = Key.whole("automatic", 2, 1000, "the occurrence of a position (at least 2) that draws by itself");
    static final Key<Boolean> PERPETUAL = Key.word("perpetual-check", List.of("draw", "loses"),
            "what a repetition reached by checking on every move means for the checking side", (w, i) -> i == 1);

    private RepetitionReader() {}

    @Override public RuleKey<Repetition> key() { return Repetition.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(REPETITION), Placement.end(PERPETUAL)); }

    @Override public Repetition read(RuleInput in) {
        int before = in.problems().count();
        Node node = in.endNode("repetition");
        int times = 0, claim = 0;
        if (node instanceof MappingNode) {
            Section s = Section.open(node, "'end.repetition'", "end.repetition", List.of(CLAIM, AUTOMATIC), in);
            if (s != null) {
                Integer c = s.get(CLAIM, 0), a = s.get(AUTOMATIC, 0);
                if (c != null && a != null) {
                    if (c == 0 && a == 0 && in.problems().count() == before)
                        in.problems().at(node, "end.repetition needs 'claim', 'automatic' or both, e.g. {claim: 3, automatic: 5}");
                    else if (c > 0 && a > 0 && a <= c)
                        in.problems().at(node, "end.repetition: 'automatic' (" + a + ") must come after 'claim' (" + c
                                + "): once the game ends by itself there is nothing left to claim");
                    times = a;
                    claim = c;
                }
            }
        } else if (node != null) {
            Integer t = SCALAR.read(node, "end.repetition", in);
            if (t != null && t == 1) {
                in.problems().at(node, "end.repetition must be 0 (no rule) or at least 2 (the n-th occurrence of"
                        + " a position draws), not 1");
            }
            if (t != null) times = t;
        }
        Boolean loses = in.endNode("perpetual-check") == null ? Boolean.FALSE : in.end(PERPETUAL);
        if (in.problems().count() > before || loses == null || times == 0 && claim == 0 && !loses) return null;
        return new Repetition(times, loses, claim);
    }

    @Override public void describe(Repetition r, Description out) {
        if (r == null || r.first() == 0) out.end("No repetition rule.");
        else {
            if (r.claim() > 0) out.end("On the " + Description.ordinal(r.claim()) + " occurrence of the same position a player may claim a draw.");
            if (r.times() > 0) out.end((r.claim() > 0 ? "On the " + Description.ordinal(r.times()) + " occurrence the game is drawn by itself."
                    : "Drawn on the " + Description.ordinal(r.times()) + " occurrence of the same position."));
        }
        out.end(r != null && r.perpetualCheckLoses() ? "Perpetual check: a side that repeats the position by checking on every move loses"
                + (r.first() > 0 ? " (on the " + Description.ordinal(r.first()) + " occurrence)." : ".")
                : "Perpetual check is treated like any repetition.");
    }

    @Override public void install(Repetition model, varia.engine.Installer engine) { RepetitionRule.install(model, engine); }
}
