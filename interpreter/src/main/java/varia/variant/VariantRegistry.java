package varia.variant;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The bundled variants (YAML files on the class path under {@value #RESOURCE_DIR}, found by
 * listing that folder in directories and jars alike) and name resolution. Loaded bundled
 * variants are cached.
 */
public final class VariantRegistry {
    /** Class-path folder of the bundled variant files. */
    public static final String RESOURCE_DIR = "varia/variants/";

    private final VariantLoader loader;
    private final ClassLoader classLoader;
    private volatile Index index;
    private final Map<String, Variant> cache = new ConcurrentHashMap<>();

    /**
     * key -> resource name; lower-case key or alias -> the variant and the alias's options; race
     * games ({@code game: race}, read by {@code varia.race}) key -> resource, kept apart from the
     * engine's variants.
     */
    private record Index(Map<String, String> resources, Map<String, Target> names, Map<String, String> races) {}

    /** What a name selects: a bundled key and the options its alias sets (empty for the key itself). */
    private record Target(String key, Map<String, String> options) {}

    public VariantRegistry(VariantLoader loader, ClassLoader classLoader) {
        this.loader = loader;
        this.classLoader = classLoader;
    }

    /** Keys of all bundled variants, sorted (the engine's games; race games are {@link #bundledRaces()}). */
    public List<String> bundled() { return List.copyOf(index().resources.keySet()); }

    /** Keys of the bundled race games (files whose top level says {@code game: race}), sorted. */
    public List<String> bundledRaces() { return List.copyOf(index().races.keySet()); }

    /** The text of a bundled race game by key (case-insensitive), or null when there is none of that name. */
    public String bundledRaceText(String key) throws VariantException {
        String resource = key == null ? null : index().races.get(key.trim().toLowerCase(Locale.ROOT));
        if (resource == null) return null;
        try (InputStream in = classLoader.getResourceAsStream(resource)) {
            if (in == null) throw VariantLoader.single(resource, "bundled file is missing from the class path");
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw VariantLoader.single(resource, "cannot read the bundled file: " + e.getMessage());
        }
    }

    /**
     * A bundled variant by key or alias (case-insensitive), or a YAML file by path (anything
     * ending in .yaml/.yml or containing a path separator, or an existing file).
     */
    public Variant resolve(String nameOrPath) throws VariantException {
        return resolve(nameOrPath, Map.of());
    }

    /**
     * Like {@link #resolve(String)}, with option values (name to value). An alias with options
     * ({@code janggicasual}) applies its own first; the given ones override them.
     */
    public Variant resolve(String nameOrPath, Map<String, String> options) throws VariantException {
        Map<String, String> given = options == null ? Map.of() : options;
        String q = nameOrPath == null ? "" : nameOrPath.trim();
        if (q.isEmpty()) throw VariantLoader.single("<variant>", "no variant given; the bundled variants are " + String.join(", ", bundled()));
        String lower = q.toLowerCase(Locale.ROOT);
        boolean looksLikePath = lower.endsWith(".yaml") || lower.endsWith(".yml") || q.contains("/") || q.contains("\\");
        if (!looksLikePath) {
            if (index().races.containsKey(lower)) throw VariantLoader.single(q, VariantLoader.raceGameMessage(q));
            Target target = index().names.get(lower);
            if (target != null) {
                Map<String, String> merged = new LinkedHashMap<>(target.options());
                merged.putAll(given);
                return bundledVariant(target.key(), merged);
            }
            Path p = path(q);
            if (Files.isRegularFile(p)) return loader.load(p, given);
            List<String> names = new ArrayList<>(index().names.keySet());
            names.addAll(index().races.keySet());
            String guess = varia.yaml.Suggestions.closest(lower, names);
            throw VariantLoader.single(q, "unknown variant '" + q + "'"
                    + (guess != null ? "; did you mean '" + guess + "'?" : "")
                    + " The bundled variants are " + String.join(", ", bundled())
                    + "; a variant file is given by its path (e.g. my-game.yaml)");
        }
        return loader.load(path(q), given);
    }

    /** A name as a path; one the file system cannot even name (a NUL in it) is an unknown variant. */
    private static Path path(String q) throws VariantException {
        try {
            return Path.of(q);
        } catch (java.nio.file.InvalidPathException e) {
            throw VariantLoader.single(varia.io.Printable.shorten(q), "not a variant name nor a usable path (" + e.getReason() + ")");
        }
    }

    /** Loads a file by path (not cached: the author may be editing it). */
    public Variant load(Path file) throws VariantException { return loader.load(file); }

    /** Loads a file by path with option values (name to value). */
    public Variant load(Path file, Map<String, String> options) throws VariantException {
        return loader.load(file, options == null ? Map.of() : options);
    }

    /** A bundled variant by exact key, loaded once. */
    public Variant bundledVariant(String key) throws VariantException { return bundledVariant(key, Map.of()); }

    /** A bundled variant by exact key with option values, loaded once per distinct choice. */
    public Variant bundledVariant(String key, Map<String, String> options) throws VariantException {
        String cacheKey = key + (options.isEmpty() ? "" : "?" + new TreeMap<>(options));
        Variant v = cache.get(cacheKey);
        if (v != null) return v;
        String resource = index().resources.get(key);
        if (resource == null) throw VariantLoader.single(key, "no bundled variant '" + key + "'");
        byte[] bytes;
        try (InputStream in = classLoader.getResourceAsStream(resource)) {
            if (in == null) throw VariantLoader.single(resource, "bundled file is missing from the class path");
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw VariantLoader.single(resource, "cannot read the bundled file: " + e.getMessage());
        }
        v = loader.load(key, resource, bytes, options);
        Variant previous = cache.putIfAbsent(cacheKey, v);
        return previous != null ? previous : v;
    }

    private Index index() {
        Index i = index;
        if (i == null) {
            synchronized (this) {
                if (index == null) index = buildIndex();
                i = index;
            }
        }
        return i;
    }

    private Index buildIndex() {
        Map<String, String> resources = new TreeMap<>();
        Map<String, String> races = new TreeMap<>();
        for (String file : listResourceFiles()) {
            String key = VariantLoader.keyOf(file);
            String resource = RESOURCE_DIR + file;
            if (isRace(resource)) races.putIfAbsent(key.toLowerCase(Locale.ROOT), resource);
            else resources.putIfAbsent(key, resource);
        }
        Map<String, Target> names = new LinkedHashMap<>();
        for (String key : resources.keySet()) names.put(key.toLowerCase(Locale.ROOT), new Target(key, Map.of()));
        for (Map.Entry<String, String> e : resources.entrySet()) {
            try (InputStream in = classLoader.getResourceAsStream(e.getValue())) {
                if (in == null) continue;
                String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
                for (VariantLoader.Alias alias : VariantLoader.peekAliases(text)) {
                    names.putIfAbsent(alias.name().toLowerCase(Locale.ROOT), new Target(e.getKey(), alias.options()));
                }
            } catch (IOException ignored) {
                // the full load reports unreadable files
            }
        }
        return new Index(Collections.unmodifiableMap(resources), Collections.unmodifiableMap(names), Collections.unmodifiableMap(races));
    }

    private boolean isRace(String resource) {
        try (InputStream in = classLoader.getResourceAsStream(resource)) {
            return in != null && "race".equals(VariantLoader.peekGame(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)));
        } catch (IOException e) {
            return false;
        }
    }

    /** File names (no folder) of *.yaml directly under the resource folder, from every class-path root. */
    private List<String> listResourceFiles() {
        List<String> out = new ArrayList<>();
        try {
            Enumeration<URL> roots = classLoader.getResources(RESOURCE_DIR.substring(0, RESOURCE_DIR.length() - 1));
            while (roots.hasMoreElements()) listUrl(roots.nextElement(), out);
        } catch (IOException ignored) {
            // nothing listable
        }
        if (out.isEmpty()) {
            // jars built without directory entries: look inside the jar this class came from
            try {
                URL self = VariantRegistry.class.getProtectionDomain().getCodeSource().getLocation();
                Path p = Path.of(self.toURI());
                if (Files.isRegularFile(p)) listJar(new JarFile(p.toFile()), true, out);
            } catch (IOException | URISyntaxException | RuntimeException ignored) {
                // no code source
            }
        }
        return out;
    }

    private static void listUrl(URL url, List<String> out) throws IOException {
        if (url.getProtocol().equals("file")) {
            try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
                files.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".yaml"))
                        .forEach(f -> out.add(f.getFileName().toString()));
            } catch (URISyntaxException e) {
                throw new IOException(e);
            }
        } else if (url.getProtocol().equals("jar")) {
            URLConnection c = url.openConnection();
            c.setUseCaches(false);
            if (c instanceof JarURLConnection jc) listJar(jc.getJarFile(), true, out);
        }
    }

    private static void listJar(JarFile jar, boolean close, List<String> out) throws IOException {
        try {
            Enumeration<JarEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                String name = entries.nextElement().getName();
                if (name.startsWith(RESOURCE_DIR) && name.endsWith(".yaml")
                        && name.indexOf('/', RESOURCE_DIR.length()) < 0) {
                    out.add(name.substring(RESOURCE_DIR.length()));
                }
            }
        } finally {
            if (close) jar.close();
        }
    }
}
