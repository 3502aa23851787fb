package varia.yaml;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/** Small helpers over SnakeYAML nodes, shared by every reader: how a node is named, typo hints, shapes. */
public final class Nodes {
    private Nodes() {}

    /** How a node is named in messages: its text (shortened), "a list", "a mapping" or "no value". */
    public static String describe(Node node) {
        if (node instanceof ScalarNode s) {
            if (s.getTag() == Tag.NULL) return "no value";
            String v = s.getValue();
            if (v.length() > 40) v = v.substring(0, 37) + "...";
            return "'" + v + "'";
        }
        if (node instanceof SequenceNode) return "a list";
        if (node instanceof MappingNode) return "a mapping";
        return "nothing";
    }

    /** "; did you mean 'x'? The values are a, x" or "; the values are a, x". */
    public static String hint(String word, Collection<String> candidates, String what) {
        String guess = Suggestions.closest(word, candidates);
        String list = "the " + what + " are " + String.join(", ", candidates);
        return guess == null ? "; " + list : "; did you mean '" + guess + "'? " + Character.toUpperCase(list.charAt(0)) + list.substring(1);
    }

    /** "; did you mean 'x'?" or nothing. */
    public static String suggestion(String word, Collection<String> candidates) {
        String guess = Suggestions.closest(word, candidates);
        return guess == null ? "" : "; did you mean '" + guess + "'?";
    }

    /** A plain (not null) scalar whose trimmed text is {@code word}. */
    public static boolean isWord(Node node, String word) {
        return node instanceof ScalarNode s && s.getTag() != Tag.NULL && s.getValue().trim().equals(word);
    }

    public static boolean isEmptyList(Node node) {
        return node instanceof SequenceNode seq && seq.getValue().isEmpty();
    }

    /** The node as a scalar with a value, or null after reporting "PATH must be EXPECTED; found ...". */
    public static ScalarNode scalar(Node node, String path, String expected, Problems p) {
        if (node instanceof ScalarNode s && s.getTag() != Tag.NULL) return s;
        p.at(node, path + " must be " + expected + "; found " + describe(node));
        return null;
    }

    /** The items of a list, or the node itself as a list of one. */
    public static List<Node> items(Node node) {
        return node instanceof SequenceNode seq ? seq.getValue() : List.of(node);
    }

    /** Key nodes of a mapping by key text (first occurrence). */
    public static Map<String, Node> keyNodes(Node node) {
        Map<String, Node> out = new HashMap<>();
        if (node instanceof MappingNode m)
            for (NodeTuple t : m.getValue()) if (t.getKeyNode() instanceof ScalarNode k) out.putIfAbsent(k.getValue(), k);
        return out;
    }

    /**
     * A mapping of free names to values ('{enemy-half: fsW}', '{R: 13}'): its entries, keys checked to
     * be plain and unique; null (reported) when the node is not a mapping.
     */
    public static List<NodeTuple> pairs(Node node, String path, String expected, Problems p) {
        if (!(node instanceof MappingNode m)) {
            p.at(node, path + " must be a mapping of " + expected + "; found " + describe(node));
            return null;
        }
        List<NodeTuple> out = new ArrayList<>();
        Map<String, Integer> lines = new HashMap<>();
        for (NodeTuple t : m.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode k) || k.getTag() == Tag.NULL) {
                p.at(t.getKeyNode(), "keys in " + path + " must be plain words; found " + describe(t.getKeyNode()));
                continue;
            }
            Integer first = lines.putIfAbsent(k.getValue(), k.getStartMark().getLine() + 1);
            if (first != null) {
                p.at(k, "duplicate key '" + k.getValue() + "' in " + path + " (first at line " + first + "); keep only one");
                continue;
            }
            out.add(t);
        }
        return out;
    }

    /** The text of a pair's key (pairs() checked it is a scalar). */
    public static String keyText(NodeTuple t) { return ((ScalarNode) t.getKeyNode()).getValue(); }
}
