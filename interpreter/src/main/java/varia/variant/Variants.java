package varia.variant;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Finds variants: bundled ones by name or alias, others by path. */
public final class Variants {
    private Variants() {}

    private static final class Default {
        static final VariantRegistry REGISTRY = new VariantRegistry(new VariantLoader(), Variants.class.getClassLoader());
    }

    /** The registry behind these static methods (real notation compiler, this class's class loader). */
    public static VariantRegistry registry() { return Default.REGISTRY; }

    /** A bundled variant by key or alias (case-insensitive), or a path to a YAML file. */
    public static Variant resolve(String nameOrPath) throws VariantException {
        return registry().resolve(nameOrPath);
    }

    /**
     * Like {@link #resolve(String)}, with option values (name to value), e.g.
     * {@code resolve("shatar", Map.of("knight-mate", "draw"))}. An alias with options applies
     * its own first; the given ones override them.
     */
    public static Variant resolve(String nameOrPath, Map<String, String> options) throws VariantException {
        return registry().resolve(nameOrPath, options);
    }

    /** Loads one YAML file with option values (name to value). */
    public static Variant load(Path file, Map<String, String> options) throws VariantException {
        return registry().load(file, options);
    }

    /** Loads one YAML file. */
    public static Variant load(Path file) throws VariantException {
        return registry().load(file);
    }

    /**
     * Option values written as text: {@code name=value} pairs separated by commas, semicolons or
     * spaces ({@code "werera=ten-moves, promotion=lost-piece"}), as in a PGN VariantOptions tag.
     *
     * @throws IllegalArgumentException naming the pair that is not {@code NAME=VALUE}
     */
    public static Map<String, String> options(String text) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String pair : text.strip().split("[,;\\s]+")) {
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            if (eq <= 0 || eq == pair.length() - 1)
                throw new IllegalArgumentException("'" + pair + "' is not NAME=VALUE (e.g. werera=ten-moves)");
            out.put(pair.substring(0, eq), pair.substring(eq + 1));
        }
        return out;
    }

    /** Keys of all bundled variants, sorted. */
    public static List<String> bundled() {
        return registry().bundled();
    }
}
