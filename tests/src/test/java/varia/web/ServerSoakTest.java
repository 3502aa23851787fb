package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import varia.TestPaths;

/**
 * Issue 26's soak: 100,000 games through the API against {@code varia serve} in a JVM of 256 MB,
 * eight clients at once: games of bundled variants left after a move or none, games against the
 * computer (level 1, one move), games of pasted variants (a new file pasted every 500 games, so
 * the catalog forgets old ones), games with option values, games the computer wins at once (kept
 * as records, some played again by an undo), race and dice-chess games. The heap after a full
 * collection is read at every 20,000 games: it must stay flat once the store is full, and the
 * server must answer every request.
 */
class ServerSoakTest {
    static final int GAMES = Integer.getInteger("varia.soak.games", 100_000), CLIENTS = 8,
            CHECKPOINT = Integer.getInteger("varia.soak.checkpoint", 20_000);
    static final Pattern ID = Pattern.compile("\"id\":\"([0-9a-f]+)\"");
    static final Pattern FIRST_MOVE = Pattern.compile("\"legal\":\\[\\{\"uci\":\"([^\"]+)\"");
    static final Pattern KEY = Pattern.compile("\"key\":\"(authored-[0-9]+)\"");
    static final String[] BUNDLED = {"makruk", "chess", "shogi", "makruk", "xiangqi"};
    /** White to move mates at once (Rh8#): the computer's first move ends the game. */
    static final String MATE_IN_ONE = "k7/8/1K6/8/8/8/8/7R w - - 0 1";

    @Test
    void aHundredThousandGamesLeaveTheHeapFlat() throws Exception {
        String chess = Files.readString(TestPaths.root().resolve("variants/chess.yaml"));
        try (ServedProcess server = ServedProcess.start(ServerAttackTest.HEAP_MB)) {
            List<Long> heap = new ArrayList<>();
            heap.add(server.heapAfterGc());
            AtomicInteger next = new AtomicInteger(), done = new AtomicInteger(), requests = new AtomicInteger();
            AtomicReferenceArray<String> pasted = new AtomicReferenceArray<>(new String[] {null});
            List<String> errors = Collections.synchronizedList(new ArrayList<>());
            long start = System.nanoTime();
            for (int stage = 1; stage * CHECKPOINT <= GAMES; stage++) {
                int upTo = stage * CHECKPOINT;
                ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
                List<Future<?>> clients = new ArrayList<>();
                for (int c = 0; c < CLIENTS; c++) {
                    clients.add(pool.submit(() -> {
                        Http http = new Http(server.port);
                        for (int i; (i = next.getAndIncrement()) < upTo && errors.size() < 10; ) {
                            try {
                                play(http, i, chess, pasted, requests);
                                done.incrementAndGet();
                            } catch (Exception | AssertionError e) {
                                errors.add("game " + i + ": " + e);
                            }
                        }
                        return null;
                    }));
                }
                for (Future<?> f : clients) f.get(10, TimeUnit.MINUTES);
                pool.shutdown();
                next.set(upTo);
                assertTrue(errors.isEmpty(), errors.toString());
                assertTrue(server.alive(), "the server died: " + server.output());
                heap.add(server.heapAfterGc());
                System.out.printf(Locale.ROOT, "soak: %,d games, %,d requests, %.0f s: %d MB after GC%n", upTo, requests.get(),
                        (System.nanoTime() - start) / 1e9, heap.get(heap.size() - 1) >> 20);
            }
            assertEquals(GAMES, done.get());
            long first = heap.get(1), last = heap.get(heap.size() - 1), most = Collections.max(heap.subList(1, heap.size()));
            System.out.printf(Locale.ROOT, "soak: heap after GC at start %d MB, after %,d games %d MB, at the end %d MB (most %d MB)%n",
                    heap.get(0) >> 20, CHECKPOINT, first >> 20, last >> 20, most >> 20);
            assertTrue(last < first * 1.25 + (8 << 20), "flat: " + (first >> 20) + " MB after " + CHECKPOINT + " games, " + (last >> 20) + " MB at the end");
            assertTrue(most < ServerAttackTest.CALM + (40L << 20), "at most " + (most >> 20) + " MB");
        }
    }

    /** One game of the mix, chosen by its number. */
    static void play(Http http, int i, String chess, AtomicReferenceArray<String> pasted, AtomicInteger requests) throws Exception {
        if (i % 500 == 0 || pasted.get(0) == null) {
            Http.Answer a = ok(http.post("/api/author/check", Map.of("text", chess.replace("name: Chess", "name: Soak " + i))), requests);
            Matcher m = KEY.matcher(a.body());
            assertTrue(m.find(), a.body());
            pasted.set(0, m.group(1));
        }
        int kind = i % 20;
        if (kind < 10) { // a bundled variant, two people; left after one move or none
            String body = ok(http.post("/api/games", Map.of("variant", BUNDLED[i % BUNDLED.length])), requests).body();
            if (kind % 2 == 0) ok(http.post("/api/games/" + id(body) + "/move", Map.of("move", firstMove(body))), requests);
        } else if (kind < 14) { // the computer moves first, at the lowest level
            String body = ok(http.post("/api/games", Map.of("variant", BUNDLED[i % BUNDLED.length], "white", "computer", "level", 1)), requests).body();
            ok(http.post("/api/games/" + id(body) + "/computer", "{}"), requests);
        } else if (kind < 16) { // a pasted variant against the computer
            String body = ok(http.post("/api/games", Map.of("variant", pasted.get(0), "white", "computer", "level", 1)), requests).body();
            ok(http.post("/api/games/" + id(body) + "/computer", "{}"), requests);
        } else if (kind == 16) { // option values
            ok(http.post("/api/games", Map.of("variant", "makruk", "options", Map.of("counting", "fairy-stockfish"))), requests);
        } else if (kind == 17) { // the computer mates at once: the game is kept as its record
            String id = id(ok(http.post("/api/games", Map.of("variant", "chess", "white", "computer", "fen", MATE_IN_ONE, "level", 1)), requests).body());
            String over = ok(http.post("/api/games/" + id + "/computer", "{}"), requests).body();
            assertTrue(over.contains("\"status\":\"white wins\""), over);
            if (i % 200 == 17) { // played again from its record
                ok(http.get("/api/games/" + id + "/pgn"), requests);
                String back = ok(http.post("/api/games/" + id + "/undo", Map.of("plies", 1)), requests).body();
                assertTrue(back.contains("\"status\":\"ongoing\""), back);
            }
        } else if (kind == 18) {
            String body = ok(http.post("/api/races", Map.of("game", "ashtapada", "players", 2, "seed", i)), requests).body();
            ok(http.post("/api/races/" + id(body) + "/throw", "{}"), requests);
        } else {
            String body = ok(http.post("/api/dice", Map.of("game", "chaturaji", "seed", i)), requests).body();
            ok(http.post("/api/dice/" + id(body) + "/throw", "{}"), requests);
        }
    }

    static Http.Answer ok(Http.Answer a, AtomicInteger requests) {
        requests.incrementAndGet();
        if (a.status() != 200) throw new AssertionError(a.status() + " " + (a.body().length() > 300 ? a.body().substring(0, 300) : a.body()));
        return a;
    }

    static String id(String body) {
        Matcher m = ID.matcher(body);
        if (!m.find()) throw new AssertionError("no id in " + body.substring(0, Math.min(200, body.length())));
        return m.group(1);
    }

    static String firstMove(String body) {
        Matcher m = FIRST_MOVE.matcher(body);
        if (!m.find()) throw new AssertionError("no legal move in " + body.substring(0, Math.min(200, body.length())));
        return m.group(1);
    }
}
