package varia.pig;

import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import varia.variant.FileLoader;
import varia.variant.FileOptions;
import varia.variant.VariantException;
import varia.yaml.Key;
import varia.yaml.Section;

/** Reads a Pig file ({@code game: pig}) with the project's readers: typed keys, positioned problems, options. */
final class PigLoader {
    private PigLoader() {}

    static final Key<String> GAME = Key.word("game", List.of("pig"), "the kind of game").required("'game: pig'");
    static final Key<String> NAME = Key.text("name");
    static final Key<List<String>> SOURCES = Key.texts("sources");
    static final Key<Integer> SIDES = Key.whole("sides", 2, 20, "the die's sides, 2 to 20");
    static final Key<Integer> TARGET = Key.whole("target", 10, 1000, "the score that wins, 10 to 1000");
    static final Key<List<String>> SEATS = Key.texts("seats").required("e.g. 'seats: [south, north]'");
    static final Key<Node> OPTIONS = Key.node("options", "mapping of option names").shape(FileOptions.SHAPE);
    static final List<Key<?>> TOP_KEYS = List.of(GAME, NAME, SOURCES, SIDES, TARGET, SEATS, OPTIONS);
    static final FileLoader.Common COMMON = new FileLoader.Common(TOP_KEYS, GAME, NAME, SOURCES, "pig game");

    static PigGame load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        return FileLoader.load(key, origin, text, options, COMMON, PigGame::options, t -> {
            Section top = t.section();
            Integer sides = top.get(SIDES, 6), target = top.get(TARGET, 100);
            List<String> seats = top.get(SEATS);
            if (seats != null && seats.size() < 2) t.problems().at(top.node(SEATS), "seats: give at least two seats");
            if (!t.problems().isEmpty() || t.name() == null || t.sources() == null || sides == null || target == null || seats == null) return null;
            return new PigGame(t.key(), t.name(), t.sources(), seats, sides, target, t.options(), origin);
        });
    }
}
