package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import varia.TestPaths;

/**
 * {@link ServerAttackTest}'s item 2 (paste, new game, computer move, 120 times) made of the one live
 * session ({@code /api/live}, in the engine page's words), against {@code varia serve} in a JVM of
 * 256 MB: each computer seat's search goes through the server's one {@link SearchGate}, so no game
 * keeps a searcher of its own and the server ends where a resting one is. Before the gate, each
 * game's computer seat held its own searcher and the server stopped answering within 15 s.
 */
class LiveSearchAttackTest {
    static ServedProcess server;
    static Http http;
    static long restingHeap;

    @BeforeAll
    static void start() throws Exception {
        server = ServedProcess.start(ServerAttackTest.HEAP_MB);
        http = new Http(server.port);
        assertEquals(200, http.get("/api/variants").status());
        restingHeap = server.heapAfterGc();
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) server.close();
    }

    /** One round: paste, a new game with the computer as White at the old page's level 1, its move. */
    static void round(String chess, int round) throws Exception {
        JsonNode checked = http.post("/api/author/check", Map.of("text", chess.replace("name: Chess", "name: Pasted " + round))).json();
        assertTrue(checked.get("ok").asBoolean(), checked.toString());
        String key = checked.get("key").asText();
        Http.Answer made = http.post("/api/live", Map.of("variant", key, "white", "computer", "black", "human", "level", 1));
        assertEquals(200, made.status(), "round " + round + ": " + ServerAttackTest.shorten(made.body()));
        Http.Answer moved = http.post("/api/live/" + made.json().get("id").asText() + "/computer", "{}");
        assertEquals(200, moved.status(), "round " + round + ": " + ServerAttackTest.shorten(moved.body()));
        assertEquals(1, moved.json().get("history").size(), "round " + round + ": the computer moved once");
    }

    @Test
    void pastedVariantsPlayedByTheLiveComputerLeaveNothingBehind() throws Exception {
        String chess = Files.readString(TestPaths.root().resolve("variants/chess.yaml"));
        assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
            for (int round = 0; round < 120; round++) {
                try {
                    round(chess, round);
                } catch (java.io.IOException e) {
                    String out = server.output();
                    throw new AssertionError("round " + round + ": no answer (" + e + "); the server said: " + out.substring(Math.max(0, out.length() - 1500)), e);
                }
            }
        });
        assertTrue(server.alive(), "the server died: " + server.output());
        assertEquals(200, http.get("/api/variants").status(), "the server still answers");
        long heap = server.heapAfterGc();
        System.out.printf("live search attack: resting %d MB, %d MB after GC after 120 rounds%n", restingHeap >> 20, heap >> 20);
        assertTrue(heap < ServerAttackTest.CALM, (heap >> 20) + " MB of heap after GC (resting: " + (restingHeap >> 20) + " MB)");
    }
}
