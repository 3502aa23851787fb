package varia.variant;

import java.nio.file.Path;
import java.util.List;

/** Finds variants: bundled ones by name or alias, others by path. */
public final class Variants {
    private Variants() {}

    /** A bundled variant by key or alias (case-insensitive), or a path to a YAML file. */
    public static Variant resolve(String nameOrPath) throws VariantException {
        throw new UnsupportedOperationException("TODO: registry");
    }

    /** Loads one YAML file. */
    public static Variant load(Path file) throws VariantException {
        throw new UnsupportedOperationException("TODO: loader");
    }

    /** Keys of all bundled variants, sorted. */
    public static List<String> bundled() {
        throw new UnsupportedOperationException("TODO: registry");
    }
}
