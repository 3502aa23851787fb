package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import varia.game.Effort;
import varia.game.Families;
import varia.game.Game;
import varia.game.Player;
import varia.game.State;

/**
 * "Move now" in the one live session: {@code Player.stop()} ends the engine's search running in
 * another thread, which still chooses a legal action; {@code POST /api/live/ID/stop}, sent while
 * the computer's turn is being answered (the verb {@code computer} listed), reaches it, and the
 * computer's turn then plays its move.
 */
@ExtendWith(LocalServer.class)
class LiveStopTest {
    static WebServer server;
    static Http http;

    @Test
    void aStoppedSearchChoosesALegalActionAtOnce() throws Exception {
        Game chess = Families.find("chess", Map.of());
        Player p = chess.computer(new Effort(0, 600_000, 4)); // ten minutes a move, unless stopped
        assertFalse(p.stop(), "no search is running yet");
        State s = chess.start(2);
        int[] actions = new int[s.maxActions()];
        int n = s.legalActions(actions);
        CompletableFuture<Integer> chosen = CompletableFuture.supplyAsync(() -> p.choose(s, actions, n, new SplittableRandom(1)));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        boolean stopped = false;
        while (!stopped && !chosen.isDone() && System.nanoTime() < deadline) {
            stopped = p.stop();
            Thread.sleep(5);
        }
        assertTrue(stopped, "the search was running and was told to stop");
        int a = chosen.get(30, TimeUnit.SECONDS); // far sooner than its ten minutes
        assertTrue(java.util.Arrays.stream(actions, 0, n).anyMatch(x -> x == a), "a legal action: " + a);
        assertFalse(p.stop(), "no search runs after it chose");
        assertFalse(Families.find("ashtapada", Map.of()).computer(Effort.DEFAULT).stop(), "a player with no search to cut short says so");
    }

    @Test
    void moveNowReachesTheComputersTurnBeingAnswered() throws Exception {
        Http.Answer a = http.post("/api/live", Map.of("game", "chess", "who", List.of("computer", "human")));
        assertEquals(200, a.status(), a.body());
        String id = a.json().get("id").asText();
        assertTrue(texts(a.json().get("verbs")).contains("computer"), a.json().get("verbs").toString());
        assertFalse(http.post("/api/live/" + id + "/stop", "{}").json().get("stopped").asBoolean(), "the computer is not thinking yet");

        CompletableFuture<Http.Answer> turn = CompletableFuture.supplyAsync(() -> {
            try {
                return http.post("/api/live/" + id + "/computer", "{}");
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        boolean stopped = false;
        while (!stopped && !turn.isDone() && System.nanoTime() < deadline) {
            Http.Answer s = http.post("/api/live/" + id + "/stop", "{}");
            assertEquals(200, s.status(), s.body());
            stopped = s.json().get("stopped").asBoolean();
        }
        assertTrue(stopped, "the stop reached the search while it ran");
        Http.Answer done = turn.get(60, TimeUnit.SECONDS);
        assertEquals(200, done.status(), done.body());
        JsonNode g = done.json();
        assertEquals(1, g.get("history").size(), "the computer played its move");
        assertFalse(http.post("/api/live/" + id + "/stop", "{}").json().get("stopped").asBoolean(), "a person is to move: nothing to stop");
        Http.assertError(http.post("/api/live/no-such-game/stop", "{}"), 404, "no game");
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new java.util.ArrayList<>();
        for (JsonNode n : array) out.add(n.asText());
        return out;
    }
}
