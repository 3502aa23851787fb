package varia.rules.letters;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import varia.variant.RuleKey;

/**
 * Other letters that records write for a variant's pieces, by notation dialect ({@code notation.aliases}):
 * a chess set's letters for makruk (PlayOK's {@code Q} for the met), the Bers written {@code Q} as
 * Shatar's sources write it. Nothing for the engine: the record readers try the variant's own
 * letters first and these where the own letters give no legal move.
 *
 * @param dialects dialect name to (letter in records to the variant's own letter), in file order
 */
public record LetterDialects(Map<String, Map<Character, Character>> dialects) {
    public static final RuleKey<LetterDialects> KEY = new RuleKey<>("letters", LetterDialects.class);

    public LetterDialects {
        Map<String, Map<Character, Character>> copy = new LinkedHashMap<>();
        dialects.forEach((k, v) -> copy.put(k, Collections.unmodifiableMap(new LinkedHashMap<>(v))));
        dialects = Collections.unmodifiableMap(copy);
    }
}
