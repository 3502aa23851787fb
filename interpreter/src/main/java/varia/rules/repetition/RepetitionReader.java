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

    static final Key<Boolean> CHASE = Key.word("perpetual-chase", List.of("draw", "loses"),
            "what a repetition reached by chasing one unprotected piece on every move means for the chasing side", (w, i) -> i == 1);
    static final Key<Integer> PERPETUAL_AT = Key.whole("perpetual-at", 2, 1000,
            "a whole number, at least 2 (the occurrence of the position at which a perpetual is judged)");

    private RepetitionReader() {}

    @Override public RuleKey<Repetition> key() { return Repetition.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(REPETITION), Placement.end(PERPETUAL), Placement.end(CHASE), Placement.end(PERPETUAL_AT)); }

    @Override public Repetition read(RuleInput in) {
        int before = in.problems().count();
        Integer times = in.endNode("repetition") == null ? Integer.valueOf(0) : in.end(REPETITION);
        if (times != null && times == 1) {
            in.problems().at(in.endNode("repetition"), "end.repetition must be 0 (no rule) or at least 2 (the n-th occurrence of"
                    + " a position draws), not 1");
        }
        Boolean loses = in.endNode("perpetual-check") == null ? Boolean.FALSE : in.end(PERPETUAL);
        // a perpetual is judged where a repetition would draw, else at the third occurrence
        Integer at = in.endNode("perpetual-at") != null ? in.end(PERPETUAL_AT) : times == null ? null : times > 0 ? times : 3;
        Boolean chase = in.endNode("perpetual-chase") == null ? Boolean.FALSE : in.end(CHASE);
        if (in.endNode("perpetual-at") != null && !Boolean.TRUE.equals(loses) && !Boolean.TRUE.equals(chase))
            in.problems().at(in.endNode("perpetual-at"), "end.perpetual-at says when a perpetual check or chase loses; it"
                    + " needs 'perpetual-check: loses' or 'perpetual-chase: loses'");
        if (in.problems().count() > before || times == null || loses == null || chase == null || at == null
                || times == 0 && !loses && !chase) return null;
        return new Repetition(times, loses, at, chase);
    }

    @Override public void describe(Repetition r, Description out) {
        out.end(r != null && r.times() > 0 ? "Drawn on the " + Description.ordinal(r.times()) + " occurrence of the same position."
                : "No repetition rule.");
        out.end(r != null && r.perpetualCheckLoses() ? "Perpetual check: a side that repeats the position by checking on every move loses"
                + (r.perpetualAt() != r.times() ? " (at the " + Description.ordinal(r.perpetualAt()) + " occurrence)" : "") + "."
                : "Perpetual check is treated like any repetition.");
        if (r != null && r.perpetualChaseLoses())
            out.end("Perpetual chase: a side that repeats the position by attacking, with one and the same piece on every move,"
                    + " one and the same unprotected enemy piece (not royal) loses, unless the other side checks perpetually"
                    + " (then the checking side loses); both chasing is a draw.");
    }

    @Override public void install(Repetition model, varia.engine.Installer engine) { RepetitionRule.install(model, engine); }
}
