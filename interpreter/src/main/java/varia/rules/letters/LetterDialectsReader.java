package varia.rules.letters;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code notation: {aliases: {western: {Q: M, B: S, P: M}}}}: per dialect, the letter a record
 * writes and the variant's own letter it stands for.
 */
public final class LetterDialectsReader implements Rule<LetterDialects> {
    public static final LetterDialectsReader RULE = new LetterDialectsReader();

    private static final String NAME = "^[a-z][a-z0-9-]*$", LETTER = "^[A-Z]$";
    static final Key<Node> ALIASES = Key.node("aliases", "mapping of dialect names to letters")
            .shape(Shape.named(NAME, Shape.named(LETTER, Shape.pattern(LETTER))))
            .doc("per dialect name, the letter records write and the variant's own letter it stands for, e.g. {western: {Q: M}}");
    static final List<Key<?>> KEYS = List.of(ALIASES);
    static final Key<Node> NOTATION = Key.node("notation", "mapping").shape(Shape.fields(KEYS))
            .doc("how records write the game: 'aliases', other letters for the pieces by dialect");
    private static final String EXAMPLE = "'{aliases: {western: {Q: M, B: S}}}'";

    private LetterDialectsReader() {}

    @Override public RuleKey<LetterDialects> key() { return LetterDialects.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.top(NOTATION)); }

    @Override public LetterDialects read(RuleInput in) {
        Node node = in.topNode("notation");
        if (node == null) return null;
        Section m = Section.open(node, "'notation'", "notation", KEYS, in);
        if (m == null || !m.has(ALIASES)) return null;
        int before = in.problems().count();
        Section named = Section.open(m.node(ALIASES), "'notation.aliases'", "notation.aliases", null, in);
        if (named == null) return null;
        List<String> symbols = in.symbols();
        Map<String, Map<Character, Character>> out = new LinkedHashMap<>();
        for (Map.Entry<String, Node> e : named.entries().entrySet()) {
            String dialect = e.getKey(), path = "notation.aliases." + dialect;
            if (!dialect.matches(NAME)) {
                in.problems().at(e.getValue(), path + ": a dialect's name is a lower-case word such as 'western'");
                continue;
            }
            Section letters = Section.open(e.getValue(), "'" + path + "'", path, null, in);
            if (letters == null) continue;
            Map<Character, Character> map = new LinkedHashMap<>();
            for (Map.Entry<String, Node> l : letters.entries().entrySet()) {
                String written = l.getKey();
                if (!written.matches(LETTER)) {
                    in.problems().at(l.getValue(), path + ": '" + written + "' is not one upper-case letter (the letter a record writes)");
                    continue;
                }
                ScalarNode own = Nodes.scalar(l.getValue(), path + "." + written, "one of the variant's piece letters", in.problems());
                if (own == null) continue;
                String v = own.getValue().trim();
                if (symbols != null && !symbols.contains(v)) {
                    in.problems().at(own, path + "." + written + ": '" + v + "' is not a piece letter of this variant; the pieces are "
                            + symbols.stream().filter(x -> x.length() == 1).collect(Collectors.joining(", ")));
                    continue;
                }
                map.put(written.charAt(0), v.charAt(0));
            }
            if (map.isEmpty() && in.problems().count() == before)
                in.problems().at(e.getValue(), path + " lists no letters; write them as " + EXAMPLE);
            out.put(dialect, map);
        }
        if (in.problems().count() > before || out.isEmpty()) return null;
        return new LetterDialects(out);
    }

    @Override public void describe(LetterDialects model, Description out) {
        if (model == null) return;
        for (var d : model.dialects().entrySet()) {
            String letters = d.getValue().entrySet().stream()
                    .map(e -> e.getKey() + " for " + out.ref(out.variant().pieceByLetter(e.getValue()).index()))
                    .collect(Collectors.joining(", "));
            out.play("Records may also write the " + d.getKey() + " letters (where the own letters give no legal move): " + letters + ".");
        }
    }
}
