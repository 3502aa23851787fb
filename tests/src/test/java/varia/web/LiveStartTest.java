package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A live game that goes on from a pasted record or from moves given as coordinates, as the engine's
 * own page lets one ({@link LiveStart}): the record's moves (its position, up to the action asked
 * for) or the link's are played at once, and the game goes on from there; a race's record keeps its
 * own throws whatever the seed, and undo replays them. A record or a move that does not replay is a
 * 400 naming where, and no game is created; so is a record or a list past its bounds.
 */
@ExtendWith(LocalServer.class)
class LiveStartTest {
    static WebServer server;
    static Http http;

    static final String PGN = "[Event \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n";

    private static JsonNode ok(Http.Answer a) { return LiveSessionApiTest.ok(a); }

    private static Map<String, Object> chess(Object... more) {
        Map<String, Object> m = new HashMap<>(Map.of("game", "chess", "who", List.of("human", "human")));
        for (int i = 0; i < more.length; i += 2) m.put((String) more[i], more[i + 1]);
        return m;
    }

    private static void refused(Map<String, Object> body, String words) throws Exception {
        int before = server.liveGames();
        Http.assertError(http.post("/api/live", body), 400, words);
        assertEquals(before, server.liveGames(), "no game was created");
    }

    @Test
    void aPastedRecordIsGoneOnFromAfterItsLastMoveOrTheOneAskedFor() throws Exception {
        JsonNode g = ok(http.post("/api/live", chess("record", PGN)));
        assertEquals("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", g.get("fen").asText());
        assertEquals(4, g.get("actions").size());
        assertEquals(4, g.get("given").asInt());
        String id = g.get("id").asText();
        g = ok(http.post("/api/live/" + id + "/move", Map.of("move", "Bb5")));
        assertTrue(http.get("/api/live/" + id + "/record").body().contains("1. e4 e5 2. Nf3 Nc6 3. Bb5"));
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("turns", 2))); // back into the record's moves: replayed as given
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", g.get("fen").asText());

        g = ok(http.post("/api/live", chess("record", PGN, "upTo", 2)));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", g.get("fen").asText());
    }

    @Test
    void aRecordFromAPositionStartsThereAndItsOptionsAreTheGames() throws Exception {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        JsonNode g = ok(http.post("/api/live", chess("record", "[FEN \"" + fen + "\"]\n[SetUp \"1\"]\n\n1. e4 Kd7 *\n")));
        assertEquals(fen, g.get("start").asText());
        assertEquals("8/3k4/8/8/4P3/8/8/4K3 w - - 1 2", g.get("fen").asText());
        // a janggi record with its set-up option: the game is played with it
        JsonNode j = ok(http.post("/api/live", Map.of("game", "janggi", "who", List.of("human", "human"),
                "record", "[Variant \"janggi\"]\n[VariantOptions \"setup=outer-left\"]\n\n*\n")));
        assertEquals("outer-left", j.get("options").get("setup").asText());
        assertTrue(j.get("fen").asText().contains("/RBNA1ANBR "), j.get("fen").asText());
    }

    @Test
    void aRecordThatDoesNotReplayOrIsTooLongCreatesNothing() throws Exception {
        refused(chess("record", "1. e4 e5 2. Ke3 *\n"), "Ke3");
        refused(chess("record", "[Variant \"xiangqi\"]\n\n1. e4 *\n"), "not of");
        refused(chess("record", "x".repeat(LiveStart.MAX_RECORD_CHARS + 1)), "longer than");
        refused(chess("record", PGN, "start", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), "not both");
        refused(chess("record", PGN, "upTo", -1), "upTo");
    }

    @Test
    void movesAsCoordinatesArePlayedAtOnceAndAnIllegalOneIsNamedByItsNumber() throws Exception {
        JsonNode g = ok(http.post("/api/live", chess("moves", List.of("e2e4", "e7e5", "g1f3"))));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", g.get("fen").asText());
        // from a position given as text, as a shared link of the engine's page gives both
        g = ok(http.post("/api/live", chess("start", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "moves", List.of("e2e4"))));
        assertEquals("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", g.get("fen").asText());
        refused(chess("moves", List.of("e2e4", "e7e5", "e4e5")), "move 3 ('e4e5') is not legal there, after e2e4 e7e5");
        refused(chess("moves", List.of("e2e4", "x".repeat(Api.MAX_MOVE_CHARS + 1))), "longer than");
        refused(chess("moves", java.util.Collections.nCopies(LiveStart.MAX_ACTIONS + 1, "e2e4")), "at most");
        refused(chess("moves", List.of("e2e4"), "actions", List.of(1)), "not both");
    }

    @Test
    void aRacesRecordKeepsItsOwnThrowsWhateverTheSeedAndUndoReplaysThem() throws Exception {
        JsonNode played = ok(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("computer", "computer"), "seed", 5)));
        String first = played.get("id").asText();
        for (int i = 0; i < 8; i++) played = ok(http.post("/api/races/" + first + "/computer", "{}"));
        String record = http.get("/api/races/" + first + "/record").body();
        int turns = played.get("history").size();

        JsonNode g = ok(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "human"), "seed", 99, "record", record)));
        assertEquals(played.get("actions"), g.get("actions"), "the record's actions, its throws too, not seed 99's");
        assertEquals(turns, g.get("history").size());
        // the page's link for it: every action's text, a throw before its moves (livestart.js givenMoves), read back as moves
        List<String> texts = new java.util.ArrayList<>();
        for (JsonNode t : g.get("history")) {
            if (t.hasNonNull("chance")) texts.add(t.get("chance").asText());
            for (JsonNode m : t.get("moves")) texts.add(m.get("text").asText());
        }
        JsonNode linked = ok(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "human"), "seed", 7, "moves", texts)));
        assertEquals(played.get("actions"), linked.get("actions"), "the link's moves as text are the record's actions");
        String id = g.get("id").asText();
        String phase = g.get("phase").asText();
        if (phase.equals("throw")) g = ok(http.post("/api/races/" + id + "/throw", "{}")); // the game goes on with seed 99's throws
        assertTrue(g.get("history").size() >= turns);
        g = ok(http.post("/api/races/" + id + "/undo", Map.of("turns", 2)));
        assertTrue(g.get("actions").size() < played.get("actions").size(), g.get("actions").toString());
        for (int i = 0; i < g.get("actions").size(); i++) assertEquals(played.get("actions").get(i), g.get("actions").get(i), "undo replays the record's throws");

        // resigned, the game is kept only as its record; asked again it is played again from its recipe, the record's throws as given
        String ended = ok(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "human"), "seed", 99,
                "record", record))).get("id").asText();
        ok(http.post("/api/races/" + ended + "/resign", Map.of("seat", "0")));
        JsonNode revived = ok(http.get("/api/races/" + ended));
        assertEquals("over", revived.get("phase").asText());
        assertEquals(played.get("actions"), revived.get("actions"));
    }
}
