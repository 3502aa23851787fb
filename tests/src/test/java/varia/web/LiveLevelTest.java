package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import varia.game.Effort;
import varia.game.Families;
import varia.game.Game;
import varia.game.State;

/**
 * The computer's level in the one live session: a new game's {@code level} (0-20, {@code
 * Effort.level}) reaches the computer seats' player, so the session's computer plays the move the
 * game's computer at that level plays; the games list says which games have levels, and a level
 * out of range, for a game whose computer has none, or for a seat's player that has none is a 400.
 */
@ExtendWith(LocalServer.class)
class LiveLevelTest {
    static WebServer server;
    static Http http;

    /** The move the game's computer at {@code effort} plays from the start. */
    private static String computersMove(Game g, Effort effort) {
        State s = g.start(2);
        int[] actions = new int[s.maxActions()];
        int n = s.legalActions(actions);
        return s.actionText(g.computer(effort).choose(s, actions, n, new SplittableRandom(1)));
    }

    @Test
    void theLevelGivenIsTheComputersLevel() throws Exception {
        Game chess = Families.find("chess", Map.of());
        String weakest = computersMove(chess, Effort.DEFAULT.withLevel(0)), full = computersMove(chess, Effort.DEFAULT);
        assertNotEquals(full, weakest, "the test needs a position where level 0 and full strength differ");

        Http.Answer a = http.post("/api/live", Map.of("game", "chess", "who", List.of("computer", "human"), "level", 0));
        assertEquals(200, a.status(), a.body());
        JsonNode g = a.json();
        assertEquals(0, g.get("level").asInt());
        assertTrue(g.get("verbs").toString().contains("computer"), g.get("verbs").toString());
        a = http.post("/api/live/" + g.get("id").asText() + "/computer", "{}");
        assertEquals(200, a.status(), a.body());
        assertEquals(weakest, a.json().get("history").get(0).get("moves").get(0).get("text").asText());

        a = http.post("/api/live", Map.of("game", "chess", "who", List.of("computer", "human")));
        assertEquals(20, a.json().get("level").asInt(), "full strength by default");
        a = http.post("/api/live/" + a.json().get("id").asText() + "/computer", "{}");
        assertEquals(full, a.json().get("history").get(0).get("moves").get(0).get("text").asText());
    }

    @Test
    void theListSaysWhichGamesHaveLevels() throws Exception {
        JsonNode variants = http.get("/api/variant-games").json(), races = http.get("/api/race-games").json();
        assertTrue(variants.size() > 0 && races.size() > 0);
        for (JsonNode e : variants) assertTrue(e.get("levels").asBoolean(), e.get("key").asText());
        for (JsonNode e : races) assertFalse(e.get("levels").asBoolean(), e.get("key").asText());
    }

    @Test
    void aLevelThatCannotBeIsRefused() throws Exception {
        Http.assertError(http.post("/api/live", Map.of("game", "chess", "level", 21)), 400, "level must be 0 (weakest) to 20");
        Http.assertError(http.post("/api/live", Map.of("game", "chess", "level", -1)), 400, "level must be 0 (weakest) to 20");
        Http.assertError(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "mcts"), "level", 3)), 400, "mcts has no levels");
        String race = http.get("/api/race-games").json().get(0).get("key").asText();
        Http.assertError(http.post("/api/races", Map.of("game", race, "level", 3)), 400, "have no levels");
        Http.assertError(http.post("/api/live", "{\"game\": \"chess\", \"level\": \"strong\"}"), 400, "");
    }
}
