package varia.web;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import varia.memory.BoundedCache;
import varia.memory.Sizes;
import varia.memory.HeapBudget;
import varia.memory.LoadSlots;
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

    private final VariantCatalog variants;
    private final String game, what;
    private final Supplier<List<String>> bundled;
    private final Finder<G> finder;
    private final Loader<G> loader;
    /** Games loaded with option values (checked by {@link CanonicalOptions}), and folder files with their defaults. */
    private final BoundedCache<String, G> cache;
    /** file stamp -> whether its top level names this family's game word. */
    private final BoundedCache<String, Boolean> ours = new BoundedCache<>("folder file kinds", FolderFiles.MAX_FILES * 2, 1 << 20, b -> 256);
    /** Pasted games by key (as loaded with their defaults), with their texts. */
    private final BoundedCache<String, Authored<G>> authored;

    private record Authored<G>(String text, G game) {}

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
        long budget = HeapBudget.SEATED_GAMES.bytes();
        this.cache = new BoundedCache<>(what + "s", VariantCatalog.MAX_LOADED, budget / 2, Sizes::of);
        this.authored = new BoundedCache<>("pasted " + what + "s", VariantCatalog.MAX_AUTHORED, budget / 2,
                a -> 2L * a.text().length() + Sizes.of(a.game()));
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
        for (Map.Entry<String, Authored<G>> a : authored.entries()) out.add(entry(a.getValue().game(), "authored"));
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
            G g = LoadSlots.run(() -> {
                G loadedNow = loader.load(key, origin, text, Map.of());
                setUp(loadedNow);
                return loadedNow;
            });
            authored.put(key, new Authored<>(text, g));
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
        Authored<G> a = authored.get(key);
        if (a != null) return a.text();
        FolderFiles.File file = folderGames().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no " + what + " '" + varia.io.Printable.shorten(key) + "'");
        try {
            return FolderFiles.read(file);
        } catch (IOException e) {
            throw new VariantCatalog.NotFound("cannot read " + file.path().getFileName() + ": " + e.getMessage());
        }
    }

    /**
     * The game with this key and option values (checked against the file's own by
     * {@link CanonicalOptions}): bundled keys first, then authored, then the folder's.
     */
    @Override public G get(String key, Map<String, String> options) throws VariantException, VariantCatalog.NotFound {
        if (key == null || key.isBlank()) throw new VariantCatalog.NotFound("no " + what + " given");
        if (bundled.get().contains(key)) {
            G base = LoadSlots.cached(cache, "bundled:" + key, () -> finder.find(key, Map.of()));
            Map<String, String> opts = canonical(base, options);
            return opts.isEmpty() ? base : LoadSlots.cached(cache, "bundled:" + key + "?" + CanonicalOptions.key(opts), () -> finder.find(key, opts));
        }
        Authored<G> a = authored.get(key);
        if (a != null) {
            Map<String, String> opts = canonical(a.game(), options);
            return opts.isEmpty() ? a.game() : LoadSlots.cached(cache, key + "?" + CanonicalOptions.key(opts), () -> loader.load(key, key, a.text(), opts));
        }
        FolderFiles.File file = folderGames().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no " + what + " '" + varia.io.Printable.shorten(key) + "'");
        G base = LoadSlots.cached(cache, file.stamp(), () -> loader.load(key, file.path().toString(), text(file), Map.of()));
        Map<String, String> opts = canonical(base, options);
        return opts.isEmpty() ? base
                : LoadSlots.cached(cache, file.stamp() + "?" + CanonicalOptions.key(opts), () -> loader.load(key, file.path().toString(), text(file), opts));
    }

    private static Map<String, String> canonical(SeatedGame g, Map<String, String> options) {
        return CanonicalOptions.of(g.options(), options, g.key());
    }

    /** The folder's files of this family by key (the keys the variant catalog gives its files). */
    private Map<String, FolderFiles.File> folderGames() {
        Map<String, FolderFiles.File> out = new TreeMap<>();
        for (Map.Entry<String, FolderFiles.File> f : variants.folderFiles().entrySet()) {
            try {
                boolean mine = ours.get(f.getValue().stamp(), () -> game.equals(VariantLoader.peekGame(FolderFiles.read(f.getValue()))));
                if (mine) out.put(f.getKey(), f.getValue());
            } catch (IOException e) {
                // unreadable: not offered
            }
        }
        return out;
    }

    private static String text(FolderFiles.File file) throws VariantException {
        try {
            return FolderFiles.read(file);
        } catch (IOException e) {
            throw new VariantException(List.of(new Diagnostic(file.path().toString(), 0, 0, "cannot read the file: " + e.getMessage())));
        }
    }
}
