package varia.record;

import java.util.List;
import java.util.Map;

/**
 * Other letters that records use for a variant's pieces, by notation dialect. Reading tries the
 * variant's own FEN letters first and these only when the own letters give no legal move, so an
 * alias may even reuse an own letter (PlayOK's {@code P} prefix for a promoted makruk pawn).
 *
 * <p>Kept here as data until variant files can declare it; the proposed YAML shape is
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
     * @param variant the variant key it applies to
     * @param letters record letter to the variant's own letter
     * @param source  where the convention comes from
     */
    public record Dialect(String name, String variant, Map<Character, Character> letters, String source) {}

    static final List<Dialect> DIALECTS = List.of(
            new Dialect("western", "makruk", Map.of('Q', 'M', 'B', 'S', 'P', 'M'),
                    "chess-set letters used by PlayOK and SchemingMind makruk records: K khun, Q met, B khon, N ma, R rua;"
                    + " PlayOK writes a P prefix for a promoted pawn's moves and =P for a promotion"));

    /** The dialects for a variant key (empty when none). */
    public static List<Dialect> forVariant(String key) {
        return DIALECTS.stream().filter(d -> d.variant().equals(key)).toList();
    }

    /** The dialect with this name for the variant, or null. */
    public static Dialect find(String key, String name) {
        for (Dialect d : forVariant(key)) if (d.name().equalsIgnoreCase(name)) return d;
        return null;
    }
}
