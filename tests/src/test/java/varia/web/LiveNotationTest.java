package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import varia.engine.Position;
import varia.record.traditions.Notations;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The notation switch of the one live session ({@code ?notation=}), as the engine's own page has it
 * ({@code GameSession} with {@code WrittenMoves}): the notations a game offers (the first its own),
 * each move of the history written in the one asked for beside its own text, the board's
 * coordinates numbered as the tradition numbers them; a notation the game does not offer is a 400
 * that changes nothing.
 */
@ExtendWith(LocalServer.class)
class LiveNotationTest {
    static WebServer server;
    static Http http;

    static JsonNode ok(Http.Answer a) {
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    static List<String> keys(JsonNode notations) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : notations) out.add(n.get("key").asText());
        return out;
    }

    /** Each move of the history: its {@code field} (text or written). */
    static List<String> moves(JsonNode g, String field) {
        List<String> out = new ArrayList<>();
        for (JsonNode t : g.get("history")) for (JsonNode m : t.get("moves")) out.add(m.has(field) ? m.get(field).asText() : null);
        return out;
    }

    @Test
    void aTraditionsNotationWritesTheMovesAndNumbersTheBoard() throws Exception {
        Variant v = Variants.registry().bundledVariant("xiangqi");
        JsonNode g = ok(http.post("/api/live", Map.of("game", "xiangqi", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        assertEquals(List.of("san", "wxf", "chinese"), keys(g.get("notations")));
        assertEquals("san", g.get("notation").asText(), "none asked: the game's own");
        for (String m : List.of("h3e3", "h10g8", "h1g3")) g = ok(http.post("/api/live/" + id + "/move", Map.of("move", m)));
        assertEquals(List.of("Che3", "Ng8", "Ng3"), moves(g, "text"));
        assertEquals(java.util.Arrays.asList(null, null, null), moves(g, "written"), "SAN: no second text");

        JsonNode wxf = ok(http.get("/api/live/" + id + "?notation=wxf"));
        assertEquals("wxf", wxf.get("notation").asText());
        assertEquals(List.of("C2.5", "H8+7", "H2+3"), moves(wxf, "written"));
        assertEquals(moves(g, "text"), moves(wxf, "text"), "the own texts stay: a move is sent as one of them");
        List<Integer> actions = new ArrayList<>();
        for (JsonNode a : wxf.get("actions")) actions.add(a.asInt());
        assertEquals(Notations.write("chinese", v, Position.start(v), actions),
                moves(ok(http.get("/api/live/" + id + "?notation=chinese")), "written"), "the whole game written afresh");
        assertFalse(g.get("svg").asText().contains("coord-red"), "SAN: the board's a-i, 1-10");
        assertTrue(ok(http.get("/api/live/" + id + "?notation=chinese")).get("svg").asText().contains("coord-red"), "Red's numbers on the board");

        // undo and a move in the notation asked: the written moves follow (the writer cuts and writes anew)
        g = ok(http.post("/api/live/" + id + "/undo?notation=wxf", Map.of("turns", 2)));
        assertEquals(List.of("C2.5"), moves(g, "written"));
        g = ok(http.post("/api/live/" + id + "/move?notation=wxf", Map.of("move", "b10c8")));
        assertEquals(List.of("C2.5", "H2+3"), moves(g, "written"));
        assertTrue(ok(http.get("/api/live/" + id + "/position?turn=1&notation=chinese")).get("svg").asText().contains("coord-red"),
                "a turn reviewed: the board numbered as the tradition numbers it");
    }

    @Test
    void aNotationNotOfferedIsA400ThatChangesNothing() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        assertEquals(List.of("san"), keys(g.get("notations")), "chess: its own only (a page shows no switch)");
        Http.assertError(http.post("/api/live/" + id + "/move?notation=wxf", Map.of("move", "e4")), 400, "notation: 'wxf' is not one of Chess's: san");
        assertEquals(0, ok(http.get("/api/live/" + id)).get("history").size(), "the move was not played");
        Http.assertError(http.get("/api/live/" + id + "?notation=chinese"), 400, "is not one of");
        assertEquals("san", ok(http.get("/api/live/" + id + "?notation=san")).get("notation").asText());

        int live = server.liveGames();
        Http.assertError(http.post("/api/live?notation=kif", Map.of("game", "shogi")), 400, "notation: 'kif' is not one of Shogi's: san, shogi-japanese, shogi-western");
        assertEquals(live, server.liveGames(), "no game made");

        String race = http.get("/api/race-games").json().get(0).get("key").asText();
        JsonNode r = ok(http.post("/api/races", Map.of("game", race)));
        assertEquals(0, r.get("notations").size(), "a race writes its moves one way");
        assertTrue(r.get("notation").isNull(), r.get("notation").toString());
        Http.assertError(http.get("/api/races/" + r.get("id").asText() + "?notation=san"), 400, "writes its moves one way only");
    }
}
