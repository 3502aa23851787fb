package varia.study;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One arm of a study: a choice of the variant's option values, played {@code games} times.
 *
 * @param index   position in the study (0-based)
 * @param options every option value the study sets for this arm (fixed ones and compared ones)
 * @param label   the compared values only ({@code elephant=silver}), or "defaults" / the fixed options when nothing is compared
 */
public record Arm(int index, Map<String, String> options, String label) implements Serializable {
    public Arm {
        options = new LinkedHashMap<>(options); // serializable, keeps the user's order
        options = java.util.Collections.unmodifiableMap(options);
    }

    /** The options as a PGN VariantOptions tag writes them: {@code elephant=silver, ruleset=seed-004}. */
    public String optionsText() { return text(options); }

    /** Option values as text: {@code name=value} pairs separated by ", " (what {@code Variants.options} reads back). */
    public static String text(Map<String, String> options) {
        StringBuilder sb = new StringBuilder();
        for (var e : options.entrySet()) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.toString();
    }
}
