package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import varia.TestPaths;

/**
 * Issue 26's attacks, each as it was made, against {@code varia serve} in a JVM of 256 MB
 * ({@link ServedProcess}): the server must answer each with a clear 4xx, stay up, keep answering
 * others, and end with its heap (after a full collection) where a resting server's is. The heap
 * figures are printed for docs/robustness.md.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ServerAttackTest {
    static final int HEAP_MB = 256;
    /** A server that has survived an attack holds less than this after a full collection. */
    static final long CALM = 110L << 20;

    static ServedProcess server;
    static Http http;
    static Path folder, outside;
    static long restingHeap;

    @BeforeAll
    static void start() throws Exception {
        folder = Files.createTempDirectory("varia-attack-");
        outside = Files.createTempFile("varia-secret-", ".txt");
        Files.writeString(outside, "root:SECRET-HASH:19000:0:99999:7:::\n");
        Files.copy(TestPaths.root().resolve("variants/chess.yaml"), folder.resolve("mine.yaml"));
        Files.createSymbolicLink(folder.resolve("leak.yaml"), outside);
        try (RandomAccessFile huge = new RandomAccessFile(folder.resolve("huge.yaml").toFile(), "rw")) {
            huge.setLength(1_500_000_000L); // sparse: no disk used, 1.5 GB to whoever reads it
        }
        assertEquals(0, new ProcessBuilder("mkfifo", folder.resolve("pipe.yaml").toString()).start().waitFor(), "mkfifo");
        server = ServedProcess.start(HEAP_MB, "--variants", folder.toString());
        http = new Http(server.port);
        assertEquals(200, http.get("/api/variants").status());
        restingHeap = server.heapAfterGc();
        System.out.printf("attack suite: resting server %d MB after GC (heap %d MB)%n", restingHeap >> 20, HEAP_MB);
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) server.close();
        Files.deleteIfExists(outside);
        try (var files = Files.list(folder)) {
            for (Path p : files.toList()) Files.deleteIfExists(p);
        }
        Files.deleteIfExists(folder);
    }

    static void assertCalm(String after) throws Exception {
        assertTrue(server.alive(), "the server died " + after + ": " + tail());
        assertEquals(200, http.get("/api/variants").status(), "the server still answers " + after);
        long heap = server.heapAfterGc();
        System.out.printf("attack suite: %d MB after GC %s%n", heap >> 20, after);
        assertTrue(heap < CALM, (heap >> 20) + " MB of heap after GC " + after + " (resting: " + (restingHeap >> 20) + " MB)");
    }

    static String tail() throws IOException {
        String out = server.output();
        return out.length() > 2000 ? out.substring(out.length() - 2000) : out;
    }

    /** Item 1: option values padded with 3.5 MB of spaces, 24 times: each refused, none kept. */
    @Test
    @Order(1)
    void paddedOptionValuesAreRefusedAndNeverCached() throws Exception {
        String pad = " ".repeat(3_500_000);
        for (int i = 0; i < 24; i++) {
            String value = "fairy-stockfish" + pad.substring(i); // a distinct value each time
            Http.Answer a = http.post("/api/games", Map.of("variant", "makruk", "options", Map.of("counting", value)));
            assertEquals(400, a.status(), "padded value " + i + ": " + shorten(a.body()));
            assertTrue(a.body().length() < 2_000, "the value is not echoed back: " + a.body().length() + " characters");
            assertTrue(a.json().get("error").asText().contains("spaces"), a.body());
        }
        Http.Answer control = http.post("/api/games", Map.of("variant", "makruk", "options", Map.of("counting", " fairy-stockfish")));
        assertEquals(400, control.status(), "one leading space is a padded value too");
        assertEquals(200, http.post("/api/games", Map.of("variant", "makruk", "options", Map.of("counting", "fairy-stockfish"))).status());
        assertCalm("after 24 padded option values of 3.5 MB");
    }

    /** Item 2: paste, new game, computer move, in a loop: no search tables or games pile up. */
    @Test
    @Order(2)
    void pastedVariantsPlayedByTheComputerLeaveNothingBehind() throws Exception {
        String chess = Files.readString(TestPaths.root().resolve("variants/chess.yaml"));
        for (int round = 0; round < 120; round++) {
            JsonNode checked = http.post("/api/author/check", Map.of("text", chess.replace("name: Chess", "name: Pasted " + round))).json();
            assertTrue(checked.get("ok").asBoolean(), checked.toString());
            String key = checked.get("key").asText();
            JsonNode g = http.post("/api/games", Map.of("variant", key, "white", "computer", "black", "human", "level", 1)).json();
            Http.Answer moved = http.post("/api/games/" + g.get("id").asText() + "/computer", "{}");
            assertEquals(200, moved.status(), "round " + round + ": " + shorten(moved.body()));
        }
        assertCalm("after 120 rounds of paste, new game, computer move");
    }

    /** Chess, named by an anchor on a 100,000-character name, with 8,000 aliases of it as its sources (157 KB). */
    static String aliasBomb() throws IOException {
        String chess = Files.readString(TestPaths.root().resolve("variants/chess.yaml"));
        StringBuilder sources = new StringBuilder("sources:\n");
        for (int i = 0; i < 8000; i++) sources.append("  - *x\n");
        return chess.replace("name: Chess", "name: &x \"" + "Y".repeat(100_000) + "\"")
                .replaceFirst("(?s)sources:\n(  - [^\n]*\n)+", java.util.regex.Matcher.quoteReplacement(sources.toString()));
    }

    /** Item 3: 8,000 aliases of a 100,000-character name: refused by the check, never expanded. */
    @Test
    @Order(3)
    void aliasesOfLongStringsAreRefused() throws Exception {
        String bomb = aliasBomb();
        assertTrue(bomb.length() < VariantCatalog.MAX_SOURCE_CHARS, "small enough to paste: " + bomb.length());
        for (int i = 0; i < 4; i++) {
            JsonNode r = http.post("/api/author/check", Map.of("text", bomb)).json();
            assertFalse(r.get("ok").asBoolean(), shorten(r.toString()));
            assertTrue(r.get("problems").get(0).get("message").asText().contains("aliases"), shorten(r.toString()));
        }
        assertCalm("after four alias bombs");
    }

    /** Item 4: writes a page of another site could send (text/plain, a foreign Origin, no token) change nothing. */
    @Test
    @Order(4)
    void writesFromAnotherOriginAreRefused() throws Exception {
        JsonNode g = http.post("/api/games", Map.of("variant", "chess")).json();
        String id = g.get("id").asText(), fen = g.get("fen").asText();
        RawClient.Session session = RawClient.session(server.port);
        String move = "{\"move\":\"e2e4\"}", path = "/api/games/" + id + "/move";
        // a form or fetch(no-cors) from any page sends text/plain, with the user's cookies
        assertEquals(415, RawClient.status(RawClient.post(server.port, path, session.headers(), "text/plain", move)));
        assertEquals(403, RawClient.status(RawClient.post(server.port, path, session.headers() + "Origin: http://evil.example\r\n", "application/json", move)));
        assertEquals(403, RawClient.status(RawClient.post(server.port, path, session.headers() + "Sec-Fetch-Site: cross-site\r\n", "application/json", move)));
        assertEquals(403, RawClient.status(RawClient.post(server.port, path, "", "application/json", move)), "no token");
        assertEquals(403, RawClient.status(RawClient.post(server.port, path, "Cookie: " + session.cookie() + "\r\nX-Varia-Token: forged\r\n", "application/json", move)));
        // a name that points at 127.0.0.1 (DNS rebinding) is not this server's
        String rebound = RawClient.exchange(server.port, "GET /api/session HTTP/1.1\r\nHost: evil.example:" + server.port + "\r\nConnection: close\r\n\r\n", 10_000);
        assertEquals(403, RawClient.status(rebound));
        String chess = Files.readString(TestPaths.root().resolve("variants/chess.yaml")).replace("name: Chess", "name: Planted");
        String plant = Http.JSON.writeValueAsString(Map.of("text", chess));
        assertEquals(403, RawClient.status(RawClient.post(server.port, "/api/author/check", session.headers() + "Origin: http://evil.example\r\n", "text/plain", plant)));
        assertEquals(415, RawClient.status(RawClient.post(server.port, "/api/author/check", session.headers(), "text/plain", plant)));
        assertFalse(http.get("/api/variants").body().contains("Planted"), "no variant was planted");
        JsonNode after = http.get("/api/games/" + id).json();
        assertEquals(fen, after.get("fen").asText(), "the game is unchanged");
        // the same write from Varia's own page goes through
        assertEquals(200, RawClient.status(RawClient.post(server.port, path, session.headers() + "Origin: http://127.0.0.1:" + server.port
                + "\r\nSec-Fetch-Site: same-origin\r\n", "application/json", move)));
    }

    /** Item 6: the folder's source endpoint serves regular files inside the folder only, within the size limit. */
    @Test
    @Order(6)
    void onlyTheFolderFilesAreServed() throws Exception {
        assertEquals(200, http.get("/api/variants/mine/source").status());
        for (String key : List.of("leak", "huge", "pipe")) {
            long t = System.nanoTime();
            Http.Answer a = http.get("/api/variants/" + key + "/source");
            assertEquals(404, a.status(), key + ": " + shorten(a.body()));
            assertFalse(a.body().contains("SECRET"), key);
            assertTrue(System.nanoTime() - t < TimeUnit.SECONDS.toNanos(5), key + " answered at once");
        }
        List<String> keys = new ArrayList<>();
        http.get("/api/variants").json().forEach(v -> keys.add(v.get("key").asText()));
        assertTrue(keys.contains("mine"), keys.toString());
        assertFalse(keys.contains("leak") || keys.contains("huge") || keys.contains("pipe"), keys.toString());
        assertCalm("after asking for a link out of the folder, a 1.5 GB file and a FIFO");
    }

    /** Item 7: a pasted variant asked for with options is loaded once, not at every request. */
    @Test
    @Order(7)
    void aPastedVariantWithOptionsIsLoadedOnce() throws Exception {
        StringBuilder text = new StringBuilder(Files.readString(TestPaths.root().resolve("variants/chess.yaml")).strip());
        text.append("\n\noptions:\n  flavour:\n    default: v0\n    values:\n");
        for (int i = 0; i < 65; i++) text.append("      v").append(i).append(":\n        description: \"value ").append(i)
                .append("\"\n        set: {aliases: [flavour-").append(i).append("]}\n");
        JsonNode checked = http.post("/api/author/check", Map.of("text", text.toString())).json();
        assertTrue(checked.get("ok").asBoolean(), shorten(checked.toString()));
        String study = "/api/variants/" + checked.get("key").asText() + "/study?options=flavour=v3";
        long t0 = System.nanoTime();
        assertEquals(200, http.get(study).status());
        long first = System.nanoTime() - t0;
        long t1 = System.nanoTime();
        for (int i = 0; i < 10; i++) assertEquals(200, http.get(study).status());
        long tenMore = System.nanoTime() - t1;
        System.out.printf("attack suite: study with options: first %d ms, ten more %d ms%n", first / 1_000_000, tenMore / 1_000_000);
        assertTrue(tenMore < first, "ten more requests (" + tenMore / 1_000_000 + " ms) cost less than the first load (" + first / 1_000_000 + " ms)");
    }

    /**
     * Item 5a: a thousand clients connecting at once, to a server just started (nothing loaded
     * yet: each asks for the variant list, which loads every bundled variant), are all answered,
     * promptly, and the server stays within its heap.
     */
    @Test
    @Order(8)
    void aThousandClientsConnectingAtOnceAreAllAnswered() throws Exception {
        try (ServedProcess cold = ServedProcess.start(HEAP_MB)) {
            RawClient.Burst b = RawClient.burst(cold.port, 1000, "GET /api/variants HTTP/1.1\r\nHost: 127.0.0.1:" + cold.port
                    + "\r\nConnection: close\r\n\r\n", 60_000);
            System.out.printf("attack suite: 1000 clients at once on a cold server: %d answered 200 in %d ms, %s%n", b.ok(), b.millis(), b.failures());
            assertEquals(1000, b.ok(), "failures: " + b.failures());
            assertTrue(b.millis() < 30_000, "all answered within 30 s, not " + b.millis() + " ms");
            assertTrue(cold.alive(), cold.output());
        }
    }

    /** Item 5b: 260 clients sending a body a byte every 2 s do not stop the server answering the others. */
    @Test
    @Order(9)
    void slowClientsDoNotStarveTheOthers() throws Exception {
        RawClient.Session session = RawClient.session(server.port);
        int slow = 260;
        List<Socket> sockets = new ArrayList<>();
        String body = "{\"variant\": \"chess\", \"white\": \"human\", \"black\": \"human\"}";
        try {
            for (int i = 0; i < slow; i++) {
                Socket s = new Socket();
                s.connect(new InetSocketAddress("127.0.0.1", server.port), 10_000);
                s.getOutputStream().write(("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:" + server.port + "\r\nContent-Type: application/json\r\n"
                        + "Content-Length: " + body.length() + "\r\n" + session.headers() + "\r\n").getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                sockets.add(s);
            }
            // each slow client listens for the server's answer while it drips
            ExecutorService readers = Executors.newFixedThreadPool(slow);
            AtomicInteger answered408 = new AtomicInteger();
            List<Long> letGoMs = Collections.synchronizedList(new ArrayList<>());
            long dripStart = System.nanoTime();
            for (Socket s : sockets) {
                readers.submit(() -> {
                    try {
                        byte[] b = new byte[64];
                        int n = s.getInputStream().read(b);
                        if (n > 0 && new String(b, 0, n, StandardCharsets.US_ASCII).startsWith("HTTP/1.1 408")) answered408.incrementAndGet();
                    } catch (IOException e) {
                        // closed without an answer
                    }
                    letGoMs.add((System.nanoTime() - dripStart) / 1_000_000);
                    return null;
                });
            }
            // and 40 more send their request's headers a byte a second: cut off by the header timeout
            List<Socket> slowHeaders = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                Socket s = new Socket();
                s.connect(new InetSocketAddress("127.0.0.1", server.port), 10_000);
                slowHeaders.add(s);
            }
            ExecutorService headerReaders = Executors.newFixedThreadPool(slowHeaders.size());
            List<Long> headersCutMs = Collections.synchronizedList(new ArrayList<>());
            for (Socket s : slowHeaders) {
                headerReaders.submit(() -> {
                    try {
                        while (s.getInputStream().read() >= 0) { /* until the server closes */ }
                    } catch (IOException e) {
                        // reset: closed as well
                    }
                    headersCutMs.add((System.nanoTime() - dripStart) / 1_000_000);
                    return null;
                });
            }
            String headers = "GET /api/variants HTTP/1.1\r\nHost: 127.0.0.1:" + server.port + "\r\nX-Padding: " + "x".repeat(40) + "\r\n\r\n";
            ExecutorService headerDrip = Executors.newSingleThreadExecutor();
            headerDrip.submit(() -> {
                for (int c = 0; c < headers.length() && !Thread.currentThread().isInterrupted(); c++) {
                    for (Socket s : slowHeaders) {
                        try {
                            s.getOutputStream().write(headers.charAt(c));
                            s.getOutputStream().flush();
                        } catch (IOException e) {
                            // closed by the server
                        }
                    }
                    try {
                        Thread.sleep(1000);
                    } catch (InterruptedException e) {
                        return null;
                    }
                }
                return null;
            });
            ExecutorService trickle = Executors.newSingleThreadExecutor();
            AtomicInteger dropped = new AtomicInteger();
            Future<?> dripping = trickle.submit(() -> {
                for (int b = 0; b < 10 && !Thread.currentThread().isInterrupted(); b++) { // a byte every 2 s, for 20 s
                    for (Socket s : sockets) {
                        try {
                            OutputStream o = s.getOutputStream();
                            o.write(body.charAt(b));
                            o.flush();
                        } catch (IOException e) {
                            dropped.incrementAndGet(); // the server closed it: as it should
                        }
                    }
                    try {
                        Thread.sleep(2000);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            // meanwhile, others are answered promptly
            List<Long> latencies = new ArrayList<>();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            int requests = 0;
            while (System.nanoTime() < end) {
                long t = System.nanoTime();
                Http.Answer a = requests % 2 == 0 ? http.get("/api/variants") : http.post("/api/games", Map.of("variant", "makruk"));
                latencies.add((System.nanoTime() - t) / 1_000_000);
                assertEquals(200, a.status(), shorten(a.body()));
                requests++;
                Thread.sleep(100);
            }
            dripping.cancel(true);
            trickle.shutdownNow();
            readers.shutdown();
            readers.awaitTermination(30, TimeUnit.SECONDS);
            headerDrip.shutdownNow();
            headerReaders.shutdown();
            headerReaders.awaitTermination(30, TimeUnit.SECONDS);
            for (Socket s : slowHeaders) s.close();
            Collections.sort(headersCutMs);
            System.out.printf("attack suite: %d of %d clients sending their headers a byte a second were cut off, the last after %d ms%n",
                    headersCutMs.size(), slowHeaders.size(), headersCutMs.isEmpty() ? -1 : headersCutMs.get(headersCutMs.size() - 1));
            assertEquals(slowHeaders.size(), headersCutMs.size(), "every client too slow with its headers is cut off");
            assertTrue(headersCutMs.get(headersCutMs.size() - 1) < 20_000, "within the 10 s header timeout (checked each second)");
            Collections.sort(letGoMs);
            System.out.printf("attack suite: %d of %d slow clients were answered 408 (too slow a body), the last let go after %d ms%n",
                    answered408.get(), slow, letGoMs.isEmpty() ? -1 : letGoMs.get(letGoMs.size() - 1));
            assertEquals(slow, answered408.get(), "every slow client is answered 408 and let go");
            Collections.sort(latencies);
            long max = latencies.get(latencies.size() - 1);
            System.out.printf("attack suite: %d slow clients: %d other requests answered, p50 %d ms, max %d ms; %d slow writes refused by a closed connection%n",
                    slow, requests, latencies.get(latencies.size() / 2), max, dropped.get());
            assertTrue(max < 5_000, "every other request answered within 5 s, the slowest took " + max + " ms");
        } finally {
            for (Socket s : sockets) s.close();
        }
        assertCalm("after 260 slow clients");
    }

    static String shorten(String s) { return s.length() > 300 ? s.substring(0, 300) + "..." : s; }
}
