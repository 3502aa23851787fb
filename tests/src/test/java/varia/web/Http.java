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

    Answer post(String path, Object json) throws IOException, InterruptedException {
        return post(path, JSON.writeValueAsString(json));
    }

    private Answer send(HttpRequest r) throws IOException, InterruptedException {
        HttpResponse<String> res = client.send(r, HttpResponse.BodyHandlers.ofString());
        return new Answer(res.statusCode(), res.body());
    }
}
