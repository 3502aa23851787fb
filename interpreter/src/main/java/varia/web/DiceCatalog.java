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
import varia.dice.DiceChessGame;
import varia.dice.DiceGames;
import varia.dice.DiceLoader;
import varia.dice.DiceTable;
import varia.io.BoundedFiles;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.yaml.Diagnostic;

/**
 * The dice-chess games the server offers ({@code game: dice-chess} files), as {@link RaceCatalog}
 * offers race games: the bundled ones, then those of the {@code --variants} folder (read again when
 * they change; a file that does not load is left out), then those pasted on the author page (in
 * memory only, the oldest forgotten past {@link VariantCatalog#MAX_AUTHORED}). Loaded games are
 * kept per key, options and file time. The server's one door into the dice-chess loader.
 */
final class DiceCatalog implements SeatedApi.Catalog<DiceChessGame> {
    /** One game as the home page and the setup form need it. */
    record Entry(String key, String name, String source, int files, int ranks, List<String> pieces, List<Integer> players,
                 int defaultPlayers, Map<Integer, List<String>> seating, List<RaceCatalog.Option> options) {}

    /** What checking a pasted file found: the key it is kept under (null when it failed), its name, the problems. */
    record Checked(String key, String name, List<Diagnostic> problems) {}

    private static final int MAX_CACHED = 500;
    private final VariantCatalog variants;
    private final Map<String, DiceChessGame> cache = new ConcurrentHashMap<>();
    /** file@time -> whether its top level says 'game: dice-chess'. */
    private final Map<String, Boolean> isDice = new ConcurrentHashMap<>();
    private final Map<String, DiceChessGame> authored = lru();
    private final Map<String, String> authoredText = lru();

    private static <V> Map<String, V> lru() {
        return Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override protected boolean removeEldestEntry(Map.Entry<String, V> e) { return size() > VariantCatalog.MAX_AUTHORED; }
        });
    }

    DiceCatalog(VariantCatalog variants) { this.variants = variants; }

    /** Every dice-chess game: bundled (by key), then the folder's, then the authored ones. */
    @Override public List<Entry> list() {
        List<Entry> out = new ArrayList<>();
        for (String key : DiceGames.bundled()) add(out, key, "bundled");
        for (String key : folderGames().keySet()) add(out, key, "folder");
        synchronized (authored) {
            for (DiceChessGame g : authored.values()) out.add(entry(g, "authored"));
        }
        return out;
    }

    private void add(List<Entry> out, String key, String source) {
        try {
            out.add(entry(get(key, Map.of()), source));
        } catch (VariantException | VariantCatalog.NotFound e) {
            // a broken bundled file is a build defect (the tests catch it); a broken folder file is left out
        }
    }

    boolean has(String key) {
        if (key == null || key.isBlank()) return false;
        return DiceGames.bundled().contains(key) || authored.containsKey(key) || folderGames().containsKey(key);
    }

    /**
     * Checks a pasted dice-chess file as {@code varia check} does (the loader, which also loads
     * each other option value), then sets up a table for each number of players; when it loads it
     * is kept under {@code key}, to be played and studied at once.
     */
    Checked check(String key, String origin, String text) {
        try {
            DiceChessGame g = DiceLoader.load(key, origin, text, Map.of());
            for (int n : g.playerCounts()) new varia.dice.DicePosition(new DiceTable(g, n));
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
            if (DiceGames.bundled().contains(key)) return varia.variant.Variants.registry().bundledGameText(DiceGames.GAME, key);
        } catch (VariantException e) {
            throw new VariantCatalog.NotFound("cannot read the bundled file of '" + key + "'");
        }
        String text = authoredText.get(key);
        if (text != null) return text;
        Path file = folderGames().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no dice-chess game '" + key + "'");
        try {
            return text(file);
        } catch (IOException e) {
            throw new VariantCatalog.NotFound("cannot read " + file.getFileName());
        }
    }

    private static Entry entry(DiceChessGame g, String source) {
        Map<Integer, List<String>> seating = new TreeMap<>();
        g.seating().forEach((n, seats) -> seating.put(n, seats.stream().map(i -> g.seats().get(i).name()).toList()));
        return new Entry(g.key(), g.name(), source, g.files(), g.ranks(), g.pieces().stream().map(varia.dice.PieceType::name).toList(),
                g.playerCounts(), g.defaultPlayers(), seating, g.options().stream().map(o -> new RaceCatalog.Option(o.name(), o.defaultValue(),
                o.values().stream().map(v -> new RaceCatalog.Value(v.name(), v.description())).toList())).toList());
    }

    /** The game with this key and option values: bundled keys first, then authored, then the folder's. */
    @Override public DiceChessGame get(String key, Map<String, String> options) throws VariantException, VariantCatalog.NotFound {
        if (key == null || key.isBlank()) throw new VariantCatalog.NotFound("no dice-chess game given");
        Map<String, String> opts = options == null ? Map.of() : options;
        if (DiceGames.bundled().contains(key)) return cached(key + "?" + new TreeMap<>(opts), () -> DiceGames.find(key, opts));
        String pasted = authoredText.get(key);
        if (pasted != null) {
            DiceChessGame g = authored.get(key);
            if (opts.isEmpty() && g != null) return g;
            return cached(key + "#" + pasted.hashCode() + "?" + new TreeMap<>(opts), () -> DiceLoader.load(key, key, pasted, opts));
        }
        Path file = folderGames().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no dice-chess game '" + key + "'");
        long modified;
        try {
            modified = Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            throw new VariantCatalog.NotFound("cannot read " + file.getFileName());
        }
        return cached(file + "@" + modified + "?" + new TreeMap<>(opts), () -> {
            try {
                return DiceLoader.load(key, file.toString(), text(file), opts);
            } catch (IOException e) {
                throw new VariantException(List.of(new Diagnostic(file.toString(), 0, 0, "cannot read the file: " + e.getMessage())));
            }
        });
    }

    private interface Load { DiceChessGame load() throws VariantException; }

    private DiceChessGame cached(String cacheKey, Load load) throws VariantException {
        DiceChessGame g = cache.get(cacheKey);
        if (g != null) return g;
        g = load.load();
        if (cache.size() >= MAX_CACHED) cache.clear(); // many option mixes: start again rather than grow
        cache.put(cacheKey, g);
        return g;
    }

    /** The folder's dice-chess files by key (the keys the variant catalog gives its files). */
    private Map<String, Path> folderGames() {
        Map<String, Path> out = new TreeMap<>();
        for (Map.Entry<String, Path> f : variants.folderFiles().entrySet()) {
            try {
                String at = f.getValue() + "@" + Files.getLastModifiedTime(f.getValue()).toMillis();
                Boolean dice = isDice.get(at);
                if (dice == null) {
                    dice = DiceGames.GAME.equals(VariantLoader.peekGame(text(f.getValue())));
                    if (isDice.size() >= MAX_CACHED) isDice.clear();
                    isDice.put(at, dice);
                }
                if (dice) out.put(f.getKey(), f.getValue());
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
