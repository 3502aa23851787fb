package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The one catalog ({@code GET /api/catalog}): every family's games, each with the same fields, its addresses live. */
@ExtendWith(LocalServer.class)
class CatalogWebTest {
    static WebServer server;
    static Http http;

    static final String[] FIELDS = {"key", "name", "aliases", "source", "family", "group", "meta", "players", "play", "study", "edit", "file", "thumb", "record", "studyData"};

    static JsonNode find(JsonNode list, String key) {
        for (JsonNode g : list) if (g.get("key").asText().equals(key)) return g;
        return null;
    }

    @Test
    void listsEveryFamilysGamesWithTheSameFields() throws Exception {
        JsonNode list = http.get("/api/catalog").json();
        int each = http.get("/api/variants").json().size();
        for (JsonNode f : http.get("/api/families").json()) each += http.get(f.get("games").asText()).json().size();
        assertEquals(each, list.size(), "the catalog holds the variants and every family's games, none twice nor left out");
        Set<String> keys = new HashSet<>();
        for (JsonNode g : list) {
            assertTrue(keys.add(g.get("key").asText()), "one entry a key: " + g.get("key"));
            for (String field : FIELDS) assertTrue(g.has(field), g.get("key") + " has " + field);
            assertEquals(g.size(), FIELDS.length, "no family adds fields of its own: " + g);
        }
        JsonNode chess = find(list, "chess"), race = find(list, "ashtapada"), dice = find(list, "chaturaji");
        assertNotNull(chess);
        assertNotNull(race);
        assertNotNull(dice);
        assertEquals("/play.html?variant=chess", chess.get("play").asText());
        assertEquals("/study.html?variant=chess", chess.get("study").asText());
        assertTrue(chess.get("meta").asText().startsWith("8×8"), chess.toString());
        assertNull(chess.get("record").textValue(), "a variant's records are in any format the engine reads");
        assertEquals("/race.html?game=ashtapada", race.get("play").asText());
        assertEquals("/race-study.html?game=ashtapada", race.get("study").asText());
        assertEquals("race", race.get("record").asText());
        assertEquals("race", race.get("family").asText());
        assertTrue(race.get("thumb").isNull(), "no thumbnail where the family draws none");
        assertEquals("dice-chess", dice.get("record").asText());
        assertTrue(race.get("group").asText().length() > 0 && !race.get("group").asText().equals(chess.get("group").asText()), "each family its heading");
    }

    @Test
    void everyAddressItGivesAnswers() throws Exception {
        JsonNode list = http.get("/api/catalog").json();
        for (String key : new String[] {"chess", "makruk", "ashtapada", "chaturaji"}) {
            JsonNode g = find(list, key);
            for (String page : new String[] {"play", "study", "edit"}) {
                String path = g.get(page).asText();
                assertEquals(200, http.get(path.substring(0, path.indexOf('?'))).status(), path);
            }
            Http.Answer file = http.get(g.get("file").asText());
            assertEquals(200, file.status(), g.get("file").asText());
            assertTrue(file.body().contains("name"), "the file's text: " + key);
            if (!g.get("thumb").isNull()) assertTrue(http.get(g.get("thumb").asText()).body().contains("<svg"), key);
        }
    }

    @Test
    void theListingPagesReadIt() throws Exception {
        for (String page : new String[] {"/", "/study.html", "/records.html", "/author.html"})
            assertTrue(http.get(page).body().contains("/api/catalog"), page + " reads the one catalog");
    }
}
