package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30's requests of the play page over loopback: "move now" ends the computer's search, and
 * the game controls refuse what the rules or the players do not allow, changing nothing.
 */
@ExtendWith(LocalServer.class)
class PlayApiTest {
    static WebServer server;
    static Http http;

    @Test
    void moveNowEndsTheComputersSearch() throws Exception {
        // Hiashatar at level 5: a search of 1,500,000 nodes, cut at 5 s; "move now" ends it at once
        JsonNode g = http.post("/api/games", Map.of("variant", "hiashatar", "white", "computer", "black", "human", "level", 5)).json();
        String id = g.path("id").asText();
        CompletableFuture<Http.Answer> thinking = CompletableFuture.supplyAsync(() -> {
            try {
                return http.post("/api/games/" + id + "/computer", Map.of());
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        long stoppedAt = 0;
        for (int i = 0; i < 100 && stoppedAt == 0; i++) { // the search may wait for a core first
            Thread.sleep(50);
            if (http.post("/api/games/" + id + "/stop", Map.of()).json().path("stopped").asBoolean()) stoppedAt = System.nanoTime();
        }
        assertTrue(stoppedAt != 0, "the search was running and was stopped");
        Http.Answer a = thinking.get();
        long after = (System.nanoTime() - stoppedAt) / 1_000_000;
        assertEquals(200, a.status(), a.body());
        assertEquals(1, a.json().path("history").size(), "the computer played its best move so far");
        assertTrue(after < 2_000, "it answered " + after + " ms after the stop");
        assertEquals(false, http.post("/api/games/" + id + "/stop", Map.of()).json().path("stopped").asBoolean(), "nothing to stop now");
    }

    @Test
    void refusedControlsChangeNothing() throws Exception {
        JsonNode g = http.post("/api/games", Map.of("variant", "makruk", "white", "human", "black", "computer", "level", 1)).json();
        String id = g.path("id").asText();
        String before = http.get("/api/games/" + id).body();
        Http.assertError(http.post("/api/games/" + id + "/claim", Map.of("index", 0)), 409, "no such draw to claim");
        Http.assertError(http.post("/api/games/" + id + "/declare", Map.of("name", "count")), 409, "no such declaration");
        Http.assertError(http.post("/api/games/" + id + "/resign", Map.of("side", "black")), 409, "Black is played by the computer");
        Http.assertError(http.post("/api/games/" + id + "/resign", Map.of("side", "green")), 400, "side must be white or black");
        Http.assertError(http.get("/api/games/" + id + "/position?ply=1"), 400, "ply must be 0 to 0");
        Http.assertError(http.get("/api/games/" + id + "/analysis?ply=x"), 400, "give the ply");
        assertEquals(before, http.get("/api/games/" + id).body(), "nothing changed");
        Http.assertError(http.post("/api/games", Map.of("variant", "makruk", "moves", List.of("e3e4", "e3e4"))), 400,
                "move 2 ('e3e4') is not legal there, after e3e4");
        Http.assertError(http.post("/api/games", Map.of("variant", "makruk", "clock", Map.of("minutes", 5, "increment", 3, "byoyomi", 30))), 400,
                "choose an increment (Fischer) or byo-yomi, not both");
        Http.assertError(http.get("/api/variants/resolve?name=chushogo"), 404, "did you mean 'chushogi'?");
        assertEquals("chu-shogi", http.get("/api/variants/resolve?name=CHUSHOGI").json().path("key").asText());
    }
}
