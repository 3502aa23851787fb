package varia.dice;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.race.Outcome;
import varia.race.Throw;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;

/**
 * A dice game's {@code moves} mapping: a number an outcome counts as (its {@code distance}) to the
 * piece types it moves, so that faces that count alike (al-Biruni's 5 as 1, 6 as 4) share one
 * line; every number an outcome counts as needs a line. Read the same way by dice chess and by an
 * engine variant moved by a die; only how a piece is named differs.
 */
final class DieMoves {
    private DieMoves() {}

    /** How a file names its pieces: the type indexes a word gives, or null once the reason is told. */
    interface Names {
        int[] resolve(ScalarNode word, String path, Problems p);
    }

    /**
     * The table [outcome][type], or null after the problems are told. {@code what} says what an item
     * is ("a piece's name"), {@code hint} what the mapping holds, {@code sample} a piece to show in the hint for a missing number.
     */
    static boolean[][] read(Node node, Throw die, int types, Names names, String what, String hint, String sample, Problems p) {
        List<NodeTuple> pairs = Nodes.pairs(node, "moves", hint, p);
        if (pairs == null) return null;
        Set<Integer> counted = new TreeSet<>();
        for (Outcome o : die.outcomes()) counted.add(o.distance());
        boolean[][] out = new boolean[die.size()][types];
        Set<Integer> given = new HashSet<>();
        boolean ok = true;
        for (NodeTuple t : pairs) {
            String path = "moves." + Nodes.keyText(t);
            Integer number = Key.whole(t.getKeyNode(), "moves", 1, 99, "a number an outcome counts as (its distance), 1 to 99", p);
            if (number == null) { ok = false; continue; }
            if (!counted.contains(number)) {
                p.at(t.getKeyNode(), "moves: no outcome of the throw counts as " + number + "; they count as " + counted);
                ok = false;
                continue;
            }
            if (!given.add(number)) { p.at(t.getKeyNode(), "moves: " + number + " is given twice"); ok = false; continue; }
            List<Node> items = t.getValueNode() instanceof SequenceNode ? Nodes.items(t.getValueNode()) : List.of(t.getValueNode());
            for (Node item : items) {
                ScalarNode sc = Nodes.scalar(item, path, what, p);
                int[] hit = sc == null ? null : names.resolve(sc, path, p);
                if (hit == null) { ok = false; continue; }
                for (int k : hit)
                    for (int o = 0; o < die.size(); o++) if (die.outcome(o).distance() == number) out[o][k] = true;
            }
        }
        if (!ok) return null;
        for (int number : counted)
            if (!given.contains(number)) {
                p.at(node, "moves: say which pieces an outcome counting as " + number + " moves (e.g. '" + number + ": [" + sample + "]')");
                ok = false;
            }
        return ok ? out : null;
    }

    /** Is type k moved by some outcome? */
    static boolean moved(boolean[][] table, int k) {
        for (boolean[] row : table) if (row[k]) return true;
        return false;
    }
}
