package varia.rules;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.notation.MoveRule;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Shape;
import varia.yaml.Suggestions;

/** Key types whose values refer to the rest of the file: piece letters, regions, movements, outcomes. */
public final class Values {
    private Values() {}

    /** A piece letter ('K', '+P') as its type index. */
    public static Key<Integer> letter(String name) {
        return Key.<Integer>of(name, "a piece letter", (node, path, c) -> {
            int i = ((RuleInput) c).pieceRef(node, path);
            return i < 0 ? null : i;
        }).shape(Shape.LETTER);
    }

    /** A letter or a list of letters as type indices; an empty list is allowed. */
    public static Key<List<Integer>> letters(String name) {
        return Key.<List<Integer>>of(name, "piece letters", (node, path, c) ->
                Nodes.isEmptyList(node) ? List.of() : ((RuleInput) c).pieceRefs(node, path)).shape(Shape.LETTERS);
    }

    /** A region name or clause. */
    public static Key<String> region(String name) {
        return Key.<String>of(name, "a region name or clause", (node, path, c) -> ((RuleInput) c).regionRef(node, path))
                .shape(Shape.TEXT);
    }

    /** A movement in the notation. */
    public static Key<List<MoveRule>> movement(String name, String expected) {
        return Key.<List<MoveRule>>of(name, "a movement", (node, path, c) -> {
            ScalarNode s = Nodes.scalar(node, path, expected, c.problems());
            return s == null ? null : ((RuleInput) c).movement(s, path);
        }).shape(Shape.TEXT);
    }

    /** loss / draw / win (and any extra words, which read as null without a problem) for {@code who}. */
    public static Key<Outcome> outcome(String name, String who, String... extra) {
        List<String> allowed = new ArrayList<>(List.of("loss", "draw", "win"));
        allowed.addAll(List.of(extra));
        return Key.<Outcome>of(name, "one of " + String.join(", ", allowed), (node, path, c) -> {
            ScalarNode s = Nodes.scalar(node, path, "one of " + String.join(", ", allowed), c.problems());
            if (s == null) return null;
            String v = s.getValue().trim();
            switch (v) {
                case "loss": return Outcome.LOSS;
                case "draw": return Outcome.DRAW;
                case "win": return Outcome.WIN;
                default:
                    String guess = Suggestions.closest(v, allowed);
                    c.problems().at(s, path + " must be one of " + String.join(", ", allowed) + " (the result for " + who
                            + "), not '" + v + "'" + (guess == null ? "" : "; did you mean '" + guess + "'?"));
                    return null;
            }
        }).shape(new Shape.Words(allowed));
    }
}
