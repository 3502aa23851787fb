package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The set-up each seat chooses for itself in the one live session, as the engine's own page offers
 * it: the games' address answers janggi's choices ({@code /api/variant-games/janggi/setups}: four
 * orders per side, each pairing one value of the option {@code setup}), none for a game without
 * such an option (any family: the shelf's default); the pairing chosen starts the game with those
 * pieces, and a choice that is no value of the option is a 400 that creates no game.
 */
@ExtendWith(LocalServer.class)
class LiveSetupChoicesTest {
    static WebServer server;
    static Http http;

    @Test
    void janggiOffersEachSideItsOrdersAndTheGameStartsWithThePairChosen() throws Exception {
        Http.Answer a = http.get("/api/variant-games/janggi/setups");
        assertEquals(200, a.status(), a.body());
        JsonNode setups = a.json();
        assertEquals(1, setups.size(), setups.toString());
        JsonNode s = setups.get(0);
        assertEquals("setup", s.get("option").asText());
        assertEquals("Cho", s.get("sides").get(0).get("name").asText());
        assertEquals("Han", s.get("sides").get(1).get("name").asText());
        assertEquals(4, s.get("sides").get(0).get("choices").size());
        assertTrue(s.get("sides").get(1).get("choices").get(0).get("svg").asText().startsWith("<svg"));
        assertEquals(16, s.get("values").size());
        String value = s.get("values").get("outer|left").asText();

        JsonNode g = LiveSessionApiTest.ok(http.post("/api/live", Map.of("game", "janggi", "who", List.of("human", "human"),
                "options", Map.of("setup", value))));
        String fen = g.get("fen").asText();
        assertTrue(fen.startsWith("rnba1anbr/") && fen.contains("/RBNA1ANBR "), fen); // Cho's elephants outside, Han's on its left
        assertEquals(value, g.get("options").get("setup").asText());
    }

    @Test
    void gamesWithoutSuchAnOptionOfferNoneAndAnUnknownGameIsA404() throws Exception {
        for (String path : List.of("/api/variant-games/chess/setups", "/api/variant-games/xiangqi/setups", "/api/race-games/ashtapada/setups")) {
            Http.Answer a = http.get(path);
            assertEquals(200, a.status(), path + ": " + a.body());
            assertEquals(0, a.json().size(), path);
        }
        Http.assertError(http.get("/api/variant-games/no-such-game/setups"), 404, "no-such-game");
    }

    @Test
    void aChoiceThatIsNoValueIsRefusedAndNoGameIsCreated() throws Exception {
        int before = server.liveGames();
        Http.assertError(http.post("/api/live", Map.of("game", "janggi", "who", List.of("human", "human"),
                "options", Map.of("setup", "sideways-left"))), 400, "sideways-left");
        assertEquals(before, server.liveGames(), "nothing was created");
    }
}
