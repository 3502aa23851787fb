package varia.dice;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.race.RaceLoader;
import varia.race.Throw;
import varia.race.ThrowReader;
import varia.variant.FileLoader;
import varia.variant.FileOptions;
import varia.variant.PieceType;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * Reads a {@code game: dice-variant} file: one of the engine's variants (by its key, with option
 * values) moved by a die whose number names the piece to move, as Alfonso X's book plays Grande
 * Acedrex with its eight-sided die. The variant's own rules stay whole: its moves, check and mate,
 * promotion, draws. Keys: docs/variant-format.md, "Dice variants".
 */
public final class VariantDiceLoader {
    /** The top-level {@code game} word of these files. */
    public static final String WORD = "dice-variant";
    static final Key<String> GAME = Key.word("game", List.of(WORD), "the kind of game").required("'game: dice-variant'")
            .doc("'dice-variant': one of the engine's variants moved by a die that names the piece (varia.dice)");
    static final Key<String> VARIANT = Key.text("variant").required("the engine variant the die moves, e.g. 'variant: grande-acedrex'")
            .doc("the key of the engine's variant (bundled, or in a variant folder) whose pieces the die names");
    static final Key<Node> VARIANT_OPTIONS = Key.node("variant-options", "mapping of the variant's option names to values")
            .shape(Shape.named("^[a-z][a-z0-9-]*$", Shape.TEXT)).doc("the variant's option values, e.g. '{unicorn: murray}' (default: its defaults)");
    static final Key<Node> THROW = Key.node("throw", "mapping").required("one die, e.g. 'throw: {dice: 1, sides: 8}'")
            .shape(ThrowReader.SHAPE).doc("the die thrown before each move: its outcomes and their odds (as in race games)");
    static final Key<Node> MOVES = Key.node("moves", "mapping of numbers to pieces").required("e.g. 'moves: {1: P, 8: K}'")
            .shape(Shape.named(RaceLoader.NUMBER_KEY, Shape.either(Shape.TEXT, Shape.list(Shape.TEXT))))
            .doc("a number an outcome counts as to the variant's pieces it moves, by letter or name");
    static final Key<Node> OPTIONS = Key.node("options", "mapping of option names").shape(FileOptions.SHAPE)
            .doc("disputed readings a player may choose, each value with its source and the keys it changes");
    /** The top-level keys (the schema is generated from them). */
    public static final List<Key<?>> TOP_KEYS = List.of(GAME, RaceLoader.NAME, RaceLoader.SOURCES, VARIANT, VARIANT_OPTIONS, THROW, MOVES, OPTIONS);

    static final FileLoader.Common COMMON = new FileLoader.Common(TOP_KEYS, GAME, RaceLoader.NAME, RaceLoader.SOURCES, "dice variant");

    private VariantDiceLoader() {}

    /** Loads a dice-variant text; {@code origin} names it in messages. */
    public static VariantDiceGame load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        return FileLoader.load(key, origin, text, options, COMMON, VariantDiceGame::options, t -> read(t, t.section(), t.problems(), origin));
    }

    private static VariantDiceGame read(FileLoader.Top t, Section top, Problems p, String origin) {
        Variant variant = top.has(VARIANT) ? variant(top, p) : null;
        Throw die = top.has(THROW) ? ThrowReader.read(top.node(THROW), t.context()) : null;
        boolean[][] moves = variant != null && die != null && top.has(MOVES) ? moves(top.node(MOVES), die, variant, p) : null;
        if (!p.isEmpty() || t.name() == null || t.sources() == null || variant == null || die == null || moves == null) return null;
        return new VariantDiceGame(t.key(), t.name(), t.sources(), variant, die, moves, t.options(), origin);
    }

    /** The engine's variant, with the file's option values for it; its own problems named at the 'variant' line. */
    private static Variant variant(Section top, Problems p) {
        Node node = top.node(VARIANT);
        String name = top.get(VARIANT);
        if (name == null) return null;
        Map<String, String> values = new LinkedHashMap<>();
        if (top.has(VARIANT_OPTIONS)) {
            List<NodeTuple> pairs = Nodes.pairs(top.node(VARIANT_OPTIONS), "variant-options", "option names to values, e.g. '{unicorn: murray}'", p);
            if (pairs == null) return null;
            for (NodeTuple pair : pairs) {
                ScalarNode v = Nodes.scalar(pair.getValueNode(), "variant-options." + Nodes.keyText(pair), "the option's value", p);
                if (v == null) return null;
                values.put(Nodes.keyText(pair), v.getValue().trim());
            }
        }
        try {
            return Variants.resolve(name.trim(), values);
        } catch (VariantException e) {
            String first = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
            p.at(node, "variant: '" + name.trim() + "' does not load: " + first);
            return null;
        } catch (RuntimeException e) {
            p.at(node, "variant: '" + name.trim() + "' does not load: " + e.getMessage());
            return null;
        }
    }

    /**
     * The {@code moves} mapping (see {@link DieMoves}): a piece named by its letter (every type with
     * that letter: an unmoved and a moved form) or its name; every piece type needs a number.
     */
    private static boolean[][] moves(Node node, Throw die, Variant variant, Problems p) {
        List<PieceType> types = variant.pieces();
        boolean[][] out = DieMoves.read(node, die, types.size(), (sc, path, q) -> {
            String w = sc.getValue().trim();
            int[] hit = types.stream().filter(pt -> w.length() == 1 && pt.letter() == w.charAt(0) || pt.name().equalsIgnoreCase(w))
                    .mapToInt(PieceType::index).toArray();
            if (hit.length > 0) return hit;
            List<String> letters = types.stream().map(pt -> String.valueOf(pt.letter())).distinct().toList();
            q.at(sc, path + ": the variant " + variant.key() + " has no piece '" + w + "'" + Nodes.hint(w, letters, "pieces' letters"));
            return null;
        }, "a piece's letter or name", "numbers the outcomes count as to pieces, e.g. '{1: P, 8: K}'", "P", p);
        if (out == null) return null;
        boolean ok = true;
        for (PieceType pt : types)
            if (ok && !DieMoves.moved(out, pt.index())) {
                p.at(node, "moves: no number moves the " + pt.name() + " (" + pt.letter() + "); give it one, e.g. 'N: [" + pt.letter() + "]'");
                ok = false;
            }
        return ok ? out : null;
    }
}
