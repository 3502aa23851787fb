package varia.game;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Helpers for a family's {@link Views}: facts in order, numbers as pages show them. */
public final class Facts {
    private Facts() {}

    /** Keys and values in order, as a mutable map (values may be null, which {@code Map.of} refuses). */
    public static Map<String, Object> of(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }

    /** A probability as a percentage with {@code decimals} decimals ({@code 6.25 %}). */
    public static String percent(double p, int decimals) { return String.format(Locale.ROOT, "%." + decimals + "f %%", p * 100); }
}
