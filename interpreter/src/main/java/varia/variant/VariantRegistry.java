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
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import varia.memory.BoundedCache;
import varia.memory.HeapBudget;
import varia.memory.LoadSlots;
import varia.memory.Sizes;

/**
 * The bundled variants (YAML files on the class path under {@value #RESOURCE_DIR}, found by
 * listing that folder in directories and jars alike), the user's variant folders
 * ({@link VariantFolders}), and name resolution. Loaded variants are cached (a folder's file
 * until it changes).
 */
public final class VariantRegistry {
    /** Class-path folder of the bundled variant files. */
    public static final String RESOURCE_DIR = "varia/variants/";

    private final VariantLoader loader;
    private final ClassLoader classLoader;
    private final List<Path> folders;
    private volatile Index index;
    /** Bundled variants by key and option values (bounded: a server asks for many option mixes). */
    private final BoundedCache<String, Variant> cache;
    private final BoundedCache<String, FolderVariant> folderCache = new BoundedCache<>("folder variants", 256,
            HeapBudget.VARIANTS.bytes() / 4, f -> Sizes.of(f.variant()));

    /**
     * key -> resource name; the folders' files by key; lower-case key or alias -> the variant and
     * the alias's options; the other families' games by their {@code game} word ({@code race}, read
     * by {@code varia.race}; {@code dice-chess}, read by {@code varia.dice}), key -> resource, kept
     * apart from the engine's variants.
     */
    private record Index(Map<String, String> resources, Map<String, VariantFolders.Entry> files, Map<String, Named> names,
                         Map<String, Map<String, String>> families) {
        /** The bundled games of the other families, key -> resource: {@code game: race} and {@code game: dice-chess}. */
        Map<String, String> games(String kind) { return families.getOrDefault(kind, Map.of()); }

        /** The family of a bundled key ("race", "dice-chess"), or null for the engine's. */
        String familyOf(String lowerKey) {
            for (Map.Entry<String, Map<String, String>> e : families.entrySet()) if (e.getValue().containsKey(lowerKey)) return e.getKey();
            return null;
        }
    }

    /** What a name selects: a bundled or folder key and the options its alias sets (empty for the key itself). */
    public record Named(String key, Map<String, String> options) {}

    /** A folder's variant as loaded, with the file's time and size then. */
    private record FolderVariant(long modified, long size, Variant variant) {}

    public VariantRegistry(VariantLoader loader, ClassLoader classLoader) {
        this(loader, classLoader, List.of());
    }

    /** A registry that also offers the variant files of {@code folders} (the first folder holding a key wins). */
    public VariantRegistry(VariantLoader loader, ClassLoader classLoader, List<Path> folders) {
        this(loader, classLoader, folders, new BoundedCache<>("bundled variants", 256, HeapBudget.VARIANTS.bytes() / 4, Sizes::of));
    }

    private VariantRegistry(VariantLoader loader, ClassLoader classLoader, List<Path> folders, BoundedCache<String, Variant> cache) {
        this.loader = loader;
        this.classLoader = classLoader;
        this.folders = List.copyOf(folders);
        this.cache = cache;
    }

    /** This registry with {@code first} searched before its own folders (sharing the loaded bundled variants). */
    public VariantRegistry withFolders(List<Path> first) {
        List<Path> all = new ArrayList<>(first);
        for (Path f : folders) if (!all.contains(f)) all.add(f);
        return new VariantRegistry(loader, classLoader, all, cache);
    }

    /** The variant folders searched, in order (existing or not). */
    public List<Path> folders() { return folders; }

    /** Keys of all bundled variants, sorted (the engine's games; race games are {@link #bundledRaces()}). */
    public List<String> bundled() { return List.copyOf(index().resources.keySet()); }

    /**
     * The names (keys and aliases, lower case) that select a bundled variant, read from the files'
     * {@code aliases} without loading them (a load sets up and compiles the variant).
     */
    public java.util.Set<String> bundledNames() {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (Map.Entry<String, Named> e : index().names.entrySet())
            if (index().resources.containsKey(e.getValue().key()) && !index().files.containsKey(e.getValue().key())) out.add(e.getKey());
        return out;
    }

    /**
     * What a key or alias of a bundled variant selects (case-insensitive): its key and the options
     * the alias sets; null when the name selects no bundled variant.
     */
    public Named bundledName(String name) {
        Named t = name == null ? null : index().names.get(name.trim().toLowerCase(Locale.ROOT));
        return t != null && index().resources.containsKey(t.key()) && !index().files.containsKey(t.key()) ? t : null;
    }

    /** Keys of the folders' variants (a key the bundled ones have is prefixed 'local-'), sorted. */
    public List<String> folderKeys() { return index().files.keySet().stream().sorted().toList(); }

    /** Every key: the bundled ones, then the folders'. */
    public List<String> keys() {
        List<String> out = new ArrayList<>(bundled());
        out.addAll(folderKeys());
        return out;
    }

    /** The file of a folder's variant selected by this key or alias, or null (a bundled or unknown name). */
    public Path file(String name) {
        Named t = name == null ? null : index().names.get(name.trim().toLowerCase(Locale.ROOT));
        VariantFolders.Entry e = t == null ? null : index().files.get(t.key());
        return e == null ? null : e.file();
    }

    /** Keys of the bundled race games (files whose top level says {@code game: race}), sorted. */
    public List<String> bundledRaces() { return bundledGames("race"); }

    /** Keys of the bundled games of another family ({@code game: race}, {@code game: dice-chess}), sorted. */
    public List<String> bundledGames(String kind) { return List.copyOf(index().games(kind).keySet()); }

    /** The text of a bundled game of another family by key (case-insensitive), or null when there is none of that name. */
    public String bundledGameText(String kind, String key) throws VariantException {
        String resource = key == null ? null : index().games(kind).get(key.trim().toLowerCase(Locale.ROOT));
        if (resource == null) return null;
        try (InputStream in = classLoader.getResourceAsStream(resource)) {
            if (in == null) throw VariantLoader.single(resource, "bundled file is missing from the class path");
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw VariantLoader.single(resource, "cannot read the bundled file: " + e.getMessage());
        }
    }

    /**
     * A bundled or folder variant by key or alias (case-insensitive), or a YAML file by path
     * (anything ending in .yaml/.yml or containing a path separator). A bare name is never read
     * as a file of the current directory.
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
        VariantSource foreign = VariantSource.of(q);
        if (foreign != null) return foreign.load(q, given); // another format: a Fairy-Stockfish ini's section
        if (!looksLikePath(q)) return byName(q, given);
        Path file;
        try {
            file = Path.of(q);
        } catch (java.nio.file.InvalidPathException e) {
            throw VariantLoader.single(q, "not a usable file name: " + e.getReason());
        }
        return loader.load(file, given);
    }

    /** Does this argument name a file rather than a variant: it ends in .yaml/.yml or holds a path separator. */
    public static boolean looksLikePath(String nameOrPath) {
        String q = nameOrPath.trim(), lower = q.toLowerCase(Locale.ROOT);
        return lower.endsWith(".yaml") || lower.endsWith(".yml") || q.contains("/") || q.contains("\\");
    }

    /**
     * A variant by key or alias only, never by path (for requests that must not reach the file
     * system by a name: the web server's): bundled first, then the folders'.
     */
    public Variant byName(String name, Map<String, String> options) throws VariantException {
        Map<String, String> given = options == null ? Map.of() : options;
        String q = name == null ? "" : name.trim();
        String lower = q.toLowerCase(Locale.ROOT);
        String family = index().familyOf(lower);
        if (family != null) throw VariantLoader.single(q, VariantLoader.otherFamilyMessage(q, varia.game.Families.byWord(family)));
        Named target = index().names.get(lower);
        if (target == null && !folders.isEmpty()) {
            synchronized (this) { index = null; } // a file added to a folder since the index was built
            target = index().names.get(lower);
        }
        if (target == null) {
            List<String> names = new ArrayList<>(index().names.keySet());
            for (Map<String, String> games : index().families.values()) names.addAll(games.keySet());
            String guess = varia.yaml.Suggestions.closest(lower, names);
            List<String> own = folderKeys();
            throw VariantLoader.single(q, "unknown variant '" + q + "'"
                    + (guess != null ? "; did you mean '" + guess + "'?" : "")
                    + " The bundled variants are " + String.join(", ", bundled())
                    + (own.isEmpty() ? "" : "; the variant folders offer " + String.join(", ", own))
                    + "; a variant file is given by its path (e.g. my-game.yaml)");
        }
        Map<String, String> merged = new LinkedHashMap<>(target.options());
        merged.putAll(given);
        VariantFolders.Entry file = index().files.get(target.key());
        return file != null ? folderVariant(file, merged) : bundledVariant(target.key(), merged);
    }

    /** A folder's variant with option values, loaded again when its file changed. */
    private Variant folderVariant(VariantFolders.Entry e, Map<String, String> options) throws VariantException {
        long modified, size;
        try {
            modified = Files.getLastModifiedTime(e.file()).toMillis();
            size = Files.size(e.file());
        } catch (IOException ex) {
            throw VariantLoader.single(e.file().toString(), "cannot read the file: " + ex.getMessage());
        }
        String cacheKey = e.file() + (options.isEmpty() ? "" : "?" + new TreeMap<>(options));
        FolderVariant had = folderCache.get(cacheKey);
        if (had != null && had.modified == modified && had.size == size) return had.variant;
        Variant loaded = loader.load(e.file(), options);
        if (!loaded.key().equals(e.key())) { // a folder file whose stem a bundled variant has: keyed 'local-...'
            byte[] bytes;
            try {
                bytes = varia.io.BoundedFiles.read(e.file(), 4L * varia.yaml.YamlSource.MAX_CODE_POINTS, "variant file");
            } catch (IOException ex) {
                throw VariantLoader.single(e.file().toString(), "cannot read the file: " + ex.getMessage());
            }
            loaded = loader.load(e.key(), e.file().toString(), bytes, options);
        }
        folderCache.put(cacheKey, new FolderVariant(modified, size, loaded));
        return loaded;
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
        // one load per key however many ask at once, and a few loads at a time (LoadSlots)
        return LoadSlots.cached(cache, cacheKey, () -> loadBundled(key, options));
    }

    private Variant loadBundled(String key, Map<String, String> options) throws VariantException {
        Variant v;
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
        return v;
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
        Map<String, List<VariantLoader.Alias>> aliases = new TreeMap<>();
        Map<String, Map<String, String>> families = new TreeMap<>();
        for (String file : listResourceFiles()) {
            String key = VariantLoader.keyOf(file);
            String resource = RESOURCE_DIR + file;
            VariantLoader.Peek peek = peek(resource); // each bundled file composed once: its family word and its aliases
            if (peek.game() != null && varia.game.Families.byWord(peek.game()) != null)
                families.computeIfAbsent(peek.game(), k -> new TreeMap<>()).putIfAbsent(key.toLowerCase(Locale.ROOT), resource);
            else if (resources.putIfAbsent(key, resource) == null) aliases.put(key, peek.aliases());
        }
        Map<String, Named> names = new LinkedHashMap<>();
        for (String key : resources.keySet()) names.put(key.toLowerCase(Locale.ROOT), new Named(key, Map.of()));
        Map<String, VariantFolders.Entry> files = VariantFolders.index(folders, resources.keySet());
        for (Map.Entry<String, List<VariantLoader.Alias>> e : aliases.entrySet())
            for (VariantLoader.Alias alias : e.getValue())
                names.putIfAbsent(alias.name().toLowerCase(Locale.ROOT), new Named(e.getKey(), alias.options()));
        // the folders' names come after every bundled one: a user's file never hides a bundled name
        for (String key : files.keySet()) names.putIfAbsent(key.toLowerCase(Locale.ROOT), new Named(key, Map.of()));
        for (VariantFolders.Entry e : files.values())
            for (VariantLoader.Alias alias : e.aliases())
                names.putIfAbsent(alias.name().toLowerCase(Locale.ROOT), new Named(e.key(), alias.options()));
        return new Index(Collections.unmodifiableMap(resources), Collections.unmodifiableMap(files), Collections.unmodifiableMap(names),
                Collections.unmodifiableMap(families));
    }

    /** A bundled file's family word and aliases ({@link VariantLoader#peek}); unreadable: none (the full load reports it). */
    private VariantLoader.Peek peek(String resource) {
        try (InputStream in = classLoader.getResourceAsStream(resource)) {
            return in == null ? VariantLoader.Peek.NONE : VariantLoader.peek(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        } catch (IOException e) {
            return VariantLoader.Peek.NONE;
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
