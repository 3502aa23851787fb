package varia.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import varia.memory.BoundedCache;
import varia.memory.Sizes;
import varia.memory.HeapBudget;
import varia.memory.LoadSlots;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.variant.Variants;

/**
 * The variants the server offers, by key: the bundled ones, the YAML files of a folder
 * ({@code --variants DIR}, read again whenever they change, through {@link FolderFiles}), and files
 * pasted on the author page (kept in memory only). The server's one door into the variant loader.
 *
 * <p>Everything loaded is kept in {@link BoundedCache}s: pasted files (at most {@link #MAX_AUTHORED},
 * the oldest forgotten first) and variants loaded with option values, keyed by the file's identity
 * and the option values after {@link CanonicalOptions} has checked them, so that no request can
 * add an entry for a value the file does not declare, and a pasted variant asked for with options
 * is loaded once, not at every request.
 */
final class VariantCatalog {
    /** Largest variant file accepted from the author page, in characters. */
    static final int MAX_SOURCE_CHARS = 200_000;
    static final int MAX_AUTHORED = 200;
    static final int MAX_LOADED = 256;

    /** {@code sides}: what the game calls its two players, White's side first (Red and Black, Cho and Han...). */
    record Entry(String key, String name, List<String> aliases, String origin, int files, int ranks, String source, List<String> sides) {}

    /**
     * What checking a text found: the variant (null when it failed), its key and each problem at
     * its line and column.
     */
    record Checked(Variant variant, String key, List<varia.yaml.Diagnostic> problems) {}

    /** A pasted file: its text and the variant it loads to with its defaults. */
    private record Authored(String text, Variant variant) {}

    /** A folder file as last loaded: its variant, or why it does not load. */
    private record Loaded(Variant variant, List<varia.yaml.Diagnostic> problems) {
        long weight() { return variant != null ? Sizes.of(variant) : 64 + 256L * problems.size(); }
    }

    private final FolderFiles folder;
    private final AtomicLong nextAuthored = new AtomicLong(1);
    private final VariantLoader loader = new VariantLoader();
    private final BoundedCache<String, Authored> authored = new BoundedCache<>("pasted files", MAX_AUTHORED,
            HeapBudget.VARIANTS.bytes() / 4, a -> 2L * a.text().length() + Sizes.of(a.variant()));
    /** Folder files with their defaults ({@code stamp}) and any variant with option values ({@code key?options}). */
    private final BoundedCache<String, Loaded> loaded = new BoundedCache<>("variants", MAX_LOADED,
            HeapBudget.VARIANTS.bytes() / 4, Loaded::weight);

    VariantCatalog(Path folder) { this.folder = new FolderFiles(folder); }

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
        for (Map.Entry<String, FolderFiles.File> f : folderFiles().entrySet()) {
            Loaded l = folderVariant(f.getKey(), f.getValue());
            if (l.variant() != null) out.add(entry(l.variant(), f.getKey(), "folder"));
        }
        for (Map.Entry<String, Authored> a : authored.entries()) out.add(entry(a.getValue().variant(), a.getKey(), "authored"));
        return out;
    }

    private static Entry entry(Variant v, String key, String source) {
        varia.rules.sides.Sides sides = varia.rules.sides.Sides.of(v);
        return new Entry(key, v.name(), v.aliases(), v.origin(), v.files(), v.ranks(), source, List.of(sides.of(0), sides.of(1)));
    }

    /** The variant with this key and option values (checked against the file's own: see {@link CanonicalOptions}). */
    Variant get(String key, Map<String, String> options) throws VariantException, NotFound {
        if (key == null || key.isBlank()) throw new NotFound("no variant given");
        if (Variants.bundled().contains(key)) {
            Variant base = Variants.registry().bundledVariant(key);
            Map<String, String> opts = canonical(base, options);
            return opts.isEmpty() ? base : Variants.registry().bundledVariant(key, opts);
        }
        FolderFiles.File file = folderFiles().get(key);
        if (file != null) {
            Loaded l = folderVariant(key, file);
            if (l.variant() == null) throw new VariantException(l.problems());
            Map<String, String> opts = canonical(l.variant(), options);
            if (opts.isEmpty()) return l.variant();
            return loaded(file.stamp() + "?" + CanonicalOptions.key(opts), () -> loader.load(key, file.path().toString(), text(file), opts));
        }
        Authored a = authored.get(key);
        if (a != null) {
            Map<String, String> opts = canonical(a.variant(), options);
            if (opts.isEmpty()) return a.variant();
            return loaded(key + "?" + CanonicalOptions.key(opts), () -> loader.load(key, key, a.text(), opts));
        }
        throw new NotFound("no variant '" + varia.io.Printable.shorten(key) + "'");
    }

    /** What a name in a page's address selects: a key offered here and the options an alias sets. */
    record Resolved(String key, String name, Map<String, String> options) {}

    /**
     * A key offered here (bundled, folder or authored) or an alias of a bundled variant
     * (case-insensitive; never a path), so that {@code ?variant=chushogi} plays Chu Shogi. An
     * unknown name is refused with the registry's "did you mean".
     */
    Resolved resolve(String name) throws NotFound, VariantException {
        String q = name == null ? "" : name.strip();
        if (q.isEmpty()) throw new NotFound("no variant given");
        if (Variants.bundled().contains(q) || folderFiles().containsKey(q) || authored.get(q) != null)
            return new Resolved(q, get(q, Map.of()).name(), Map.of());
        var named = Variants.registry().bundledName(q);
        if (named != null) return new Resolved(named.key(), get(named.key(), named.options()).name(), named.options());
        String lower = q.toLowerCase(java.util.Locale.ROOT);
        for (String k : Variants.bundled()) if (k.equalsIgnoreCase(lower)) return resolve(k);
        String guess = varia.yaml.Suggestions.closest(lower, Variants.registry().bundledNames().stream().sorted().toList());
        throw new NotFound("no variant '" + varia.io.Printable.shorten(q) + "'" + (guess != null ? "; did you mean '" + guess + "'?" : "")
                + " (the home page lists every variant)");
    }

    private static Map<String, String> canonical(Variant base, Map<String, String> options) {
        return CanonicalOptions.of(base.options(), options, base.key());
    }

    private Variant loaded(String cacheKey, BoundedCache.Loader<Variant, VariantException> load) throws VariantException {
        Loaded l = LoadSlots.cached(loaded, cacheKey, () -> new Loaded(load.load(), null));
        return l.variant();
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
        FolderFiles.File file = folderFiles().get(key);
        if (file != null) {
            try {
                return FolderFiles.read(file);
            } catch (IOException e) {
                throw new NotFound("cannot read " + file.path().getFileName() + ": " + e.getMessage());
            }
        }
        Authored a = authored.get(key);
        if (a != null) return a.text();
        throw new NotFound("no variant '" + varia.io.Printable.shorten(key) + "'");
    }

    /**
     * Checks a pasted variant file as {@code varia check} does (load, then the setup); when it
     * loads, it is kept under a new key so that it can be played and studied at once.
     */
    Checked check(String name, String text) {
        String key = newAuthoredKey();
        String origin = origin(name);
        try {
            Variant v = LoadSlots.run(() -> {
                Variant loadedNow = loader.load(key, origin, text, Map.of());
                varia.engine.Position.start(loadedNow);
                return loadedNow;
            });
            authored.put(key, new Authored(text, v));
            return new Checked(v, key, List.of());
        } catch (VariantException e) {
            return new Checked(null, null, e.diagnostics());
        } catch (RuntimeException e) {
            return new Checked(null, null, List.of(new varia.yaml.Diagnostic(origin, 0, 0, String.valueOf(e.getMessage()))));
        }
    }

    /** A new key for a pasted file, chess-like or race: {@code authored-N}. */
    String newAuthoredKey() { return "authored-" + nextAuthored.getAndIncrement(); }

    /** The name a pasted file's problems are reported under. */
    static String origin(String name) {
        return name == null || name.isBlank() ? "variant.yaml" : varia.io.Printable.shorten(name.strip());
    }

    /** A folder file with its defaults, loaded again when it changed; a file that fails keeps its reason. */
    private Loaded folderVariant(String key, FolderFiles.File file) {
        try {
            return LoadSlots.cached(loaded, file.stamp(), () -> {
                try {
                    return new Loaded(loader.load(key, file.path().toString(), text(file), Map.of()), null);
                } catch (VariantException e) {
                    return new Loaded(null, e.diagnostics());
                } catch (RuntimeException e) {
                    return new Loaded(null, List.of(new varia.yaml.Diagnostic(file.path().toString(), 0, 0, String.valueOf(e.getMessage()))));
                }
            });
        } catch (RuntimeException e) {
            return new Loaded(null, List.of(new varia.yaml.Diagnostic(file.path().toString(), 0, 0, String.valueOf(e.getMessage()))));
        }
    }

    private static String text(FolderFiles.File file) throws VariantException {
        try {
            return FolderFiles.read(file);
        } catch (IOException e) {
            throw new VariantException(List.of(new varia.yaml.Diagnostic(file.path().toString(), 0, 0, "cannot read the file: " + e.getMessage())));
        }
    }

    /**
     * The folder's offered files by key: the file's stem, prefixed 'local-' where a bundled key (of
     * a variant, a race or a dice-chess game) has it. Race and dice-chess files among them are
     * offered by their catalogs ({@link SeatedCatalog}).
     */
    Map<String, FolderFiles.File> folderFiles() {
        return folder.list(stem -> Variants.bundled().contains(stem) || varia.game.Families.bundled().contains(stem));
    }

    /** No such variant (404). */
    static final class NotFound extends Exception {
        NotFound(String message) { super(message); }
    }
}
