package varia.rules.goals;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.rules.Description;
import varia.rules.Outcome;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RegionClauses;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code end.goal}: one goal or a list of them, each
 * {@code {piece: K, region: centre, when: arrival | next-turn | leaving, outcome: win, answer: none | draw,
 * each-side: false}}. A region that differs between the sides (written from each owner's side) needs
 * {@code each-side: true}, so that a goal meant for the same squares is not turned round for Black unnoticed.
 */
public final class GoalsReader implements Rule<Goals> {
    public static final GoalsReader RULE = new GoalsReader();

    static final Key<List<Integer>> PIECE = Values.letters("piece").required("the piece that scores by reaching the region, e.g. 'piece: K'")
            .doc("the piece (or pieces) that score by reaching the region");
    static final Key<String> REGION = Values.region("region").required("the goal's squares: a region name or clause, e.g. 'region: centre'")
            .doc("the goal's squares: a region name or clause");
    static final List<String> WHENS = List.of("arrival", "next-turn", "leaving");
    static final Key<Goals.When> WHEN = Key.word("when", WHENS,
            "when reaching the region decides: at once, if still there when its side is next to move, or when it moves away from it",
            (w, i) -> Goals.When.values()[i])
            .doc("arrival: at once; next-turn: if still there when its side is next to move; leaving: when it moves away (Jeson Mor)");
    static final Key<Outcome> OUTCOME = Values.outcome("outcome", "the side whose piece reached its goal")
            .doc("the result for the side whose piece reached its goal (default win)");
    static final Key<Boolean> ANSWER = Key.word("answer", List.of("none", "draw"),
            "whether the second player may answer the first player's goal by reaching its own (a draw)", (w, i) -> i == 1)
            .doc("draw: the second player may answer the first player's goal by reaching its own on the next move");
    static final Key<Boolean> EACH_SIDE = Key.flag("each-side")
            .doc("true: each side aims at the region as it reads from its own side (Black's squares are White's turned round);"
                    + " needed when they differ, so that a goal meant for both on the same squares is not turned round unnoticed");
    static final List<Key<?>> KEYS = List.of(PIECE, REGION, WHEN, OUTCOME, ANSWER, EACH_SIDE);
    static final Key<Node> GOAL = Key.node("goal", "a goal {piece: ..., region: ...} or a list of them")
            .shape(Shape.either(Shape.words("none"), Shape.fields(KEYS), Shape.list(Shape.fields(KEYS))))
            .doc("a side whose piece reaches a region gets an outcome: one goal or a list (none: no goal, for an option that takes one away)");

    private GoalsReader() {}

    @Override public RuleKey<Goals> key() { return Goals.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(GOAL)); }

    @Override public Goals read(RuleInput in) {
        Node node = in.endNode("goal");
        if (node == null || Nodes.isWord(node, "none")) return null;
        List<Node> items;
        if (node instanceof MappingNode) items = List.of(node);
        else if (node instanceof SequenceNode seq && !seq.getValue().isEmpty()) items = seq.getValue();
        else {
            in.problems().at(node, "end.goal must be a goal such as '{piece: K, region: centre}' or a list of them; found "
                    + Nodes.describe(node));
            return null;
        }
        int before = in.problems().count();
        List<Goals.Goal> goals = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            String path = node instanceof MappingNode ? "end.goal" : "end.goal[" + (i + 1) + "]";
            Goals.Goal g = goal(in, items.get(i), path);
            if (g != null) goals.add(g);
        }
        return in.problems().count() > before || goals.size() != items.size() ? null : new Goals(goals);
    }

    private static Goals.Goal goal(RuleInput in, Node node, String path) {
        Section m = Section.open(node, "'" + path + "'", path, KEYS, in);
        if (m == null) return null;
        int before = in.problems().count();
        List<Integer> types = m.get(PIECE);
        if (types != null && types.isEmpty()) {
            in.problems().at(m.node(PIECE), path + ".piece must name at least one piece");
            types = null;
        }
        String region = m.get(REGION);
        Goals.When when = m.get(WHEN, Goals.When.ARRIVAL);
        Outcome outcome = m.get(OUTCOME, Outcome.WIN);
        Boolean answer = m.get(ANSWER, false);
        if (Boolean.TRUE.equals(answer) && when != Goals.When.NEXT_TURN)
            in.problems().at(m.node(ANSWER), path + ".answer: an answer needs a move in between; it goes with 'when: next-turn'");
        Boolean eachSide = m.get(EACH_SIDE, false);
        BitSet[] squares = region == null ? null : in.regionSquares(region);
        if (squares != null && !squares[0].equals(squares[1]) && Boolean.FALSE.equals(eachSide) && in.files() != null)
            in.problems().at(m.node(REGION), path + ".region: '" + region + "' is written from each owner's side, so Black's goal is "
                    + RegionClauses.names(squares[1], in.files()) + " and White's "
                    + RegionClauses.names(squares[0], in.files()) + "; if both aim at the same squares, declare the region"
                    + " with 'absolute: true' (regions: {NAME: {squares: ..., absolute: true}}); if each aims at its own, write"
                    + " 'each-side: true' in the goal");
        if (in.problems().count() > before || types == null || region == null || when == null || outcome == null || answer == null
                || eachSide == null) return null;
        return new Goals.Goal(types, region, when, outcome, answer);
    }

    @Override public boolean decidesWithoutRoyals(Goals model) { return true; }

    @Override public void describe(Goals model, Description out) {
        if (model == null) return;
        for (Goals.Goal g : model.goals()) {
            String who = "a side whose " + out.orList(g.types());
            String sentence = switch (g.when()) {
                case ARRIVAL -> who + " reaches " + out.region(g.region()) + " " + g.outcome().verb() + " at once.";
                case NEXT_TURN -> who + " reaches " + out.region(g.region()) + " " + g.outcome().verb()
                        + " if it is still there when its side is next to move.";
                case LEAVING -> who + ", standing on " + out.region(g.region()) + ", moves away from it " + g.outcome().verb() + ".";
            };
            out.end("Goal: " + sentence + (g.answer() ? " When the first player's piece holds its goal, the second player"
                    + " may answer by reaching its own goal on the move in between: the game is then drawn." : ""));
        }
    }

    @Override public void install(Goals model, varia.engine.Installer engine) { GoalEnd.install(model, engine); }
}
