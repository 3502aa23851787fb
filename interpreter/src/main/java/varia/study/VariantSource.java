package varia.study;

import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.variant.Variants;

/**
 * Where a study's variant comes from, in a form that travels to other threads and machines: a
 * bundled variant's name, or the text of a variant file (a cluster's executors cannot read the
 * driver's files). {@link #load} is the only place this package turns it into a {@link Variant}.
 *
 * @param name what the user wrote (a bundled key or alias, or a file path)
 * @param key  the variant's key
 * @param yaml the variant file's text, or null for a bundled variant
 */
public record VariantSource(String name, String key, String yaml) implements Serializable {
    /** Variant files are small; a larger one is refused before it is shipped anywhere. */
    static final long MAX_FILE_BYTES = 4L << 20;

    /** Loaded variants: the engine keeps per-variant tables, so each choice of options is loaded once per JVM. */
    private static final Map<String, Variant> CACHE = new ConcurrentHashMap<>();
    private static final VariantLoader LOADER = new VariantLoader();

    /**
     * Resolves a name or path now (so a bad name fails before any work starts, with the
     * registry's message and suggestion) and keeps what a worker needs to load it again.
     */
    public static VariantSource of(String nameOrPath) throws VariantException {
        Variant v = Variants.resolve(nameOrPath);
        boolean path = varia.variant.VariantRegistry.looksLikePath(nameOrPath);
        if (!path && Variants.bundled().contains(v.key())) return new VariantSource(nameOrPath.strip(), v.key(), null);
        // a file by path, or a variant folder's file: the workers get its text
        Path file = path ? Path.of(nameOrPath.strip()) : Variants.registry().file(nameOrPath);
        try {
            if (Files.size(file) > MAX_FILE_BYTES) throw new IllegalArgumentException(file + ": too large for a variant file");
            return new VariantSource(nameOrPath.strip(), v.key(), Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read the variant file: " + e.getMessage());
        }
    }

    /** The variant with these option values (name to value), loaded once per JVM. */
    public Variant load(Map<String, String> options) throws VariantException {
        String cacheKey = name + '\u0000' + (yaml == null ? "" : Integer.toHexString(yaml.hashCode())) + '\u0000' + new java.util.TreeMap<>(options);
        Variant v = CACHE.get(cacheKey);
        if (v != null) return v;
        v = yaml == null ? Variants.resolve(name, options) : LOADER.load(key, name, yaml, options);
        Variant had = CACHE.putIfAbsent(cacheKey, v);
        return had != null ? had : v;
    }
}
