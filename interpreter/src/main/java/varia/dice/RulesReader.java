package varia.dice;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.yaml.Context;
import varia.yaml.DefaultedBlock;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Shape;

/** Reads a dice-chess file's {@code rules:} block into {@link DiceRules}; every key has a default. */
final class RulesReader {
    static final Key<Integer> DICE = Key.whole("dice-per-turn", 1, 4, "the dice thrown each turn, 1 to 4").doc("the dice thrown each turn, each moving a piece of its type (default 2)");
    static final Key<DiceRules.End> END = Key.word("end", List.of("last-king", "stakes"), "last-king: a player whose king is taken is out; stakes: out when all his men are taken, ranked by stakes", (w, i) -> DiceRules.End.values()[i]);
    static final Key<String> DEFEATED = Key.word("defeated", List.of("removed", "remain"), "what becomes of an out player's men: removed, or left as dead obstacles");
    static final Key<Node> TRIUMPH = Key.node("triumph", "a piece's name, or none").shape(Shape.TEXT).doc("a piece type whose move completing a 2x2 block of four of them takes the others in it, or none");
    static final Key<Node> PROMOTION = Key.node("promotion", "none, master, or a piece's name").shape(Shape.TEXT).doc("none; master: to the piece that started on the pawn's line; or a piece's name: to that piece (default none)");
    static final Key<DiceRules.When> WHEN = Key.word("promotion-when", List.of("always", "piece-lost", "piece-and-pawn-lost"), "when a pawn may promote (else it may not enter the far edge)", (w, i) -> DiceRules.When.values()[i]);
    static final Key<Boolean> THRONE = Key.flag("throne-double").doc("a king taken by a king on its own starting square pays twice");
    static final Key<Boolean> ARMIES = Key.flag("kings-take-armies").doc("a player who took every other king with his own alive is paid the other armies in full");
    static final Key<Boolean> BARE = Key.flag("bare-kings-draw").doc("the game is drawn when the players still in have nothing but kings");
    static final Key<Integer> LIMIT = Key.whole("turn-limit", 10, 100_000, "a number of turns from 10 to 100000").doc("play stops, no winner, after this many turns (default 2000)");
    static final Key<String> UNUSABLE = Key.word("unusable", List.of("lost", "rethrow"), "lost: a throw no piece can use is lost; rethrow: it is thrown again");
    static final Key<Boolean> CHECK = Key.flag("check").doc("no move may leave the mover's king attacked; a player in check with no move at all when his turn comes is mated and out");
    static final Key<String> CAPTURES = Key.word("captures", List.of("any", "next"), "any: every other player's men; next: only the next player's still in (and the men of players out)");
    static final Key<Boolean> OUT_PAYS = Key.flag("out-pays").doc("a player put out pays the one who put him out the values of the men he has left");
    static final Key<Boolean> BARE_STAKES = Key.flag("bare-kings-stakes").doc("when the players still in have nothing but kings, play stops and the highest stakes among them win (equal stakes draw)");
    static final Key<String> LOSSES = Key.word("losses-pay", List.of("taker", "pool"), "taker: a man taken earns the taker its value; pool: it costs its owner its value, paid into the pool");
    static final Key<Boolean> CHECK_PAYS = Key.flag("check-pays").doc("a player whose king a move puts in check pays one amount into the pool");
    static final List<Key<?>> KEYS = List.of(DICE, END, DEFEATED, TRIUMPH, PROMOTION, WHEN, THRONE, ARMIES, BARE, BARE_STAKES, LIMIT, UNUSABLE, CHECK,
            CAPTURES, OUT_PAYS, LOSSES, CHECK_PAYS);

    private RulesReader() {}

    static DiceRules read(Node node, List<String> names, Context c) {
        DefaultedBlock s = DefaultedBlock.open(node, "rules", KEYS, c);
        if (s == null) return null;
        Problems p = s.problems();
        Integer dice = s.get(DICE, 2), limit = s.get(LIMIT, 2000);
        DiceRules.End end = s.get(END, DiceRules.End.LAST_KING);
        String defeated = s.get(DEFEATED, "removed");
        String unusable = s.get(UNUSABLE, "lost"), captures = s.get(CAPTURES, "any"), losses = s.get(LOSSES, "taker");
        Boolean checkPays = s.get(CHECK_PAYS, false);
        Boolean check = s.get(CHECK, false), outPays = s.get(OUT_PAYS, false), bareStakes = s.get(BARE_STAKES, false);
        DiceRules.When when = s.get(WHEN, DiceRules.When.ALWAYS);
        Boolean throne = s.get(THRONE, false), armies = s.get(ARMIES, false), bare = s.get(BARE, false);
        if (Boolean.TRUE.equals(bare) && Boolean.TRUE.equals(bareStakes))
            p.at(s.node(BARE_STAKES), "rules: give 'bare-kings-draw' or 'bare-kings-stakes', not both: they end the same game two ways");
        int triumph = piece(s, TRIUMPH, "rules.triumph", "a piece's name, e.g. 'boat', or none", names, p, List.of());
        int promoted = piece(s, PROMOTION, "rules.promotion", "none, master, or a piece's name, e.g. 'fers'", names, p, List.of("master"));
        DiceRules.Promotion promotion = promoted == MASTER ? DiceRules.Promotion.MASTER : promoted >= 0 ? DiceRules.Promotion.PIECE : DiceRules.Promotion.NONE;
        if (!s.ok()) return null;
        return new DiceRules(dice, end, defeated.equals("remain"), triumph, promotion, promoted >= 0 ? promoted : -1, when, throne, armies, bare, limit,
                unusable.equals("rethrow"), check, captures.equals("next"), outPays, bareStakes,
                losses.equals("pool"), checkPays);
    }

    private static final int MASTER = -2;

    /** A key naming a piece (or 'none', or one of {@code words}, giving MASTER for the first): its type index, -1 for none or absent. */
    private static int piece(DefaultedBlock s, Key<Node> key, String path, String expected, List<String> names, Problems p, List<String> words) {
        if (!s.has(key)) return -1;
        ScalarNode sc = Nodes.scalar(s.node(key), path, expected, p);
        if (sc == null) return -1;
        String v = sc.getValue().trim();
        if (v.equals("none")) return -1;
        if (words.contains(v)) return MASTER;
        int k = names.indexOf(v);
        if (k < 0) {
            List<String> all = new java.util.ArrayList<>(words);
            all.add("none");
            all.addAll(names);
            p.at(sc, path + ": unknown piece '" + v + "'" + (words.isEmpty() ? Nodes.hint(v, names, "pieces") : Nodes.hint(v, all, "choices")));
        }
        return k;
    }

}
