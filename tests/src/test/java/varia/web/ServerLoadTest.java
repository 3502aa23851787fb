package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.api.Test;

/**
 * How many games {@code varia serve} holds at once in a JVM of 256 MB, and how fast it answers
 * meanwhile (issue 26): sixteen clients start games against the computer and play a move each
 * (the computer answering at level 1) with no pause, far more games than fit; the store forgets
 * the games idle longest once its share of the heap is full (no {@code --max-games} bound here).
 * Reports the games still held at the end, the heap they take and the latency percentiles of
 * every request; fails on any error, a dead server, or a server that holds too few.
 */
class ServerLoadTest {
    static final int GAMES = 4_000, CLIENTS = 16;

    @Test
    void gamesHeldAt256MbAndTheLatency() throws Exception {
        try (ServedProcess server = ServedProcess.start(ServerAttackTest.HEAP_MB, "--max-games", "1000000")) {
            long resting = server.heapAfterGc();
            List<String> ids = Collections.synchronizedList(new ArrayList<>());
            List<Long> latency = Collections.synchronizedList(new ArrayList<>());
            List<String> errors = Collections.synchronizedList(new ArrayList<>());
            AtomicInteger next = new AtomicInteger();
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            long start = System.nanoTime();
            List<Future<?>> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                clients.add(pool.submit(() -> {
                    Http http = new Http(server.port);
                    for (int i; (i = next.getAndIncrement()) < GAMES && errors.size() < 10; ) {
                        String variant = i % 2 == 0 ? "chess" : "makruk";
                        try {
                            String body = timed(latency, () -> http.post("/api/games", Map.of("variant", variant,
                                    "white", "human", "black", "computer", "level", 1)));
                            String id = ServerSoakTest.id(body);
                            ids.add(id);
                            timed(latency, () -> http.post("/api/games/" + id + "/move", Map.of("move", ServerSoakTest.firstMove(body))));
                            timed(latency, () -> http.post("/api/games/" + id + "/computer", "{}"));
                        } catch (Exception | AssertionError e) {
                            errors.add(e.toString());
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : clients) f.get(10, TimeUnit.MINUTES);
            pool.shutdown();
            double seconds = (System.nanoTime() - start) / 1e9;
            assertTrue(errors.isEmpty(), errors.toString());
            assertTrue(server.alive(), server.output());
            long loaded = server.heapAfterGc();
            // which games are still held: their record is the cheapest thing to ask (and asking keeps no more)
            Http http = new Http(server.port);
            int held = 0;
            for (String id : ids) if (http.get("/api/games/" + id + "/pgn").status() == 200) held++;
            Collections.sort(latency);
            System.out.printf(Locale.ROOT, "load: %,d games by %d clients in %.0f s (%,d requests, %.0f a second); latency ms p50 %d, p90 %d, p99 %d, max %d%n",
                    GAMES, CLIENTS, seconds, latency.size(), latency.size() / seconds, pct(latency, 50), pct(latency, 90), pct(latency, 99),
                    latency.get(latency.size() - 1));
            System.out.printf(Locale.ROOT, "load: %,d games held at once in a heap of %d MB: %d MB after GC (%d MB at rest), %.1f KB a game%n",
                    held, ServerAttackTest.HEAP_MB, loaded >> 20, resting >> 20, (loaded - resting) / 1024.0 / Math.max(1, held));
            assertEquals(GAMES, ids.size());
            assertTrue(held >= 1_000, "the server holds at least 1,000 games at 256 MB, not " + held);
            assertTrue(held < GAMES, "the store's memory bound forgot games before the heap ran out");
            assertTrue(pct(latency, 99) < 5_000, "p99 " + pct(latency, 99) + " ms");
        }
    }

    interface Call { Http.Answer call() throws Exception; }

    static String timed(List<Long> latency, Call call) throws Exception {
        long t = System.nanoTime();
        Http.Answer a = call.call();
        latency.add((System.nanoTime() - t) / 1_000_000);
        if (a.status() != 200) throw new AssertionError(a.status() + " " + a.body());
        return a.body();
    }

    static long pct(List<Long> sorted, int p) { return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1)); }
}
