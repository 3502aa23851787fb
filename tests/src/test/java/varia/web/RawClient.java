package varia.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HTTP/1.1 over a bare socket, for what a well-behaved client never does: bodies sent a byte at a
 * time, chosen Host and Origin headers, a thousand connections at once. Also a session (cookie and
 * token) as {@code GET /api/session} gives it, for raw writes that get past the guard.
 */
final class RawClient {
    private RawClient() {}

    record Session(String cookie, String token) {
        String headers() { return (cookie == null ? "" : "Cookie: " + cookie + "\r\n") + (token == null ? "" : "X-Varia-Token: " + token + "\r\n"); }
    }

    /** A new session on the server (an empty one when it has none, as main's had not). */
    static Session session(int port) throws IOException {
        String answer = exchange(port, "GET /api/session HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n", 10_000);
        if (!answer.startsWith("HTTP/1.1 200")) return new Session(null, null);
        Matcher c = Pattern.compile("(?i)set-cookie: ([^;\\r\\n]+)").matcher(answer);
        Matcher t = Pattern.compile("\"token\":\"([^\"]+)\"").matcher(answer);
        return new Session(c.find() ? c.group(1) : null, t.find() ? t.group(1) : null);
    }

    /** Sends the request text, reads the whole answer (the server closes: send Connection: close). */
    static String exchange(int port, String request, int timeoutMs) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), timeoutMs);
            s.setSoTimeout(timeoutMs);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            return readAll(s.getInputStream());
        }
    }

    /** A POST of a JSON body with the given extra headers, answered with the server's status line and body. */
    static String post(int port, String path, String extraHeaders, String contentType, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        return exchange(port, "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n"
                + (contentType == null ? "" : "Content-Type: " + contentType + "\r\n") + "Content-Length: " + b.length + "\r\n"
                + extraHeaders + "\r\n" + body, 30_000);
    }

    static int status(String answer) {
        if (answer == null || !answer.startsWith("HTTP/1.")) return -1;
        return Integer.parseInt(answer.substring(9, 12));
    }

    static String body(String answer) {
        int i = answer.indexOf("\r\n\r\n");
        return i < 0 ? "" : answer.substring(i + 4);
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        for (int n; (n = in.read(buf)) > 0; ) {
            out.write(buf, 0, n);
            if (out.size() > 64 << 20) break;
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
