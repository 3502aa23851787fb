package varia.variant;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.notation.Notation;
import varia.yaml.Diagnostic;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.YamlSource;

/**
 * Reads a variant descriptor (YAML) into a {@link Variant}. Every problem becomes a
 * {@link VariantException.Diagnostic} at the line and column of the offending value; the schema
 * is documented in {@code docs/variant-format.md}.
 *
 * <p>Options ({@code options:} in the file) are applied first: the selected value's {@code set}
 * fragment of each option is deep-merged over the document, then the merged document is built.
 * Fragments keep their own positions, so a mistake inside one is reported at its line. When a
 * file loads, every other option value is tried as well and its problems reported, so that
 * {@code varia check} sees mistakes in values nobody selected.
 */
public final class VariantLoader {
    /** Largest board side. */
    public static final int MAX_BOARD_SIZE = 16;
    private final MovementCompiler compiler;

    /** A loader that compiles movements with {@link Notation#compile}. */
    public VariantLoader() { this(Notation::compile); }

    public VariantLoader(MovementCompiler compiler) { this.compiler = Objects.requireNonNull(compiler, "compiler"); }

    /** Loads a YAML file with its options at their defaults; its stem is the variant's key. */
    public Variant load(Path file) throws VariantException { return load(file, Map.of()); }

    /** Loads a YAML file with the given option values (name to value); its stem is the variant's key. */
    public Variant load(Path file, Map<String, String> options) throws VariantException {
        String display = file.toString();
        byte[] bytes;
        try {
            bytes = varia.io.BoundedFiles.read(file, 4L * YamlSource.MAX_CODE_POINTS, "variant file");
        } catch (varia.io.FileRefusedException e) {
            throw single(display, e.reason());
        } catch (IOException e) {
            throw single(display, "cannot read the file: " + e.getMessage());
        }
        return load(keyOf(file.getFileName() == null ? display : file.getFileName().toString()), display, bytes, options);
    }

    /** Loads UTF-8 bytes; {@code origin} names the source in diagnostics. */
    public Variant load(String key, String origin, byte[] utf8) throws VariantException {
        return load(key, origin, utf8, Map.of());
    }

    public Variant load(String key, String origin, byte[] utf8, Map<String, String> options) throws VariantException {
        return load(key, origin, decode(origin, utf8), options);
    }

    /** Loads YAML text; {@code origin} names the source in diagnostics. */
    public Variant load(String key, String origin, String text) throws VariantException {
        return load(key, origin, text, Map.of());
    }

    /** Loads YAML text with the given option values (name to value). */
    public Variant load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        Problems problems = new Problems(origin);
        LoadRun run = new LoadRun(this, key, origin, problems, options == null ? Map.of() : options, false);
        Variant v = run.read(text);
        if (v != null && problems.isEmpty()) run.tryOtherOptionValues(text);
        if (v == null || !problems.isEmpty()) {
            List<Diagnostic> sorted = new ArrayList<>(problems.list());
            sorted.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
            throw new VariantException(sorted);
        }
        return v;
    }

    /**
     * The value of the top-level {@code game} key ({@code race} for the race games that
     * {@code varia.race} reads), read leniently; null when absent or unreadable.
     */
    public static String peekGame(String text) { return peek(text).game(); }

    /**
     * What the engine's commands say of a file of another family (the family whose top-level
     * {@code game} word this is, asked of {@link varia.game.Families}: a new family touches no loader).
     */
    static String otherFamilyMessage(String key, varia.game.Family family) {
        return key + " is a " + family.oneGame() + " ('game: " + family.word()
                + "'); the commands check, describe, play, simulate and validate read it";
    }

    /** The variant key for a file name: its stem. */
    static String keyOf(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot > 0 ? fileName.substring(0, dot) : fileName;
    }

    /** An alias of a variant: selecting it applies these options. */
    record Alias(String name, Map<String, String> options) {
        Alias { options = Map.copyOf(options); }
    }

    /** What an index reads of a file without compiling it: its top-level {@code game} word (null: none) and its aliases. */
    record Peek(String game, List<Alias> aliases) {
        static final Peek NONE = new Peek(null, List.of());
    }

    /**
     * The aliases declared in a descriptor, read leniently without compiling anything (for the
     * registry's name index); an empty list when the file cannot be read.
     */
    static List<Alias> peekAliases(String text) { return peek(text).aliases(); }

    /** The file's {@code game} word and aliases from one lenient composition (a file that does not compose: {@link Peek#NONE}; the full load reports it). */
    static Peek peek(String text) {
        try {
            Node root = YamlSource.compose(text, new Problems(""));
            if (!(root instanceof MappingNode m)) return Peek.NONE;
            String game = null;
            List<Alias> aliases = List.of();
            for (NodeTuple t : m.getValue()) {
                if (!(t.getKeyNode() instanceof ScalarNode k)) continue;
                if (k.getValue().equals("game") && t.getValueNode() instanceof ScalarNode v) game = v.getValue().trim();
                if (k.getValue().equals("aliases")) aliases = aliases(t.getValueNode());
            }
            return new Peek(game, aliases);
        } catch (RuntimeException e) {
            return Peek.NONE; // the full load will report it
        }
    }

    /** The {@code aliases} value: names, or {name, options} mappings; what is neither is left to the full load to report. */
    private static List<Alias> aliases(Node v) {
        List<Alias> out = new ArrayList<>();
        List<Node> items = v instanceof SequenceNode s ? s.getValue() : List.of(v);
        for (Node item : items) {
            if (item instanceof ScalarNode sc) {
                out.add(new Alias(sc.getValue(), Map.of()));
            } else if (item instanceof MappingNode am) {
                String name = null;
                Map<String, String> opts = new LinkedHashMap<>();
                for (NodeTuple at : am.getValue()) {
                    if (!(at.getKeyNode() instanceof ScalarNode ak)) continue;
                    if (ak.getValue().equals("name") && at.getValueNode() instanceof ScalarNode an) name = an.getValue();
                    if (ak.getValue().equals("options") && at.getValueNode() instanceof MappingNode om)
                        for (NodeTuple ot : om.getValue())
                            if (ot.getKeyNode() instanceof ScalarNode ok && ot.getValueNode() instanceof ScalarNode ov) opts.put(ok.getValue(), ov.getValue());
                }
                if (name != null) out.add(new Alias(name, opts));
            }
        }
        return out;
    }

    static VariantException single(String file, String message) {
        return new VariantException(List.of(new Diagnostic(file, 0, 0, message)));
    }

    private static String decode(String origin, byte[] bytes) throws VariantException {
        try {
            String s = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            return s.startsWith("\uFEFF") ? s.substring(1) : s;
        } catch (CharacterCodingException e) {
            throw new VariantException(List.of(new Diagnostic(origin, 1, 1,
                    "the file is not valid UTF-8 text; save it as UTF-8")));
        }
    }

    /** Deep merge of YAML nodes: mappings merge key by key, anything else is replaced by the patch. */
    static Node merge(Node base, Node patch) {
        if (!(base instanceof MappingNode bm) || !(patch instanceof MappingNode pm)) return patch;
        List<NodeTuple> out = new ArrayList<>(bm.getValue());
        for (NodeTuple pt : pm.getValue()) {
            String k = pt.getKeyNode() instanceof ScalarNode ks ? ks.getValue() : null;
            int at = -1;
            for (int i = 0; k != null && i < out.size(); i++) {
                if (out.get(i).getKeyNode() instanceof ScalarNode bk && bk.getValue().equals(k)) { at = i; break; }
            }
            if (at < 0) {
                out.add(pt);
            } else {
                NodeTuple bt = out.get(at);
                out.set(at, new NodeTuple(bt.getKeyNode(), merge(bt.getValueNode(), pt.getValueNode())));
            }
        }
        return new MappingNode(bm.getTag(), true, out, bm.getStartMark(), bm.getEndMark(), bm.getFlowStyle());
    }

    MovementCompiler compiler() { return compiler; }
}
