package varia.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.variant.Variants;

/**
 * The variants the server offers, by key: the bundled ones, the YAML files of a folder
 * ({@code --variants DIR}, read again whenever they change), and files pasted on the author page
 * (kept in memory only, the oldest forgotten past {@link #MAX_AUTHORED}). The server's one door
 * into the variant loader.
 */
final class VariantCatalog {
    /** Largest variant file accepted from the author page, in characters. */
    static final int MAX_SOURCE_CHARS = 200_000;
    static final int MAX_AUTHORED = 200;
    static final int MAX_FOLDER_FILES = 200;

    record Entry(String key, String name, List<String> aliases, String origin, int files, int ranks, String source) {}

    /**
     * What checking a text found: the variant or race game (both null when it failed) and each
     * problem at its line and column.
     */
    record Checked(Variant variant, String key, List<varia.yaml.Diagnostic> problems) {}

    private final Path folder;
    private final Map<String, Variant> authored = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override protected boolean removeEldestEntry(Map.Entry<String, Variant> e) { return size() > MAX_AUTHORED; }
    });
    private final Map<String, String> authoredText = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override protected boolean removeEldestEntry(Map.Entry<String, String> e) { return size() > MAX_AUTHORED; }
    });
    private final AtomicLong nextAuthored = new AtomicLong(1);
    private final VariantLoader loader = new VariantLoader();
    private final Map<Path, Loaded> folderCache = new java.util.concurrent.ConcurrentHashMap<>();

    private record Loaded(long modified, Variant variant, String error) {}

    VariantCatalog(Path folder) { this.folder = folder; }

    /** All offered variants: bundled first (by key), then the folder's, then the authored ones. */
    List<Entry> list() {
        List<Entry> out = new ArrayList<>();
        for (String key : Variants.bundled()) {
            try {
                out.add(entry(Variants.registry().bundledVariant(key), key, "bundled"));
            } catch (VariantException e) {
                // a broken bundled file is a build defect; the tests catch it, the list skips it
            }
        }
        for (Map.Entry<String, Path> f : folderFiles().entrySet()) {
            Loaded l = loadFolderFile(f.getValue());
            if (l.variant() != null) out.add(entry(l.variant(), f.getKey(), "folder"));
        }
        synchronized (authored) {
            for (Map.Entry<String, Variant> a : authored.entrySet()) out.add(entry(a.getValue(), a.getKey(), "authored"));
        }
        return out;
    }

    private static Entry entry(Variant v, String key, String source) {
        return new Entry(key, v.name(), v.aliases(), v.origin(), v.files(), v.ranks(), source);
    }

    /** The variant with this key and option values. */
    Variant get(String key, Map<String, String> options) throws VariantException, NotFound {
        if (key == null || key.isBlank()) throw new NotFound("no variant given");
        Map<String, String> opts = options == null ? Map.of() : options;
        if (Variants.bundled().contains(key)) return Variants.registry().bundledVariant(key, opts);
        Path file = folderFiles().get(key);
        if (file != null) return opts.isEmpty() ? loadOrThrow(file) : loader.load(file, opts);
        String text = authoredText.get(key);
        if (text != null) return opts.isEmpty() ? authored.get(key) : loader.load(key, key, text, opts);
        throw new NotFound("no variant '" + key + "'");
    }

    /** The text of a variant's file (bundled, folder or authored), for the author page. */
    String source(String key) throws NotFound {
        if (Variants.bundled().contains(key)) {
            try (var in = getClass().getClassLoader().getResourceAsStream("varia/variants/" + key + ".yaml")) {
                if (in != null) return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new NotFound("cannot read the bundled file of '" + key + "'");
            }
        }
        Path file = folderFiles().get(key);
        if (file != null) {
            try {
                return Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new NotFound("cannot read " + file.getFileName());
            }
        }
        String text = authoredText.get(key);
        if (text != null) return text;
        throw new NotFound("no variant '" + key + "'");
    }

    /**
     * Checks a pasted variant file as {@code varia check} does (load, then the setup); when it
     * loads, it is kept under a new key so that it can be played and studied at once.
     */
    Checked check(String name, String text) {
        String key = newAuthoredKey();
        String origin = origin(name);
        try {
            Variant v = loader.load(key, origin, text, Map.of());
            varia.engine.Position.start(v);
            authored.put(key, v);
            authoredText.put(key, text);
            return new Checked(v, key, List.of());
        } catch (VariantException e) {
            return new Checked(null, null, e.diagnostics());
        } catch (RuntimeException e) {
            return new Checked(null, null, List.of(new varia.yaml.Diagnostic(origin, 0, 0, e.getMessage())));
        }
    }

    /** A new key for a pasted file, chess-like or race: {@code authored-N}. */
    String newAuthoredKey() { return "authored-" + nextAuthored.getAndIncrement(); }

    /** The name a pasted file's problems are reported under. */
    static String origin(String name) { return name == null || name.isBlank() ? "variant.yaml" : name.strip(); }

    private Variant loadOrThrow(Path file) throws VariantException {
        Loaded l = loadFolderFile(file);
        if (l.variant() == null) return loader.load(file); // throws with the diagnostics
        return l.variant();
    }

    private Loaded loadFolderFile(Path file) {
        long modified;
        try {
            modified = Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return new Loaded(0, null, e.getMessage());
        }
        Loaded l = folderCache.get(file);
        if (l != null && l.modified() == modified) return l;
        try {
            l = new Loaded(modified, loader.load(file), null);
        } catch (VariantException | RuntimeException e) {
            l = new Loaded(modified, null, e.getMessage());
        }
        folderCache.put(file, l);
        return l;
    }

    /**
     * The folder's *.yaml files by key: the file's stem, prefixed 'local-' where a bundled key (of a
     * variant or a race game) has it. Race files among them are offered by {@link RaceCatalog}.
     */
    Map<String, Path> folderFiles() {
        Map<String, Path> out = new TreeMap<>();
        if (folder == null || !Files.isDirectory(folder)) return out;
        try (Stream<Path> files = Files.list(folder)) {
            files.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().matches("[A-Za-z0-9_.-]+\\.ya?ml"))
                    .sorted().limit(MAX_FOLDER_FILES)
                    .forEach(p -> {
                        String stem = p.getFileName().toString().replaceFirst("\\.ya?ml$", "");
                        boolean taken = Variants.bundled().contains(stem) || varia.race.RaceGames.bundled().contains(stem)
                                || varia.dice.DiceGames.bundled().contains(stem);
                        out.put(taken ? "local-" + stem : stem, p);
                    });
        } catch (IOException e) {
            return out;
        }
        return out;
    }

    /** No such variant (404). */
    static final class NotFound extends Exception {
        NotFound(String message) { super(message); }
    }
}
