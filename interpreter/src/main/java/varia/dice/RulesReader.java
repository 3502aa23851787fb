package varia.dice;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.yaml.Context;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.Shape;

/** Reads a dice-chess file's {@code rules:} block into {@link DiceRules}; every key has a default. */
final class RulesReader {
    static final Key<Integer> DICE = Key.whole("dice-per-turn", 1, 4, "the dice thrown each turn, 1 to 4")
            .doc("the dice thrown each turn, each moving a piece of its type (default 2)");
    static final Key<DiceRules.End> END = Key.word("end", List.of("last-king", "stakes"),
            "last-king: a player whose king is taken is out; stakes: out when all his men are taken, ranked by stakes",
            (w, i) -> DiceRules.End.values()[i]);
    static final Key<String> DEFEATED = Key.word("defeated", List.of("removed", "remain"),
            "what becomes of an out player's men: removed, or left as dead obstacles");
    static final Key<Node> TRIUMPH = Key.node("triumph", "a piece's name, or none").shape(Shape.TEXT)
            .doc("a piece type whose move completing a 2x2 block of four of them takes the others in it, or none");
    static final Key<DiceRules.Promotion> PROMOTION = Key.word("promotion", List.of("none", "master"),
            "none, or to the piece that started on the pawn's line", (w, i) -> DiceRules.Promotion.values()[i]);
    static final Key<DiceRules.When> WHEN = Key.word("promotion-when", List.of("always", "piece-lost", "piece-and-pawn-lost"),
            "when a pawn may promote (else it may not enter the far edge)", (w, i) -> DiceRules.When.values()[i]);
    static final Key<Boolean> THRONE = Key.flag("throne-double")
            .doc("a king taken by a king on its own starting square pays twice");
    static final Key<Boolean> ARMIES = Key.flag("kings-take-armies")
            .doc("a player who took every other king with his own alive is paid the other armies in full");
    static final Key<Boolean> BARE = Key.flag("bare-kings-draw")
            .doc("the game is drawn when the players still in have nothing but kings");
    static final Key<Integer> LIMIT = Key.whole("turn-limit", 10, 100_000, "a number of turns from 10 to 100000")
            .doc("play stops, no winner, after this many turns (default 2000)");
    static final List<Key<?>> KEYS = List.of(DICE, END, DEFEATED, TRIUMPH, PROMOTION, WHEN, THRONE, ARMIES, BARE, LIMIT);

    private RulesReader() {}

    static DiceRules read(Node node, List<String> names, Context c) {
        Problems p = c.problems();
        Section s = node == null ? null : Section.open(node, "'rules'", "rules", KEYS, c);
        if (node != null && s == null) return null;
        int before = p.count();
        Integer dice = Section.get(s, DICE, 2), limit = Section.get(s, LIMIT, 2000);
        DiceRules.End end = Section.get(s, END, DiceRules.End.LAST_KING);
        String defeated = Section.get(s, DEFEATED, "removed");
        DiceRules.Promotion promotion = Section.get(s, PROMOTION, DiceRules.Promotion.NONE);
        DiceRules.When when = Section.get(s, WHEN, DiceRules.When.ALWAYS);
        Boolean throne = Section.get(s, THRONE, false), armies = Section.get(s, ARMIES, false), bare = Section.get(s, BARE, false);
        int triumph = -1;
        if (s != null && s.has(TRIUMPH)) {
            ScalarNode sc = Nodes.scalar(s.node(TRIUMPH), "rules.triumph", "a piece's name, e.g. 'boat', or none", p);
            if (sc != null && !sc.getValue().trim().equals("none")) {
                triumph = names.indexOf(sc.getValue().trim());
                if (triumph < 0) p.at(sc, "rules.triumph: unknown piece '" + sc.getValue().trim() + "'" + Nodes.hint(sc.getValue().trim(), names, "pieces"));
            }
        }
        if (p.count() != before || dice == null || limit == null || end == null || defeated == null || promotion == null || when == null
                || throne == null || armies == null || bare == null) return null;
        return new DiceRules(dice, end, defeated.equals("remain"), triumph, promotion, when, throne, armies, bare, limit);
    }

}
