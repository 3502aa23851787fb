package varia.rules.repetition;

import java.util.List;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code end.repetition: 3} (0 = none) and {@code end.perpetual-check: draw | loses}. */
public final class RepetitionReader implements Rule<Repetition> {
    public static final RepetitionReader RULE = new RepetitionReader();

    static final Key<Integer> REPETITION = Key.whole("repetition", 0, 1000, "a whole number (0 = no repetition rule)")
            .doc("draw on the n-th occurrence of the same position; 0: no rule");
    static final Key<Boolean> PERPETUAL = Key.word("perpetual-check", List.of("draw", "loses"),
            "what a repetition reached by checking on every move means for the checking side", (w, i) -> i == 1)
            .doc("loses: a repetition reached by one side checking on every move loses for that side");

    private RepetitionReader() {}

    @Override public RuleKey<Repetition> key() { return Repetition.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(REPETITION), Placement.end(PERPETUAL)); }

    @Override public Repetition read(RuleInput in) {
        int before = in.problems().count();
        Integer times = in.endNode("repetition") == null ? Integer.valueOf(0) : in.end(REPETITION);
        if (times != null && times == 1) {
            in.problems().at(in.endNode("repetition"), "end.repetition must be 0 (no rule) or at least 2 (the n-th occurrence of"
                    + " a position draws), not 1");
        }
        Boolean loses = in.endNode("perpetual-check") == null ? Boolean.FALSE : in.end(PERPETUAL);
        if (in.problems().count() > before || times == null || loses == null || times == 0 && !loses) return null;
        return new Repetition(times, loses);
    }

    @Override public void describe(Repetition r, Description out) {
        out.end(r != null && r.times() > 0 ? "Drawn on the " + Description.ordinal(r.times()) + " occurrence of the same position."
                : "No repetition rule.");
        out.end(r != null && r.perpetualCheckLoses() ? "Perpetual check: a side that repeats the position by checking on every move loses."
                : "Perpetual check is treated like any repetition.");
    }

    @Override public void install(Repetition model, varia.engine.Installer engine) { RepetitionRule.install(model, engine); }
}
