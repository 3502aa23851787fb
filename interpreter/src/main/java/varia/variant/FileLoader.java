package varia.variant;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import varia.yaml.Context;
import varia.yaml.Diagnostic;
import varia.yaml.Key;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.YamlSource;

/**
 * How the file of a family beside the engine is loaded (race games, dice chess, any family whose
 * files say {@code game:}): composed with limits, its options applied, its top level opened with
 * the family's keys; the family's reader reads the rest; each other value of an option is loaded
 * too, so that {@code check} sees its mistakes; every problem one {@code file:line:col} line.
 */
public final class FileLoader {
    private FileLoader() {}

    /** The top level as a family's reader gets it: the section, the game's key, name and sources (null after a problem), its options, where problems go. */
    public record Top(Section section, String key, String name, List<String> sources, List<OptionChoice> options, Context context) {
        public Problems problems() { return context.problems(); }
    }

    /** A family's reader: its game from the top level, or null after reporting its problems. */
    @FunctionalInterface
    public interface Reader<G> {
        G read(Top top);
    }

    /**
     * The keys every such file has: its {@code game} word, {@code name} and {@code sources}, read
     * before the family's reader runs.
     */
    public record Common(List<Key<?>> topKeys, Key<String> game, Key<String> name, Key<List<String>> sources, String kind) {}

    /** Loads a file's text; {@code origin} names it in messages; {@code optionsOf} gives a loaded game's options (to try their other values). */
    public static <G> G load(String key, String origin, String text, Map<String, String> options, Common common,
                             java.util.function.Function<G, List<OptionChoice>> optionsOf, Reader<G> reader) throws VariantException {
        Problems p = new Problems(origin);
        G g = read(key, text, options, p, common, reader);
        if (g != null && p.isEmpty()) OtherValues.check(optionsOf.apply(g), options, origin, (choice, trial) -> read(key, text, choice, trial, common, reader), p);
        if (g == null || !p.isEmpty()) {
            List<Diagnostic> sorted = new ArrayList<>(p.list());
            sorted.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
            if (sorted.isEmpty()) sorted.add(new Diagnostic(origin, 1, 1, "the file could not be read as a " + common.kind()));
            throw new VariantException(sorted);
        }
        return g;
    }

    private static <G> G read(String key, String text, Map<String, String> options, Problems p, Common common, Reader<G> reader) {
        Context c = () -> p;
        Node root = YamlSource.compose(text, p);
        if (root == null) return null;
        FileOptions fileOptions = new FileOptions(c);
        root = fileOptions.apply(root, options == null ? Map.of() : options, key);
        Section top = Section.open(root, "the top level", "", common.topKeys(), c);
        if (top == null) return null;
        top.get(common.game());
        String name = top.get(common.name(), key);
        List<String> sources = top.get(common.sources(), List.of());
        return reader.read(new Top(top, key, name, sources, fileOptions.choices(), c));
    }
}
