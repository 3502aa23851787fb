package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The one live session's record names who played each seat and the options, and a draw offer is
 * answered in words, as the engine's own page does ({@link LiveRecordTags}, {@link LiveDrawAnswer}):
 * PGN's {@code White}/{@code Black} ("Human", "Varia level N") and {@code VariantOptions}, which a
 * new game from that record takes again; a race's record has the same as comment lines and still
 * replays; the computer accepts a draw only when clearly behind, a person is told whose answer it waits for.
 */
@ExtendWith(LocalServer.class)
class LiveRecordTagsTest {
    static WebServer server;
    static Http http;

    private static JsonNode ok(Http.Answer a) { return LiveSessionApiTest.ok(a); }

    @Test
    void theRecordNamesThePlayersAndTheOptionsAndIsGoneOnFromWithThem() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "computer"), "level", 3)));
        String pgn = http.get("/api/live/" + g.get("id").asText() + "/record").body();
        assertTrue(pgn.contains("[White \"Human\"]\n[Black \"Varia level 3\"]\n"), pgn);

        g = ok(http.post("/api/live", Map.of("game", "janggi", "who", List.of("human", "human"), "options", Map.of("setup", "outer-left"))));
        String id = g.get("id").asText();
        ok(http.post("/api/live/" + id + "/move", Map.of("move", g.get("legal").get(0).get("move").asText())));
        pgn = http.get("/api/live/" + id + "/record").body();
        assertTrue(pgn.contains("[White \"Human\"]\n[Black \"Human\"]\n"), pgn);
        assertTrue(pgn.contains("[VariantOptions \"setup=outer-left\"]"), pgn);
        JsonNode again = ok(http.post("/api/live", Map.of("game", "janggi", "who", List.of("human", "human"), "record", pgn)));
        assertEquals("outer-left", again.get("options").get("setup").asText());
        assertEquals(ok(http.get("/api/live/" + id)).get("fen").asText(), again.get("fen").asText());
    }

    @Test
    void aRacesRecordNamesThePlayersInCommentsAndStillReplays() throws Exception {
        JsonNode g = ok(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "computer"), "seed", 3)));
        String record = http.get("/api/races/" + g.get("id").asText() + "/record").body();
        String first = g.get("seats").get(0).get("name").asText(), second = g.get("seats").get(1).get("name").asText();
        String cap0 = first.substring(0, 1).toUpperCase() + first.substring(1), cap1 = second.substring(0, 1).toUpperCase() + second.substring(1);
        assertTrue(record.contains("# " + cap0 + ": Human\n# " + cap1 + ": Varia level 20\n"), record);
        JsonNode read = ok(http.post("/api/records", Map.of("text", record, "format", "auto", "variant", "")));
        assertTrue(read.toString().contains("legal record"), read.toString());
    }

    @Test
    void aDrawOfferIsAnsweredInWords() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "computer"))));
        JsonNode a = ok(http.post("/api/live/" + g.get("id").asText() + "/draw", "{}"));
        assertTrue(a.get("drawAnswer").asText().startsWith("the computer declines"), a.toString());
        assertEquals("move", a.get("phase").asText(), "the game goes on");

        // a queen down, the computer takes the draw
        g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "computer"), "start", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1")));
        a = ok(http.post("/api/live/" + g.get("id").asText() + "/draw", "{}"));
        assertEquals("the computer accepts: a draw", a.get("drawAnswer").asText());
        assertEquals("over", a.get("phase").asText());

        g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        a = ok(http.post("/api/live/" + id + "/draw", Map.of("seat", "white")));
        assertEquals("draw offered: black may accept it (Offer draw) or decline by playing on", a.get("drawAnswer").asText());
        a = ok(http.post("/api/live/" + id + "/draw", Map.of("seat", "black")));
        assertEquals("draw agreed", a.get("drawAnswer").asText());
        assertEquals("1/2-1/2", a.get("result").get("score").asText());
    }
}
