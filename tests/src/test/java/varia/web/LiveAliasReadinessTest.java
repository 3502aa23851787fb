package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.web.Http.assertError;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import varia.TestPaths;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.Validator;
import varia.variant.Variants;

/**
 * Whether {@code /api/games} could become an alias of the one live session (issue 27, step 5c;
 * docs/architecture.md): the checks {@link WebApiTest} and {@link PlayApiTest} make of
 * {@code /api/games}, each made here of {@code /api/live} with the request's fields renamed as the
 * live session names them ({@code variant} as {@code game}, {@code white}/{@code black} as
 * {@code who}, {@code fen} as {@code start}, {@code plies} as {@code turns}, {@code side} as
 * {@code seat}, {@code index} as {@code claim}, {@code ?ply=} as {@code ?turn=}, {@code /pgn} as
 * {@code /record}) and the same outcome asserted: the status, the words, that nothing changed.
 * Where the old request means what the renamed one cannot (undo's {@code plies}, the old levels
 * 1-5 and players, a {@code side}, a declaration's {@code name}, {@code ?ply=}), the check sends
 * the old words, which the live session reads beside its own ({@link LiveOldWords}).
 * Every check passes (the last gaps were closed by {@link LiveOldWords} and {@link OwnActions});
 * the alias itself is not switched. PlayApiTest's "move now"
 * is {@link LiveStopTest}'s already (without its timing); WebApiTest's checks of pages, lists and
 * records are not of {@code /api/games}.
 */
@ExtendWith(LocalServer.class)
class LiveAliasReadinessTest {
    static WebServer server;
    static Http http;

    static JsonNode newGame(String game) throws Exception {
        Http.Answer a = http.post("/api/live", Map.of("game", game, "who", List.of("human", "human")));
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    static JsonNode ok(Http.Answer a) {
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    /** WebApiTest.anIllegalMoveIsRefusedAndChangesNothing, without its undo of 7 plies (below). */
    @Test
    void anIllegalMoveIsRefusedAndChangesNothing() throws Exception {
        JsonNode g = newGame("chess");
        String id = g.get("id").asText(), fen = g.get("fen").asText();
        assertError(http.post("/api/live/" + id + "/move", Map.of("move", "e2e5")), 409, "not a legal move");
        assertError(http.post("/api/live/" + id + "/move", "{\"move\": "), 400, "JSON");
        assertError(http.post("/api/live/" + id + "/move", "{\"mvoe\": \"e2e4\"}"), 400, "JSON");
        assertError(http.post("/api/live/" + id + "/move", "{}"), 400, "give the move");
        assertError(http.post("/api/live/" + id + "/computer", "{}"), 409, "not the computer's turn");
        JsonNode after = ok(http.get("/api/live/" + id));
        assertEquals(fen, after.get("fen").asText());
        assertEquals(0, after.get("history").size());
    }

    /** WebApiTest's "undo takes 1 or 2 plies", asked in the old word ({@code plies}; {@code turns} counts 1 to N turns played). */
    @Test
    void undoOfSevenPliesIsA400() throws Exception {
        String id = newGame("chess").get("id").asText();
        assertError(http.post("/api/live/" + id + "/undo", Map.of("plies", 7)), 400, "1 or 2");
    }

    /** WebApiTest.badRequestsGetAClear4xx, the requests the live session shares. */
    @Test
    void badRequestsGetAClear4xx() throws Exception {
        assertError(http.get("/api/live/nosuchgame"), 404, "no game");
        assertError(http.post("/api/live", Map.of("game", "nosuchvariant")), 404, "no variant");
        assertError(http.post("/api/live", Map.of("game", "chess", "start", "8/8/8 w")), 400, "start");
        assertError(http.post("/api/live", ""), 400, "JSON body");
    }

    /** WebApiTest.badRequestsGetAClear4xx: level 9 and a player "robot", asked in the old words (then the level is the old page's 1-5). */
    @Test
    void theOldLevelsAndPlayersAreRefusedInTheOldWords() throws Exception {
        assertError(http.post("/api/live", Map.of("variant", "chess", "level", 9)), 400, "level");
        assertError(http.post("/api/live", Map.of("variant", "chess", "white", "robot", "black", "human")), 400, "human or computer");
    }

    @Test
    void gamesAreIsolated() throws Exception {
        JsonNode a = newGame("makruk"), b = newGame("makruk");
        String move = a.get("legal").get(0).get("uci").asText();
        ok(http.post("/api/live/" + a.get("id").asText() + "/move", Map.of("move", move)));
        assertEquals(1, ok(http.get("/api/live/" + a.get("id").asText())).get("history").size());
        JsonNode bNow = ok(http.get("/api/live/" + b.get("id").asText()));
        assertEquals(0, bNow.get("history").size());
        assertEquals(b.get("fen").asText(), bNow.get("fen").asText());
    }

    @Test
    void theLeastRecentlyUsedGameIsEvictedAtTheCap() throws Exception {
        LocalServer.with(new WebServer.Config("127.0.0.1", 0, null, 3, 60), (small, h) -> {
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 4; i++) ids.add(h.post("/api/live", Map.of("game", "chess")).json().get("id").asText());
            assertEquals(3, small.liveGames());
            assertEquals(404, h.get("/api/live/" + ids.get(0)).status());
            for (String id : ids.subList(1, 4)) assertEquals(200, h.get("/api/live/" + id).status());
        });
    }

    /** WebApiTest.playUndoComputerAndAPgnThatValidates, the computer at the live session's level 1 (of 0-20). */
    @Test
    void playUndoComputerAndAPgnThatValidates() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "shatranj", "who", List.of("human", "computer"), "level", 1)));
        String id = g.get("id").asText();
        for (int i = 0; i < 4; i++) {
            String move = g.get("legal").get(i % g.get("legal").size()).get("uci").asText();
            g = ok(http.post("/api/live/" + id + "/move", Map.of("move", move)));
            assertFalse(g.get("humanToAct").asBoolean());
            g = ok(http.post("/api/live/" + id + "/computer", "{}"));
            assertTrue(g.get("humanToAct").asBoolean());
        }
        assertEquals(8, g.get("history").size());
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("turns", 2)));
        assertEquals(6, g.get("history").size());
        String pgn = http.get("/api/live/" + id + "/record").body();
        List<Game> games = PgnReader.readAll(pgn);
        assertEquals(1, games.size(), pgn);
        assertEquals(6, games.get(0).moves().size(), pgn);
        assertTrue(new Validator(Variants.resolve("shatranj")).validate(games.get(0)).ok(), pgn);
    }

    /**
     * WebApiTest.senterejFreeTurnsAlternateThePlayersAndOfferOnlyTheirOwnPieces, the actor as the state's seat to act: the live
     * session offers each seat its own pieces ({@link OwnActions}), where the terminal lets a person move either side's (FreeTurnsTerminalTest).
     */
    @Test
    void senterejFreeTurnsAlternateThePlayersAndOfferOnlyTheirOwnPieces() throws Exception {
        JsonNode g = newGame("senterej");
        String id = g.get("id").asText();
        for (String actor : List.of("white", "black", "white", "black")) {
            assertEquals(actor, g.get("turnSeat").asText());
            varia.variant.Variant v = Variants.resolve("senterej");
            varia.engine.Position p = varia.engine.Position.fromFen(v, g.get("fen").asText());
            assertTrue(g.get("legal").size() > 0);
            for (JsonNode m : g.get("legal")) {
                int from = varia.diagram.EngineView.square(v, m.get("from").asText());
                assertEquals(actor.equals("white") ? 0 : 1, p.colourAt(from), actor + " moves its own pieces: " + m);
            }
            g = ok(http.post("/api/live/" + id + "/move", Map.of("move", g.get("legal").get(0).get("uci").asText())));
        }
        g = ok(http.post("/api/live/" + id + "/undo", Map.of("turns", 1)));
        assertEquals("black", g.get("turnSeat").asText(), "undo gives the turn back to the player who moved");
    }

    @Test
    void authoredVariantsCanBePlayedAtOnce() throws Exception {
        String text = Files.readString(TestPaths.root().resolve("variants/chess.yaml"), StandardCharsets.UTF_8)
                .replaceFirst("(?m)^name: .*$", "name: My Chess");
        JsonNode checked = ok(http.post("/api/author/check", Map.of("text", text, "name", "mine.yaml")));
        assertTrue(checked.get("ok").asBoolean(), checked.toString());
        JsonNode g = ok(http.post("/api/live", Map.of("game", checked.get("key").asText())));
        assertEquals("My Chess", g.get("name").asText());
    }

    @Test
    void aFolderOfVariantFilesIsListedAndPlayable(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("tiny.yaml"), Files.readString(TestPaths.root().resolve("variants/makruk.yaml"))
                .replaceFirst("(?m)^name: .*$", "name: Tiny Makruk"));
        Files.writeString(dir.resolve("broken.yaml"), "name: [\n");
        LocalServer.with(LocalServer.folder(dir), (s, h) -> {
            JsonNode tiny = null;
            for (JsonNode v : h.get("/api/variant-games").json()) if (v.get("key").asText().equals("tiny")) tiny = v;
            assertNotNull(tiny);
            assertEquals("folder", tiny.get("source").asText());
            assertEquals(200, h.post("/api/live", Map.of("game", "tiny")).status());
            assertEquals(400, h.post("/api/live", Map.of("game", "broken")).status());
        });
    }

    /** PlayApiTest.refusedControlsChangeNothing, the controls the live session shares. */
    @Test
    void refusedControlsChangeNothing() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "makruk", "who", List.of("human", "computer"), "level", 1)));
        String id = g.get("id").asText();
        String before = http.get("/api/live/" + id).body();
        assertError(http.post("/api/live/" + id + "/claim", Map.of("claim", 0)), 409, "nothing to claim");
        assertError(http.post("/api/live/" + id + "/resign", Map.of("seat", "black")), 409, "black is played by the computer");
        assertError(http.get("/api/live/" + id + "/position?turn=1"), 400, "turn must be 0 to 0");
        assertEquals(before, http.get("/api/live/" + id).body(), "nothing changed");
        assertError(http.post("/api/live", Map.of("game", "makruk", "moves", List.of("e3e4", "e3e4"))), 400,
                "move 2 ('e3e4') is not legal there, after e3e4");
        assertError(http.post("/api/live", Map.of("game", "makruk", "clock", Map.of("minutes", 5, "increment", 3, "byoyomi", 30))), 400,
                "choose an increment (Fischer) or byo-yomi, not both");
    }

    /** PlayApiTest.refusedControlsChangeNothing: a declaration by name, a side by the old word, the analysis of a ply. */
    @Test
    void theOldControlsAreRefusedInTheOldWords() throws Exception {
        String id = ok(http.post("/api/live", Map.of("game", "makruk", "who", List.of("human", "computer")))).get("id").asText();
        assertError(http.post("/api/live/" + id + "/declare", Map.of("name", "count")), 409, "no such declaration");
        assertError(http.post("/api/live/" + id + "/resign", Map.of("side", "green")), 400, "side must be white or black");
        assertError(http.get("/api/live/" + id + "/analysis?ply=x"), 400, "give the ply");
    }
}
