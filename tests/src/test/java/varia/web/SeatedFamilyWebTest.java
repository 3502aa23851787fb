package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.Main;

/**
 * The web layer knows no family: Pig, a family written in the tests only (varia.pig, no views, no
 * web code), is listed, played through its API (people and computer players), undone, recorded
 * and replayed on the records page, and its pages are served at its own addresses; a seed gives the
 * game {@code varia play} plays. Fails if any part of the web names race games or dice chess.
 */
class SeatedFamilyWebTest {
    static final String PIG = """
            game: pig
            name: Pig
            sides: 6
            target: 20
            seats: [south, north]
            """;

    @Test
    void aFamilyTheWebHasNeverHeardOfIsServed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("pig.yaml");
        Files.writeString(file, PIG);
        LocalServer.with(LocalServer.folder(dir), (s, h) -> {
            JsonNode pig = null;
            for (JsonNode f : h.get("/api/families").json()) if (f.get("word").asText().equals("pig")) pig = f;
            assertNotNull(pig, "the tests' family is listed");
            assertEquals("/api/pig-games", pig.get("games").asText());
            assertEquals("/api/pigs", pig.get("sessions").asText());
            JsonNode list = h.get("/api/pig-games").json();
            assertEquals(1, list.size(), list.toString());
            assertEquals("folder", list.get(0).get("source").asText());
            assertEquals("[\"south\",\"north\"]", list.get(0).get("seating").get("2").toString());
            for (String page : List.of("/pig.html", "/pig-study.html", "/pig.js", "/pigboard.js", "/pigrecord.js"))
                assertEquals(200, h.get(page).status(), page);
            assertTrue(h.get("/").body().contains("data-games=\"/api/pig-games\""), "the home page has a box for its games");

            // a person: roll, then throw the die; undo takes the turns back
            JsonNode g = h.post("/api/pigs", Map.of("game", "pig", "who", List.of("human", "human"), "seed", 7)).json();
            String id = g.get("id").asText();
            assertEquals("move", g.get("phase").asText());
            assertEquals("roll", g.get("legal").get(0).get("move").asText(), g.toString());
            assertEquals(409, h.post("/api/pigs/" + id + "/throw", "{}").status(), "nothing to throw before the roll");
            g = h.post("/api/pigs/" + id + "/move", Map.of("move", "roll")).json();
            assertEquals("throw", g.get("phase").asText());
            assertEquals(409, h.post("/api/pigs/" + id + "/move", Map.of("move", "hold")).status(), "the die first");
            g = h.post("/api/pigs/" + id + "/throw", "{}").json();
            assertTrue(g.get("history").size() >= 2, g.toString());
            g = h.post("/api/pigs/" + id + "/undo", Map.of("turns", g.get("history").size())).json();
            assertEquals(0, g.get("history").size());
            assertEquals("move", g.get("phase").asText());

            // the computer against the computer, to the end; its record replays on the records page
            g = h.post("/api/pigs", Map.of("game", "pig", "who", List.of("random"), "seed", 11)).json();
            id = g.get("id").asText();
            for (int i = 0; i < 5000 && !g.get("phase").asText().equals("over"); i++) g = h.post("/api/pigs/" + id + "/computer", "{}").json();
            assertEquals("over", g.get("phase").asText());
            assertEquals("over", g.get("result").get("status").asText());
            assertFalse(g.get("result").get("winner").isNull());
            String record = h.get("/api/pigs/" + id + "/record").body();
            // over, the store keeps it as its record: asked again, it is played again from the seed, the
            // random players asked again for the numbers they drew, into the same game; undo makes it live
            assertEquals(1, s.finishedGames());
            JsonNode again = h.get("/api/pigs/" + id).json();
            assertEquals(g.get("history"), again.get("history"), "the finished game played again from its record");
            JsonNode undone = h.post("/api/pigs/" + id + "/undo", Map.of("turns", 1)).json();
            assertEquals(g.get("history").size() - 1, undone.get("history").size());
            assertEquals(0, s.finishedGames(), "live again after the undo");
            JsonNode r = h.post("/api/records", Map.of("text", record)).json();
            assertEquals("pig", r.get("seated").asText());
            JsonNode v = r.get("pig");
            assertTrue(v.get("ok").asBoolean(), v.toString());
            assertEquals(g.get("history").size(), v.get("steps").size(), "a step for each turn played");
            assertTrue(r.get("race").isNull() && r.get("dice").isNull());

            // 'varia play' with the same seed plays the same game
            Path played = dir.resolve("played.txt");
            int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()),
                    "play", file.toString(), "--who", "random,random", "--seed", "11", "--record", played.toString());
            assertEquals(0, code);
            assertEquals(turns(Files.readString(played)), turns(record));
        });
    }

    /** A record's turn lines and result, without its comments and header. */
    static List<String> turns(String record) {
        return record.lines().filter(l -> l.matches("[0-9]+\\. .*|result: .*")).toList();
    }
}
