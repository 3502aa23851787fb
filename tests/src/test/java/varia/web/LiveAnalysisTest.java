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
 * The analysis of the one live session ({@code /api/live/ID/analysis}, {@link LiveAnalysis}): the
 * game's own judgement ({@code Game.analyse}) of the game now or after a turn, the same the engine's
 * own page gives ({@code /api/games/ID/analysis}, {@link GameReview}: one code for both), a mate
 * found, a finished position judged without a search, the search bounded on the server; a game
 * that does not analyse says so ({@code analyses: false}, a 409), a bad turn is a 400.
 */
@ExtendWith(LocalServer.class)
class LiveAnalysisTest {
    static WebServer server;
    static Http http;

    static JsonNode ok(Http.Answer a) {
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    @Test
    void theLiveAnalysisIsTheEnginesJudgement() throws Exception {
        List<String> moves = List.of("e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6");
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        assertTrue(g.get("analyses").asBoolean(), "the engine's games analyse");
        for (String m : moves) ok(http.post("/api/live/" + id + "/move", Map.of("move", m)));

        JsonNode now = ok(http.get("/api/live/" + id + "/analysis"));
        assertEquals(6, now.get("turn").asInt());
        assertEquals("white", now.get("seat").asText());
        assertEquals(1, now.get("mate").asInt(), now.toString());
        assertEquals("Qxf7#", now.get("best").get(0).asText());
        assertEquals("#1", now.get("text").asText());
        assertEquals(1.0, now.get("first").asDouble());

        // the start, as the engine's own page judges it (the same budget and code)
        JsonNode start = ok(http.get("/api/live/" + id + "/analysis?turn=0"));
        JsonNode old = ok(http.post("/api/games", Map.of("variant", "chess", "white", "human", "black", "human")));
        JsonNode page = ok(http.get("/api/games/" + old.get("id").asText() + "/analysis?ply=0"));
        assertEquals(0, start.get("turn").asInt());
        assertEquals(page.get("score").asInt(), start.get("score").asInt(), start + " / " + page);
        assertEquals(page.get("best"), start.get("best"));
        assertEquals(page.get("white").asDouble(), start.get("first").asDouble(), 1e-9);
        assertTrue(start.get("nodes").asLong() > 0 && start.get("nodes").asLong() <= LiveAnalysis.NODES + 1024,
                start.get("nodes") + " nodes: within the server's budget of " + LiveAnalysis.NODES);
        assertTrue(start.get("over").isNull());

        ok(http.post("/api/live/" + id + "/move", Map.of("move", "Qxf7#")));
        JsonNode over = ok(http.get("/api/live/" + id + "/analysis"));
        assertEquals("1-0 (checkmate)", over.get("over").asText(), over.toString());
        assertEquals(0, over.get("nodes").asInt(), "no search of a finished game");
        assertEquals(1.0, over.get("first").asDouble());
    }

    @Test
    void aGameWithoutAnalysisAndABadTurnAreRefused() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        Http.assertError(http.get("/api/live/" + id + "/analysis?turn=3"), 400, "turn must be 0 to 0");
        Http.assertError(http.get("/api/live/" + id + "/analysis?turn=x"), 400, "give the turn to analyse");

        String race = http.get("/api/race-games").json().get(0).get("key").asText();
        JsonNode r = ok(http.post("/api/races", Map.of("game", race)));
        assertFalse(r.get("analyses").asBoolean(), "a race's computer judges no position");
        Http.assertError(http.get("/api/races/" + r.get("id").asText() + "/analysis"), 409, "has no analysis");
    }
}
