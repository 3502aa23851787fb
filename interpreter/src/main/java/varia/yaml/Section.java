package varia.yaml;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * A mapping of the file being read against its declared {@link Key}s. Opening it reports, once
 * each, keys that are not plain words, merge keys, duplicates, unknown keys (with a suggestion) and
 * missing required ones (unless a typo of it was just reported); then {@link #get} reads values.
 */
public final class Section {
    private final Node node;
    private final String path;
    private final Context context;
    private final Map<String, Node> values;

    private Section(Node node, String path, Context context, Map<String, Node> values) {
        this.node = node;
        this.path = path;
        this.context = context;
        this.values = values;
    }

    /**
     * Opens a mapping. {@code where} names it in key messages ("'play'", "piece 'R'", "the top
     * level"), {@code path} prefixes its values' names ("play", "pieces.R"; "" at the top level).
     * {@code keys} null accepts any key. Returns null (reported) when the node is not a mapping.
     */
    public static Section open(Node node, String where, String path, List<Key<?>> keys, Context context) {
        Observer observer = OBSERVER.get();
        if (observer != null) observer.opened(path, keys);
        Problems p = context.problems();
        if (!(node instanceof MappingNode m)) {
            p.at(node, (path.isEmpty() ? "the file" : path) + " must be a mapping of 'key: value' lines"
                    + (path.isEmpty() ? " (name, board, pieces, setup, ...)" : "") + "; found " + Nodes.describe(node));
            return null;
        }
        List<String> known = keys == null ? null : keys.stream().map(Key::name).toList();
        Map<String, Node> out = new LinkedHashMap<>();
        Map<String, Integer> lines = new HashMap<>();
        Set<String> suggested = new HashSet<>();
        for (NodeTuple t : m.getValue()) {
            Node kn = t.getKeyNode();
            if (!(kn instanceof ScalarNode ks) || ks.getTag() == Tag.NULL) {
                p.at(kn, "keys in " + where + " must be plain words; found " + Nodes.describe(kn));
                continue;
            }
            String k = ks.getValue();
            if (k.equals("<<")) {
                p.at(kn, "merge keys ('<<') are not supported in " + where + "; write the keys out");
                if (keys != null) keys.stream().filter(Key::isRequired).forEach(r -> suggested.add(r.name()));
                continue;
            }
            Integer first = lines.putIfAbsent(k, kn.getStartMark().getLine() + 1);
            if (first != null) {
                p.at(kn, "duplicate key '" + k + "' in " + where + " (first at line " + first + "); keep only one");
                continue;
            }
            if (known != null && !known.contains(k)) {
                String guess = Suggestions.closest(k, known);
                if (guess != null) suggested.add(guess);
                p.at(kn, "unknown key '" + k + "' in " + where + (guess != null ? "; did you mean '" + guess + "'?"
                        : "; the keys here are " + String.join(", ", known)));
                continue;
            }
            out.put(k, t.getValueNode());
        }
        if (keys != null)
            for (Key<?> r : keys) {
                // a typo of a required key is reported once, as the typo
                if (!r.isRequired() || out.containsKey(r.name()) || lines.containsKey(r.name()) || suggested.contains(r.name())) continue;
                p.at(node, "missing required key '" + r.name() + "' in " + where + (r.requiredHint() == null ? "" : ": " + r.requiredHint()));
            }
        return new Section(node, path, context, out);
    }

    /** Told of every mapping opened: its path and its declared keys (null: names the file chooses). */
    @FunctionalInterface
    public interface Observer {
        void opened(String path, List<Key<?>> keys);
    }

    private static final ThreadLocal<Observer> OBSERVER = new ThreadLocal<>();

    /**
     * Runs {@code body} telling {@code observer} of every mapping this thread opens: how the schema
     * test checks that the keys the loader reads are the keys the schema lists, and no others.
     */
    public static <T> T observed(Observer observer, java.util.concurrent.Callable<T> body) throws Exception {
        Observer before = OBSERVER.get();
        OBSERVER.set(observer);
        try {
            return body.call();
        } finally {
            OBSERVER.set(before);
        }
    }

    /** The mapping node itself. */
    public Node node() { return node; }

    public Context context() { return context; }

    public Problems problems() { return context.problems(); }

    /** The name of a value of this mapping in messages: {@code path.key}. */
    public String path(String key) { return path.isEmpty() ? key : path + "." + key; }

    public String path() { return path; }

    public boolean has(Key<?> key) { return values.containsKey(key.name()); }

    public boolean has(String key) { return values.containsKey(key); }

    /** The raw value node of a key, or null when absent. */
    public Node node(Key<?> key) { return values.get(key.name()); }

    public Node node(String key) { return values.get(key); }

    /** The accepted keys with their value nodes, in file order. */
    public Map<String, Node> entries() { return values; }

    /** The key's value, or null when it is absent or wrong (reported). */
    public <T> T get(Key<T> key) {
        Node v = values.get(key.name());
        return v == null ? null : key.read(v, path(key.name()), context);
    }

    /** The key's value, {@code absent} when the key is missing, or null when wrong (reported). */
    public <T> T get(Key<T> key, T absent) {
        Node v = values.get(key.name());
        return v == null ? absent : key.read(v, path(key.name()), context);
    }

    /** A key's value in a block that may be absent ({@code section} null: the block is not in the file): {@code absent} then. */
    public static <T> T get(Section section, Key<T> key, T absent) { return section == null ? absent : section.get(key, absent); }
}
