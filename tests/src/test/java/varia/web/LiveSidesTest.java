package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The seats' names in the game's tradition in the one live session, as the engine's own page gets
 * them ({@code sideDetails}): each seat's {@code side} (its name, English name, colour and both
 * together) through the game's views, and the games list's {@code sides} for the setup form; the
 * seat's own name, which requests and records use, stays; a family without such names adds none.
 */
@ExtendWith(LocalServer.class)
class LiveSidesTest {
    static WebServer server;
    static Http http;

    static JsonNode seat(String game, int i) throws Exception {
        Http.Answer a = http.post("/api/live", Map.of("game", game, "who", List.of("human", "human")));
        assertEquals(200, a.status(), a.body());
        return a.json().get("seats").get(i);
    }

    @Test
    void eachSeatHasItsTraditionsName() throws Exception {
        JsonNode red = seat("xiangqi", 0);
        assertEquals("white", red.get("name").asText(), "the seat's own name stays");
        assertEquals("Red", red.get("side").get("name").asText());
        assertEquals("Red", red.get("side").get("full").asText());
        assertEquals("Black", seat("xiangqi", 1).get("side").get("name").asText());

        JsonNode sente = seat("shogi", 0);
        assertEquals("Sente", sente.get("side").get("name").asText());
        assertEquals("Black", sente.get("side").get("english").asText());
        assertEquals("Sente (Black)", sente.get("side").get("full").asText());
        assertEquals("Gote (White)", seat("shogi", 1).get("side").get("full").asText());

        assertEquals("blue", seat("janggi", 0).get("side").get("colour").asText());
        assertEquals("Cho", seat("janggi", 0).get("side").get("name").asText());
        assertEquals("White", seat("chess", 0).get("side").get("full").asText(), "a game whose file names no sides: White and Black");
    }

    @Test
    void theListNamesTheSeatsAndARaceAddsNone() throws Exception {
        JsonNode shogi = null;
        for (JsonNode e : http.get("/api/variant-games").json()) if (e.get("key").asText().equals("shogi")) shogi = e;
        assertEquals("[\"Sente (Black)\",\"Gote (White)\"]", shogi.get("sides").toString());

        JsonNode race = http.post("/api/races", Map.of("game", "ashtapada")).json();
        assertTrue(race.get("seats").size() > 1);
        for (JsonNode s : race.get("seats")) assertFalse(s.has("side"), s.toString());
    }
}
