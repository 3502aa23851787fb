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
import varia.yaml.Shape;

/**
 * {@code end.repetition: 3} (the third occurrence of a position ends the game by itself; 0 = no
 * rule) or {@code end.repetition: {claim: 3, automatic: 5}} (a player may claim the draw at the
 * third occurrence, the fifth ends the game: FIDE), and {@code end.perpetual-check: draw | loses},
 * {@code end.perpetual-chase: draw | loses}, {@code end.perpetual-at: N}, and for records
 * {@code end.perpetual-in-records: ends | must-change} with {@code end.perpetual-limit: N}.
 */
public final class RepetitionReader implements Rule<Repetition> {
    public static final RepetitionReader RULE = new RepetitionReader();

    static final String TIMES = "a whole number (0 = no repetition rule), or {claim: N, automatic: M}";
    static final Key<Integer> SCALAR = Key.whole("repetition", 0, 1000, TIMES);
    static final Key<Integer> CLAIM = Key.whole("claim", 2, 1000, "the occurrence of a position (at least 2) from which a player may claim a draw")
            .doc("from this occurrence of the same position on, a player may claim a draw");
    static final Key<Integer> AUTOMATIC = Key.whole("automatic", 2, 1000, "the occurrence of a position (at least 2) that draws by itself")
            .doc("this occurrence of the same position draws by itself");
    static final Key<Node> REPETITION = Key.node("repetition", TIMES)
            .shape(Shape.either(SCALAR.shape(), Shape.fields(List.of(CLAIM, AUTOMATIC))))
            .doc("draw on the n-th occurrence of the same position (0: no rule); {claim: N, automatic: M}: a player may"
                    + " claim the draw from the N-th, the M-th draws by itself");
    static final Key<Boolean> PERPETUAL = Key.word("perpetual-check", List.of("draw", "loses"),
            "what a repetition reached by checking on every move means for the checking side", (w, i) -> i == 1)
            .doc("loses: a repetition reached by one side checking on every move loses for that side");

    static final Key<Boolean> CHASE = Key.word("perpetual-chase", List.of("draw", "loses"),
            "what a repetition reached by chasing one unprotected piece on every move means for the chasing side", (w, i) -> i == 1);
    static final Key<Integer> PERPETUAL_AT = Key.whole("perpetual-at", 2, 1000,
            "a whole number, at least 2 (the occurrence of the position at which a perpetual is judged)");

    static final Key<Boolean> IN_RECORDS = Key.word("perpetual-in-records", List.of("ends", "must-change"),
            "what a perpetual check or chase does in a replayed record", (w, i) -> i == 1)
            .doc("ends (default): in a replayed record too the perpetual ends the game; must-change: it is an order the"
                    + " offender must heed (validate notes it), the game goes on when he changes his move");
    static final Key<Integer> LIMIT = Key.whole("perpetual-limit", 0, 1000,
            "a whole number: 0, or the occurrence (at least perpetual-at) at which an offender who has not changed loses")
            .doc("with perpetual-in-records: must-change, the occurrence of the cycle's position at which an offender who"
                    + " has not changed loses in a record too (0: only where the record ends in the cycle)");

    private RepetitionReader() {}

    @Override public RuleKey<Repetition> key() { return Repetition.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(REPETITION), Placement.end(PERPETUAL), Placement.end(CHASE), Placement.end(PERPETUAL_AT),
            Placement.end(ChaseReader.CHASE), Placement.end(IN_RECORDS), Placement.end(LIMIT)); }

    @Override public Repetition read(RuleInput in) {
        int before = in.problems().count();
        Node node = in.endNode("repetition");
        Integer times = 0;
        int claim = 0;
        if (node instanceof MappingNode) {
            times = null;
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
            times = SCALAR.read(node, "end.repetition", in);
            if (times != null && times == 1) {
                in.problems().at(node, "end.repetition must be 0 (no rule) or at least 2 (the n-th occurrence of"
                        + " a position draws), not 1");
            }
        }
        Boolean loses = in.endNode("perpetual-check") == null ? Boolean.FALSE : in.end(PERPETUAL);
        // a perpetual is judged where a repetition would draw (or could be claimed), else at the third occurrence
        Integer at = in.endNode("perpetual-at") != null ? in.end(PERPETUAL_AT)
                : times == null ? null : times > 0 ? times : claim > 0 ? claim : 3;
        Boolean chase = in.endNode("perpetual-chase") == null ? Boolean.FALSE : in.end(CHASE);
        if (in.endNode("perpetual-at") != null && !Boolean.TRUE.equals(loses) && !Boolean.TRUE.equals(chase))
            in.problems().at(in.endNode("perpetual-at"), "end.perpetual-at says when a perpetual check or chase loses; it"
                    + " needs 'perpetual-check: loses' or 'perpetual-chase: loses'");
        ChaseRules rules = ChaseReader.read(in);
        Boolean mustChange = in.endNode("perpetual-in-records") == null ? Boolean.FALSE : in.end(IN_RECORDS);
        Integer limit = in.endNode("perpetual-limit") == null ? Integer.valueOf(0) : in.end(LIMIT);
        if (limit != null && limit > 0 && !Boolean.TRUE.equals(mustChange))
            in.problems().at(in.endNode("perpetual-limit"), "end.perpetual-limit says when an offender who did not change loses in a"
                    + " record; it needs 'perpetual-in-records: must-change'");
        else if (limit != null && at != null && limit > 0 && limit < at)
            in.problems().at(in.endNode("perpetual-limit"), "end.perpetual-limit (" + limit + ") comes before the ruling itself"
                    + " (perpetual-at: " + at + "): give 0 or a number from " + at + " on");
        if (in.problems().count() > before || times == null || loses == null || chase == null || at == null || rules == null
                || mustChange == null || limit == null || times == 0 && claim == 0 && !loses && !chase) return null;
        return new Repetition(times, loses, at, chase, claim, rules, mustChange && (loses || chase), limit);
    }

    @Override public void describe(Repetition r, Description out) {
        if (r == null || r.times() == 0 && r.claim() == 0) out.end("No repetition rule.");
        else {
            if (r.claim() > 0) out.end("On the " + Description.ordinal(r.claim()) + " occurrence of the same position a player may claim a draw.");
            if (r.times() > 0) out.end(r.claim() > 0 ? "On the " + Description.ordinal(r.times()) + " occurrence the game is drawn by itself."
                    : "Drawn on the " + Description.ordinal(r.times()) + " occurrence of the same position.");
        }
        out.end(r != null && r.perpetualCheckLoses() ? "Perpetual check: a side that repeats the position by checking on every move loses"
                + (r.perpetualAt() != r.times() ? " (at the " + Description.ordinal(r.perpetualAt()) + " occurrence)" : "") + "."
                : "Perpetual check is treated like any repetition.");
        if (r != null && r.perpetualChaseLoses())
            out.end("Perpetual chase: a side that repeats the position by attacking, with "
                    + (r.chase().severalChasers() ? "the piece it moves" : "one and the same piece") + " on every move,"
                    + " one and the same unprotected enemy piece (not royal) loses, unless the other side checks perpetually"
                    + " (then the checking side loses); both chasing is a draw. A move that attacks none of the pieces chased so far,"
                    + " a check among them, breaks the chase.");
        if (r != null && r.mustChange())
            out.end("In a record, a perpetual check or chase is an order to change: the offender who changes his move plays on;"
                    + " he loses where the record ends in the cycle" + (r.limit() > 0 ? " or when its position occurs a "
                    + Description.ordinal(r.limit()) + " time" : "") + ". In play the perpetual ends the game.");
        if (r != null && r.perpetualChaseLoses() && !r.chase().equals(ChaseRules.PLAIN)) {
            ChaseRules c = r.chase();
            StringBuilder sb = new StringBuilder("What counts as a chase:");
            if (!c.freeChasers().isEmpty()) sb.append(" attacks by ").append(refs(out, c.freeChasers())).append(" are never a chase;");
            c.notChasedIn().forEach((t, region) -> sb.append(" ").append(out.ref(t)).append(" in ").append(out.region(region))
                    .append(" is not chased;"));
            c.chasedWhenProtected().forEach((t, by) -> sb.append(" ").append(out.ref(t)).append(" attacked by ").append(refs(out, by))
                    .append(" is chased even when protected;"));
            if (c.recapture()) sb.append(" only a legal capture threatens and only a legal recapture protects;");
            if (c.severalChasers()) sb.append(" several pieces taking turns against the same piece chase as one;");
            out.end(sb.substring(0, sb.length() - 1) + ".");
        }
    }

    private static String refs(Description out, List<Integer> types) {
        return String.join(", ", types.stream().map(out::ref).toList());
    }

    @Override public void install(Repetition model, varia.engine.Installer engine) { RepetitionRule.install(model, engine); }
}
