package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.web.Http.assertError;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import varia.game.TestRuns;
import varia.game.Trial;
import varia.play.Terminal;
import varia.race.RaceFamily;
import varia.race.RaceGame;

/** The race games' JSON API over loopback: setup, throws, moves, the computer, records, refusals (undo: {@link SeatedGamesWebApiTest}). */
@ExtendWith(LocalServer.class)
class RaceWebApiTest {
    static WebServer server;
    static Http http;

    static JsonNode newRace(Map<String, Object> body) throws Exception { return http.postOk("/api/races", body, "a new game"); }

    static JsonNode post(String id, String what, Object body) throws Exception {
        return http.postOk("/api/races/" + id + "/" + what, body, what);
    }

    /** Plays to the end ({@link PlayOut}). */
    static JsonNode playOut(Http h, JsonNode g, Random random) throws Exception { return PlayOut.to(h, "/api/races", g, random, 20_000); }

    @Test
    void servesTheRacePageFromTheJar() throws Exception {
        for (String page : List.of("/race.html", "/race.js", "/raceboard.js")) {
            Http.Answer a = http.get(page);
            assertEquals(200, a.status(), page);
            String outside = a.body().replace("http://www.w3.org/2000/svg", ""); // the SVG namespace is a name, not a fetch
            assertTrue(!outside.contains("http://") && !outside.contains("https://"), page + " loads nothing from elsewhere");
        }
        assertTrue(http.get("/").body().contains("/api/race-games"), "the home page lists the race games");
    }

    @Test
    void listsTheRaceGames() throws Exception {
        JsonNode list = http.get("/api/race-games").json();
        JsonNode ashtapada = Listed.entry(list, "ashtapada");
        assertEquals("Ashtapada", ashtapada.get("name").asText());
        assertEquals("[2,3,4]", ashtapada.get("players").toString());
        assertEquals(4, ashtapada.get("defaultPlayers").asInt());
        assertEquals("[\"south\",\"north\"]", ashtapada.get("seating").get("2").toString());
        assertTrue(ashtapada.get("options").size() > 5, "the file's options are offered");
        assertEquals(new RaceFamily().bundled().size(), list.size(), "every bundled race game, and no chess-like one");
    }

    @Test
    void aNewGameDescribesTheBoardFromTheFile() throws Exception {
        JsonNode g = newRace(Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "computer"), "seed", 5));
        assertEquals(64, g.get("board").get("squares").size());
        int nests = 0;
        for (JsonNode sq : g.get("board").get("squares")) if (sq.get("nest").asBoolean()) nests++;
        assertEquals(16, nests);
        JsonNode d4 = g.get("board").get("squares").get(3 * 8 + 3);
        assertEquals("d4", d4.get("name").asText());
        assertEquals(3, d4.get("file").asInt());
        assertEquals(3, d4.get("rank").asInt());
        JsonNode south = g.get("seats").get(0), north = g.get("seats").get(1);
        assertEquals("south", south.get("name").asText());
        assertEquals("north", north.get("name").asText());
        assertEquals("a1", south.get("start").asText());
        assertEquals("h8", north.get("start").asText());
        assertEquals(61, south.get("track").size());
        assertEquals("d4", south.get("home").asText());
        assertEquals(4, south.get("off").asInt());
        assertEquals("computer", north.get("who").asText());
        assertEquals("throw", g.get("phase").asText());
        assertEquals(5, g.get("seed").asLong());
        assertEquals(5, g.get("dice").get("outcomes").size());
        assertTrue(g.get("legal").isEmpty(), "no moves before the throw");
    }

    @Test
    void anIllegalMoveIsRefusedAndChangesNothing() throws Exception {
        JsonNode g = newRace(Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "human"), "seed", 3));
        String id = g.get("id").asText();
        assertError(http.post("/api/races/" + id + "/move", Map.of("move", "@b1")), 409, "throw first");
        g = post(id, "throw", "{}");
        assertEquals("move", g.get("phase").asText());
        int distance = g.get("thrown").get("distance").asInt();
        String before = http.get("/api/races/" + id).body();
        assertError(http.post("/api/races/" + id + "/throw", "{}"), 409, "thrown already");
        assertError(http.post("/api/races/" + id + "/move", Map.of("move", "a1-b1")), 409, "no piece on a1");
        String wrongSquare = distance == 2 ? "@c1" : "@b1"; // an entering piece lands on the square the throw names
        assertError(http.post("/api/races/" + id + "/move", Map.of("move", wrongSquare)), 409, "not " + wrongSquare.substring(1));
        assertError(http.post("/api/races/" + id + "/move", Map.of("move", "banana")), 409, "is not a move");
        assertError(http.post("/api/races/" + id + "/move", "{}"), 400, "give the move");
        assertError(http.post("/api/races/" + id + "/move", "{\"mvoe\": \"@a1\"}"), 400, "JSON");
        assertError(http.post("/api/races/" + id + "/computer", "{}"), 409, "not the computer's turn");
        assertError(http.post("/api/races/" + id + "/undo", Map.of("turns", 1)), 409, "nothing to take back");
        assertEquals(before, http.get("/api/races/" + id).body(), "refused requests changed nothing");
        String legal = g.get("legal").get(0).get("move").asText();
        g = post(id, "move", Map.of("move", legal));
        assertEquals(1, g.get("history").size());
        assertEquals(legal, g.get("history").get(0).get("move").asText());
        assertEquals("north", g.get("turnSeat").asText());
        assertEquals(3, g.get("seats").get(0).get("off").asInt());
    }

    @Test
    void badRequestsGetAClear4xx() throws Exception {
        assertError(http.post("/api/races", Map.of("game", "nosuchrace")), 404, "no race game");
        assertError(http.post("/api/races", Map.of("game", "chess")), 404, "no race game");
        assertError(http.post("/api/races", Map.of("game", "ashtapada", "players", 5)), 400, "[2, 3, 4] players, not 5");
        assertError(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "robot"))), 400, "'robot'");
        assertError(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "human", "human"))), 400, "one player per seat");
        assertError(http.post("/api/races", Map.of("game", "ashtapada", "options", Map.of("nests", "everywhere"))), 400, "everywhere");
        assertError(http.post("/api/races", Map.of("game", "ashtapada", "colour", "red")), 400, "JSON");
        assertError(http.get("/api/races/nosuchgame"), 404, "no game");
        String race = newRace(Map.of("game", "ashtapada")).get("id").asText();
        String chess = http.post("/api/games", Map.of("variant", "chess")).json().get("id").asText();
        assertError(http.get("/api/games/" + race), 404, "race game");
        assertError(http.get("/api/races/" + chess), 404, "not a race game");
    }

    @Test
    void playsToTheEndAgainstTheComputerAndTheRecordReplays() throws Exception {
        JsonNode g = newRace(Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "computer"), "seed", 2026));
        g = playOut(http, g, new Random(9));
        JsonNode result = g.get("result");
        assertEquals("over", result.get("status").asText());
        String winner = result.get("winner").asText();
        assertTrue(List.of("south", "north").contains(winner), winner);
        assertTrue(result.get("reason").asText().startsWith(winner + " brought all 4 pieces home first"), result.toString());
        JsonNode seats = g.get("seats");
        int w = seats.get(0).get("name").asText().equals(winner) ? 0 : 1;
        assertEquals(4, seats.get(w).get("homeCount").asInt());
        assertTrue(seats.get(1 - w).get("homeCount").asInt() < 4);
        assertTrue(g.get("legal").isEmpty());
        assertError(http.post("/api/races/" + g.get("id").asText() + "/throw", "{}"), 409, "over");

        Http.Answer rec = http.get("/api/races/" + g.get("id").asText() + "/record");
        assertEquals(200, rec.status());
        String text = rec.body();
        assertTrue(text.contains("game: ashtapada\nplayers: 2\n"), text);
        assertTrue(text.endsWith("result: " + winner + " wins\n"), text);
        varia.game.Records.Verdict v = TestRuns.replay(new RaceFamily().find("ashtapada", Map.of()), text);
        assertTrue(v.ok(), v.message());
        assertEquals(g.get("history").size(), v.turns());
    }

    @Test
    void aSeedGivesTheGameTheTerminalPlays() throws Exception {
        // all seats the computer: the server's game must be the one 'varia play ashtapada --seed 77' plays
        JsonNode g = newRace(Map.of("game", "ashtapada", "players", 3, "who", List.of("computer"), "seed", 77));
        g = playOut(http, g, new Random(1));
        RaceGame game = (RaceGame) new RaceFamily().find("ashtapada", Map.of());
        Trial run = Terminal.seated(game.start(3), new String[] {"computer", "computer", "computer"}, 77,
                new BufferedReader(new StringReader("")), new PrintWriter(new StringWriter()), false).run();
        List<String> expected = new ArrayList<>();
        List<Trial.Step> steps = run.steps();
        for (int i = 0; i < steps.size(); i++) { // a throw, then its move, or '-' where no piece could use it
            if (!steps.get(i).chance()) continue;
            boolean moved = i + 1 < steps.size() && !steps.get(i + 1).chance();
            expected.add(game.dice().token(steps.get(i).action()) + " " + (moved ? steps.get(i + 1).text() : "-"));
        }
        List<String> served = new ArrayList<>();
        for (JsonNode turn : g.get("history")) served.add(turn.get("throwToken").asText() + " " + turn.get("move").asText());
        assertEquals(expected, served);
        varia.game.State end = run.replay();
        assertEquals(end.seat(end.winner()), g.get("result").get("winner").asText());
    }

    @Test
    void anyRaceFileInTheVariantFolderIsPlayable(@TempDir Path dir) throws Exception {
        // a game no code knows: its own tracks on a 6x2 board, one three-sided die, two nests
        Files.writeString(dir.resolve("little-race.yaml"), RaceWebPagesApiTest.LITTLE);
        Files.writeString(dir.resolve("makruk-copy.yaml"), Files.readString(varia.TestPaths.root().resolve("variants/makruk.yaml")));
        LocalServer.with(LocalServer.folder(dir), (s, h) -> {
            JsonNode list = h.get("/api/race-games").json();
            JsonNode little = Listed.entry(list, "little-race");
            assertEquals("folder", little.get("source").asText());
            assertEquals(list.size(), new RaceFamily().bundled().size() + 1, "the chess-like file is not a race game");
            for (JsonNode v : h.get("/api/variants").json()) assertNotEquals("little-race", v.get("key").asText());
            JsonNode g = h.post("/api/races", Map.of("game", "little-race", "who", List.of("human", "computer"), "seed", 1)).json();
            assertEquals(12, g.get("board").get("squares").size());
            assertEquals("[\"a1\",\"b1\",\"c1\",\"d1\",\"e1\",\"f1\",\"f2\",\"e2\"]", g.get("seats").get(0).get("track").toString());
            assertEquals("[0,1]", g.get("board").get("squares").get(0).get("tracks").toString(), "a1 is on both tracks");
            g = playOut(h, g, new Random(3));
            assertEquals("over", g.get("result").get("status").asText());
            String record = h.get("/api/races/" + g.get("id").asText() + "/record").body();
            RaceGame game = varia.race.RaceLoader.load("little-race", "little-race.yaml", Files.readString(dir.resolve("little-race.yaml")), Map.of());
            assertTrue(TestRuns.replay(game, record).ok(), record);
        });
    }
}
