package varia.interop.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import varia.variant.RuleKey;

/**
 * The ini section being written (keys in order, each with the Varia key it came from as a comment)
 * and what Varia's file says that no ini key can (each with the Varia key that says it).
 */
final class Out {
    private final Map<String, String[]> keys = new LinkedHashMap<>();
    final List<String> missing = new ArrayList<>();
    final List<String> notes = new ArrayList<>();
    final Set<RuleKey<?>> said = new LinkedHashSet<>();

    void put(String key, String value, String from) { keys.put(key, new String[] {value, from}); }

    String get(String key) { return keys.containsKey(key) ? keys.get(key)[0] : null; }

    /** A rule with no ini key: the Varia key that says it, and what it is. */
    void missing(String variaKey, String what) {
        String line = variaKey + ": " + what;
        if (!missing.contains(line)) missing.add(line);
    }

    void said(RuleKey<?> key) { said.add(key); }

    String render(String name) {
        StringBuilder sb = new StringBuilder("[" + name + "]\n");
        for (Map.Entry<String, String[]> e : keys.entrySet()) {
            if (e.getValue()[1] != null) sb.append("# ").append(e.getValue()[1]).append('\n');
            sb.append(e.getKey()).append(" = ").append(e.getValue()[0]).append('\n');
        }
        return sb.toString();
    }
}
