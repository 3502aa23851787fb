package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.web.Http.assertError;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import varia.TestPaths;

/**
 * Issue 26 on a server in this JVM: option values checked exactly, numbers that must be whole,
 * moves not echoed whole, finished games kept as records and played again for an undo, the
 * session's token, a record whose game is a path; and {@code varia serve --variants DIR} (item 8).
 */
@ExtendWith(LocalServer.class)
class ServerRequestsTest {
    static WebServer server;
    static Http http;

    /** Item 1: a value must be one the file declares, exactly; a padded or unknown one is a 400 naming the values. */
    @Test
    void optionValuesAreCheckedExactly() throws Exception {
        assertError(http.post("/api/games", Map.of("variant", "makruk", "options", Map.of("counting", "fairy-stockfish "))), 400,
                "spaces and control characters are not part of a value");
        assertError(http.post("/api/games", Map.of("variant", "makruk", "options", Map.of("counting", "fairy-stockfish\u0000"))), 400, "seed-004");
        assertError(http.post("/api/games", Map.of("variant", "makruk", "options", Map.of("countng", "fairy-stockfish"))), 400, "unknown option 'countng'");
        assertError(http.get("/api/variants/makruk/study?options=counting=nonsense"), 400, "is not a value of the option 'counting'");
        assertError(http.post("/api/races", Map.of("game", "ashtapada", "options", Map.of("nests", "nonsense"))), 400, "is not a value");
        JsonNode g = http.post("/api/games", Map.of("variant", "makruk", "options", Map.of("counting", "fairy-stockfish"))).json();
        assertEquals("fairy-stockfish", g.get("options").get("counting").asText());
    }

    /** Item 11: a number that must be whole is not taken from a fraction; a long move is not echoed back whole. */
    @Test
    void fractionsAreRefusedAndMovesNotEchoed() throws Exception {
        JsonNode g = http.post("/api/games", Map.of("variant", "chess")).json();
        String id = g.get("id").asText();
        assertEquals(200, http.post("/api/games/" + id + "/move", Map.of("move", "e2e4")).status());
        assertError(http.post("/api/games/" + id + "/undo", "{\"plies\": 1.5}"), 400, "JSON");
        assertEquals(1, http.get("/api/games/" + id).json().get("ply").asInt(), "nothing taken back");
        String huge = "e2e4".repeat(800_000);
        Http.Answer a = http.post("/api/games/" + id + "/move", Map.of("move", huge));
        assertEquals(400, a.status());
        assertTrue(a.body().length() < 500, "the 3.2 MB move is not echoed: " + a.body().length() + " characters");
        JsonNode race = http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human"), "seed", 1)).json();
        String rid = race.get("id").asText();
        http.post("/api/races/" + rid + "/throw", "{}");
        Http.Answer r = http.post("/api/races/" + rid + "/move", Map.of("move", huge));
        assertTrue(r.status() >= 400 && r.body().length() < 800, r.status() + ": " + r.body().length() + " characters");
        assertError(http.post("/api/races/" + rid + "/undo", "{\"turns\": 0.5}"), 400, "JSON");
    }

    /** A finished game is kept as its record: its state and PGN are still there, and an undo plays it again from the record. */
    @Test
    void aFinishedGameIsARecordThatAnUndoBringsBack() throws Exception {
        JsonNode g = http.post("/api/games", Map.of("variant", "chess", "white", "computer", "black", "human", "level", 1,
                "fen", "k7/8/1K6/8/8/8/8/7R w - - 0 1")).json();
        String id = g.get("id").asText();
        JsonNode over = http.post("/api/games/" + id + "/computer", "{}").json();
        assertEquals("white wins", over.get("result").get("status").asText());
        int live = server.liveGames(), finished = server.finishedGames();
        assertTrue(finished >= 1, "kept as a record");
        JsonNode again = http.get("/api/games/" + id).json();
        assertEquals(over.get("fen").asText(), again.get("fen").asText(), "its state, from the record");
        assertTrue(http.get("/api/games/" + id + "/pgn").body().contains("Rh8#"));
        JsonNode back = http.post("/api/games/" + id + "/undo", Map.of("plies", 1)).json();
        assertEquals("ongoing", back.get("result").get("status").asText());
        assertEquals(0, back.get("ply").asInt());
        assertEquals(live + 1, server.liveGames(), "live again");
        assertEquals(finished - 1, server.finishedGames());
    }

    /** Item 4: a write needs the session's token; the session endpoint gives it with its cookie. */
    @Test
    void writesNeedTheSessionsToken() throws Exception {
        RawClient.Session s = RawClient.session(server.port());
        assertTrue(s.cookie().startsWith("varia_session_" + server.port() + "="), s.cookie());
        String body = "{\"variant\":\"chess\"}";
        assertEquals(200, RawClient.status(RawClient.post(server.port(), "/api/games", s.headers(), "application/json", body)));
        assertEquals(403, RawClient.status(RawClient.post(server.port(), "/api/games", "Cookie: " + s.cookie() + "\r\n", "application/json", body)));
        RawClient.Session other = RawClient.session(server.port());
        assertEquals(403, RawClient.status(RawClient.post(server.port(), "/api/games", "Cookie: " + other.cookie() + "\r\nX-Varia-Token: "
                + s.token() + "\r\n", "application/json", body)), "a token is its session's only");
        assertEquals(411, RawClient.status(RawClient.exchange(server.port(), "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n" + s.headers() + "Connection: close\r\n\r\n0\r\n\r\n", 10_000)));
        String framed = RawClient.exchange(server.port(), "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nConnection: close\r\n\r\n", 10_000);
        assertTrue(framed.contains("X-Frame-Options: DENY"), "Varia's pages are not framed by other sites");
        // a cheap answer: the Host header is what is tested (the variants' list compiles every bundled variant, over 10 s on a loaded machine when cold)
        assertEquals(200, RawClient.status(RawClient.exchange(server.port(), "GET /api/families HTTP/1.1\r\nHost: localhost:" + server.port()
                + "\r\nConnection: close\r\n\r\n", 10_000)), "localhost is this server too");
    }

    /** Item 12: a dice-chess record whose game: line is a path is told so, not "not a race game". */
    @Test
    void aRecordWhoseGameIsAPathIsToldSo() throws Exception {
        String record = Files.readString(TestPaths.root().resolve("samples/chaturaji/four-players-seed-2026.txt"))
                .replace("game: chaturaji", "game: /tmp/chaturaji.yaml");
        Http.Answer a = http.post("/api/records", Map.of("text", record));
        assertError(a, 404, "never a file by path");
        assertFalse(a.body().contains("not a race game"), a.body());
    }

    /** Item 8: varia serve --variants DIR starts (it died with a ClassCastException) and offers the folder's file. */
    @Test
    void serveWithAVariantFolderStarts(@TempDir Path dir) throws Exception {
        Files.copy(TestPaths.root().resolve("variants/chess.yaml"), dir.resolve("mine.yaml"));
        try (ServedProcess s = ServedProcess.start(256, "--variants", dir.toString())) {
            assertTrue(new Http(s.port).get("/api/variants").body().contains("\"key\":\"mine\""));
            assertFalse(s.output().contains("Exception"), s.output());
        }
    }
}
