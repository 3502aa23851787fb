package varia.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import varia.io.BoundedFiles;
import varia.race.RaceGame;
import varia.race.RaceGames;
import varia.race.RaceLoader;
import varia.variant.VariantException;
import varia.variant.VariantLoader;

/**
 * The race games the server offers ({@code game: race} files): the bundled ones, then those of the
 * {@code --variants} folder (read again when they change; a file that does not load is left out),
 * then those pasted on the author page (in memory only, as {@link VariantCatalog} keeps chess-like
 * ones: the oldest forgotten past {@link VariantCatalog#MAX_AUTHORED}).
 * Loaded games are kept per key, options and file time, since loading a race file also loads each
 * other option value (as {@code check} does). The server's one door into the race loader.
 */
final class RaceCatalog implements SeatedApi.Catalog<RaceGame> {
    /** One game as the home page and the setup form need it. */
    record Entry(String key, String name, String source, int files, int ranks, int pieces, List<Integer> players,
                 int defaultPlayers, Map<Integer, List<String>> seating, List<Option> options) {}

    /** An option of the file, with its values (the setup form offers them). */
    record Option(String name, String defaultValue, List<Value> values) {}

    record Value(String name, String description) {}

    private final VariantCatalog variants;
    private final Map<String, RaceGame> cache = new ConcurrentHashMap<>();
    /** file@time -> whether its top level says 'game: race'. */
    private final Map<String, Boolean> isRace = new ConcurrentHashMap<>();
    private static final int MAX_CACHED = 500;
    /** Authored games by key (as loaded with their defaults), and their texts. */
    private final Map<String, RaceGame> authored = lru();
    private final Map<String, String> authoredText = lru();

    private static <V> Map<String, V> lru() {
        return java.util.Collections.synchronizedMap(new java.util.LinkedHashMap<>(16, 0.75f, true) {
            @Override protected boolean removeEldestEntry(Map.Entry<String, V> e) { return size() > VariantCatalog.MAX_AUTHORED; }
        });
    }

    RaceCatalog(VariantCatalog variants) { this.variants = variants; }

    /** Every race game: bundled (by key), then the folder's; a folder file that fails to load is left out. */
    @Override public List<Entry> list() {
        List<Entry> out = new ArrayList<>();
        for (String key : RaceGames.bundled()) {
            try {
                out.add(entry(get(key, Map.of()), "bundled"));
            } catch (VariantException | VariantCatalog.NotFound e) {
                // a broken bundled file is a build defect; the tests catch it, the list skips it
            }
        }
        for (String key : folderRaces().keySet()) {
            try {
                out.add(entry(get(key, Map.of()), "folder"));
            } catch (VariantException | VariantCatalog.NotFound e) {
                // left out, as a broken chess-like folder file is
            }
        }
        synchronized (authored) {
            for (RaceGame g : authored.values()) out.add(entry(g, "authored"));
        }
        return out;
    }

    /** True when the key names a race game here (bundled, folder or authored). */
    boolean has(String key) {
        if (key == null || key.isBlank()) return false;
        return RaceGames.bundled().contains(key) || authored.containsKey(key) || folderRaces().containsKey(key);
    }

    /**
     * Checks a pasted race file as {@code varia check} does (the loader, which also loads each
     * other option value), then builds a table for each number of players; when it loads it is
     * kept under {@code key} so that it can be played and studied at once.
     */
    VariantCatalog.Checked check(String key, String origin, String text) {
        try {
            RaceGame g = RaceLoader.load(key, origin, text, Map.of());
            for (int n : g.playerCounts()) varia.race.RaceRun.start(new varia.race.RaceTable(g, n));
            authored.put(key, g);
            authoredText.put(key, text);
            return new VariantCatalog.Checked(null, key, List.of(), g);
        } catch (VariantException e) {
            return new VariantCatalog.Checked(null, null, e.diagnostics(), null);
        } catch (RuntimeException e) {
            return new VariantCatalog.Checked(null, null, List.of(new varia.yaml.Diagnostic(origin, 0, 0, String.valueOf(e.getMessage()))), null);
        }
    }

    /** The text of a race game's file (bundled, folder or authored), for the author page. */
    @Override public String source(String key) throws VariantCatalog.NotFound {
        try {
            if (RaceGames.bundled().contains(key)) return varia.variant.Variants.registry().bundledRaceText(key);
        } catch (VariantException e) {
            throw new VariantCatalog.NotFound("cannot read the bundled file of '" + key + "'");
        }
        String text = authoredText.get(key);
        if (text != null) return text;
        Path file = folderRaces().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no race game '" + key + "'");
        try {
            return text(file);
        } catch (IOException e) {
            throw new VariantCatalog.NotFound("cannot read " + file.getFileName());
        }
    }

    private static Entry entry(RaceGame g, String source) {
        Map<Integer, List<String>> seating = new TreeMap<>();
        g.seating().forEach((n, seats) -> seating.put(n, seats.stream().map(i -> g.seats().get(i).name()).toList()));
        return new Entry(g.key(), g.name(), source, g.files(), g.ranks(), g.pieces(), g.playerCounts(), g.defaultPlayers(),
                seating, g.options().stream().map(o -> new Option(o.name(), o.defaultValue(),
                o.values().stream().map(v -> new Value(v.name(), v.description())).toList())).toList());
    }

    /** The race game with this key and option values; bundled keys first, then the folder's. */
    @Override public RaceGame get(String key, Map<String, String> options) throws VariantException, VariantCatalog.NotFound {
        if (key == null || key.isBlank()) throw new VariantCatalog.NotFound("no race game given");
        Map<String, String> opts = options == null ? Map.of() : options;
        if (RaceGames.bundled().contains(key)) return cached(key + "?" + new TreeMap<>(opts), () -> RaceGames.find(key, opts));
        String pasted = authoredText.get(key);
        if (pasted != null) {
            RaceGame g = authored.get(key);
            if (opts.isEmpty() && g != null) return g;
            return cached(key + "#" + pasted.hashCode() + "?" + new TreeMap<>(opts), () -> RaceLoader.load(key, key, pasted, opts));
        }
        Path file = folderRaces().get(key);
        if (file == null) throw new VariantCatalog.NotFound("no race game '" + key + "'");
        long modified;
        try {
            modified = Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            throw new VariantCatalog.NotFound("cannot read " + file.getFileName());
        }
        return cached(file + "@" + modified + "?" + new TreeMap<>(opts), () -> {
            try {
                return RaceLoader.load(key, file.toString(), text(file), opts);
            } catch (IOException e) {
                throw new VariantException(List.of(new varia.yaml.Diagnostic(file.toString(), 0, 0, "cannot read the file: " + e.getMessage())));
            }
        });
    }

    private interface Load { RaceGame load() throws VariantException; }

    private RaceGame cached(String cacheKey, Load load) throws VariantException {
        RaceGame g = cache.get(cacheKey);
        if (g != null) return g;
        g = load.load();
        if (cache.size() >= MAX_CACHED) cache.clear(); // many option mixes: start again rather than grow
        cache.put(cacheKey, g);
        return g;
    }

    /** The folder's race files by key (the same keys the variant catalog gives its files). */
    private Map<String, Path> folderRaces() {
        Map<String, Path> out = new TreeMap<>();
        for (Map.Entry<String, Path> f : variants.folderFiles().entrySet()) {
            try {
                long modified = Files.getLastModifiedTime(f.getValue()).toMillis();
                String at = f.getValue() + "@" + modified;
                Boolean race = isRace.get(at);
                if (race == null) {
                    race = "race".equals(VariantLoader.peekGame(text(f.getValue())));
                    if (isRace.size() >= MAX_CACHED) isRace.clear();
                    isRace.put(at, race);
                }
                if (race) out.put(f.getKey(), f.getValue());
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
