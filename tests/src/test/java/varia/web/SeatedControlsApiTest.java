package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The controls every game played by seats has (issue 30, after issue 27's one API), over loopback
 * for a race game (Ashtapada, /api/races) and dice chess (Chaturaji, /api/dice) with no code of
 * either: a seat resigns (two seats: the other wins; four: the seat is placed last, the others as
 * the state ranks them), a clock per seat whose flag ends the game, the board after any turn
 * replayed from the actions, and a game set up again from its seed and actions (the share link).
 */
@ExtendWith(LocalServer.class)
class SeatedControlsApiTest {
    static WebServer server;
    static Http http;

    static JsonNode ok(Http.Answer a) {
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    static JsonNode open(String sessions, Map<String, Object> body) throws Exception { return ok(http.post(sessions, body)); }

    static JsonNode post(String sessions, String id, String what, Object body) throws Exception {
        return ok(http.post(sessions + "/" + id + "/" + what, body));
    }

    /** Each seat's places in turn order, from the state's seats. */
    static List<String> seatNames(JsonNode g) {
        List<String> out = new ArrayList<>();
        for (JsonNode s : g.get("seats")) out.add(s.get("name").asText());
        return out;
    }

    /** The person (seat 0) plays one whole turn: throws, then the first legal move until the turn passes. */
    static JsonNode personTurn(String sessions, JsonNode g) throws Exception {
        String id = g.get("id").asText();
        g = post(sessions, id, "throw", Map.of());
        while (g.get("humanToAct").asBoolean() && g.get("phase").asText().equals("move"))
            g = post(sessions, id, "move", Map.of("move", g.get("legal").get(0).get("move").asText()));
        return g;
    }

    @Test
    void aResignationEndsTheGameWithTheOtherSeatsAhead() throws Exception {
        // two seats: the other one wins
        JsonNode g = open("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "computer"), "seed", 5));
        String id = g.get("id").asText();
        g = personTurn("/api/races", g);
        g = post("/api/races", id, "computer", Map.of());
        g = post("/api/races", id, "resign", Map.of());
        JsonNode r = g.get("result");
        assertEquals("over", g.get("phase").asText());
        assertEquals("over", r.get("status").asText());
        assertEquals("north", r.get("winner").asText());
        assertEquals("south resigned", r.get("reason").asText());
        assertEquals("0-1", r.get("score").asText());
        assertEquals(List.of("north", "south"), List.of(r.get("places").get(0).asText(), r.get("places").get(1).asText()));
        assertTrue(g.get("legal").isEmpty());
        assertFalse(g.get("humanToAct").asBoolean());
        Http.assertError(http.post("/api/races/" + id + "/throw", "{}"), 409, "the game is over");
        Http.assertError(http.post("/api/races/" + id + "/resign", "{}"), 409, "the game is over");
        String record = http.get("/api/races/" + id + "/record").body();
        assertTrue(record.contains("# Termination: south resigned; places north, south\n"), record);
        g = post("/api/races", id, "undo", Map.of()); // the person's turn taken back, and the resignation with it
        assertEquals("ongoing", g.get("result").get("status").asText());
        assertEquals("throw", g.get("phase").asText());
        assertTrue(g.get("humanToAct").asBoolean());

        // four seats of Chaturaji: south (the person) last, the others in the order the state ranks them
        g = open("/api/dice", Map.of("game", "chaturaji", "players", 4, "seed", 12));
        id = g.get("id").asText();
        assertEquals("south", g.get("seats").get(0).get("name").asText());
        Http.assertError(http.post("/api/dice/" + id + "/resign", Map.of("seat", "west")), 409, "played by the computer");
        Http.assertError(http.post("/api/dice/" + id + "/resign", Map.of("seat", "nobody")), 400, "seat must be one of");
        g = post("/api/dice", id, "resign", Map.of("seat", "south"));
        r = g.get("result");
        assertEquals("south resigned", r.get("reason").asText());
        assertEquals(4, r.get("places").size());
        assertEquals("south", r.get("places").get(3).asText(), "the seat that resigned is last");
        assertEquals(r.get("places").get(0).asText(), r.get("winner").asText());
        assertEquals("0", r.get("score").asText().split("-")[0]);
    }

    @Test
    void aFallenFlagEndsTheGame() throws Exception {
        // a 0.02-minute (1.2 s) clock per seat, two people: south's runs out on its second turn
        JsonNode g = open("/api/races", Map.of("game", "ashtapada", "players", 2, "who", List.of("human", "human"), "seed", 5,
                "clock", Map.of("minutes", 0.02, "increment", 0)));
        String id = g.get("id").asText();
        JsonNode clock = g.get("clock");
        assertEquals(2, clock.get("left").size(), "a clock per seat");
        assertEquals(1200, clock.get("left").get(0).asLong());
        assertEquals(-1, clock.get("seat").asInt(), "the clocks start with the first turn");
        g = personTurn("/api/races", g);
        assertEquals(1, g.get("clock").get("seat").asInt(), "north's clock runs once south's turn is over");
        g = personTurn("/api/races", g);
        assertEquals(0, g.get("clock").get("seat").asInt());
        assertTrue(g.get("clock").get("left").get(1).asLong() > 0, "north moved in time");
        Thread.sleep(1300);
        g = ok(http.get("/api/races/" + id));
        assertEquals("over", g.get("phase").asText());
        assertEquals("north", g.get("result").get("winner").asText());
        assertEquals("south's time ran out", g.get("result").get("reason").asText());
        assertEquals(0, g.get("clock").get("fallen").asInt());
        assertEquals(0, g.get("clock").get("left").get(0).asLong());
        Http.assertError(http.post("/api/races/" + id + "/throw", "{}"), 409, "the game is over");
    }

    @Test
    void anyTurnReviewedIsTheBoardThen() throws Exception {
        for (String[] kind : new String[][] {{"/api/races", "ashtapada", "3"}, {"/api/dice", "chaturaji", "4"}}) {
            JsonNode g = open(kind[0], Map.of("game", kind[1], "players", Integer.parseInt(kind[2]), "who", List.of("computer"), "seed", 9));
            String id = g.get("id").asText();
            Map<Integer, JsonNode> seen = new HashMap<>();
            seen.put(0, g.get("tokens"));
            for (int i = 0; i < 12 && !g.get("phase").asText().equals("over"); i++) {
                g = post(kind[0], id, "computer", Map.of());
                seen.put(g.get("history").size(), g.get("tokens"));
            }
            assertTrue(seen.size() > 6, kind[1] + ": turns seen " + seen.keySet());
            for (Map.Entry<Integer, JsonNode> e : seen.entrySet()) {
                JsonNode r = ok(http.get(kind[0] + "/" + id + "/position?turn=" + e.getKey()));
                assertEquals(e.getValue(), r.get("tokens"), kind[1] + " after turn " + e.getKey());
                assertEquals(e.getKey().intValue(), r.get("history").size());
                assertEquals(e.getKey().intValue(), r.get("reviewed").asInt());
            }
            int played = g.get("history").size();
            Http.assertError(http.get(kind[0] + "/" + id + "/position?turn=" + (played + 1)), 400, "turn must be 0 to " + played);
            Http.assertError(http.get(kind[0] + "/" + id + "/position?turn=x"), 400, "give the turn to review");
        }
    }

    @Test
    void aGameSetUpAgainFromItsSeedAndActionsIsTheSameGame() throws Exception {
        for (String[] kind : new String[][] {{"/api/races", "ashtapada", "2"}, {"/api/dice", "chaturaji", "4"}}) {
            int n = Integer.parseInt(kind[2]);
            JsonNode g = open(kind[0], Map.of("game", kind[1], "players", n, "seed", 31));
            String id = g.get("id").asText();
            for (int i = 0; i < 3; i++) {
                g = personTurn(kind[0], g);
                while (!g.get("humanToAct").asBoolean() && !g.get("phase").asText().equals("over")) g = post(kind[0], id, "computer", Map.of());
            }
            g = post(kind[0], id, "throw", Map.of()); // a turn begun: its throw kept in the actions
            List<Integer> actions = new ArrayList<>();
            for (JsonNode a : g.get("actions")) actions.add(a.asInt());
            List<String> who = new ArrayList<>();
            for (JsonNode s : g.get("seats")) who.add(s.get("who").asText());
            JsonNode again = open(kind[0], Map.of("game", kind[1], "players", n, "who", who, "seed", 31, "actions", actions));
            assertFalse(id.equals(again.get("id").asText()), "a new game");
            for (String same : List.of("tokens", "history", "chips", "legal", "phase", "turn", "actions"))
                assertEquals(g.get(same), again.get(same), kind[1] + ": " + same);

            // actions that do not replay from that seed are refused, and no game is opened
            List<Integer> wrong = new ArrayList<>(actions);
            wrong.set(wrong.size() - 2, 9999);
            Http.assertError(http.post(kind[0], Map.of("game", kind[1], "players", n, "who", who, "seed", 31, "actions", wrong)),
                    400, "do not replay from seed 31");
            Http.assertError(http.post(kind[0], Map.of("game", kind[1], "players", n, "actions", actions)), 400, "give the seed too");
        }
    }
}
