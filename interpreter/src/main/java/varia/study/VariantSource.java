package varia.study;

import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import varia.game.Families;
import varia.game.Family;
import varia.game.Game;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * Where a study's game comes from, in a form that travels to other threads and machines: a
 * bundled game's name, or the text of its file (a cluster's executors cannot read the driver's
 * files), and its family. {@link #game} is the only place this package turns it into a
 * {@link Game}; {@link #load} gives an engine's variant as the engine's model (records, batch).
 *
 * @param name   what the user wrote (a bundled key or alias, or a file path)
 * @param key    the game's key
 * @param yaml   the file's text, or null for a bundled game
 * @param family the family's {@code game:} word, or null for the engine's variants
 */
public record VariantSource(String name, String key, String yaml, String family) implements Serializable {
    /** Variant files are small; a larger one is refused before it is shipped anywhere. */
    static final long MAX_FILE_BYTES = 4L << 20;

    /** Loaded games: the engine keeps per-variant tables, so each choice of options is loaded once per JVM. */
    private static final Map<String, Game> CACHE = new ConcurrentHashMap<>();

    /** An engine's variant (the source as before families). */
    public VariantSource(String name, String key, String yaml) { this(name, key, yaml, null); }

    /**
     * Resolves a name or path now (so a bad name fails before any work starts, with the
     * registry's message and suggestion) and keeps what a worker needs to load it again.
     */
    public static VariantSource of(String nameOrPath) throws VariantException {
        Family f = Families.of(nameOrPath);
        Game g = f.find(nameOrPath, Map.of());
        if (g == null) g = Families.find(nameOrPath, Map.of());
        boolean path = varia.variant.VariantRegistry.looksLikePath(nameOrPath);
        if (!path && (f.word() == null ? Variants.bundled() : f.bundled()).contains(g.key()))
            return new VariantSource(nameOrPath.strip(), g.key(), null, f.word());
        // a file by path, or a variant folder's file: the workers get its text
        Path file = path || f.word() != null ? Path.of(nameOrPath.strip()) : Variants.registry().file(nameOrPath);
        try {
            if (Files.size(file) > MAX_FILE_BYTES) throw new IllegalArgumentException(file + ": too large for a variant file");
            return new VariantSource(nameOrPath.strip(), g.key(), Files.readString(file, StandardCharsets.UTF_8), f.word());
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read the variant file: " + e.getMessage());
        }
    }

    /** The game with these option values (name to value), loaded once per JVM. */
    public Game game(Map<String, String> options) throws VariantException {
        String cacheKey = name + '\u0000' + family + '\u0000' + (yaml == null ? "" : Integer.toHexString(yaml.hashCode())) + '\u0000'
                + new java.util.TreeMap<>(options);
        Game g = CACHE.get(cacheKey);
        if (g != null) return g;
        Family f = family == null ? Families.engine() : Families.byWord(family);
        if (f == null) throw new IllegalStateException("no family reads 'game: " + family + "' here");
        g = yaml == null ? f.find(name, options) : f.load(key, name, yaml, options);
        Game had = CACHE.putIfAbsent(cacheKey, g);
        return had != null ? had : g;
    }

    /** The engine's variant with these option values (an engine's game only), loaded once per JVM. */
    public Variant load(Map<String, String> options) throws VariantException {
        if (family != null) throw new IllegalArgumentException(key + " is a game of another family ('game: " + family + "'), not an engine's variant");
        return ((varia.engine.game.EngineGame) game(options)).variant();
    }
}
