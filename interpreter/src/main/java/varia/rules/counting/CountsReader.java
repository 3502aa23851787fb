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

/**
 * {@code end.counting: ["board 64 when no P", "pieces RR 8, ..., else 64 from pieces + 1 when no P"]}
 * or {@code none}; an item may be a mapping {@code {clause: "board 64 when no P", claim: true}}:
 * that count binds only when the counting side announces it (unannounced, its expiry lets a draw
 * be claimed; a count given in a FEN counts as announced).
 */
public final class CountsReader implements Rule<Counts> {
    public static final CountsReader RULE = new CountsReader();

    static final Key<Node> CLAUSE = Key.node("clause", "a count clause such as 'board 64 when no P'").shape(Shape.TEXT)
            .required("the count clause, e.g. 'clause: board 64 when no P'")
            .doc("the count clause, as in the list's plain items");
    static final Key<Boolean> CLAIM = Key.flag("claim")
            .doc("true: the count binds only once the counting side announces it; unannounced, its expiry lets a draw be claimed");
    static final Key<Node> COUNTING = Key.node("counting", "list of count clauses or none")
            .shape(Shape.either(Shape.TEXT, Shape.list(Shape.either(Shape.TEXT, Shape.fields(List.of(CLAUSE, CLAIM))))))
            .doc("counting rules as clauses: 'board 64 when no P', 'pieces RR 8, R 16, else 64 from pieces + 1 when no P';"
                    + " an item {clause: ..., claim: true} binds only once announced");
    static final Key<String> COUNT_SIDE = Key.word("count-side", List.of("none", "weaker"), "which side a board's count belongs to")
            .doc("whose count a board's count is: none (either side's), or weaker (the side with fewer points, by end.material)");
    static final Key<Boolean> COUNT_RESTARTS = Key.flag("count-restarts")
            .doc("a capture during a count starts it again");
    static final Key<Boolean> COUNT_AT_SETUP = Key.flag("count-at-setup")
            .doc("true: a count the setup position already calls for starts there when its counting side is to move"
                    + " (a FEN with a bare king to move: its first move counts); false: only after a move (Fairy-Stockfish 11.1)");
    static final Key<varia.rules.Outcome> COUNTING_SIDE_MATE = varia.rules.Values.outcome("counting-side-mate",
            "the side checkmated by the counting side while its count runs")
            .doc("the result for a side checkmated by the counting side while its count runs");

    private CountsReader() {}

    @Override public RuleKey<Counts> key() { return Counts.KEY; }

    @Override public List<Placement> keys() {
        return List.of(Placement.end(COUNTING), Placement.end(COUNT_SIDE), Placement.end(COUNT_RESTARTS), Placement.end(COUNTING_SIDE_MATE),
                Placement.end(COUNT_AT_SETUP));
    }

    @Override public Counts read(RuleInput in) {
        Node node = in.endNode("counting");
        if (node == null || Nodes.isWord(node, "none") || Nodes.isEmptyList(node)) {
            for (String k : List.of("count-side", "count-restarts", "counting-side-mate", "count-at-setup"))
                if (in.endNode(k) != null) in.problems().at(in.endNode(k), "end." + k + " says how a count runs, but there is no"
                        + " 'end.counting' clause; add one or remove '" + k + "'");
            return null;
        }
        List<String> symbols = in.symbols();
        List<Character> letters = symbols == null ? null
                : symbols.stream().filter(s -> s.length() == 1).map(s -> s.charAt(0)).toList();
        int before = in.problems().count();
        List<CountRule> out = new ArrayList<>();
        for (Node item : Nodes.items(node)) {
            boolean claim = false;
            if (item instanceof org.yaml.snakeyaml.nodes.MappingNode) {
                varia.yaml.Section m = varia.yaml.Section.open(item, "an 'end.counting' entry", "end.counting", List.of(CLAUSE, CLAIM), in);
                if (m == null) continue;
                Boolean c = m.get(CLAIM, false);
                if (c == null) continue;
                claim = c;
                item = m.node(CLAUSE);
                if (item == null) continue; // reported as missing
            }
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
                out.add(rule.claimed(claim));
            } catch (ClauseException e) {
                in.problems().inside(s, e.column() - 1, "end.counting: " + e.getMessage());
            }
        }
        String side = in.endNode("count-side") == null ? "none" : in.end(COUNT_SIDE);
        Boolean restarts = in.endNode("count-restarts") == null ? Boolean.FALSE : in.end(COUNT_RESTARTS);
        varia.rules.Outcome mate = in.endNode("counting-side-mate") == null ? varia.rules.Outcome.LOSS : in.end(COUNTING_SIDE_MATE);
        Boolean atSetup = in.endNode("count-at-setup") == null ? Boolean.FALSE : in.end(COUNT_AT_SETUP);
        if ("weaker".equals(side) && in.endNode("material") == null)
            in.problems().at(in.endNode("count-side"), "end.count-side: weaker compares the sides' points; give them under"
                    + " 'end.material: {values: {...}}'");
        if (in.problems().count() > before || out.isEmpty() || side == null || restarts == null || mate == null || atSetup == null) return null;
        return new Counts(out, side.equals("weaker"), restarts, mate, atSetup);
    }

    @Override public void describe(Counts counts, Description out) {
        if (counts == null) return;
        for (CountRule c : counts.rules()) out.end("Counting: " + words(c, out));
        if (counts.weakerCounts())
            out.end("A board's count belongs to the side with fewer points (end.material); with equal points nobody counts.");
        out.end(counts.restarts()
                ? "A new count starts whenever another clause or another counting side comes into force, and whenever the"
                + " counting side captures (a bare king's capture restarts its count on the stronger side's remaining pieces)."
                : "A running count restarts only when a capture bares the side to move (Fairy-Stockfish 11.1).");
        if (counts.atSetup())
            out.end("A count the setup position already calls for starts there when its counting side is to move (a bare king"
                    + " to move in the setup: its first move counts).");
        if (counts.counterMate() != varia.rules.Outcome.LOSS)
            out.end("A checkmate given by the counting side while its count runs: the checkmated side " + counts.counterMate().verb()
                    + (counts.rules().stream().anyMatch(CountRule::claim) ? " (a count that binds once announced runs for this"
                    + " only once announced: unannounced, that side was not counting)" : "") + ".");
    }

    private static String words(CountRule c, Description d) {
        String pawns = c.pawns().isEmpty() ? "" : " and no " + d.letters(c.pawns()) + " is on the board";
        String start = c.startsAtPieces() ? "from the number of pieces on the board (both kings included) plus one" : "from 1";
        String announced = c.claim() ? " The count binds only once that side announces it; unannounced, its expiry lets a"
                + " draw be claimed." : "";
        if (c.kind() == CountRule.Kind.BOARD) {
            return "board's count - when " + (c.pawns().isEmpty() ? "the rule applies" : "no " + d.letters(c.pawns())
                    + " is on the board") + ", the weaker side counts its moves " + start + "; the game is drawn when the"
                    + " count passes " + c.limit() + "." + announced + "  [" + c.clause() + "]";
        }
        String limits = c.limits().entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .map(x -> x.getValue() + " against " + x.getKey()).collect(Collectors.joining(", "));
        return "pieces' count - when one side has only its royal piece(s) left" + pawns + ", that side counts its moves "
                + start + "; the game is drawn when the count passes the limit for the stronger side's material, the"
                + " smallest that applies: " + limits + ", otherwise " + c.limit()
                + (c.extra() > 0 ? "; " + c.extra() + " moves more when the bare royal piece stands in " + d.region(c.extraRegion())
                + " as the count starts" : "") + "." + announced + "  [" + c.clause() + "]";
    }

    @Override public void install(Counts model, varia.engine.Installer engine) { CountMoves.install(model, engine); }
}
