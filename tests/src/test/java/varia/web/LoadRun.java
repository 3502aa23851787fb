package varia.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Many games at once against one server over loopback: each game is a thread that starts a game
 * (a human against the computer at level 1), then plays rounds of "read the state, play a random
 * legal move (seeded), let the computer answer". Counts errors and keeps every request's latency.
 * Used by {@link WebLoadTest} (a few games) and bench/web-load.sh (200 games).
 */
final class LoadRun {
    record Report(int games, int requests, int errors, List<String> firstErrors, long wallMs,
                  long p50, long p90, long p99, long max, Map<String, long[]> byKind) {
        String text() {
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT,
                    "%d games, %d requests, %d errors in %.1f s; latency ms: p50 %d, p90 %d, p99 %d, max %d",
                    games, requests, errors, wallMs / 1000.0, p50, p90, p99, max));
            for (Map.Entry<String, long[]> e : byKind.entrySet()) {
                long[] q = e.getValue();
                b.append(String.format(Locale.ROOT, "%n  %-9s %6d requests: p50 %d, p90 %d, p99 %d, max %d", e.getKey(), q[0], q[1], q[2], q[3], q[4]));
            }
            return b.toString();
        }
    }

    static final String[] VARIANTS = {"makruk", "xiangqi", "shogi", "chess", "janggi"};

    static Report run(int port, int games, int rounds, long seed, long timeoutSeconds) throws InterruptedException {
        Http http = new Http(port);
        Map<String, List<Long>> latencies = new java.util.concurrent.ConcurrentHashMap<>();
        List<String> errors = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger requests = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(games);
        long start = System.nanoTime();
        List<Future<?>> done = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            int game = g;
            done.add(pool.submit(() -> {
                Random random = new Random(seed * 1000 + game);
                try {
                    JsonNode s = call(http, "/api/games", Map.of("variant", VARIANTS[game % VARIANTS.length],
                            "white", "human", "black", "computer", "level", 1), latencies, requests, errors);
                    if (s == null) return;
                    String id = s.get("id").asText();
                    for (int r = 0; r < rounds && "ongoing".equals(s.get("result").get("status").asText()); r++) {
                        s = call(http, "/api/games/" + id, null, latencies, requests, errors);
                        if (s == null || s.get("legal").size() == 0) return;
                        JsonNode legal = s.get("legal");
                        String move = legal.get(random.nextInt(legal.size())).get("uci").asText();
                        s = call(http, "/api/games/" + id + "/move", Map.of("move", move), latencies, requests, errors);
                        if (s == null || !"ongoing".equals(s.get("result").get("status").asText())) return;
                        s = call(http, "/api/games/" + id + "/computer", Map.of(), latencies, requests, errors);
                        if (s == null) return;
                    }
                } catch (Exception e) {
                    errors.add(e.toString());
                }
            }));
        }
        pool.shutdown();
        boolean finished = pool.awaitTermination(timeoutSeconds, TimeUnit.SECONDS);
        if (!finished) {
            pool.shutdownNow();
            errors.add("not finished within " + timeoutSeconds + " s");
        }
        long wall = (System.nanoTime() - start) / 1_000_000;
        List<Long> sorted = new ArrayList<>();
        Map<String, long[]> byKind = new java.util.TreeMap<>();
        for (Map.Entry<String, List<Long>> e : latencies.entrySet()) {
            List<Long> k;
            synchronized (e.getValue()) { k = new ArrayList<>(e.getValue()); }
            Collections.sort(k);
            sorted.addAll(k);
            byKind.put(e.getKey(), new long[] {k.size(), pct(k, 50), pct(k, 90), pct(k, 99), k.isEmpty() ? 0 : k.get(k.size() - 1)});
        }
        Collections.sort(sorted);
        List<String> first;
        synchronized (errors) { first = new ArrayList<>(errors.subList(0, Math.min(5, errors.size()))); }
        return new Report(games, requests.get(), errors.size(), first, wall, pct(sorted, 50), pct(sorted, 90),
                pct(sorted, 99), sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1), byKind);
    }

    private static long pct(List<Long> sorted, int p) {
        if (sorted.isEmpty()) return 0;
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }

    private static JsonNode call(Http http, String path, Object body, Map<String, List<Long>> latencies, AtomicInteger requests,
                                 List<String> errors) throws Exception {
        long t = System.nanoTime();
        Http.Answer a = body == null ? http.get(path) : http.post(path, body);
        String kind = path.equals("/api/games") ? "new game" : path.endsWith("/move") ? "move" : path.endsWith("/computer") ? "computer" : "state";
        latencies.computeIfAbsent(kind, k -> Collections.synchronizedList(new ArrayList<>())).add((System.nanoTime() - t) / 1_000_000);
        requests.incrementAndGet();
        if (a.status() != 200) {
            errors.add(path + " -> " + a.status() + " " + a.body());
            return null;
        }
        return a.json();
    }

    /** bench/web-load.sh: {@code LoadRun PORT GAMES ROUNDS [SEED]} against a running server. */
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]), games = Integer.parseInt(args[1]), rounds = Integer.parseInt(args[2]);
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        Report r = run(port, games, rounds, seed, 1800);
        System.out.println(r.text());
        for (String e : r.firstErrors()) System.out.println("error: " + e);
        System.exit(r.errors() == 0 ? 0 : 1);
    }
}
