package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class SuggestionsTest {
    @Test
    void swapsCountAsOneEdit() {
        assertEquals(1, Suggestions.distance("peices", "pieces"));
        assertEquals("pieces", Suggestions.closest("peices", VariantLoader.TOP_KEYS));
        assertEquals("setup", Suggestions.closest("Setpu", VariantLoader.TOP_KEYS));
    }

    @Test
    void farWordsGetNoSuggestion() {
        assertNull(Suggestions.closest("colour", VariantLoader.TOP_KEYS));
        assertNull(Suggestions.closest("x", List.of("end")));
        assertEquals("makruk", Suggestions.closest("makrook", List.of("chess", "makruk", "shatranj", "thai")));
    }
}
