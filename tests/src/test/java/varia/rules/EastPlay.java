package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;

/**
 * Helpers for the constructed-position tests of the East Asian variants: legal moves of a FEN in
 * Fairy-Stockfish's coordinate notation ({@code e2e4}, {@code a8a9+}, {@code P@e5}, a pass as the
 * king's own square {@code e2e2}), so the expected sets can be checked against FS 11.1 by hand.
 */
final class EastPlay extends varia.rules.RulesPlay {
    private EastPlay() {}

    static void assertMoves(Set<String> expected, Set<String> actual, String why) {
        assertEquals(expected, actual, why);
    }
}
