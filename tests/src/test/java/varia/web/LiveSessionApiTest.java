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

/**
 * The one live session (issue 27, step 5) over loopback: the engine's variants played through the
 * same {@link SeatedApi} and {@link SeatedSession} as every family (at {@code /api/live}), its board
 * the engine's SVG through the game's views; the answer's {@code verbs} list what applies now, and
 * a claim the rules offer ({@code State.claims()}) is one of them.
 */
@ExtendWith(LocalServer.class)
class LiveSessionApiTest {
    static WebServer server;
    static Http http;

    static JsonNode ok(Http.Answer a) {
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : array) out.add(n.asText());
        return out;
    }

    static JsonNode move(String id, String move) throws Exception {
        return ok(http.post("/api/live/" + id + "/move", Map.of("move", move)));
    }

    @Test
    void aChessGameIsPlayedThroughTheOneSessionWithTheEnginesBoard() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        assertEquals(List.of("move", "resign", "draw", "review", "record"), texts(g.get("verbs")));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", g.get("fen").asText());
        assertTrue(g.get("svg").asText().startsWith("<svg"), g.get("svg").asText());
        assertEquals(20, g.get("legal").size());
        JsonNode first = g.get("legal").get(0);
        assertEquals(first.get("from").asText() + first.get("to").asText(), first.get("uci").asText());
        assertEquals(List.of("white", "black"), List.of(g.get("seats").get(0).get("name").asText(), g.get("seats").get(1).get("name").asText()));

        for (String m : List.of("f3", "e5", "g4")) g = move(id, m);
        assertEquals(List.of("move", "undo", "resign", "draw", "review", "record"), texts(g.get("verbs")));
        Http.assertError(http.post("/api/live/" + id + "/move", Map.of("move", "Ke2")), 409, "is not a legal move for black");
        g = move(id, "Qh4#");
        assertEquals("over", g.get("phase").asText());
        assertEquals("0-1", g.get("result").get("score").asText());
        assertEquals("black", g.get("result").get("winner").asText());
        assertEquals(List.of("undo", "review", "record"), texts(g.get("verbs")));
        String pgn = http.get("/api/live/" + id + "/record").body();
        assertTrue(pgn.contains("1. f3 e5 2. g4 Qh4#"), pgn);
        assertTrue(pgn.contains("0-1"), pgn);

        JsonNode before = ok(http.get("/api/live/" + id + "/position?turn=2"));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2", before.get("fen").asText());
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("turns", 1)));
        assertEquals("ongoing", g.get("result").get("status").asText());
        assertEquals(3, g.get("history").size());
    }

    @Test
    void aDrawTheRulesOfferIsClaimedAsAVerb() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        Http.assertError(http.post("/api/live/" + id + "/claim", "{}"), 409, "nothing to claim now");
        for (int round = 0; round < 2; round++) for (String m : List.of("Nf3", "Nf6", "Ng1", "Ng8")) g = move(id, m);
        // the start position a third time: white may claim the draw, and may play on
        assertTrue(texts(g.get("verbs")).contains("claim"), g.get("verbs").toString());
        assertEquals(1, g.get("claims").size(), g.get("claims").toString());
        assertTrue(g.get("claims").get(0).asText().contains("repetition"), g.get("claims").toString());
        Http.assertError(http.post("/api/live/" + id + "/claim", Map.of("claim", 3)), 400, "claim must be 0 to 0");
        assertEquals("ongoing", ok(http.get("/api/live/" + id)).get("result").get("status").asText()); // the refusal changed nothing
        g = ok(http.post("/api/live/" + id + "/claim", "{}"));
        assertEquals("over", g.get("phase").asText());
        assertEquals("1/2-1/2", g.get("result").get("score").asText());
        assertFalse(texts(g.get("verbs")).contains("claim"));
        String pgn = http.get("/api/live/" + id + "/record").body();
        assertTrue(pgn.contains("[Result \"1/2-1/2\"]"), pgn);
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("turns", 1))); // the claim taken back with the move
        assertEquals("ongoing", g.get("result").get("status").asText());
        assertEquals(7, g.get("history").size());
    }

    @Test
    void aGameStartsFromAPositionAndACountIsStoppedByADeclarationThatKeepsTheTurn() throws Exception {
        String counting = "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30", stopped = "2r1k3/8/8/8/8/4N3/8/R2K4 b - - 0 30";
        JsonNode g = ok(http.post("/api/live", Map.of("game", "makruk", "who", List.of("human", "human"), "start", counting)));
        String id = g.get("id").asText();
        assertEquals(counting, g.get("fen").asText());
        assertEquals(List.of("move", "declare", "resign", "draw", "review", "record"), texts(g.get("verbs")));
        assertEquals(List.of("stop-count"), texts(g.get("declarations")));
        Http.assertError(http.post("/api/live/" + id + "/declare", Map.of("declaration", 1)), 400, "declaration must be 0 to 0 (stop-count)");
        g = ok(http.post("/api/live/" + id + "/declare", "{}"));
        assertEquals(stopped, g.get("fen").asText(), "the count stops");
        assertEquals("black", g.get("turnSeat").asText(), "the turn stays");
        assertEquals(List.of("count"), texts(g.get("declarations")));
        g = move(id, "Rc1");
        assertEquals(1, g.get("history").size());
        String after = g.get("fen").asText();
        assertFalse(after.contains(" 128 "), after);
        ok(http.post("/api/live/" + id + "/resign", Map.of("seat", "white"))); // over: kept only as its record and recipe
        assertEquals(after, ok(http.get("/api/live/" + id)).get("fen").asText(), "a finished game played again makes its declaration again");
        String record = http.get("/api/live/" + id + "/record").body();
        assertTrue(record.contains("[FEN \"" + counting + "\"]"), record);
        assertTrue(record.contains("{[%declare stop-count]} 30... Rc1"), "the record keeps the declaration where it was made: " + record);
        assertEquals(counting, ok(http.get("/api/live/" + id + "/position?turn=0")).get("fen").asText());
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("turns", 1)));
        assertEquals(counting, g.get("fen").asText(), "the declaration in the turn taken back goes with it");
        assertEquals(List.of("stop-count"), texts(g.get("declarations")));

        Http.assertError(http.post("/api/live", Map.of("game", "makruk", "start", "8/8 w")), 400, "start: invalid FEN for makruk");
        Http.assertError(http.post("/api/races", Map.of("game", "ashtapada", "start", "anything")), 400, "it starts only from its own start");
        Http.assertError(http.post("/api/live", Map.of("game", "makruk", "start", "k".repeat(1001))), 400, "no position is");
    }

    @Test
    void aDrawIsAgreedWhenEverySeatOffersItAndAnOfferLapsesWhenTheOtherPlaysOn() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        assertTrue(texts(g.get("verbs")).contains("draw"));
        g = ok(http.post("/api/live/" + id + "/draw", Map.of("seat", "white")));
        assertEquals(List.of("white"), texts(g.get("drawOffers")));
        assertEquals("ongoing", g.get("result").get("status").asText());
        g = move(id, "e4");
        g = move(id, "e5"); // black played on: white's offer lapsed
        assertTrue(g.get("drawOffers").isEmpty());
        g = ok(http.post("/api/live/" + id + "/draw", Map.of("seat", "white")));
        g = ok(http.post("/api/live/" + id + "/draw", Map.of("seat", "black")));
        assertEquals("over", g.get("phase").asText());
        assertEquals("1/2-1/2", g.get("result").get("score").asText());
        assertEquals("draw agreed", g.get("result").get("reason").asText());
        assertTrue(g.get("result").get("winner").isNull());
        assertFalse(texts(g.get("verbs")).contains("draw"));
        assertTrue(http.get("/api/live/" + id + "/record").body().contains("[Termination \"draw agreed\"]"));
        Http.assertError(http.post("/api/live/" + id + "/draw", Map.of("seat", "white")), 409, "the game is over");
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("turns", 1)));
        assertEquals("ongoing", g.get("result").get("status").asText());

        // the computer agrees only when its own evaluation finds it clearly worse: not at the start
        g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "computer"))));
        g = ok(http.post("/api/live/" + g.get("id").asText() + "/draw", "{}"));
        assertEquals("ongoing", g.get("result").get("status").asText());
        // a family without a heuristic (a race) plays on
        g = ok(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "computer"), "seed", 5)));
        g = ok(http.post("/api/races/" + g.get("id").asText() + "/draw", "{}"));
        assertEquals("ongoing", g.get("result").get("status").asText());
        assertEquals(List.of("south"), texts(g.get("drawOffers")));
    }

    @Test
    void theComputerIsAVerbOnlyOnItsTurn() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("computer", "human"))));
        String id = g.get("id").asText();
        assertEquals(List.of("computer", "resign", "draw", "review", "record"), texts(g.get("verbs")));
        Http.assertError(http.post("/api/live/" + id + "/move", Map.of("move", "e4")), 409, "it is the computer's turn");
        g = ok(http.post("/api/live/" + id + "/computer", "{}"));
        assertEquals(1, g.get("history").size());
        assertEquals(List.of("move", "undo", "resign", "draw", "review", "record"), texts(g.get("verbs")));
    }

    @Test
    void everyFamilysSessionListsItsVerbs() throws Exception {
        JsonNode g = ok(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "computer"), "seed", 5)));
        assertEquals(List.of("throw", "resign", "draw", "review", "record"), texts(g.get("verbs")));
        assertTrue(g.get("claims").isEmpty());
        Http.assertError(http.post("/api/races/" + g.get("id").asText() + "/claim", "{}"), 409, "nothing to claim now");
        Http.assertError(http.post("/api/live", Map.of("game", "no-such-variant")), 404, "no variant 'no-such-variant'");
    }
}
