package varia.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * One key of a mapping in a file, declared once: its name, the type of its value, and how a value
 * is read and checked. {@link Section} uses the declarations to report unknown, duplicate and
 * missing keys; {@link #read} turns a value into {@code T} or reports why it cannot.
 *
 * @param <T> what a value becomes
 */
public final class Key<T> {
    /** Reads a value: null after reporting the problem. */
    @FunctionalInterface
    public interface Reader<T> {
        T read(Node node, String path, Context c);
    }

    private final String name, type;
    private final Reader<T> reader;
    private final boolean required;
    private final String requiredHint;
    private final Shape shape;
    private final String doc;

    private Key(String name, String type, Reader<T> reader, boolean required, String requiredHint, Shape shape, String doc) {
        this.name = name;
        this.type = type;
        this.reader = reader;
        this.required = required;
        this.requiredHint = requiredHint;
        this.shape = shape;
        this.doc = doc;
    }

    /** A key whose value {@code reader} reads; {@code type} says in words what it holds ("a piece letter"). */
    public static <T> Key<T> of(String name, String type, Reader<T> reader) {
        return new Key<>(name, type, reader, false, null, Shape.ANY, null);
    }

    /** The same key, required: a missing one is reported with {@code hint} ("e.g. 'moves: N'"). */
    public Key<T> required(String hint) { return new Key<>(name, type, reader, true, hint, shape, doc); }

    /** The same key with the shape of its value declared (for the schema; a mapping's keys, a list's items...). */
    public Key<T> shape(Shape s) { return new Key<>(name, type, reader, required, requiredHint, s, doc); }

    /** The same key with what it means, in one sentence (the schema's description, shown by editors). */
    public Key<T> doc(String meaning) { return new Key<>(name, type, reader, required, requiredHint, shape, meaning); }

    /** What the key means, or null when undocumented. */
    public String doc() { return doc; }

    /** What the value looks like, for the JSON Schema of variant files. */
    public Shape shape() { return shape; }

    /** The keys of this key's mapping value (its {@link Shape.Fields}), for {@link Section#open}. */
    public List<Key<?>> fields() {
        if (shape instanceof Shape.Fields f) return f.list();
        if (shape instanceof Shape.Either e)
            for (Shape o : e.options()) if (o instanceof Shape.Fields f) return f.list();
        throw new IllegalStateException("key '" + name + "' declares no mapping of keys");
    }

    public String name() { return name; }

    /** What the value holds, in words (for messages, docs and the schema). */
    public String type() { return type; }

    public boolean isRequired() { return required; }

    public String requiredHint() { return requiredHint; }

    /** The value at {@code node}, or null after reporting the problem; {@code path} names the value in messages. */
    public T read(Node node, String path, Context c) { return reader.read(node, path, c); }

    @Override public String toString() { return name; }

    // ---------------------------------------------------------------- the common types

    /** The node itself, for values a reader walks by hand (nested mappings, lists of mappings). */
    public static Key<Node> node(String name, String type) {
        return of(name, type, (node, path, c) -> node);
    }

    /** {@code true} or {@code false}, unquoted. */
    public static Key<Boolean> flag(String name) {
        return Key.<Boolean>of(name, "true or false", (node, path, c) -> {
            if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN) {
                if (s.getValue().equals("true")) return true;
                if (s.getValue().equals("false")) return false;
            }
            c.problems().at(node, path + " must be true or false; found " + Nodes.describe(node));
            return null;
        }).shape(new Shape.Flag());
    }

    /** A whole number from {@code min} to {@code max}, unquoted; {@code expected} describes it in messages. */
    public static Key<Integer> whole(String name, int min, int max, String expected) {
        return Key.<Integer>of(name, "whole number " + min + "-" + max, (node, path, c) -> whole(node, path, min, max, expected, c.problems()))
                .shape(new Shape.Whole(min, max));
    }

    /** A whole number from {@code min} to {@code max}, or null after reporting (a quoted number gets a hint). */
    public static Integer whole(Node node, String path, int min, int max, String expected, Problems p) {
        if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN
                && s.getValue().matches("[0-9]{1,9}")) {
            int v = Integer.parseInt(s.getValue());
            if (v >= min && v <= max) return v;
        }
        String quotedHint = node instanceof ScalarNode s && s.getScalarStyle() != DumperOptions.ScalarStyle.PLAIN
                && s.getValue().trim().matches("[0-9]{1,9}") ? " (write the number without quotes)" : "";
        p.at(node, path + " must be " + expected + "; found " + Nodes.describe(node) + quotedHint);
        return null;
    }

    /** A decimal number (up to six digits each side of the point); {@code expected} describes it in messages. */
    public static Key<Double> number(String name, String expected) {
        return Key.<Double>of(name, "number", (node, path, c) -> {
            if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN
                    && s.getValue().matches("[0-9]{1,6}(\\.[0-9]{1,6})?")) {
                return Double.parseDouble(s.getValue());
            }
            if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN && isNumber(s.getValue())) {
                // a number, but not in the notation files use: say that, not that it is out of range
                c.problems().at(node, path + ": write '" + varia.io.Printable.shorten(s.getValue()) + "' as a decimal number with at most"
                        + " six digits before and after the point, such as 0.5 or 0.000001 (no exponent); " + path + " is " + expected);
                return null;
            }
            c.problems().at(node, path + " must be " + expected + "; found " + Nodes.describe(node));
            return null;
        }).shape(new Shape.Decimal());
    }

    private static boolean isNumber(String text) {
        if (text.length() > 64 || !text.strip().matches("[-+]?[0-9.]+([eE][-+]?[0-9]+)?")) return false;
        try {
            Double.parseDouble(text.strip());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** One of a fixed set of words; a misspelt one gets a suggestion. {@code meaning} says what the word chooses. */
    public static Key<String> word(String name, List<String> words, String meaning) {
        return Key.<String>of(name, "one of " + String.join(", ", words), (node, path, c) -> word(node, path, words, meaning, c.problems()))
                .shape(new Shape.Words(words));
    }

    /** One of {@code words}, mapped to a value (an enum constant, say). */
    public static <T> Key<T> word(String name, List<String> words, String meaning, BiFunction<String, Integer, T> value) {
        return Key.<T>of(name, "one of " + String.join(", ", words), (node, path, c) -> {
            String w = word(node, path, words, meaning, c.problems());
            return w == null ? null : value.apply(w, words.indexOf(w));
        }).shape(new Shape.Words(words));
    }

    public static String word(Node node, String path, List<String> words, String meaning, Problems p) {
        ScalarNode s = Nodes.scalar(node, path, "one of " + String.join(", ", words), p);
        if (s == null) return null;
        String v = s.getValue().trim();
        if (words.contains(v)) return v;
        p.at(s, path + " must be one of " + String.join(", ", words) + " (" + meaning + "), not '" + v + "'"
                + Nodes.suggestion(v, words));
        return null;
    }

    /** Any text. */
    public static Key<String> text(String name) {
        return Key.<String>of(name, "text", (node, path, c) -> {
            ScalarNode s = Nodes.scalar(node, path, "text", c.problems());
            return s == null ? null : s.getValue();
        }).shape(Shape.TEXT);
    }

    /** A list of text values; a single value is accepted as a list of one. */
    public static Key<List<String>> texts(String name) {
        return Key.<List<String>>of(name, "list of text", (node, path, c) -> {
            if (node instanceof ScalarNode s && s.getTag() != Tag.NULL) return List.of(s.getValue());
            if (!(node instanceof SequenceNode seq)) {
                c.problems().at(node, path + " must be a list of text values, e.g. '[a, b]'; found " + Nodes.describe(node));
                return null;
            }
            List<String> out = new ArrayList<>();
            for (Node item : seq.getValue()) {
                if (item instanceof ScalarNode s && s.getTag() != Tag.NULL) out.add(s.getValue());
                else c.problems().at(item, path + ": each entry must be text; found " + Nodes.describe(item));
            }
            return out;
        }).shape(Shape.TEXTS);
    }
}
