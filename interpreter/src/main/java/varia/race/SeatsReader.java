package varia.race;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import varia.yaml.Context;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;

/**
 * Reads a file's {@code seats:} mapping for the families played by seats (race games, dice
 * chess): seat names (one lower-case word each) to a section of the family's keys, each seat's
 * letter (its name's initial by default) one upper-case letter of its own. The family reads the
 * rest of each seat.
 */
public final class SeatsReader {
    private SeatsReader() {}

    /**
     * One seat as the family's reader gets it: its name, its path ({@code seats.south}), its section,
     * its letter (0 after a problem), its key and value, and whether its keys were all known.
     */
    public record Entry(String name, String path, Section section, char letter, NodeTuple tuple, boolean keysClean) {}

    /** The family's part of a seat: the seat, or null after reporting its problems. */
    @FunctionalInterface
    public interface Body<S> {
        S read(Entry seat);
    }

    /** The seats in the file's order, or null after reporting; at least {@code least} of them. */
    public static <S> List<S> read(Node node, String example, int least, List<Key<?>> keys, Key<String> letterKey, Context c, Body<S> body) {
        Problems p = c.problems();
        List<NodeTuple> pairs = Nodes.pairs(node, "seats", "seat names to seats, e.g. '" + example + "'", p);
        if (pairs == null) return null;
        if (pairs.size() < least) {
            p.at(node, "seats: give at least " + (least == 1 ? "one seat" : least == 2 ? "two seats" : least + " seats"));
            return null;
        }
        List<S> out = new ArrayList<>();
        Set<Character> letters = new LinkedHashSet<>();
        boolean ok = true;
        for (NodeTuple t : pairs) {
            String name = Nodes.keyText(t), path = "seats." + name;
            if (!name.matches("[a-z][a-z0-9-]*")) {
                p.at(t.getKeyNode(), "seat name '" + name + "' must be one lower-case word (letters, digits, '-'), e.g. 'south'");
                ok = false;
                continue;
            }
            int before = p.count();
            Section s = Section.open(t.getValueNode(), "seat '" + name + "'", path, keys, c);
            if (s == null) { ok = false; continue; }
            boolean keysClean = p.count() == before; // a misspelt key is reported once, as the typo
            String letterText = s.get(letterKey, name.substring(0, 1).toUpperCase());
            char letter = letterText != null && letterText.matches("[A-Z]") ? letterText.charAt(0) : 0;
            if (letterText != null && letter == 0) p.at(s.node(letterKey), path + ".letter must be one upper-case letter, not '" + letterText + "'");
            else if (letter != 0 && !letters.add(letter))
                p.at(s.has(letterKey) ? s.node(letterKey) : t.getKeyNode(), path + ": the letter " + letter
                        + " is another seat's too; give each seat its own, e.g. 'letter: " + (char) (letter == 'Z' ? 'A' : letter + 1) + "'");
            S seat = body.read(new Entry(name, path, s, letter, t, keysClean));
            if (seat == null || letter == 0) ok = false;
            else out.add(seat);
        }
        return ok ? out : null;
    }
}
