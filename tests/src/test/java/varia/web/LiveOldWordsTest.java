package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.web.Http.assertError;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The engine page's request words read by the one live session ({@link LiveOldWords}): a game asked
 * for with {@code variant}, {@code white}/{@code black}, {@code fen} and the old level 1-5 (a node
 * budget), undo by {@code plies}, a declaration by {@code name}, a claim by {@code index}, a {@code side}, {@code ?ply=}; and
 * a request mixing the two words for one thing refused with nothing made.
 */
@ExtendWith(LocalServer.class)
class LiveOldWordsTest {
    static WebServer server;
    static Http http;

    static JsonNode ok(Http.Answer a) {
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    @Test
    void aGameInTheOldWordsPlaysAtTheOldLevelAndUndoesByPlies() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("variant", "shatranj", "white", "human", "black", "computer", "level", 1)));
        String id = g.get("id").asText();
        assertEquals("shatranj", g.get("game").asText());
        assertEquals(1, g.get("level").asInt());
        assertTrue(g.get("levelBudget").asBoolean(), "the old level is a node budget");
        g = ok(http.post("/api/live/" + id + "/move", Map.of("move", g.get("legal").get(0).get("uci").asText())));
        g = ok(http.post("/api/live/" + id + "/computer", "{}"));
        assertEquals(2, g.get("history").size());
        assertTrue(http.get("/api/live/" + id + "/record").body().contains("[Black \"Varia level 1\"]"));
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("plies", 2)));
        assertEquals(0, g.get("history").size(), "two plies: the move and the reply");
        ok(http.post("/api/live/" + id + "/move", Map.of("move", g.get("legal").get(0).get("uci").asText())));
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("plies", 1)));
        assertEquals(0, g.get("history").size());

        JsonNode dflt = ok(http.post("/api/live", Map.of("variant", "chess", "black", "computer")));
        assertEquals(2, dflt.get("level").asInt(), "the old page's default level");
        assertEquals(List.of("human", "computer"), List.of(dflt.get("seats").get(0).get("who").asText(), dflt.get("seats").get(1).get("who").asText()));
        JsonNode fen = ok(http.post("/api/live", Map.of("variant", "makruk", "fen", "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30")));
        assertEquals("2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30", fen.get("fen").asText());
        JsonNode now = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "computer"), "level", 9)));
        assertFalse(now.get("levelBudget").asBoolean(), "in the session's words 9 is a level of 0-20");
    }

    @Test
    void aDeclarationByNameAClaimByIndexASideAndAPly() throws Exception {
        String counting = "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30";
        JsonNode g = ok(http.post("/api/live", Map.of("game", "makruk", "who", List.of("human", "human"), "start", counting)));
        String id = g.get("id").asText();
        String before = http.get("/api/live/" + id).body();
        assertError(http.post("/api/live/" + id + "/declare", Map.of("name", "count")), 409, "no such declaration here (offered: stop-count)");
        assertError(http.post("/api/live/" + id + "/declare", Map.of("name", "stop-count", "declaration", 0)), 400, "not both");
        assertError(http.post("/api/live/" + id + "/resign", Map.of("side", "white", "seat", "white")), 400, "not both");
        assertError(http.get("/api/live/" + id + "/position?ply=1&turn=1"), 400, "not both");
        assertError(http.post("/api/live/" + id + "/claim", Map.of("index", 0)), 409, "no such draw to claim here (none now)");
        assertError(http.post("/api/live/" + id + "/claim", Map.of("index", 0, "claim", 0)), 400, "not both");
        assertError(http.get("/api/live/" + id + "/position?ply=1"), 400, "ply must be 0 to 0");
        assertError(http.get("/api/live/" + id + "/analysis?ply=1"), 400, "ply must be 0 to 0");
        assertError(http.get("/api/live/" + id + "/position?turn=1"), 400, "turn must be 0 to 0");
        assertEquals(before, http.get("/api/live/" + id).body(), "nothing changed");
        g = ok(http.post("/api/live/" + id + "/declare", Map.of("name", "stop-count")));
        assertEquals("2r1k3/8/8/8/8/4N3/8/R2K4 b - - 0 30", g.get("fen").asText(), "the count stops");
        g = ok(http.post("/api/live/" + id + "/move", Map.of("move", "Rc1")));
        assertEquals(counting, ok(http.get("/api/live/" + id + "/position?ply=0")).get("fen").asText());
        g = ok(http.post("/api/live/" + id + "/resign", Map.of("side", "black")));
        assertEquals("over", g.get("phase").asText());
        assertTrue(g.get("result").toString().contains("black resigned"), g.toString());
    }

    @Test
    void theTwoWordsForOneThingAreRefusedAndNothingIsMade() throws Exception {
        int games = server.liveGames();
        assertError(http.post("/api/live", Map.of("variant", "chess", "game", "chess")), 400, "not both");
        assertError(http.post("/api/live", Map.of("variant", "chess", "white", "human", "who", List.of("human", "human"))), 400, "not both");
        assertError(http.post("/api/live", Map.of("variant", "chess", "fen", "x", "start", "y")), 400, "not both");
        assertError(http.post("/api/live", Map.of("white", "human")), 400, "name the variant");
        assertError(http.post("/api/live", Map.of("variant", "chess", "level", 0)), 400, "level must be 1 to 5");
        assertError(http.post("/api/live", Map.of("variant", "chess", "fen", "8/8/8 w")), 400, "fen: ");
        assertError(http.post("/api/live", Map.of("game", "chess", "start", "8/8/8 w")), 400, "start: ");
        assertEquals(games, server.liveGames(), "no game is made by a refused request");
        String race = http.post("/api/races", Map.of("game", "ashtapada")).json().get("id").asText();
        assertError(http.get("/api/live/" + race), 404, "'" + race + "' is a race game: ask /api/races/" + race);
    }
}
