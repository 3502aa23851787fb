package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.web.Cli.cli;
import static varia.web.Http.assertError;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import varia.TestPaths;
import varia.race.RaceGame;
import varia.race.RaceFamily;
import varia.race.RaceNotation;
import varia.race.RacePosition;
import varia.race.RaceTable;

/**
 * The race games on the records, study and author pages, through the JSON API: a race record
 * replayed turn by turn (and its first illegal turn, where and why), a race game's study data (a
 * pasted file's problems, a pasted file played at once: {@link SeatedGamesWebApiTest}). Each is
 * compared with what the command line says of the same input (validate, describe, check).
 */
@ExtendWith(LocalServer.class)
class RaceWebPagesApiTest {
    static final Path SAMPLE = TestPaths.root().resolve("samples/ashtapada/four-players-seed-2026.txt");
    static final Path RING_CORNERS = TestPaths.root().resolve("samples/ashtapada/two-players-ring-corners-seed-16.txt");
    static final String LITTLE = """
            game: race
            name: Little Race
            board: {files: 6, ranks: 2}
            pieces: 2
            throw: {dice: 1, sides: 3}
            seats:
              red: {track: [a1, b1, c1, d1, e1, f1, f2, e2]}
              blue: {track: [f2, e2, d2, c2, b2, a2, a1, b1]}
            nests: [c1, d2]
            """;

    static WebServer server;
    static Http http;

    static JsonNode records(Map<String, Object> body) throws Exception {
        Http.Answer a = http.post("/api/records", body);
        assertEquals(200, a.status(), a.body());
        JsonNode r = a.json();
        assertEquals(r.get("race"), r.get("replay"), "the replay under the one name every family's replay has");
        return r;
    }

    /**
     * The positions after each turn of a record, by a replay of its own: each line's move read with
     * {@link RaceNotation#parse} and made, each seat's pieces as track indices (as the API sends them).
     */
    static List<int[][]> positions(RaceGame g, int players, String text) throws Exception {
        RaceTable t = new RaceTable(g, players);
        RacePosition pos = new RacePosition(t);
        List<int[][]> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.matches("[0-9]+\\. .*")) continue;
            String[] tok = line.split(" ");
            int outcome = g.dice().parse(tok[2]);
            pos.play(outcome, RaceNotation.parse(pos, outcome, tok[3]));
            int[][] at = new int[players][g.pieces()];
            for (int p = 0; p < players; p++) for (int i = 0; i < g.pieces(); i++) at[p][i] = pos.piece(p, i);
            out.add(at);
        }
        return out;
    }

    static int[][] at(JsonNode a) {
        int[][] out = new int[a.size()][];
        for (int p = 0; p < a.size(); p++) {
            out[p] = new int[a.get(p).size()];
            for (int i = 0; i < out[p].length; i++) out[p][i] = a.get(p).get(i).asInt();
        }
        return out;
    }

    @Test
    void aSampleRecordIsReplayedWithEveryTurnsPosition() throws Exception {
        String text = Files.readString(SAMPLE, StandardCharsets.UTF_8);
        JsonNode r = records(Map.of("text", text)); // recognised by its text: no format or game chosen
        assertEquals("race", r.get("format").asText());
        JsonNode v = r.get("race");
        assertEquals("ashtapada", v.get("game").asText());
        assertEquals(4, v.get("players").asInt());
        assertTrue(v.get("ok").asBoolean(), v.get("verdict").asText());
        Cli validate = cli("validate", "ashtapada", SAMPLE.toString());
        assertEquals(0, validate.code(), validate.out());
        assertEquals(SAMPLE + ": OK 337 turns, south wins\n1 passed, 0 failed\n", validate.out());
        assertEquals("legal record: 337 turns, south wins", v.get("verdict").asText(), "the verdict 'varia validate' prints");
        assertTrue(v.get("failure").isNull());
        assertTrue(v.get("result").asText().startsWith("south brought all 4 pieces home first, after 337 turns"), v.get("result").asText());

        JsonNode steps = v.get("steps");
        RaceGame g = (RaceGame) new RaceFamily().find("ashtapada", Map.of());
        List<int[][]> expected = positions(g, 4, text);
        assertEquals(337, steps.size());
        assertEquals(expected.size(), steps.size());
        for (int k = 0; k < steps.size(); k++)
            assertTrue(java.util.Arrays.deepEquals(expected.get(k), at(steps.get(k).get("at"))), "the position after turn " + (k + 1));
        for (int[] seat : at(v.get("start"))) for (int i : seat) assertEquals(RacePosition.OFF, i, "every piece starts off the board");

        // the turns as written, with what each did
        JsonNode first = steps.get(0), fifth = steps.get(4);
        assertEquals("south", first.get("seat").asText());
        assertEquals("@c1", first.get("move").asText());
        assertTrue(first.get("from").isNull());
        assertEquals("c1", first.get("to").asText());
        assertEquals(1, first.get("toMove").asInt(), "east plays next");
        assertEquals("c1-f1", fifth.get("move").asText());
        assertEquals("c1", fifth.get("from").asText());
        assertEquals("f1", fifth.get("to").asText());
        assertEquals(3, fifth.get("distance").asInt());
        assertTrue(steps.get(336).get("over").asBoolean());
        assertFalse(steps.get(335).get("over").asBoolean());
        // the board and each seat's track come with it, from the file
        assertEquals(64, v.get("board").get("squares").size());
        assertEquals(61, v.get("seats").get(0).get("track").size());
        assertEquals("a1", v.get("seats").get(0).get("start").asText());
        assertEquals("d4", v.get("seats").get(0).get("home").asText());
        assertEquals("h1", v.get("seats").get(1).get("start").asText());
    }

    @Test
    void aRecordsOptionsAreItsGames() throws Exception {
        // the two-player sample is played with nests=ring-corners: it replays only under that option
        String text = Files.readString(RING_CORNERS, StandardCharsets.UTF_8);
        JsonNode v = records(Map.of("text", text, "format", "race")).get("race");
        assertTrue(v.get("ok").asBoolean(), v.get("verdict").asText());
        assertEquals("{\"nests\":\"ring-corners\"}", v.get("options").toString());
        assertEquals(2, v.get("players").asInt());
        RaceGame ring = (RaceGame) new RaceFamily().find("ashtapada", Map.of("nests", "ring-corners"));
        RaceGame plain = (RaceGame) new RaceFamily().find("ashtapada", Map.of());
        boolean differs = false;
        for (JsonNode sq : v.get("board").get("squares")) {
            int square = ring.square(sq.get("name").asText());
            assertEquals(ring.isNest(square), sq.get("nest").asBoolean(), sq.toString());
            differs |= plain.isNest(square) != ring.isNest(square);
        }
        assertTrue(differs, "the option's nests, not the default's");
        assertEquals(positions(ring, 2, text).size(), v.get("steps").size());
    }

    @Test
    void anIllegalTurnIsReportedAtItsTurnWithItsReason() throws Exception {
        String good = Files.readString(SAMPLE, StandardCharsets.UTF_8);
        String text = good.replace("5. south 3 c1-f1\n", "5. south 3 c1-e1\n"); // a throw of 3 from c1 reaches f1
        assertNotEquals(good, text);
        int line = 1 + (int) text.substring(0, text.indexOf("5. south 3 c1-e1")).chars().filter(c -> c == '\n').count();
        JsonNode v = records(Map.of("text", text)).get("race");
        assertFalse(v.get("ok").asBoolean());
        String why = "the throw moves 3 squares: from c1 the piece reaches f1, not e1";
        String verdict = "turn 5 (line " + line + ") (south, throw 3): c1-e1 is illegal: " + why;
        assertEquals(verdict, v.get("verdict").asText());
        Path file = Files.createTempFile("varia-race-record", ".txt");
        try {
            Files.writeString(file, text);
            Cli validate = cli("validate", "ashtapada", file.toString());
            assertEquals(1, validate.code());
            assertTrue(validate.out().startsWith(file + ": FAIL " + verdict + "\n"), validate.out());
        } finally {
            Files.delete(file);
        }
        JsonNode f = v.get("failure");
        assertEquals(5, f.get("turn").asInt());
        assertEquals(line, f.get("line").asInt());
        assertEquals("south", f.get("seat").asText());
        assertEquals(0, f.get("player").asInt());
        assertEquals("3", f.get("throwToken").asText());
        assertEquals("c1-e1", f.get("move").asText());
        assertEquals(why, f.get("reason").asText());
        List<String> legal = new ArrayList<>();
        f.get("legal").forEach(m -> legal.add(m.asText()));
        assertTrue(legal.contains("c1-f1") && !legal.contains("c1-e1"), legal.toString());
        assertEquals(4, v.get("steps").size(), "the four legal turns before it, to step through");

        // another kind of mistake: a piece that is not there, further on
        String none = good.replace("21. south 2 b1-d1\n", "21. south 2 b2-d2\n");
        f = records(Map.of("text", none)).get("race").get("failure");
        assertEquals(21, f.get("turn").asInt());
        assertEquals("south has no piece on b2", f.get("reason").asText());
        // a line that is no turn at all: its reason, no throw read
        String garbled = good.replace("7. north 4 @e8\n", "7. north four @e8\n");
        f = records(Map.of("text", garbled)).get("race").get("failure");
        assertEquals(7, f.get("turn").asInt());
        assertTrue(f.get("reason").asText().startsWith("'four' is not a throw; the throws are "), f.get("reason").asText());
        assertEquals("four", f.get("throwToken").asText());
        assertTrue(f.get("legal").isEmpty());
    }

    @Test
    void theGameIsTheRecordsOrTheOneChosen() throws Exception {
        String text = Files.readString(SAMPLE, StandardCharsets.UTF_8).replace("game: ashtapada\n", "");
        // no 'game:' line: read as a chess-like record, unless the race game is chosen
        assertTrue(records(Map.of("text", text)).get("race").isNull());
        JsonNode v = records(Map.of("text", text, "variant", "ashtapada")).get("race");
        assertTrue(v.get("ok").asBoolean(), v.get("verdict").asText());
        assertError(http.post("/api/records", Map.of("text", text, "format", "race")), 400, "game: KEY");
        assertError(http.post("/api/records", Map.of("text", "game: snakes\n1. south 3 @c1\n")), 404, "no race or dice-chess or dice-variant game here");
        // a path is never followed
        assertError(http.post("/api/records", Map.of("text", "game: " + TestPaths.root().resolve("variants/ashtapada.yaml") + "\n1. south 3 @c1\n")),
                404, "never a file by path");
        JsonNode other = records(Map.of("text", "game: chess\n1. south 3 @c1\n", "variant", "ashtapada")).get("race");
        assertEquals("the record is a game of chess, not ashtapada", other.get("verdict").asText());
        assertTrue(other.get("steps").isEmpty());
    }

    @Test
    void theStudyDataOfARaceGame() throws Exception {
        JsonNode s = http.get("/api/race-games/ashtapada/study").json();
        assertEquals("Ashtapada", s.get("name").asText());
        RaceGame g = (RaceGame) new RaceFamily().find("ashtapada", Map.of());
        assertEquals(4, s.get("seats").size());
        for (int i = 0; i < 4; i++) {
            JsonNode seat = s.get("seats").get(i);
            assertEquals(g.seats().get(i).name(), seat.get("name").asText());
            int[] track = g.seats().get(i).track();
            assertEquals(track.length, seat.get("track").size());
            for (int k = 0; k < track.length; k++) assertEquals(g.squareName(track[k]), seat.get("track").get(k).asText());
        }
        assertEquals("a1", s.get("seats").get(0).get("start").asText());
        assertEquals("d4", s.get("seats").get(0).get("home").asText());
        assertEquals("[\"a1\",\"d1\",\"e1\",\"h1\",\"a4\",\"d4\",\"e4\",\"h4\",\"a5\",\"d5\",\"e5\",\"h5\",\"a8\",\"d8\",\"e8\",\"h8\"]",
                s.get("nests").toString());
        JsonNode outcomes = s.get("dice").get("outcomes");
        assertEquals(5, outcomes.size());
        double sum = 0;
        Map<Integer, Double> byDistance = new HashMap<>();
        for (JsonNode o : outcomes) {
            sum += o.get("probability").asDouble();
            byDistance.put(o.get("distance").asInt(), o.get("probability").asDouble());
        }
        assertEquals(1.0, sum, 1e-12);
        assertEquals(Map.of(8, 1 / 16.0, 1, 4 / 16.0, 2, 6 / 16.0, 3, 4 / 16.0, 4, 1 / 16.0), byDistance, "four fair cowries");
        assertEquals(2.5, s.get("meanDistance").asDouble(), 1e-12);
        assertEquals("[\"south\",\"north\"]", s.get("seating").get("2").toString());
        // each square knows the seats whose track passes it (d4, south's home, is on south's alone)
        for (JsonNode sq : s.get("board").get("squares")) {
            List<Integer> on = new ArrayList<>();
            for (int i = 0; i < 4; i++)
                for (int t : g.seats().get(i).track()) if (g.squareName(t).equals(sq.get("name").asText())) on.add(i);
            assertEquals(on.toString(), sq.get("tracks").toString().replace(",", ", "), sq.toString());
        }

        // with an option, its board: the nests of another reading
        JsonNode ring = http.get("/api/race-games/ashtapada/study?options=nests=ring-corners").json();
        assertNotEquals(s.get("nests"), ring.get("nests"));
        assertError(http.get("/api/race-games/snakes/study"), 404, "snakes");
        assertError(http.get("/api/race-games/ashtapada/study?options=nests=everywhere"), 400, "everywhere");
    }
}
