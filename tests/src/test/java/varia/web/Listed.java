package varia.web;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;

/** A catalog answer's entry by its key, written once for every list the API gives ({@code /api/NOUN-games}, {@code /api/variants}). */
final class Listed {
    private Listed() {}

    /** The entry of {@code list} whose {@code key} is {@code key}; fails, showing the list, when there is none. */
    static JsonNode entry(JsonNode list, String key) {
        JsonNode found = null;
        for (JsonNode e : list) if (e.get("key").asText().equals(key)) found = e;
        assertNotNull(found, key + " not in " + list);
        return found;
    }
}
