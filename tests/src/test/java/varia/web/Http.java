package varia.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A small JSON client for the server's API over loopback, as Varia's pages use it: it asks
 * {@code GET /api/session} once, keeps the session's cookie and sends the token with every write
 * (a server without sessions, as main's was, answers 404 there: writes then go without a token).
 */
final class Http {
    static final ObjectMapper JSON = new ObjectMapper();

    record Answer(int status, String body) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + body, e);
            }
        }
    }

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .cookieHandler(new java.net.CookieManager()).build();
    private final String base;
    private volatile String token;

    Http(int port) { this.base = "http://127.0.0.1:" + port; }

    /** The session's token for writes (asked once). */
    String token() throws IOException, InterruptedException {
        if (token == null) {
            synchronized (this) {
                if (token == null) {
                    Answer a = get("/api/session");
                    token = a.status() == 200 ? a.json().get("token").asText() : "";
                }
            }
        }
        return token;
    }

    Answer get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60)).GET().build());
    }

    Answer post(String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (!token().isEmpty()) b.header("X-Varia-Token", token());
        return send(b.build());
    }

    /**
     * The status line the server answers to a POST's headers alone, which announce a body of
     * {@code length} bytes that is never sent: an oversized upload is refused on its
     * Content-Length, before its body (a client writing the whole body races the server's closing
     * and may see a broken pipe instead of the answer). Read with a 30 s timeout.
     */
    String statusForHeadersOnly(String path, long length) throws IOException {
        java.net.URI u = URI.create(base + path);
        try (java.net.Socket s = new java.net.Socket(u.getHost(), u.getPort())) {
            s.setSoTimeout(30_000);
            String head = "POST " + u.getPath() + " HTTP/1.1\r\nHost: " + u.getHost() + ":" + u.getPort()
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + length
                    + (token().isEmpty() ? "" : "\r\nX-Varia-Token: " + token()) + "\r\n\r\n";
            s.getOutputStream().write(head.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            return new java.io.BufferedReader(new java.io.InputStreamReader(s.getInputStream(), java.nio.charset.StandardCharsets.US_ASCII)).readLine();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    /** A JSON POST's whole response, headers too (a 503's Retry-After). */
    HttpResponse<String> postResponse(String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (!token().isEmpty()) b.header("X-Varia-Token", token());
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    Answer post(String path, Object json) throws IOException, InterruptedException {
        return post(path, JSON.writeValueAsString(json));
    }

    /** Posts a body (text as it is, anything else as JSON) and asserts 200, the failure naming {@code what}: the answer's JSON. */
    JsonNode postOk(String path, Object body, String what) throws IOException, InterruptedException {
        Answer a = body instanceof String text ? post(path, text) : post(path, body);
        org.junit.jupiter.api.Assertions.assertEquals(200, a.status(), what + ": " + a.body());
        return a.json();
    }

    /** Asserts an answer's status and that its JSON error says these words (a long body cut to 300 characters in the failure). */
    static void assertError(Answer a, int status, String words) {
        org.junit.jupiter.api.Assertions.assertEquals(status, a.status(), a.body().length() > 300 ? a.body().substring(0, 300) : a.body());
        String error = a.json().path("error").asText();
        org.junit.jupiter.api.Assertions.assertTrue(error.contains(words), "'" + error + "' should say '" + words + "'");
    }

    private Answer send(HttpRequest r) throws IOException, InterruptedException {
        HttpResponse<String> res = client.send(r, HttpResponse.BodyHandlers.ofString());
        return new Answer(res.statusCode(), res.body());
    }
}
