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
 * Reads a mapping of named entries with letters, as the families played by seats write their
 * {@code seats:} (race games, dice chess) and dice chess its {@code pieces:}: names (one lower-case
 * word each) to a section of the family's keys, each entry's letter (its name's initial by
 * default) one upper-case letter of its own. The family reads the rest of each entry.
 */
public final class LetteredEntries {
    private LetteredEntries() {}

    /**
     * What the entries are: the mapping's key ({@code seats}), one entry's word ({@code seat}), a
     * name to show ({@code south}), an example of the mapping, the fewest entries it needs.
     */
    public record Kind(String key, String word, String exampleName, String example, int least) {}

    /**
     * One entry as the family's reader gets it: its name, its path ({@code seats.south}), its section,
     * its letter (0 after a problem), its key and value, and whether its keys were all known.
     */
    public record Entry(String name, String path, Section section, char letter, NodeTuple tuple, boolean keysClean) {}

    /** The family's part of an entry: the entry, or null after reporting its problems. */
    @FunctionalInterface
    public interface Body<S> {
        S read(Entry entry);
    }

    /** The entries in the file's order, or null after reporting. */
    public static <S> List<S> read(Node node, Kind kind, List<Key<?>> keys, Key<String> letterKey, Context c, Body<S> body) {
        Problems p = c.problems();
        String w = kind.word();
        List<NodeTuple> pairs = Nodes.pairs(node, kind.key(), w + " names to " + kind.key() + ", e.g. '" + kind.example() + "'", p);
        if (pairs == null) return null;
        int least = kind.least();
        if (pairs.size() < least) {
            p.at(node, kind.key() + ": give at least " + (least == 1 ? "one " + w : least == 2 ? "two " + w + "s" : least + " " + w + "s"));
            return null;
        }
        List<S> out = new ArrayList<>();
        Set<Character> letters = new LinkedHashSet<>();
        boolean ok = true;
        for (NodeTuple t : pairs) {
            String name = Nodes.keyText(t), path = kind.key() + "." + name;
            if (!name.matches("[a-z][a-z0-9-]*")) {
                p.at(t.getKeyNode(), w + " name '" + name + "' must be one lower-case word (letters, digits, '-'), e.g. '" + kind.exampleName() + "'");
                ok = false;
                continue;
            }
            int before = p.count();
            Section s = Section.open(t.getValueNode(), w + " '" + name + "'", path, keys, c);
            if (s == null) { ok = false; continue; }
            boolean keysClean = p.count() == before; // a misspelt key is reported once, as the typo
            String letterText = s.get(letterKey, name.substring(0, 1).toUpperCase());
            char letter = letterText != null && letterText.matches("[A-Z]") ? letterText.charAt(0) : 0;
            if (letterText != null && letter == 0) p.at(s.node(letterKey), path + ".letter must be one upper-case letter, not '" + letterText + "'");
            else if (letter != 0 && !letters.add(letter))
                p.at(s.has(letterKey) ? s.node(letterKey) : t.getKeyNode(), path + ": the letter " + letter
                        + " is another " + w + "'s too; give each " + w + " its own, e.g. 'letter: " + (char) (letter == 'Z' ? 'A' : letter + 1) + "'");
            S entry = body.read(new Entry(name, path, s, letter, t, keysClean));
            if (entry == null || letter == 0) ok = false;
            else out.add(entry);
        }
        return ok ? out : null;
    }
}
