package varia.interop.importer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The variant file being written: an ordered mapping whose entries are a value (a scalar, a list of
 * scalars, an inline mapping, or a nested block mapping) with an optional comment naming where it
 * came from. {@link #render()} writes it as YAML, block style, comments at the line ends.
 */
final class YamlTree {
    /** A value written inline: a scalar, {@code [a, b]} or {@code {k: v}}; its text is quoted as YAML needs. */
    record Inline(String text) {}

    private record Entry(Object value, List<String> comments) {}

    private final Map<String, Entry> entries = new LinkedHashMap<>();

    /** Sets a scalar (quoted when YAML needs it). */
    YamlTree put(String key, String scalar, String comment) { return putRaw(key, new Inline(quote(scalar)), comment); }

    YamlTree put(String key, int number, String comment) { return putRaw(key, new Inline(Integer.toString(number)), comment); }

    YamlTree put(String key, boolean flag, String comment) { return putRaw(key, new Inline(Boolean.toString(flag)), comment); }

    /** A flow list of scalars: {@code [Q, R, B, N]}. */
    YamlTree list(String key, List<String> items, String comment) {
        List<String> q = new ArrayList<>();
        for (String s : items) q.add(quote(s));
        return putRaw(key, new Inline("[" + String.join(", ", q) + "]"), comment);
    }

    YamlTree putRaw(String key, Inline value, String comment) {
        Entry had = entries.get(key);
        List<String> comments = new ArrayList<>();
        if (had != null && !(had.value instanceof YamlTree)) comments.addAll(had.comments);
        if (comment != null && !comment.isEmpty() && !comments.contains(comment)) comments.add(comment);
        entries.put(key, new Entry(value, comments));
        return this;
    }

    /** The nested mapping under {@code key}, created when missing. */
    YamlTree map(String key) { return map(key, null); }

    YamlTree map(String key, String comment) {
        Entry e = entries.get(key);
        if (e != null && e.value instanceof YamlTree t) {
            if (comment != null && !e.comments.contains(comment)) e.comments.add(comment);
            return t;
        }
        YamlTree t = new YamlTree();
        List<String> comments = new ArrayList<>();
        if (comment != null) comments.add(comment);
        entries.put(key, new Entry(t, comments));
        return t;
    }

    boolean has(String key) { return entries.containsKey(key); }

    boolean isEmpty() { return entries.isEmpty(); }

    void remove(String key) { entries.remove(key); }

    /** The mapping under key, or null. */
    YamlTree child(String key) {
        Entry e = entries.get(key);
        return e != null && e.value instanceof YamlTree t ? t : null;
    }

    /** The inline text under key, or null. */
    String text(String key) {
        Entry e = entries.get(key);
        return e != null && e.value instanceof Inline i ? i.text() : null;
    }

    List<String> keys() { return new ArrayList<>(entries.keySet()); }

    String render() {
        StringBuilder sb = new StringBuilder();
        render(sb, 0);
        return sb.toString();
    }

    private void render(StringBuilder sb, int indent) {
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            String pad = " ".repeat(indent);
            String key = quote(e.getKey());
            Entry v = e.getValue();
            String comment = v.comments.isEmpty() ? "" : "# " + String.join("; ", v.comments);
            if (v.value instanceof YamlTree t) {
                if (t.isEmpty()) {
                    line(sb, pad + key + ": {}", comment);
                    continue;
                }
                line(sb, pad + key + ":", comment);
                t.render(sb, indent + 2);
            } else line(sb, pad + key + ": " + ((Inline) v.value).text(), comment);
        }
    }

    private static void line(StringBuilder sb, String text, String comment) {
        sb.append(text);
        if (!comment.isEmpty()) sb.append(" ".repeat(Math.max(2, 44 - text.length()))).append(comment);
        sb.append('\n');
    }

    /** The scalar as YAML: plain when safe, else double-quoted. */
    static String quote(String s) {
        if (s.matches("[A-Za-z][A-Za-z0-9_.-]*") && !List.of("true", "false", "yes", "no", "on", "off", "null", "y", "n", "~")
                .contains(s.toLowerCase(java.util.Locale.ROOT)) || s.matches("[0-9]+")) return s;
        if (s.matches("[A-Za-z0-9][A-Za-z0-9 _.-]*[A-Za-z0-9]") && !s.matches("[0-9 .-]+")) return s;
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
