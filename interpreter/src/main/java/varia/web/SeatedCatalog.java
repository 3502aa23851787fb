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
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import varia.io.BoundedFiles;
import varia.race.SeatedGame;
import varia.variant.OptionChoice;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.yaml.Diagnostic;

/**
 * The games of a family played by seats and throws that the server offers (files whose top level
 * says {@code game: race} or {@code game: dice-chess}): the bundled ones, then those of the
 * {@code --variants} folder (read again when they change; a file that does not load is left out),
 * then those pasted on the author page (in memory only, as {@link VariantCatalog} keeps chess-like
 * ones: the oldest forgotten past {@link VariantCatalog#MAX_AUTHORED}). Loaded games are kept per
 * key, options and file time, since loading such a file also loads each other option value (as
 * {@code check} does). The server's one door into the family's loader.
 */
abstract class SeatedCatalog<G extends SeatedGame> implements SeatedApi.Catalog<G> {
    /** An option of the file, with its values (the setup form offers them). */
    record Option(String name, String defaultValue, List<Value> values) {}

    record Value(String name, String description) {}

    /** What checking a pasted file found: the key it is kept under (null when it failed), its name, the problems. */
    record Checked(String key, String name, List<Diagnostic> problems) {}

    interface Finder<G> { G find(String key, Map<String, String> options) throws VariantException; }

    interface Loader<G> { G load(String key, String origin, String text, Map<String, String> options) throws VariantException; }

    private static final int MAX_CACHED = 500;

    private final VariantCatalog variants;
    private final String game, what;
    private final Supplier<List<String>> bundled;
    private final Finder<G> finder;
    private final Loader<G> loader;
    private final Map<String, G> cache = new ConcurrentHashMap<>();
    /** file@time -> whether its top level names this family's game word. */
    private final Map<String, Boolean> ours = new ConcurrentHashMap<>();
    /** Authored games by key (as loaded with their defaults), and their texts. */
    private final Map<String, G> authored = lru();
    private final Map<String, String> authoredText = lru();

    private static <V> Map<String, V> lru() {
        return Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override protected boolean removeEldestEntry(Map.Entry<String, V> e) { return size() > VariantCatalog.MAX_AUTHORED; }
        });
    }

    /**
     * @param game    the family's word at a file's top level ({@code race})
     * @param what    what one of its games is called in messages ({@code race game})
     * @param bundled the bundled games' keys
     */
    SeatedCatalog(VariantCatalog variants, String game, String what, Supplier<List<String>> bundled, Finder<G> finder, Loader<G> loader) {
        this.variants = variants;
        this.game = game;
        this.what = what;
        this.bundled = bundled;
        this.finder = finder;
        this.loader = loader;
    }

    /** A game as the list and the setup form show it. */
    abstract Object entry(G g, String source);

    /** Sets a loaded game up for each number of players, so that a pasted file that cannot be played fails its check. */
    abstract void setUp(G g);

    /** The file's options as the setup form offers them. */
    static List<Option> options(List<OptionChoice> options) {
        return options.stream().map(o -> new Option(o.name(), o.defaultValue(),
                o.values().stream().map(v -> new Value(v.name(), v.description())).toList())).toList();
    }

    /** Every game: bundled (by key), then the folder's, then the authored ones; a file that fails to load is left out. */
    @Override public List<Object> list() {
        List<Object> out = new ArrayList<>();
        for (String key : bundled.get()) add(out, key, "bundled");
        for (String key : folderGames().keySet()) add(out, key, "folder");
        synchronized (authored) {
            for (G g : authored.values()) out.add(entry(g, "authored"));
        }
        return out;
    }

    private void add(List<Object> out, String key, String source) {
        try {
            out.add(entry(get(key, Map.of()), source));
        } catch (VariantException | VariantCatalog.NotFound e) {
            // a broken bundled file is a build defect (the tests catch it); a broken folder file is left out
        }
    }

    /** True when the key names a game of the family here (bundled, folder or authored). */
    boolean has(String key) {
        if (key == null || key.isBlank()) return false;
        return bundled.get().contains(key) || authored.containsKey(key) || folderGames().containsKey(key);
    }

    /**
     * Checks a pasted file as {@code varia check} does (the loader, which also loads each other
     * option value), then sets it up for each number of players; when it loads it is kept under
     * {@code key}, to be played and studied at once.
     */
    Checked check(String key, String origin, String text) {
        try {
            G g = loader.load(key, origin, text, Map.of());
            setUp(g);
            authored.put(key, g);
            authoredText.put(key, text);
            return new Checked(key, g.name(), List.of());
        } catch (VariantException e) {
            return new Checked(null, null, e.diagnostics());
        } catch (RuntimeException e) {
            return new Checked(null, null, List.of(new Diagnostic(origin, 0, 0, String.valueOf(e.getMessage()))));
        }
    }

    /** The text of a game's file (bundled, folder or authored), for the author page. */
    @Override public String source(String key) throws VariantCatalog.NotFound {
        try {
            if (bundled.get().contains(key)) return varia.variant.Variants.registry().bundledGameText(game, key);
        } catch (VariantException e) {
            throw new VariantCatalog.NotFound("cannot read the bundled file of '" + key + "'");
        }
        String text = authoredText.get(key);
        if (text != null) return text;
        Path file = folderGames().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no " + what + " '" + key + "'");
        try {
            return text(file);
        } catch (IOException e) {
            throw new VariantCatalog.NotFound("cannot read " + file.getFileName());
        }
    }

    /** The game with this key and option values: bundled keys first, then authored, then the folder's. */
    @Override public G get(String key, Map<String, String> options) throws VariantException, VariantCatalog.NotFound {
        if (key == null || key.isBlank()) throw new VariantCatalog.NotFound("no " + what + " given");
        Map<String, String> opts = options == null ? Map.of() : options;
        if (bundled.get().contains(key)) return cached(key + "?" + new TreeMap<>(opts), () -> finder.find(key, opts));
        String pasted = authoredText.get(key);
        if (pasted != null) {
            G g = authored.get(key);
            if (opts.isEmpty() && g != null) return g;
            return cached(key + "#" + pasted.hashCode() + "?" + new TreeMap<>(opts), () -> loader.load(key, key, pasted, opts));
        }
        Path file = folderGames().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no " + what + " '" + key + "'");
        long modified;
        try {
            modified = Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            throw new VariantCatalog.NotFound("cannot read " + file.getFileName());
        }
        return cached(file + "@" + modified + "?" + new TreeMap<>(opts), () -> {
            try {
                return loader.load(key, file.toString(), text(file), opts);
            } catch (IOException e) {
                throw new VariantException(List.of(new Diagnostic(file.toString(), 0, 0, "cannot read the file: " + e.getMessage())));
            }
        });
    }

    private interface Load<G> { G load() throws VariantException; }

    private G cached(String cacheKey, Load<G> load) throws VariantException {
        G g = cache.get(cacheKey);
        if (g != null) return g;
        g = load.load();
        if (cache.size() >= MAX_CACHED) cache.clear(); // many option mixes: start again rather than grow
        cache.put(cacheKey, g);
        return g;
    }

    /** The folder's files of this family by key (the keys the variant catalog gives its files). */
    private Map<String, Path> folderGames() {
        Map<String, Path> out = new TreeMap<>();
        for (Map.Entry<String, Path> f : variants.folderFiles().entrySet()) {
            try {
                String at = f.getValue() + "@" + Files.getLastModifiedTime(f.getValue()).toMillis();
                Boolean mine = ours.get(at);
                if (mine == null) {
                    mine = game.equals(VariantLoader.peekGame(text(f.getValue())));
                    if (ours.size() >= MAX_CACHED) ours.clear();
                    ours.put(at, mine);
                }
                if (mine) out.put(f.getKey(), f.getValue());
            } catch (IOException e) {
                // unreadable: not offered
            }
        }
        return out;
    }

    private static String text(Path file) throws IOException {
        return new String(BoundedFiles.read(file, 4L << 20, "variant file"), StandardCharsets.UTF_8);
    }
}
