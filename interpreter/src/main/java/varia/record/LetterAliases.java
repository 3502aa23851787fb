package varia.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import varia.rules.letters.LetterDialects;
import varia.variant.Variant;

/**
 * Other letters that records use for a variant's pieces, by notation dialect, as the variant file
 * declares them ({@code notation.aliases}, read into {@link LetterDialects}). Reading tries the
 * variant's own FEN letters first and these only when the own letters give no legal move, so an
 * alias may even reuse an own letter (PlayOK's {@code P} prefix for a promoted makruk pawn):
 * <pre>
 * notation:
 *   aliases:
 *     western: {Q: M, B: S, P: M}    # letter in records: the variant's own letter
 * </pre>
 */
public final class LetterAliases {
    private LetterAliases() {}

    /**
     * One dialect.
     *
     * @param name    dialect name, e.g. {@code western}
     * @param letters record letter to the variant's own letter
     */
    public record Dialect(String name, Map<Character, Character> letters) {}

    /** The dialects of a variant (empty when its file declares none). */
    public static List<Dialect> forVariant(Variant v) {
        LetterDialects d = v.rule(LetterDialects.KEY);
        if (d == null) return List.of();
        List<Dialect> out = new ArrayList<>();
        d.dialects().forEach((name, letters) -> out.add(new Dialect(name, letters)));
        return out;
    }

    /** The dialect with this name for the variant, or null. */
    public static Dialect find(Variant v, String name) {
        for (Dialect d : forVariant(v)) if (d.name().equalsIgnoreCase(name)) return d;
        return null;
    }

    /** The names of the variant's dialects, for messages. */
    public static List<String> names(Variant v) { return forVariant(v).stream().map(Dialect::name).toList(); }
}
