package varia.variant;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.TestPaths;
import varia.engine.Moves;
import varia.engine.Position;
import varia.rules.Describer;
import varia.yaml.Diagnostic;

/**
 * Issue 18: every bundled variant file, mutated the ways people get files wrong (a key deleted, a
 * value of the wrong type, two letters swapped, a key written twice, a key misspelt, a value
 * replaced), loads or fails with problems that each point at a line and column of the file, never
 * with an exception; a mutant that loads can be described and set up, and its first moves
 * generated. The mutations work on the file's text at the positions SnakeYAML reports for its
 * nodes, so each one is what a person could have typed. {@code -Dvaria.mutants.show=1} prints the
 * mutants that get more than two problems (where one mistake may pile up consequences).
 */
class MutatedVariantsPropertyTest {
    static final List<String> FILES = load();
    static final String[] REPLACEMENTS = {"[x, y]", "{a: 1}", "7", "-3", "\"text\"", "~", "true", "0.5", "[]", "{}", "none",
            "K", "zz", "99999999999", "'", "[", "a: b"};
    static final String[] TYPOS = {"x", "s", "-", "_"};
    static final String[] KINDS = {"key deleted", "value of another type", "key twice", "key misspelt", "letters swapped"};

    static List<String> load() {
        try (Stream<Path> s = Files.list(TestPaths.root().resolve("variants"))) {
            List<String> out = new ArrayList<>();
            for (Path p : s.filter(f -> f.toString().endsWith(".yaml")).sorted().toList())
                out.add(Files.readString(p, StandardCharsets.UTF_8));
            return out;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** A mapping entry of the file: its key and value nodes. */
    record Entry(ScalarNode key, Node value, boolean flow) {}

    static List<Entry> entries(String text) {
        Node root = new Yaml(new LoaderOptions()).compose(new java.io.StringReader(text));
        List<Entry> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    static void collect(Node n, List<Entry> out) {
        if (n instanceof MappingNode m) {
            for (NodeTuple t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k) out.add(new Entry(k, t.getValueNode(), m.getFlowStyle() == org.yaml.snakeyaml.DumperOptions.FlowStyle.FLOW));
                collect(t.getValueNode(), out);
            }
        } else if (n instanceof SequenceNode s) {
            for (Node item : s.getValue()) collect(item, out);
        }
    }

    static int start(Node n) { return n.getStartMark().getIndex(); }

    static int end(Node n) { return n.getEndMark().getIndex(); }

    /** The mutated text; {@code which} picks the entry, {@code how} the variation. */
    static String mutate(String text, int kind, int which, int how) {
        List<Entry> entries = entries(text);
        Entry e = entries.get(Math.floorMod(which, entries.size()));
        int ks = start(e.key()), ve = end(e.value());
        // a block value ends where the next key starts: keep the line break and indentation before it
        while (ve > start(e.value()) && Character.isWhitespace(text.charAt(ve - 1))) ve--;
        String entryText = text.substring(ks, ve);
        switch (kind) {
            case 0: // delete the key and its value
                return text.substring(0, ks) + (e.flow() ? "" : "") + text.substring(ve);
            case 1: // a value of another type
                return text.substring(0, start(e.value())) + REPLACEMENTS[Math.floorMod(how, REPLACEMENTS.length)] + text.substring(ve);
            case 2: // the key twice
                if (e.flow()) return text.substring(0, ve) + ", " + entryText + text.substring(ve);
                int col = e.key().getStartMark().getColumn();
                return text.substring(0, ve) + "\n" + " ".repeat(col) + entryText + text.substring(ve);
            case 3: // a misspelt key
                String k = e.key().getValue();
                int at = Math.floorMod(how, k.length() + 1);
                return text.substring(0, ks) + k.substring(0, at) + TYPOS[Math.floorMod(how, TYPOS.length)] + k.substring(at)
                        + text.substring(end(e.key()));
            default: { // two letters swapped in a scalar value (a setup, a movement, a piece letter, a word)
                if (!(e.value() instanceof ScalarNode s) || s.getValue().length() < 2) return mutate(text, 1, which, how);
                int vs = start(s), len = end(s) - vs;
                String raw = text.substring(vs, vs + len);
                int i = Math.floorMod(how, raw.length() - 1);
                char[] c = raw.toCharArray();
                char t = c[i];
                c[i] = c[i + 1];
                c[i + 1] = t;
                return text.substring(0, vs) + new String(c) + text.substring(vs + len);
            }
        }
    }

    @Property(tries = 1500, seed = "18")
    void mutantsLoadOrFailWithPositionedProblems(@ForAll @IntRange(min = 0, max = 1000) int file,
                                                 @ForAll @IntRange(min = 0, max = 4) int kind,
                                                 @ForAll @IntRange(min = 0, max = 100_000) int which,
                                                 @ForAll @IntRange(min = 0, max = 1000) int how) {
        String original = FILES.get(file % FILES.size());
        String text = mutate(original, kind, which, how);
        net.jqwik.api.Assume.that(!text.equals(original)); // a replacement equal to the value it replaces
        long lines = text.lines().count() + 1;
        Variant v;
        try {
            v = new VariantLoader().load("mutant", "mutant.yaml", text);
        } catch (VariantException e) {
            net.jqwik.api.statistics.Statistics.collect(KINDS[kind], "refused");
            if (System.getProperty("varia.mutants.show") != null && e.diagnostics().size() > 2)
                System.out.println("MANY " + e.diagnostics().size() + " kind " + kind + ":\n  " + String.join("\n  ", e.diagnostics().stream().map(Object::toString).toList()));
            assertTrue(!e.diagnostics().isEmpty(), "no problems listed");
            for (Diagnostic d : e.diagnostics()) {
                if (d.line() < 1 || d.column() < 1 || d.line() > lines)
                    fail("not positioned in the file: '" + d + "'\n--- mutant (kind " + kind + ")\n" + text);
            }
            return;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError("the loader threw " + e + " on the mutant (kind " + kind + "):\n" + text, e);
        }
        net.jqwik.api.statistics.Statistics.collect(KINDS[kind], "loads");
        try {
            Describer.describe(v);
            Position p = Position.start(v);
            p.legalMoves(new int[Moves.MAX_MOVES]);
            p.result();
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError("a mutant that loads failed in the engine: " + e + "\n--- mutant (kind " + kind + ")\n" + text, e);
        }
    }
}
