package varia.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class SuggestionsTest {
    static final List<String> TOP_KEYS = List.of("name", "aliases", "sources", "board", "regions", "pieces", "setup", "castling", "play", "end", "options");

    @Test
    void swapsCountAsOneEdit() {
        assertEquals(1, Suggestions.distance("peices", "pieces"));
        assertEquals("pieces", Suggestions.closest("peices", TOP_KEYS));
        assertEquals("setup", Suggestions.closest("Setpu", TOP_KEYS));
    }

    @Test
    void farWordsGetNoSuggestion() {
        assertNull(Suggestions.closest("colour", TOP_KEYS));
        assertNull(Suggestions.closest("x", List.of("end")));
        assertEquals("makruk", Suggestions.closest("makrook", List.of("chess", "makruk", "shatranj", "thai")));
    }
}
