package varia.rules.counting;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.rules.Description;
import java.util.Map;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.ClauseException;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;

/** {@code end.counting: ["board 64 when no P", "pieces RR 8, ..., else 64 from pieces + 1 when no P"]} or {@code none}. */
public final class CountsReader implements Rule<Counts> {
    public static final CountsReader RULE = new CountsReader();

    static final Key<Node> COUNTING = Key.node("counting", "list of count clauses or none").shape(Shape.TEXTS)
            .doc("counting rules as clauses: 'board 64 when no P', 'pieces RR 8, R 16, else 64 from pieces + 1 when no P'");

    private CountsReader() {}

    @Override public RuleKey<Counts> key() { return Counts.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(COUNTING)); }

    @Override public Counts read(RuleInput in) {
        Node node = in.endNode("counting");
        if (node == null || Nodes.isWord(node, "none") || Nodes.isEmptyList(node)) return null;
        List<String> symbols = in.symbols();
        List<Character> letters = symbols == null ? null
                : symbols.stream().filter(s -> s.length() == 1).map(s -> s.charAt(0)).toList();
        int before = in.problems().count();
        List<CountRule> out = new ArrayList<>();
        for (Node item : Nodes.items(node)) {
            ScalarNode s = Nodes.scalar(item, "end.counting", "a count clause such as 'board 64 when no P'", in.problems());
            if (s == null) continue;
            try {
                CountRule rule = CountClauses.compile(s.getValue(), c -> letters == null || letters.contains(c) ? null
                        : "unknown piece letter '" + c + "'; the pieces are "
                        + letters.stream().map(String::valueOf).collect(Collectors.joining(", ")));
                if (rule.extraRegion() != null && !in.hasRegion(rule.extraRegion())) {
                    if (in.regionsKnown()) in.problems().inside(s, s.getValue().indexOf(" in " + rule.extraRegion()) + 4,
                            "end.counting: unknown region '" + rule.extraRegion() + "'"
                            + Nodes.hint(rule.extraRegion(), in.regionNames(), "regions"));
                    continue;
                }
                out.add(rule);
            } catch (ClauseException e) {
                in.problems().inside(s, e.column() - 1, "end.counting: " + e.getMessage());
            }
        }
        return in.problems().count() > before || out.isEmpty() ? null : new Counts(out);
    }

    @Override public void describe(Counts counts, Description out) {
        if (counts == null) return;
        for (CountRule c : counts.rules()) out.end("Counting: " + words(c, out));
    }

    private static String words(CountRule c, Description d) {
        String pawns = c.pawns().isEmpty() ? "" : " and no " + d.letters(c.pawns()) + " is on the board";
        String start = c.startsAtPieces() ? "from the number of pieces on the board (both kings included) plus one" : "from 1";
        if (c.kind() == CountRule.Kind.BOARD) {
            return "board's count - when " + (c.pawns().isEmpty() ? "the rule applies" : "no " + d.letters(c.pawns())
                    + " is on the board") + ", the weaker side counts its moves " + start + "; the game is drawn when the"
                    + " count passes " + c.limit() + ".  [" + c.clause() + "]";
        }
        String limits = c.limits().entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .map(x -> x.getValue() + " against " + x.getKey()).collect(Collectors.joining(", "));
        return "pieces' count - when one side has only its royal piece(s) left" + pawns + ", that side counts its moves "
                + start + "; the game is drawn when the count passes the limit for the stronger side's material, the"
                + " smallest that applies: " + limits + ", otherwise " + c.limit()
                + (c.extra() > 0 ? "; " + c.extra() + " moves more when the bare royal piece stands in " + d.region(c.extraRegion())
                + " as the count starts" : "") + ".  [" + c.clause() + "]";
    }

    @Override public void install(Counts model, varia.engine.Installer engine) { CountMoves.install(model, engine); }
}
