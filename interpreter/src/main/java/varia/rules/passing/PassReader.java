package varia.rules.passing;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Outcome;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.rules.drops.Drops;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;
import varia.yaml.Section;

/**
 * {@code play.pass: {in-check: false, ends-after: 2, outcome: draw, after-capture-to-reserve: false,
 * exchanges: pairs}} or {@code none}.
 */
public final class PassReader implements Rule<Pass> {
    public static final PassReader RULE = new PassReader();

    static final Key<Boolean> IN_CHECK = Key.flag("in-check")
            .doc("false: no pass while in check");
    static final Key<Integer> ENDS_AFTER = Key.whole("ends-after", 0, 1000, "a whole number of passes in a row (0 = never)")
            .doc("this many passes in a row end the game; 0: never");
    static final Key<Outcome> OUTCOME = Values.outcome("outcome", "the side to move when passes end the game")
            .doc("the result for the side to move when passes end the game");
    static final Key<Boolean> AFTER_CAPTURE = Key.flag("after-capture-to-reserve")
            .doc("a pass only right after the opponent's capture; the piece just lost goes to the passer's reserve (Shahrady)");
    static final Key<String> EXCHANGES = Key.word("exchanges", List.of("pairs", "runs"),
            "which capture opens an exchange that may be answered by a pass")
            .doc("with after-capture-to-reserve: pairs (a pass answers one capture of an exchange) or runs (any capture of a run of captures)");
    static final List<Key<?>> KEYS = List.of(IN_CHECK, ENDS_AFTER, OUTCOME, AFTER_CAPTURE, EXCHANGES);
    static final Key<Node> PASS = Key.node("pass", "mapping or none").shape(Shape.either(Shape.words("none"), Shape.fields(KEYS)))
            .doc("passing: none, or {in-check, ends-after, outcome, after-capture-to-reserve, exchanges}");

    private PassReader() {}

    @Override public RuleKey<Pass> key() { return Pass.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(PASS)); }

    @Override public Pass read(RuleInput in) {
        Node node = in.playNode("pass");
        if (node == null || Nodes.isWord(node, "none")) return null;
        Section s = Section.open(node, "'play.pass'", "play.pass", KEYS, in);
        if (s == null) return null;
        int before = in.problems().count();
        Boolean inCheck = s.get(IN_CHECK, false);
        Integer endsAfter = s.get(ENDS_AFTER, 0);
        Outcome outcome = s.get(OUTCOME, Outcome.DRAW);
        Boolean toReserve = s.get(AFTER_CAPTURE, false);
        String exchanges = s.get(EXCHANGES, "pairs");
        if (s.has(EXCHANGES) && !Boolean.TRUE.equals(toReserve))
            in.problems().at(s.node(EXCHANGES), "play.pass.exchanges says which capture a pass may answer; it needs"
                    + " 'after-capture-to-reserve: true'");
        if (Boolean.TRUE.equals(toReserve)) {
            if (in.model(Drops.KEY) == null && in.playNode("drops") == null) {
                in.problems().at(s.node(AFTER_CAPTURE), "play.pass.after-capture-to-reserve: the passer's reserve is dropped"
                        + " like a hand; add 'drops: {captures-to-hand: false}' under 'play'");
            }
            if (Boolean.TRUE.equals(inCheck) && s.has(IN_CHECK)) {
                in.problems().at(s.node(IN_CHECK), "play.pass: a pass after a capture is never allowed in check; remove 'in-check: true'");
            }
        }
        if (in.problems().count() > before || inCheck == null || endsAfter == null || outcome == null || toReserve == null
                || exchanges == null) return null;
        return new Pass(inCheck, endsAfter, outcome, toReserve, exchanges.equals("runs"));
    }

    @Override public void describe(Pass ps, Description out) {
        if (ps == null) {
            out.play("Passing is not allowed.");
            return;
        }
        out.play("A side may pass" + (ps.inCheck() ? ", even in check" : ", but not while in check") + "."
                + (ps.endsAfter() > 0 ? " " + ps.endsAfter() + " passes in a row end the game: the side to move "
                + ps.endOutcome().verb() + "." : ""));
        if (ps.afterCaptureToReserve())
            out.play("A pass is allowed only right after the opponent's capture opened an exchange, never in check; the piece"
                    + " just lost goes to the passer's reserve. " + (ps.exchangeRuns()
                    ? "Only a capture that follows no capture opens an exchange: a run of captures is one exchange."
                    : "Captures pair off: a capture that answers an unanswered capture closes the exchange (both pieces"
                    + " leave the game), and the next capture opens a new one."));
    }

    @Override public void install(Pass model, varia.engine.Installer engine) { Passes.install(model, engine); }
}
