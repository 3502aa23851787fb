package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import varia.game.Effort;
import varia.engine.game.EngineGame;
import varia.game.State;

/**
 * The server's one {@link SearchGate}: one search per slot, a bounded queue, a 503 with Retry-After
 * beyond it (the search never run, the game unchanged), and a computer seat's search stopped at its
 * time bound whatever its node budget.
 */
@ExtendWith(LocalServer.class)
class SearchGateTest {
    static Http http;

    /** Fills {@code gate} with {@code n} searches that wait for {@code open}; returns them once all are admitted. */
    static List<Future<Integer>> fill(SearchGate gate, int n, CountDownLatch open, ExecutorService pool) throws InterruptedException {
        List<Future<Integer>> held = new ArrayList<>();
        for (int i = 0; i < n; i++) held.add(pool.submit(() -> gate.run(() -> {
            try {
                open.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return 1;
        })));
        while (gate.admitted() < n) Thread.sleep(10); // until every one runs or waits
        return held;
    }

    @Test
    void beyondTheQueueASearchIsRefusedAndNeverRun() throws Exception {
        SearchGate gate = new SearchGate(1, 2, Duration.ofMinutes(10)); // one running, two waiting
        ExecutorService pool = Executors.newCachedThreadPool();
        CountDownLatch open = new CountDownLatch(1);
        try {
            List<Future<Integer>> held = fill(gate, 3, open, pool);
            AtomicBoolean ran = new AtomicBoolean();
            SearchGate.Busy busy = assertThrows(SearchGate.Busy.class, () -> gate.run(() -> ran.getAndSet(true)));
            assertEquals(503, busy.status);
            assertEquals(SearchGate.RETRY_AFTER_SECONDS, busy.retryAfter);
            assertTrue(busy.getMessage().contains("busy") && busy.getMessage().contains("nothing was changed"), busy.getMessage());
            assertFalse(ran.get(), "the refused search never ran");
            assertEquals(3, gate.capacity());
            assertEquals(3, gate.admitted(), "the refusal took no place in the queue");
            open.countDown();
            for (Future<Integer> f : held) assertEquals(1, f.get());
            assertEquals(0, gate.admitted());
            assertEquals(7, gate.run(() -> 7), "the gate admits again once the queue is gone");
        } finally {
            open.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aSearchThatWaitsTooLongIsRefused() throws Exception {
        SearchGate gate = new SearchGate(1, 1, Duration.ofMillis(200));
        ExecutorService pool = Executors.newCachedThreadPool();
        CountDownLatch open = new CountDownLatch(1);
        try {
            List<Future<Integer>> held = fill(gate, 1, open, pool); // never ends while this test waits
            AtomicBoolean ran = new AtomicBoolean();
            SearchGate.Busy busy = assertThrows(SearchGate.Busy.class, () -> gate.run(() -> ran.getAndSet(true)));
            assertEquals(503, busy.status);
            assertFalse(ran.get(), "the search that waited too long never ran");
            assertEquals(1, gate.admitted(), "it left the queue");
            open.countDown();
            assertEquals(1, held.get(0).get());
        } finally {
            open.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aComputerSearchEndsAtItsTimeBoundWhateverItsNodes() throws Exception {
        EngineGame chess = EngineGame.of(varia.variant.Variants.resolve("chess"));
        State s = chess.start(2);
        int[] actions = new int[s.maxActions()];
        int n = s.legalActions(actions);
        SearchGate gate = new SearchGate(1, 0, Duration.ofMinutes(10));
        List<Object> thinking = new ArrayList<>();
        int chosen = assertTimeoutPreemptively(Duration.ofSeconds(120), // a billion nodes would take hours: the bound cuts it
                () -> gate.choose(chess, "computer", new Effort(1_000_000_000L, 0, 1), 300, s, actions, n, new SplittableRandom(1), thinking::add));
        boolean legal = false;
        for (int i = 0; i < n; i++) legal |= actions[i] == chosen;
        assertTrue(legal, "a legal move: " + chosen);
        assertEquals(2, thinking.size(), "the player was shown while it thought, then none");
        assertNotNull(thinking.get(0));
        assertEquals(null, thinking.get(1));
        assertEquals(1, gate.idle().size(), "the player waits in the gate's bounded cache, not in a game");
    }

    @Test
    void aBusyServerRefusesTheComputersTurnWithRetryAfterAndChangesNothing() throws Exception {
        Http.Answer made = http.post("/api/live", Map.of("variant", "chess", "white", "computer", "black", "human", "level", 1));
        assertEquals(200, made.status(), made.body());
        String id = made.json().get("id").asText();
        String before = http.get("/api/live/" + id).body();
        SearchGate gate = SearchGate.SERVER;
        int full = gate.capacity(); // the server's slots and queue
        ExecutorService pool = Executors.newCachedThreadPool();
        CountDownLatch open = new CountDownLatch(1);
        try {
            List<Future<Integer>> held = fill(gate, full, open, pool);
            HttpResponse<String> refused = http.postResponse("/api/live/" + id + "/computer", "{}");
            assertEquals(503, refused.statusCode(), refused.body());
            assertEquals(String.valueOf(SearchGate.RETRY_AFTER_SECONDS), refused.headers().firstValue("Retry-After").orElse(null));
            assertTrue(Http.JSON.readTree(refused.body()).get("error").asText().contains("busy"), refused.body());
            Http.Answer analysis = http.get("/api/live/" + id + "/analysis");
            assertEquals(503, analysis.status(), "an analysis goes through the same gate: " + analysis.body());
            assertEquals(before, http.get("/api/live/" + id).body(), "the refused turn changed nothing");
            open.countDown();
            for (Future<Integer> f : held) f.get();
        } finally {
            open.countDown();
            pool.shutdownNow();
        }
        Http.Answer moved = http.post("/api/live/" + id + "/computer", "{}");
        assertEquals(200, moved.status(), moved.body());
        JsonNode after = moved.json();
        assertEquals(1, after.get("history").size(), "once the server is free, the computer moves");
    }

    /**
     * An undo replays the actions kept; it asks a computer seat again only when its player draws random
     * numbers. The engine's search draws none (its weaker levels draw from the position's own hash), so
     * an undo needs no search and is answered even when every slot and place in the queue is taken.
     */
    @Test
    void anUndoOfAGameAgainstTheSearchAsksNoSearchAgain() throws Exception {
        Http.Answer made = http.post("/api/live", Map.of("variant", "chess", "white", "computer", "black", "human", "level", 1));
        assertEquals(200, made.status(), made.body());
        String id = made.json().get("id").asText();
        assertEquals(200, http.post("/api/live/" + id + "/computer", "{}").status());
        JsonNode state = http.get("/api/live/" + id).json();
        String reply = state.get("legal").get(0).get("move").asText();
        assertEquals(2, http.post("/api/live/" + id + "/move", Map.of("move", reply)).json().get("history").size());
        SearchGate gate = SearchGate.SERVER;
        ExecutorService pool = Executors.newCachedThreadPool();
        CountDownLatch open = new CountDownLatch(1);
        try {
            List<Future<Integer>> held = fill(gate, gate.capacity(), open, pool);
            Http.Answer undone = http.post("/api/live/" + id + "/undo", Map.of("turns", 1));
            assertEquals(200, undone.status(), "an undo needs no search: " + undone.body());
            assertEquals(1, undone.json().get("history").size(), "the person's move is taken back, the computer's kept");
            open.countDown();
            for (Future<Integer> f : held) f.get();
        } finally {
            open.countDown();
            pool.shutdownNow();
        }
    }
}
