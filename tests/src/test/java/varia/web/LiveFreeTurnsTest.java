package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.web.Http.assertError;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Senterej's free turns in the one live session ({@link OwnActions}): a seat moving the other
 * side's piece is refused with nothing changed, and a computer seat moves its own pieces, the
 * same actions offered to it as to a person (the terminal lets a person move either side's).
 */
@ExtendWith(LocalServer.class)
class LiveFreeTurnsTest {
    static WebServer server;
    static Http http;

    @Test
    void aSeatMovesOnlyItsOwnPiecesWhileTurnsAreFree() throws Exception {
        Http.Answer a = http.post("/api/live", Map.of("game", "senterej", "who", List.of("human", "computer"), "level", 1, "variant", "senterej"));
        assertEquals(400, a.status(), "the variant or the game, not both: " + a.body());
        JsonNode g = http.post("/api/live", Map.of("variant", "senterej", "black", "computer", "level", 1)).json();
        String id = g.get("id").asText(), before = http.get("/api/live/" + id).body();
        assertError(http.post("/api/live/" + id + "/move", Map.of("move", "a7a6")), 409, "another seat's pieces");
        assertEquals(before, http.get("/api/live/" + id).body(), "nothing changed");
        g = http.post("/api/live/" + id + "/move", Map.of("move", g.get("legal").get(0).get("uci").asText())).json();
        assertEquals("black", g.get("turnSeat").asText());
        String fen = g.get("fen").asText();
        g = http.post("/api/live/" + id + "/computer", "{}").json();
        assertEquals(2, g.get("history").size(), g.toString());
        Variant v = Variants.resolve("senterej");
        varia.engine.Position p = varia.engine.Position.fromFen(v, fen);
        String from = g.get("history").get(1).get("moves").get(0).get("from").asText();
        assertEquals(1, p.colourAt(varia.diagram.EngineView.square(v, from)), "the computer moved a piece of its own: " + g.get("history").get(1));
    }
}
