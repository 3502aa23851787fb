package varia.variant;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import varia.yaml.Context;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * The {@code options} block (disputed readings, each value with its source and a {@code set}
 * fragment merged over the file), the choice of values for one load, and the aliases, which may
 * select option values.
 */
final class OptionsReader {
    private static final Key<Node> DEFAULT = Key.node("default", "one of the values").shape(Shape.TEXT)
            .doc("the value used when none is chosen (default: the first)");
    private static final Key<String> DESCRIPTION = Key.text("description")
            .doc("what this value means for the game");
    private static final Key<String> SOURCE = Key.text("source")
            .doc("where this reading comes from");
    private static final Key<Node> SET = Key.node("set", "mapping of keys to change").shape(new Shape.Fragment())
            .doc("keys of the file this value changes, merged over it (mappings key by key, anything else replaced)");
    static final List<Key<?>> VALUE_KEYS = List.of(DESCRIPTION, SOURCE, SET);
    private static final Key<Node> VALUES = Key.node("values", "mapping of values")
            .required("the option's values, e.g. 'values: {strict: {description: ..., set: {...}}}'")
            .shape(Shape.named(null, Shape.either(Shape.EMPTY, Shape.fields(VALUE_KEYS))))
            .doc("the option's values, each with its description, source and set");
    static final List<Key<?>> OPTION_KEYS = List.of(DEFAULT, VALUES);
    /** The block: option names to their values and default. */
    static final Shape SHAPE = Shape.named("^[A-Za-z0-9][A-Za-z0-9_-]*$", Shape.fields(OPTION_KEYS));
    private static final Key<Node> ALIAS_NAME = Key.node("name", "text").required(null).shape(Shape.TEXT)
            .doc("the alias");
    private static final Key<Node> ALIAS_OPTIONS = Key.node("options", "mapping of option names to values")
            .shape(Shape.named(null, Shape.TEXT))
            .doc("option name to value, applied when the alias selects the variant");
    static final List<Key<?>> ALIAS_KEYS = List.of(ALIAS_NAME, ALIAS_OPTIONS);
    /** Names, each a text or a mapping of a name and the option values it selects. */
    static final Shape ALIASES_SHAPE = Shape.either(Shape.TEXT, Shape.list(Shape.either(Shape.TEXT, Shape.fields(ALIAS_KEYS))));

    record Value(String name, String description, String source, Node set) {}

    record Option(String name, String defaultValue, Map<String, Value> values) {}

    private final Context context;
    private final Problems p;
    final Map<String, Option> options = new LinkedHashMap<>();
    final Map<String, String> selected = new LinkedHashMap<>();

    OptionsReader(Context context) {
        this.context = context;
        this.p = context.problems();
    }

    /** Reads the block. */
    void read(Node node) {
        Section m = Section.open(node, "'options'", "options", null, context);
        if (m == null) return;
        Map<String, Node> keyNodes = Nodes.keyNodes(node);
        for (Map.Entry<String, Node> e : m.entries().entrySet()) {
            String name = e.getKey(), path = "options." + name;
            if (!name.matches("[A-Za-z0-9][A-Za-z0-9_-]*")) {
                p.at(keyNodes.get(name), "option name '" + name + "' must be one word (letters, digits, '-'), e.g. 'knight-mate'");
                continue;
            }
            Section om = Section.open(e.getValue(), "option '" + name + "'", path, OPTION_KEYS, context);
            if (om == null || !om.has(VALUES)) continue;
            Section vm = Section.open(om.node(VALUES), "the values of option '" + name + "'", path + ".values", null, context);
            if (vm == null) continue;
            if (vm.entries().isEmpty()) {
                p.at(om.node(VALUES), path + ".values is empty; give at least one value");
                continue;
            }
            Map<String, Value> values = new LinkedHashMap<>();
            for (Map.Entry<String, Node> ve : vm.entries().entrySet()) {
                Value v = value(ve.getKey(), ve.getValue(), path + ".values." + ve.getKey());
                if (v != null) values.put(ve.getKey(), v);
            }
            if (values.isEmpty()) continue;
            String def = values.keySet().iterator().next();
            if (om.has(DEFAULT)) {
                ScalarNode d = Nodes.scalar(om.node(DEFAULT), path + ".default", "one of the option's values", p);
                if (d != null && values.containsKey(d.getValue().trim())) def = d.getValue().trim();
                else if (d != null) p.at(d, path + ".default: '" + d.getValue().trim() + "' is not one of its values"
                        + Nodes.hint(d.getValue().trim(), values.keySet(), "values"));
            }
            options.put(name, new Option(name, def, values));
        }
    }

    private Value value(String name, Node node, String path) {
        Section vv = node instanceof ScalarNode sn && sn.getTag() == Tag.NULL ? null
                : Section.open(node, "option value '" + name + "'", path, VALUE_KEYS, context);
        if (vv == null) return node instanceof ScalarNode sn && sn.getTag() == Tag.NULL ? new Value(name, null, null, null) : null;
        Node set = vv.node(SET);
        if (set != null) {
            if (!(set instanceof MappingNode sm)) {
                p.at(set, path + ".set must be a mapping of keys to change, e.g. 'set: {play: {forbidden-mates:"
                        + " [N]}}'; found " + Nodes.describe(set));
                set = null;
            } else {
                for (NodeTuple t : sm.getValue())
                    if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("options"))
                        p.at(k, path + ".set cannot change 'options'; an option changes the rest of the file");
                noDuplicateKeys(set, path + ".set"); // the merge would hide a duplicate key: report it here
            }
        }
        return new Value(name, vv.get(DESCRIPTION), vv.get(SOURCE), set);
    }

    private void noDuplicateKeys(Node node, String path) {
        if (node instanceof SequenceNode seq) {
            for (Node item : seq.getValue()) noDuplicateKeys(item, path);
        } else if (node instanceof MappingNode m) {
            Map<String, Integer> lines = new HashMap<>();
            for (NodeTuple t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k) {
                    Integer first = lines.putIfAbsent(k.getValue(), k.getStartMark().getLine() + 1);
                    if (first != null) p.at(k, "duplicate key '" + k.getValue() + "' in " + path + " (first at line " + first + "); keep only one");
                }
                noDuplicateKeys(t.getValueNode(), path);
            }
        }
    }

    /** Chooses each option's value: the requested one, else the default. Unknown names and values are reported without a line. */
    void select(Map<String, String> requested, String key) {
        for (Option o : options.values()) selected.put(o.name, o.defaultValue);
        for (Map.Entry<String, String> e : requested.entrySet()) {
            String name = e.getKey() == null ? "" : e.getKey().trim();
            String value = e.getValue() == null ? "" : e.getValue().trim();
            Option o = options.get(name);
            if (o == null) {
                p.at(0, 0, "unknown option '" + name + "'" + (options.isEmpty() ? ": " + key + " has no options"
                        : Nodes.hint(name, options.keySet(), "options of " + key)));
            } else if (!o.values.containsKey(value)) {
                p.at(0, 0, "unknown value '" + value + "' for option '" + name + "'" + Nodes.hint(value, o.values.keySet(), "values"));
            } else {
                selected.put(name, value);
            }
        }
    }

    /** The document with the selected values' fragments merged over it. */
    Node apply(Node root) {
        for (Option o : options.values()) {
            Value v = o.values.get(selected.get(o.name));
            if (v != null && v.set != null) root = VariantLoader.merge(root, v.set);
        }
        return root;
    }

    /** The options with the values in effect, for the loaded variant. */
    List<OptionChoice> choices() {
        List<OptionChoice> out = new ArrayList<>();
        for (Option o : options.values())
            out.add(new OptionChoice(o.name, selected.get(o.name), o.defaultValue,
                    o.values.values().stream().map(v -> new OptionChoice.Value(v.name, v.description, v.source)).toList()));
        return out;
    }

    /** The names that select the variant; an alias may select option values ('{name: x, options: {k: v}}'). */
    List<String> aliases(Node node, boolean optionsClean) {
        if (!(node instanceof SequenceNode) && !(node instanceof ScalarNode s && s.getTag() != Tag.NULL)) {
            p.at(node, "aliases must be a list of names, e.g. '[thai, {name: thai-casual, options: {counting: none}}]';"
                    + " found " + Nodes.describe(node));
            return null;
        }
        List<String> out = new ArrayList<>();
        for (Node item : Nodes.items(node)) {
            String name;
            Node nameNode = item;
            if (item instanceof ScalarNode s && s.getTag() != Tag.NULL) {
                name = s.getValue();
            } else if (item instanceof MappingNode) {
                Section am = Section.open(item, "an alias", "aliases", ALIAS_KEYS, context);
                if (am == null || !am.has(ALIAS_NAME)) continue;
                nameNode = am.node(ALIAS_NAME);
                ScalarNode ns = Nodes.scalar(nameNode, "aliases.name", "text", p);
                if (ns == null) continue;
                name = ns.getValue();
                if (am.has(ALIAS_OPTIONS)) aliasOptions(name, am.node(ALIAS_OPTIONS), optionsClean);
            } else {
                p.at(item, "aliases: each entry must be a name or '{name: ..., options: {...}}'; found " + Nodes.describe(item));
                continue;
            }
            if (name.isBlank() || name.chars().anyMatch(Character::isWhitespace)) {
                p.at(nameNode, "aliases: '" + name + "' is not a usable name; use letters, digits and '-', no spaces");
            }
            out.add(name);
        }
        return out;
    }

    private void aliasOptions(String name, Node node, boolean optionsClean) {
        Section om = Section.open(node, "the options of alias '" + name + "'", "aliases." + name + ".options", null, context);
        if (om == null || !optionsClean) return;
        Map<String, Node> optionKeys = Nodes.keyNodes(node);
        for (Map.Entry<String, Node> e : om.entries().entrySet()) {
            Option o = options.get(e.getKey());
            if (o == null) {
                p.at(optionKeys.get(e.getKey()), "alias '" + name + "': unknown option '" + e.getKey() + "'"
                        + (options.isEmpty() ? "; the file has no options" : Nodes.hint(e.getKey(), options.keySet(), "options")));
                continue;
            }
            ScalarNode vs = Nodes.scalar(e.getValue(), "aliases." + name + ".options." + e.getKey(), "one of the option's values", p);
            if (vs != null && !o.values.containsKey(vs.getValue().trim())) {
                p.at(vs, "alias '" + name + "': unknown value '" + vs.getValue().trim() + "' for option '" + o.name + "'"
                        + Nodes.hint(vs.getValue().trim(), o.values.keySet(), "values"));
            }
        }
    }
}
