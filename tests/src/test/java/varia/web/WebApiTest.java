package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.web.Http.assertError;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** The JSON API over loopback: what each request does, and that bad ones get a 4xx and change nothing. */
@ExtendWith(LocalServer.class)
class WebApiTest {
    static WebServer server;
    static Http http;

    static JsonNode newGame(String variant) throws Exception {
        Http.Answer a = http.post("/api/games", Map.of("variant", variant, "white", "human", "black", "human"));
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    @Test
    void bindsToLoopbackByDefault() {
        assertEquals("127.0.0.1", server.boundHost());
        assertEquals("127.0.0.1", WebServer.Config.local(0).host());
    }

    @Test
    void servesThePagesFromTheJar() throws Exception {
        for (String page : List.of("/", "/play.html", "/study.html", "/records.html", "/author.html", "/seated.js", "/app.css")) {
            Http.Answer a = http.get(page);
            assertEquals(200, a.status(), page);
            assertFalse(a.body().contains("http://") && a.body().contains("cdn"), page + " loads nothing from elsewhere");
        }
    }

    @Test
    void listsEveryBundledVariant() throws Exception {
        JsonNode list = http.get("/api/variants").json();
        List<String> keys = new ArrayList<>();
        list.forEach(v -> keys.add(v.get("key").asText()));
        assertTrue(keys.containsAll(Variants.bundled()), keys.toString());
    }

    @Test
    void anIllegalMoveIsRefusedAndChangesNothing() throws Exception {
        JsonNode g = newGame("chess");
        String id = g.get("id").asText(), fen = g.get("fen").asText();
        assertError(http.post("/api/games/" + id + "/move", Map.of("move", "e2e5")), 409, "not a legal move");
        assertError(http.post("/api/games/" + id + "/move", "{\"move\": "), 400, "JSON");
        assertError(http.post("/api/games/" + id + "/move", "{\"mvoe\": \"e2e4\"}"), 400, "JSON");
        assertError(http.post("/api/games/" + id + "/move", "{}"), 400, "give the move");
        assertError(http.post("/api/games/" + id + "/computer", "{}"), 409, "not the computer's turn");
        assertError(http.post("/api/games/" + id + "/undo", Map.of("plies", 7)), 400, "1 or 2");
        JsonNode after = http.get("/api/games/" + id).json();
        assertEquals(fen, after.get("fen").asText());
        assertEquals(0, after.get("ply").asInt());
    }

    @Test
    void badRequestsGetAClear4xx() throws Exception {
        assertError(http.get("/api/games/nosuchgame"), 404, "no game");
        assertError(http.post("/api/games", Map.of("variant", "nosuchvariant")), 404, "no variant");
        assertError(http.post("/api/games", Map.of("variant", "chess", "level", 9)), 400, "level");
        assertError(http.post("/api/games", Map.of("variant", "chess", "white", "robot")), 400, "human or computer");
        assertError(http.post("/api/games", Map.of("variant", "chess", "fen", "8/8/8 w")), 400, "fen");
        assertError(http.post("/api/games", ""), 400, "JSON body");
        assertError(http.get("/api/variants/chess/moves?piece=N&square=z9"), 400, "not a square");
        assertError(http.get("/api/variants/chess/moves?piece=X&square=e4"), 400, "no piece");
        assertError(http.get("/api/board?variant=chess&fen=banana"), 400, "fen");
        assertError(http.get("/api/variants/..%2F..%2Fetc%2Fpasswd/study"), 404, "no variant");
        assertError(http.get("/api/nothing-here"), 404, "no such page");
        assertError(http.post("/api/records", Map.of("text", "  ")), 400, "record");
        // a record may name any variant, but never makes the server read a file by path
        JsonNode r = http.post("/api/records", Map.of("text", "[Variant \"/etc/passwd\"]\n\n1. e4 *\n")).json();
        assertFalse(r.get("shown").get(0).get("ok").asBoolean());
        assertTrue(r.get("shown").get(0).get("verdict").asText().contains("no variant '/etc/passwd'"), r.toString());
    }

    @Test
    void oversizedUploadsAreRefused() throws Exception {
        // refused on the announced length, before the body (sending the body races the server's closing)
        String status = http.statusForHeadersOnly("/api/records", WebServer.MAX_REQUEST_BYTES + 10);
        assertTrue(status != null && status.startsWith("HTTP/1.1 413"), status);
        assertEquals(200, http.get("/api/catalog").status(), "the server goes on after the refusal");
        String variantFile = "# " + "y".repeat(VariantCatalog.MAX_SOURCE_CHARS);
        assertError(http.post("/api/author/check", Map.of("text", variantFile)), 413, "limited");
    }

    @Test
    void gamesAreIsolated() throws Exception {
        JsonNode a = newGame("makruk"), b = newGame("makruk");
        String move = a.get("legal").get(0).get("uci").asText();
        assertEquals(200, http.post("/api/games/" + a.get("id").asText() + "/move", Map.of("move", move)).status());
        assertEquals(1, http.get("/api/games/" + a.get("id").asText()).json().get("ply").asInt());
        JsonNode bNow = http.get("/api/games/" + b.get("id").asText()).json();
        assertEquals(0, bNow.get("ply").asInt());
        assertEquals(b.get("fen").asText(), bNow.get("fen").asText());
    }

    @Test
    void theLeastRecentlyUsedGameIsEvictedAtTheCap() throws Exception {
        LocalServer.with(new WebServer.Config("127.0.0.1", 0, null, 3, 60), (small, h) -> {
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 4; i++) ids.add(h.post("/api/games", Map.of("variant", "chess")).json().get("id").asText());
            assertEquals(3, small.liveGames());
            assertEquals(404, h.get("/api/games/" + ids.get(0)).status());
            for (String id : ids.subList(1, 4)) assertEquals(200, h.get("/api/games/" + id).status());
        });
    }

    @Test
    void playUndoComputerAndAPgnThatValidates() throws Exception {
        Http.Answer created = http.post("/api/games", Map.of("variant", "shatranj", "white", "human", "black", "computer", "level", 1));
        JsonNode g = created.json();
        String id = g.get("id").asText();
        for (int i = 0; i < 4; i++) {
            String move = g.get("legal").get(i % g.get("legal").size()).get("uci").asText();
            g = http.post("/api/games/" + id + "/move", Map.of("move", move)).json();
            assertFalse(g.get("humanToAct").asBoolean());
            g = http.post("/api/games/" + id + "/computer", "{}").json();
            assertTrue(g.get("humanToAct").asBoolean());
        }
        assertEquals(8, g.get("ply").asInt());
        g = http.post("/api/games/" + id + "/undo", Map.of("plies", 2)).json();
        assertEquals(6, g.get("ply").asInt());
        String pgn = http.get("/api/games/" + id + "/pgn").body();
        List<Game> games = PgnReader.readAll(pgn);
        assertEquals(1, games.size(), pgn);
        assertEquals(6, games.get(0).moves().size(), pgn);
        assertTrue(new Validator(Variants.resolve("shatranj")).validate(games.get(0)).ok(), pgn);
    }

    @Test
    void senterejFreeTurnsAlternateThePlayersAndOfferOnlyTheirOwnPieces() throws Exception {
        JsonNode g = newGame("senterej");
        String id = g.get("id").asText();
        assertTrue(g.get("freeTurns").asBoolean(), g.toString());
        for (String actor : List.of("white", "black", "white", "black")) {
            assertEquals(actor, g.get("actor").asText());
            varia.variant.Variant v = Variants.resolve("senterej");
            varia.engine.Position p = varia.engine.Position.fromFen(v, g.get("fen").asText());
            assertTrue(g.get("legal").size() > 0);
            for (JsonNode m : g.get("legal")) {
                int from = varia.diagram.EngineView.square(v, m.get("from").asText());
                assertEquals(actor.equals("white") ? 0 : 1, p.colourAt(from), actor + " moves its own pieces: " + m);
            }
            String move = g.get("legal").get(0).get("uci").asText();
            g = http.post("/api/games/" + id + "/move", Map.of("move", move)).json();
        }
        g = http.post("/api/games/" + id + "/undo", Map.of("plies", 1)).json();
        assertEquals("black", g.get("actor").asText(), "undo gives the turn back to the player who moved");
    }

    @Test
    void everyBundledVariantHasAStudyPage() throws Exception {
        for (String key : Variants.bundled()) {
            Http.Answer a = http.get("/api/variants/" + key + "/study");
            assertEquals(200, a.status(), key + ": " + a.body());
            assertEquals(Variants.resolve(key).pieces().size(), a.json().get("pieces").size(), key);
            assertTrue(a.json().get("text").asText().contains("Pieces"), key);
        }
    }

    @Test
    void recordsFromSamplesReplay() throws Exception {
        Path dir = TestPaths.root().resolve("samples/xiangqi");
        Path sample;
        try (var files = Files.list(dir)) {
            sample = files.filter(p -> p.toString().endsWith(".pgn")).sorted().findFirst().orElseThrow();
        }
        JsonNode r = http.post("/api/records", Map.of("text", Files.readString(sample, StandardCharsets.UTF_8))).json();
        JsonNode first = r.get("shown").get(0);
        assertTrue(r.get("replay").isNull(), "a chess-like record is shown game by game, not as one replay");
        assertTrue(first.get("ok").asBoolean(), first.toString());
        assertTrue(first.get("plies").size() > 0);
    }

    @Test
    void authoredVariantsCanBePlayedAtOnce() throws Exception {
        String text = Files.readString(TestPaths.root().resolve("variants/chess.yaml"), StandardCharsets.UTF_8)
                .replaceFirst("(?m)^name: .*$", "name: My Chess");
        JsonNode ok = http.post("/api/author/check", Map.of("text", text, "name", "mine.yaml")).json();
        assertTrue(ok.get("ok").asBoolean(), ok.toString());
        String key = ok.get("key").asText();
        JsonNode g = http.post("/api/games", Map.of("variant", key)).json();
        assertEquals("My Chess", g.get("name").asText());
        JsonNode bad = http.post("/api/author/check", Map.of("text", "name: x\nboard: {files: 99, ranks: 8}\n")).json();
        assertFalse(bad.get("ok").asBoolean());
        assertTrue(bad.get("problems").get(0).get("line").asInt() > 0, bad.toString());
    }

    @Test
    void aFolderOfVariantFilesIsListedAndPlayable(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("tiny.yaml"), Files.readString(TestPaths.root().resolve("variants/makruk.yaml"))
                .replaceFirst("(?m)^name: .*$", "name: Tiny Makruk"));
        Files.writeString(dir.resolve("broken.yaml"), "name: [\n");
        LocalServer.with(LocalServer.folder(dir), (s, h) -> {
            JsonNode list = h.get("/api/variants").json();
            JsonNode tiny = null;
            for (JsonNode v : list) if (v.get("key").asText().equals("tiny")) tiny = v;
            assertNotNull(tiny, list.toString());
            assertEquals("folder", tiny.get("source").asText());
            assertEquals(200, h.post("/api/games", Map.of("variant", "tiny")).status());
            assertEquals(400, h.post("/api/games", Map.of("variant", "broken")).status());
        });
    }
}
