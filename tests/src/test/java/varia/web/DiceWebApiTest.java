package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.web.Cli.cli;
import static varia.web.Http.assertError;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
import varia.TestPaths;
import varia.dice.DiceChessGame;
import varia.dice.DiceFamily;
import varia.game.TestRuns;
import varia.play.Terminal;

/**
 * Dice chess in the server, through the JSON API: the list, a game played to its end against the
 * computer (and its record, replayed by {@code varia validate}), refusals that change nothing, the
 * seed's game equal to the terminal's; the records page's replay and a broken record's turn;
 * the study data (undo, the study's rules against {@code varia describe}, a pasted file's problems and a pasted file played:
 * {@link SeatedGamesWebApiTest}).
 */
@ExtendWith(LocalServer.class)
class DiceWebApiTest {
    static final Path SAMPLE = TestPaths.root().resolve("samples/chaturaji/four-players-seed-2026.txt");
    static final Path STAKES = TestPaths.root().resolve("samples/chaturaji/two-players-stakes-seed-7.txt");

    /** A game no code knows: 6x6, two armies of four, one die of three faces. */
    static final String LITTLE = """
            game: dice-chess
            name: Little Dice Chess
            board: {files: 6, ranks: 6}
            pieces:
              king: {letter: K, betza: K, value: 5, king: true}
              rook: {letter: R, betza: R, value: 4}
              pawn: {letter: P, betza: fmWfcF, value: 1}
            seats:
              white: {letter: W, forward: north, setup: {king: c1, rook: d1, pawn: [c2, d2]}}
              black: {letter: B, forward: south, setup: {king: d6, rook: c6, pawn: [c5, d5]}}
            throw: {dice: 1, sides: 3}
            moves: {1: [king, pawn], 2: rook, 3: [king, rook]}
            players: {default: 2, seating: {2: [white, black]}}
            rules: {dice-per-turn: 1, turn-limit: 300}
            """;

    static WebServer server;
    static Http http;

    static JsonNode newGame(Map<String, Object> body) throws Exception { return http.postOk("/api/dice", body, "a new game"); }

    static JsonNode post(String id, String what, Object body) throws Exception {
        return http.postOk("/api/dice/" + id + "/" + what, body, what);
    }

    /** Plays to the end ({@link PlayOut}). */
    static JsonNode playOut(JsonNode g, Random random) throws Exception { return PlayOut.to(http, "/api/dice", g, random, 30_000); }

    static List<String> turnLines(String record) {
        List<String> out = new ArrayList<>();
        for (String l : record.split("\n")) if (l.matches("[0-9]+\\. .*")) out.add(l);
        return out;
    }

    static JsonNode records(Map<String, Object> body) throws Exception {
        Http.Answer a = http.post("/api/records", body);
        assertEquals(200, a.status(), a.body());
        JsonNode r = a.json();
        assertEquals(r.get(r.get("seated").asText()), r.get("replay"), "the replay under the one name every family's replay has");
        return r;
    }

    @Test
    void servesTheDicePagesFromTheJar() throws Exception {
        for (String page : List.of("/dice.html", "/dice.js", "/diceboard.js", "/dicerecord.js", "/dice-study.html")) {
            Http.Answer a = http.get(page);
            assertEquals(200, a.status(), page);
            String outside = a.body().replace("http://www.w3.org/2000/svg", "");
            assertTrue(!outside.contains("http://") && !outside.contains("https://"), page + " loads nothing from elsewhere");
        }
        String home = http.get("/").body();
        assertTrue(home.indexOf("/api/dice-games") > home.indexOf("/api/race-games"), "the home page lists dice chess after the race games");
    }

    @Test
    void listsTheDiceChessGamesAndNothingElse() throws Exception {
        JsonNode list = http.get("/api/dice-games").json();
        assertEquals(new DiceFamily().bundled().size(), list.size(), list.toString());
        JsonNode c = list.get(0);
        assertEquals("chaturaji", c.get("key").asText());
        assertEquals("Chaturaji", c.get("name").asText());
        assertEquals("[2,3,4]", c.get("players").toString());
        assertEquals(4, c.get("defaultPlayers").asInt());
        assertEquals("[\"south\",\"east\",\"north\",\"west\"]", c.get("seating").get("4").toString());
        assertEquals("[\"king\",\"elephant\",\"horse\",\"boat\",\"pawn\"]", c.get("pieces").toString());
        assertEquals(7, c.get("options").size(), "the file's seven options");
        for (JsonNode r : http.get("/api/race-games").json()) assertNotEquals("chaturaji", r.get("key").asText());
        for (JsonNode v : http.get("/api/variants").json()) assertNotEquals("chaturaji", v.get("key").asText());
    }

    @Test
    void aNewGameIsSetUpFromTheFile() throws Exception {
        JsonNode g = newGame(Map.of("game", "chaturaji", "seed", 5, "who", List.of("human", "computer", "computer", "computer")));
        assertEquals(4, g.get("players").asInt());
        assertEquals(32, g.get("men").size());
        assertEquals("throw", g.get("phase").asText());
        assertEquals("south", g.get("turnSeat").asText());
        assertTrue(g.get("humanToAct").asBoolean());
        JsonNode east = g.get("seats").get(1);
        assertEquals("east", east.get("name").asText());
        assertEquals("west", east.get("forward").asText());
        assertEquals(8, east.get("men").asInt());
        boolean eastKing = false;
        for (JsonNode m : g.get("men")) eastKing |= m.get("square").asText().equals("h4") && m.get("seat").asInt() == 1 && m.get("piece").asText().equals("king");
        assertTrue(eastKing, "east's king on h4, as the file sets it");
        assertEquals(0, g.get("legal").size());
        // the throw: two dice, and the moves they allow, each naming its die
        g = post(g.get("id").asText(), "throw", "{}");
        assertEquals("move", g.get("phase").asText(), g.toString());
        assertEquals(2, g.get("dice").size());
        for (JsonNode m : g.get("legal")) {
            String die = m.get("die").asText();
            boolean thrown = false;
            for (JsonNode d : g.get("dice")) thrown |= d.get("name").asText().equals(die);
            assertTrue(thrown, m.toString());
        }
    }

    @Test
    void badRequestsAndIllegalMovesAreRefusedAndChangeNothing() throws Exception {
        assertError(http.post("/api/dice", Map.of("game", "nosuchgame")), 404, "no dice-chess game");
        assertError(http.post("/api/dice", Map.of("game", "chaturaji", "players", 5)), 400, "not 5");
        assertError(http.post("/api/dice", Map.of("game", "chaturaji", "who", List.of("human", "robot"), "players", 2)), 400, "'robot'");
        assertError(http.post("/api/dice", Map.of("game", "chaturaji", "options", Map.of("dice", "three-dice"))), 400, "three-dice");
        JsonNode g = newGame(Map.of("game", "chaturaji", "players", 2, "who", List.of("human", "human"), "seed", 3));
        String id = g.get("id").asText();
        assertError(http.post("/api/dice/" + id + "/move", Map.of("move", "a2-a3")), 409, "throw first");
        assertError(http.post("/api/dice/" + id + "/computer", "{}"), 409, "played by a person");
        g = post(id, "throw", "{}");
        String before = http.get("/api/dice/" + id).body();
        assertError(http.post("/api/dice/" + id + "/move", Map.of("move", "a1-a5")), 409, "not a legal move for south");
        assertError(http.post("/api/dice/" + id + "/move", Map.of("move", "e7-e6")), 409, "north's pawn, not south's");
        assertError(http.post("/api/dice/" + id + "/move", Map.of("move", "d4-d5")), 409, "no piece on d4");
        assertError(http.post("/api/dice/" + id + "/move", Map.of("move", "castle")), 409, "write a move as FROM-TO");
        assertError(http.post("/api/dice/" + id + "/move", "{}"), 400, "give the move");
        assertError(http.post("/api/dice/" + id + "/throw", "{}"), 409, "thrown already");
        assertEquals(before, http.get("/api/dice/" + id).body(), "a refused request changes nothing");
        assertError(http.get("/api/races/" + id), 404, "ask /api/dice/");
        assertError(http.get("/api/games/" + id), 404, "ask /api/dice/");
        assertError(http.get("/api/dice/feedbeef"), 404, "no game");
    }

    @Test
    void playsToTheEndAgainstTheComputerAndValidateAcceptsTheRecord(@TempDir Path dir) throws Exception {
        JsonNode g = newGame(Map.of("game", "chaturaji", "players", 2, "who", List.of("human", "computer"), "seed", 2026));
        g = playOut(g, new Random(9));
        JsonNode result = g.get("result");
        assertEquals("over", result.get("status").asText());
        assertEquals(0, g.get("legal").size());
        assertError(http.post("/api/dice/" + g.get("id").asText() + "/throw", "{}"), 409, "over");
        String record = http.get("/api/dice/" + g.get("id").asText() + "/record").body();
        assertTrue(record.contains("game: chaturaji\nplayers: 2\n"), record);
        assertEquals(g.get("history").size(), turnLines(record).size());
        varia.game.Records.Verdict v = TestRuns.replay(new DiceFamily().find("chaturaji", Map.of()), record);
        assertTrue(v.ok(), v.message());
        assertEquals(result.get("reason").asText(), v.message(), "the result in words is the replay's");
        Path file = dir.resolve("game.txt");
        Files.writeString(file, record);
        Cli validate = cli("validate", "chaturaji", file.toString());
        assertEquals(0, validate.code(), validate.out());
        assertTrue(validate.out().contains(": OK " + result.get("reason").asText()), validate.out());
        // the result's ranking and stakes, and who is out
        String winner = result.get("winner").isNull() ? null : result.get("winner").asText();
        JsonNode first = result.get("ranking").get(0);
        if (winner != null) assertEquals(winner, first.get("seat").asText());
        for (JsonNode s : g.get("seats"))
            for (JsonNode r : result.get("ranking"))
                if (r.get("seat").asText().equals(s.get("name").asText())) {
                    assertEquals(s.get("stakes").asInt(), r.get("stakes").asInt());
                    assertEquals(!s.get("in").asBoolean(), r.get("out").asBoolean());
                }
        // a king taken shows in the taker's seat and in the move's record of what it took
        int kings = 0;
        for (JsonNode t : g.get("history")) for (JsonNode m : t.get("moves")) if (m.get("king").asBoolean()) kings++;
        int shown = 0;
        for (JsonNode s : g.get("seats")) shown += s.get("kings").size();
        assertEquals(kings, shown);
    }

    @Test
    void aSeedGivesTheGameTheTerminalPlays() throws Exception {
        JsonNode g = newGame(Map.of("game", "chaturaji", "players", 4, "who", List.of("computer"), "seed", 77));
        g = playOut(g, new Random(1));
        DiceChessGame game = (DiceChessGame) new DiceFamily().find("chaturaji", Map.of());
        String terminal = TestRuns.record(Terminal.seated(game.start(4), new String[] {"computer", "computer", "computer", "computer"}, 77,
                new BufferedReader(new StringReader("")), new PrintWriter(new StringWriter()), false).run(), null);
        String served = http.get("/api/dice/" + g.get("id").asText() + "/record").body();
        assertEquals(turnLines(terminal), turnLines(served), "'varia play chaturaji --seed 77' plays the same game");
        assertTrue(turnLines(served).size() > 10);
    }

    @Test
    void aSampleRecordIsReplayedTurnByTurnWithValidatesVerdict() throws Exception {
        for (Path sample : List.of(SAMPLE, STAKES)) {
            String text = Files.readString(sample);
            JsonNode v = records(Map.of("text", text)).get("dice");
            assertNotNull(v, "read as a dice-chess record by its game: line");
            Cli validate = cli("validate", "chaturaji", sample.toString());
            assertEquals(0, validate.code(), validate.out());
            assertTrue(v.get("ok").asBoolean(), v.toString());
            assertTrue(validate.out().contains(sample + ": OK " + v.get("verdict").asText().replace("legal record: ", "")), validate.out());
            assertEquals(turnLines(text).size(), v.get("steps").size());
        }
        JsonNode v = records(Map.of("text", Files.readString(SAMPLE))).get("dice");
        assertEquals(32, v.get("start").get("men").size());
        // turn 4: west 4,5 a5-b4 a6xa3 takes a man; the position after it has 31
        JsonNode four = v.get("steps").get(3);
        assertEquals("west", four.get("seat").asText());
        assertEquals("[\"4\",\"5\"]", four.get("dice").toString());
        assertEquals("a6xa3", four.get("moves").get(1).get("move").asText());
        assertEquals(31, four.get("after").get("men").size());
        // the last step: south alone, the others out
        JsonNode end = v.get("steps").get(33).get("after");
        assertTrue(end.get("over").asBoolean());
        assertEquals("[true,false,false,false]", end.get("in").toString());
        assertEquals("[11,3,14,10]", end.get("stakes").toString());
    }

    @Test
    void aBrokenRecordIsShownAtItsTurnWithValidatesReason(@TempDir Path dir) throws Exception {
        String text = Files.readString(SAMPLE).replace("10. east 5,4 g4-f4", "10. east 5,4 g4-e4")
                .replace("17. south 5,2 d1-c1 g7-e5", "17. south 5,2 d1-c1 g7-e4");
        Path file = dir.resolve("broken.txt");
        Files.writeString(file, text);
        Cli validate = cli("validate", "chaturaji", file.toString());
        assertEquals(1, validate.code());
        JsonNode v = records(Map.of("text", text)).get("dice");
        assertFalse(v.get("ok").asBoolean());
        assertTrue(validate.out().contains(file + ": FAIL " + v.get("verdict").asText()), validate.out() + " / " + v.get("verdict"));
        JsonNode f = v.get("failure");
        assertEquals(10, f.get("turn").asInt());
        int line = 1 + (int) text.substring(0, text.indexOf("10. east")).chars().filter(c -> c == '\n').count();
        assertEquals(line, f.get("line").asInt());
        assertEquals("east", f.get("seat").asText());
        assertEquals("g4-e4", f.get("move").asText());
        assertEquals("[\"5\",\"4\"]", f.get("dice").toString());
        assertEquals("g4-e4 is illegal: the pawn on g4 cannot go to e4", f.get("reason").asText());
        assertTrue(f.get("legal").toString().contains("\"g4-f4\""), f.toString());
        assertEquals(9, v.get("steps").size(), "the turns before the refused one");
        assertEquals(v.get("steps").get(8).get("after"), f.get("at"), "shown where it goes wrong: no move of its turn accepted");

        // a refused second move: the first one of its turn is accepted and shown with it
        String second = Files.readString(SAMPLE).replace("17. south 5,2 d1-c1 g7-e5", "17. south 5,2 d1-c1 g7-e4");
        JsonNode w = records(Map.of("text", second)).get("dice");
        JsonNode g = w.get("failure");
        assertEquals(17, g.get("turn").asInt());
        assertEquals("[{\"move\":\"d1-c1\",\"from\":\"d1\",\"to\":\"c1\"}]", g.get("played").toString());
        assertEquals("g7-e4", g.get("move").asText());
        assertNotEquals(w.get("steps").get(15).get("after"), g.get("at"), "the position after d1-c1");
        assertEquals(16, w.get("steps").size());
        // a record of another game's seat names: the first line that is wrong
        JsonNode x = records(Map.of("text", "game: chaturaji\nplayers: 2\n1. east 1,2 d2-d3\n")).get("dice");
        assertEquals("turn 1 (line 3): it is south's turn, not east's", x.get("verdict").asText());
        assertEquals(1, x.get("failure").get("turn").asInt());
        assertEquals(0, x.get("steps").size());
    }

    @Test
    void theStudyDataIsDescribesRulesAndTheCompiledMoves() throws Exception {
        JsonNode s = http.get("/api/dice-games/chaturaji/study").json();
        assertEquals(6, s.get("outcomes").size());
        for (JsonNode o : s.get("outcomes")) assertEquals(1.0 / 6, o.get("probability").asDouble(), 1e-12);
        assertEquals("[\"king\",\"pawn\"]", s.get("outcomes").get(4).get("moves").toString(), "5 counts as 1: the king or a pawn");
        assertEquals(4, s.get("outcomes").get(5).get("distance").asInt());
        JsonNode pawn = s.get("pieces").get(4), elephant = s.get("pieces").get(1), boat = s.get("pieces").get(3);
        assertEquals("pawn", pawn.get("name").asText());
        // one die moves the pawn with 1 or 5 (1/3): two dice, 1 - (2/3)^2
        assertEquals(1 - 4.0 / 9, pawn.get("turnChance").asDouble(), 1e-12);
        // from d4, each army's pawn steps forward and takes diagonally forward
        String[][] expected = {{"south", "[\"d5\"]", "[\"c5\",\"e5\"]"}, {"east", "[\"c4\"]", "[\"c3\",\"c5\"]"},
                {"north", "[\"d3\"]", "[\"c3\",\"e3\"]"}, {"west", "[\"e4\"]", "[\"e3\",\"e5\"]"}};
        for (int i = 0; i < 4; i++) {
            assertEquals(expected[i][0], s.get("seats").get(i).get("name").asText());
            JsonNode r = pawn.get("reach").get(i);
            assertEquals("d4", r.get("from").asText());
            assertEquals(expected[i][1], r.get("moves").toString(), expected[i][0]);
            assertEquals(expected[i][2], r.get("captures").toString(), expected[i][0]);
        }
        assertEquals(14, elephant.get("reach").get(0).get("moves").size(), "the rook's 14 squares from d4");
        assertEquals("[\"b2\",\"f2\",\"b6\",\"f6\"]", boat.get("reach").get(2).get("captures").toString(), "the alfil's leaps");
        assertEquals(32, s.get("setup").size());
        // another square and another option value
        JsonNode corner = http.get("/api/dice-games/chaturaji/study?square=a1").json();
        assertEquals("[\"a2\"]", corner.get("pieces").get(4).get("reach").get(0).get("moves").toString());
        assertError(http.get("/api/dice-games/chaturaji/study?square=z9"), 400, "not a square");
        JsonNode longDie = http.get("/api/dice-games/chaturaji/study?options=dice%3Dlong-die").json();
        assertEquals(4, longDie.get("outcomes").size());
    }

    @Test
    void aDiceFileInTheVariantFolderIsListedAndPlayable(@TempDir Path dir) throws Exception {
        // a copy of the bundled file under the bundled name: offered as local-chaturaji, beside the bundled one
        String copy = Files.readString(TestPaths.root().resolve("variants/chaturaji.yaml")).replace("name: Chaturaji", "name: My Chaturaji");
        Files.writeString(dir.resolve("chaturaji.yaml"), copy);
        Files.writeString(dir.resolve("makruk-copy.yaml"), Files.readString(TestPaths.root().resolve("variants/makruk.yaml")));
        LocalServer.with(LocalServer.folder(dir), (s, h) -> {
            JsonNode list = h.get("/api/dice-games").json();
            assertEquals(new DiceFamily().bundled().size() + 1, list.size(), list.toString());
            JsonNode mine = list.get(list.size() - 1);
            assertEquals("local-chaturaji", mine.get("key").asText());
            assertEquals("My Chaturaji", mine.get("name").asText());
            assertEquals("folder", mine.get("source").asText());
            for (JsonNode v : h.get("/api/variants").json()) assertFalse(v.get("key").asText().contains("chaturaji"), v.toString());
            for (JsonNode r : h.get("/api/race-games").json()) assertFalse(r.get("key").asText().contains("chaturaji"), r.toString());
            JsonNode g = h.post("/api/dice", Map.of("game", "local-chaturaji", "players", 3, "who", List.of("computer"), "seed", 5)).json();
            assertEquals("My Chaturaji", g.get("name").asText());
            assertEquals(24, g.get("men").size());
            String id = g.get("id").asText();
            for (int i = 0; i < 5000 && !g.get("phase").asText().equals("over"); i++) g = h.post("/api/dice/" + id + "/computer", "{}").json();
            assertEquals("over", g.get("result").get("status").asText());
            String record = h.get("/api/dice/" + id + "/record").body();
            assertTrue(TestRuns.replay(varia.dice.DiceLoader.load("local-chaturaji", "chaturaji.yaml", copy, Map.of()), record).ok(), record);
        });
    }
}
