package varia.web;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.LinkedHashMap;
import varia.memory.BoundedCache;
import varia.memory.Sizes;
import varia.memory.HeapBudget;
import varia.memory.LoadSlots;
import varia.game.Family;
import varia.game.Game;
import varia.game.Players;
import varia.variant.OptionChoice;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.yaml.Diagnostic;

/**
 * The games of one family played by seats that the server offers (files whose top level says
 * {@code game: WORD}, the family's word: {@code race}, {@code dice-chess}): the bundled ones, then those of the
 * {@code --variants} folder (read again when they change; a file that does not load is left out),
 * then those pasted on the author page (in memory only, as {@link VariantCatalog} keeps chess-like
 * ones: the oldest forgotten past {@link VariantCatalog#MAX_AUTHORED}). Loaded games are kept per
 * key, options and file time, since loading such a file also loads each other option value (as
 * {@code check} does). The server's one door into the family's loader; it knows no family but
 * through {@link Family}.
 */
final class SeatedCatalog implements GameShelf {
    /** An option of the file, with its values (the setup form offers them). */
    record Option(String name, String defaultValue, List<Value> values) {}

    record Value(String name, String description) {}

    /** What checking a pasted file found: the key it is kept under (null when it failed), its name, the problems. */
    record Checked(String key, String name, List<Diagnostic> problems) {}

    /** Who may play a seat: a person, or one of the computer players every game has. */
    static final List<String> PLAYERS = java.util.stream.Stream.concat(java.util.stream.Stream.of("human"), Players.NAMES.stream()).toList();

    private final VariantCatalog variants;
    private final Family family;
    private final String game, what;
    /** Games loaded with option values (checked by {@link CanonicalOptions}), and folder files with their defaults. */
    private final BoundedCache<String, Game> cache;
    /** file stamp -> whether its top level names this family's game word. */
    private final BoundedCache<String, Boolean> ours = new BoundedCache<>("folder file kinds", FolderFiles.MAX_FILES * 2, 1 << 20, b -> 256);
    /** Pasted games by key (as loaded with their defaults), with their texts. */
    private final BoundedCache<String, Authored> authored;

    private record Authored(String text, Game game) {}

    SeatedCatalog(VariantCatalog variants, Family family) {
        this.variants = variants;
        this.family = family;
        this.game = family.word();
        this.what = family.word() + " game";
        long budget = HeapBudget.SEATED_GAMES.bytes();
        this.cache = new BoundedCache<>(what + "s", VariantCatalog.MAX_LOADED, budget / 2, Sizes::of);
        this.authored = new BoundedCache<>("pasted " + what + "s", VariantCatalog.MAX_AUTHORED, budget / 2,
                a -> 2L * a.text().length() + Sizes.of(a.game()));
    }

    @Override public Family family() { return family; }

    /** What one of its games is called in messages ({@code race game}). */
    @Override public String what() { return what; }

    /** A game as the list and the setup form show it: its key, name, where it comes from, its seating and options, who may play, and the family's facts. */
    static Map<String, Object> entry(Game g, String source) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", g.key());
        m.put("name", g.name());
        m.put("source", source);
        m.put("family", g.family().word());
        m.put("players", g.playerCounts());
        m.put("defaultPlayers", g.defaultPlayers());
        m.put("seating", seating(g));
        m.put("options", options(g.options()));
        m.put("who", PLAYERS);
        m.put("levels", g.computerLevels()); // a new game's level (0-20) is offered only then
        m.put("summary", g.summary());
        m.putAll(g.views().entry());
        return m;
    }

    /** Number of players -> the seats that play, in turn order. */
    static Map<Integer, List<String>> seating(Game g) {
        Map<Integer, List<String>> out = new TreeMap<>();
        for (int n : g.playerCounts()) out.put(n, g.seats(n));
        return out;
    }

    /** Sets a loaded game up for each number of players, so that a pasted file that cannot be played fails its check. */
    private static void setUp(Game g) { for (int n : g.playerCounts()) g.start(n); }

    /** The file's options as the setup form offers them. */
    static List<Option> options(List<OptionChoice> options) {
        return options.stream().map(o -> new Option(o.name(), o.defaultValue(),
                o.values().stream().map(v -> new Value(v.name(), v.description())).toList())).toList();
    }

    /** Every game: bundled (by key), then the folder's, then the authored ones; a file that fails to load is left out. */
    @Override public List<Object> list() {
        List<Object> out = new ArrayList<>();
        for (String key : family.bundled()) add(out, key, "bundled");
        for (String key : folderGames().keySet()) add(out, key, "folder");
        for (Map.Entry<String, Authored> a : authored.entries()) out.add(entry(a.getValue().game(), "authored"));
        return out;
    }

    private void add(List<Object> out, String key, String source) {
        try {
            out.add(entry(get(key, Map.of()), source));
        } catch (VariantException | VariantCatalog.NotFound e) {
            // a broken bundled file is a build defect (the tests catch it); a broken folder file is left out
        }
    }

    /** True when the family has any game here (bundled, folder or authored). */
    boolean offersAny() { return !family.bundled().isEmpty() || !authored.entries().isEmpty() || !folderGames().isEmpty(); }

    /** True when the key names a game of the family here (bundled, folder or authored). */
    boolean has(String key) {
        if (key == null || key.isBlank()) return false;
        return family.bundled().contains(key) || authored.containsKey(key) || folderGames().containsKey(key);
    }

    /**
     * Checks a pasted file as {@code varia check} does (the loader, which also loads each other
     * option value), then sets it up for each number of players; when it loads it is kept under
     * {@code key}, to be played and studied at once.
     */
    Checked check(String key, String origin, String text) {
        try {
            Game g = LoadSlots.run(() -> {
                Game loadedNow = family.load(key, origin, text, Map.of());
                setUp(loadedNow);
                return loadedNow;
            });
            authored.put(key, new Authored(text, g));
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
            if (family.bundled().contains(key)) return varia.variant.Variants.registry().bundledGameText(game, key);
        } catch (VariantException e) {
            throw new VariantCatalog.NotFound("cannot read the bundled file of '" + key + "'");
        }
        Authored a = authored.get(key);
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
    @Override public Game get(String key, Map<String, String> options) throws VariantException, VariantCatalog.NotFound {
        if (key == null || key.isBlank()) throw new VariantCatalog.NotFound("no " + what + " given");
        if (family.bundled().contains(key)) {
            Game base = LoadSlots.cached(cache, "bundled:" + key, () -> family.find(key, Map.of()));
            Map<String, String> opts = canonical(base, options);
            return opts.isEmpty() ? base : LoadSlots.cached(cache, "bundled:" + key + "?" + CanonicalOptions.key(opts), () -> family.find(key, opts));
        }
        Authored a = authored.get(key);
        if (a != null) {
            Map<String, String> opts = canonical(a.game(), options);
            return opts.isEmpty() ? a.game() : LoadSlots.cached(cache, key + "?" + CanonicalOptions.key(opts), () -> family.load(key, key, a.text(), opts));
        }
        FolderFiles.File file = folderGames().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no " + what + " '" + varia.io.Printable.shorten(key) + "'");
        Game base = LoadSlots.cached(cache, file.stamp(), () -> family.load(key, file.path().toString(), text(file), Map.of()));
        Map<String, String> opts = canonical(base, options);
        return opts.isEmpty() ? base
                : LoadSlots.cached(cache, file.stamp() + "?" + CanonicalOptions.key(opts), () -> family.load(key, file.path().toString(), text(file), opts));
    }

    private static Map<String, String> canonical(Game g, Map<String, String> options) {
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
