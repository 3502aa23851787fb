package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The record of a game a seat ended in the one live session: a draw agreed and a resignation are
 * written in the PGN's Result (and its movetext's end), not only in its Termination, as the
 * engine's own page wrote them; the record read back says so, and a finished game kept only as
 * its record answers the same.
 */
@ExtendWith(LocalServer.class)
class LiveRecordTest {
    static WebServer server;
    static Http http;

    private static JsonNode ok(Http.Answer a) {
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    private static String game() throws Exception {
        String id = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human")))).get("id").asText();
        for (String m : List.of("e4", "e5")) ok(http.post("/api/live/" + id + "/move", Map.of("move", m)));
        return id;
    }

    @Test
    void aDrawAgreedIsTheRecordsResult() throws Exception {
        String id = game();
        ok(http.post("/api/live/" + id + "/draw", Map.of("seat", "white")));
        assertEquals("1/2-1/2", ok(http.post("/api/live/" + id + "/draw", Map.of("seat", "black"))).get("result").get("score").asText());
        String pgn = http.get("/api/live/" + id + "/record").body();
        assertTrue(pgn.contains("[Result \"1/2-1/2\"]"), pgn);
        assertTrue(pgn.contains("[Termination \"draw agreed\"]"), pgn);
        assertTrue(pgn.strip().endsWith("1. e4 e5 1/2-1/2"), pgn);
    }

    @Test
    void aResignationIsTheRecordsResult() throws Exception {
        String id = game();
        JsonNode g = ok(http.post("/api/live/" + id + "/resign", Map.of("seat", "white")));
        assertEquals("0-1", g.get("result").get("score").asText());
        String pgn = http.get("/api/live/" + id + "/record").body();
        assertTrue(pgn.contains("[Result \"0-1\"]"), pgn);
        assertTrue(pgn.contains("[Termination \"white resigned; places black, white\"]"), pgn);
        assertTrue(pgn.strip().endsWith("0-1"), pgn);
        JsonNode read = ok(http.post("/api/records", Map.of("text", pgn, "format", "auto", "variant", "")));
        assertTrue(read.toString().contains("0-1"), read.toString());
    }
}
