package varia.web;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import varia.io.Printable;
import varia.variant.OptionChoice;

/**
 * Option values as a request gives them, checked against the file's declared options before they
 * select or key anything: a name or value must be exactly one the file declares (a value padded
 * with spaces or control characters is refused, not trimmed), and values equal to the default are
 * dropped, so that every spelling of one choice is one cache key. The server's one way to read
 * option values, for every family.
 */
final class CanonicalOptions {
    /** Longer names or values are refused without looking for a close one (the look would cost time). */
    static final int MAX_TEXT = 100;

    private CanonicalOptions() {}

    /**
     * The choices that differ from the defaults, sorted by name.
     *
     * @param what the game, for messages ({@code makruk})
     * @throws IllegalArgumentException naming the unknown option or value (a 400)
     */
    static Map<String, String> of(List<OptionChoice> declared, Map<String, String> given, String what) {
        Map<String, String> out = new TreeMap<>();
        if (given == null || given.isEmpty()) return out;
        if (given.size() > declared.size())
            throw new IllegalArgumentException(what + " has " + declared.size() + " option" + (declared.size() == 1 ? "" : "s")
                    + ", not " + given.size());
        for (Map.Entry<String, String> e : given.entrySet()) {
            String name = e.getKey(), value = e.getValue();
            OptionChoice o = find(declared, name);
            if (o == null) throw new IllegalArgumentException("unknown option '" + quote(name) + "' of " + what
                    + (declared.isEmpty() ? " (it has none)" : "; its options are " + String.join(", ", declared.stream().map(OptionChoice::name).toList())));
            if (value == null || o.values().stream().noneMatch(v -> v.name().equals(value)))
                throw new IllegalArgumentException("'" + quote(value) + "' is not a value of the option '" + o.name() + "' of " + what
                        + padding(value) + "; its values are " + String.join(", ", o.values().stream().map(OptionChoice.Value::name).toList()));
            if (!value.equals(o.defaultValue())) out.put(name, value);
        }
        return out;
    }

    /** The choices as one key part: {@code counting=fairy-stockfish,...}, empty for the defaults. */
    static String key(Map<String, String> canonical) {
        StringBuilder b = new StringBuilder();
        canonical.forEach((k, v) -> b.append(b.length() == 0 ? "" : ",").append(k).append('=').append(v));
        return b.toString();
    }

    private static OptionChoice find(List<OptionChoice> declared, String name) {
        if (name == null || name.length() > MAX_TEXT) return null;
        for (OptionChoice o : declared) if (o.name().equals(name)) return o;
        return null;
    }

    private static String padding(String value) {
        if (value == null || value.isEmpty()) return "";
        return value.strip().length() != value.length() || value.chars().anyMatch(c -> c < ' ' || c == 0x7F)
                ? " (spaces and control characters are not part of a value)" : "";
    }

    private static String quote(String s) { return s == null ? "null" : Printable.shorten(s); }
}
