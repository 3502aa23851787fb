package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The engine's board as the one live session draws it ({@code /api/live}): the last move is
 * marked on the server's SVG as the engine's own page marked it (its two squares highlighted; on a
 * board of points, ringed above the pieces), in the game now and in a turn reviewed; and a running
 * count (Makruk's honours) is reported as that page reported it; the page's view choices
 * ({@code ?flip=1}, {@code ?pieces=letters}) draw it from Black's side or in letters, bounded.
 */
@ExtendWith(LocalServer.class)
class LiveBoardTest {
    static WebServer server;
    static Http http;

    /** The highlight of a last-move square (Diagram.lastMove). */
    private static final String LAST = "#f4d03f";

    static JsonNode ok(Http.Answer a) {
        assertEquals(200, a.status(), a.body());
        return a.json();
    }

    static JsonNode move(String id, String move) throws Exception {
        return ok(http.post("/api/live/" + id + "/move", Map.of("move", move)));
    }

    private static int count(String text, String of) {
        int n = 0;
        for (int i = text.indexOf(of); i >= 0; i = text.indexOf(of, i + 1)) n++;
        return n;
    }

    @Test
    void theLastMoveIsMarkedOnTheEnginesBoard() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText();
        assertEquals(0, count(g.get("svg").asText(), LAST), "no move yet, nothing marked");
        g = move(id, "e4");
        assertEquals(2, count(g.get("svg").asText(), LAST), "e2 and e4 marked");
        g = move(id, "Nf6");
        assertEquals(2, count(g.get("svg").asText(), LAST), "only the last move marked");
        JsonNode reviewed = ok(http.get("/api/live/" + id + "/position?turn=0"));
        assertEquals(0, count(reviewed.get("svg").asText(), LAST), "the start reviewed: nothing marked");
        reviewed = ok(http.get("/api/live/" + id + "/position?turn=1"));
        assertEquals(2, count(reviewed.get("svg").asText(), LAST), "after 1. e4 reviewed: e2 and e4 marked");
    }

    @Test
    void theBoardIsShownAsThePageAsksFlippedOrInLetters() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        String id = g.get("id").asText(), svg = g.get("svg").asText();
        assertTrue(svg.contains("data-flipped=\"false\"") && svg.contains("\u265C"), "white's side, the chess figures");
        svg = ok(http.get("/api/live/" + id + "?flip=1&pieces=letters")).get("svg").asText();
        assertTrue(svg.contains("data-flipped=\"true\""), "black's side");
        assertFalse(svg.contains("\u265C") || svg.contains("\u265E"), "no figure: every piece its letter");
        // a move answers its state as the page asks too; a view past the bounds is refused before the move is played
        Http.assertError(http.post("/api/live/" + id + "/move?pieces=" + "x".repeat(41), Map.of("move", "e4")), 400, "at most 40 characters");
        Http.assertError(http.post("/api/live/" + id + "/move?a=1&b=1&c=1&d=1&e=1&f=1&g=1&h=1&i=1", Map.of("move", "e4")), 400, "at most 8 query parameters");
        assertEquals(0, ok(http.get("/api/live/" + id)).get("history").size(), "nothing was played");
        g = ok(http.post("/api/live/" + id + "/move?flip=1", Map.of("move", "e4")));
        assertTrue(g.get("svg").asText().contains("data-flipped=\"true\""));
        assertTrue(ok(http.get("/api/live/" + id + "/position?turn=1&flip=1")).get("svg").asText().contains("data-flipped=\"true\""), "a turn reviewed too");
    }

    @Test
    void aRunningCountIsReportedAsTheEnginesPageReportedIt() throws Exception {
        // Makruk's count: 128 plies allowed (64 moves), 126 made (63); black may stop it (a declaration that keeps the turn)
        JsonNode g = ok(http.post("/api/live", Map.of("game", "makruk", "who", List.of("human", "human"), "start", "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30")));
        JsonNode count = g.get("count");
        assertEquals(List.of(64, 63, 1), List.of(count.get("limit").asInt(), count.get("counted").asInt(), count.get("left").asInt()), String.valueOf(count));
        g = ok(http.post("/api/live/" + g.get("id").asText() + "/declare", "{}"));
        assertTrue(g.path("count").isMissingNode(), "the count stopped: none reported, " + g.path("count"));
        g = ok(http.post("/api/live", Map.of("game", "chess", "who", List.of("human", "human"))));
        assertTrue(g.path("count").isMissingNode(), "chess has no count");
    }

    @Test
    void onABoardOfPointsTheLastMovesSquaresAreRinged() throws Exception {
        JsonNode g = ok(http.post("/api/live", Map.of("game", "xiangqi", "who", List.of("human", "human"))));
        assertFalse(g.get("svg").asText().contains("last-ring"), "no move yet");
        JsonNode m = null;
        for (JsonNode l : g.get("legal")) if (!l.get("from").isNull()) { m = l; break; }
        g = move(g.get("id").asText(), m.get("move").asText());
        Matcher r = Pattern.compile("class=\"last-ring\" data-mark=\"([a-z0-9]+)\"").matcher(g.get("svg").asText());
        List<String> ringed = new java.util.ArrayList<>();
        while (r.find()) ringed.add(r.group(1));
        assertEquals(List.of(m.get("from").asText(), m.get("to").asText()), ringed, g.get("svg").asText().length() + " chars of SVG");
        assertTrue(g.get("svg").asText().contains(LAST));
    }
}
