package varia.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A small JSON client for the server's API over loopback. */
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

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String base;

    Http(int port) { this.base = "http://127.0.0.1:" + port; }

    Answer get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60)).GET().build());
    }

    Answer post(String path, String body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    Answer post(String path, Object json) throws IOException, InterruptedException {
        return post(path, JSON.writeValueAsString(json));
    }

    private Answer send(HttpRequest r) throws IOException, InterruptedException {
        HttpResponse<String> res = client.send(r, HttpResponse.BodyHandlers.ofString());
        return new Answer(res.statusCode(), res.body());
    }
}
