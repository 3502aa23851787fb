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

    /** What a burst of connections got: how many answered 200, the other outcomes counted, the time until all ended. */
    record Burst(int ok, java.util.Map<String, Integer> failures, long millis) {}

    /**
     * {@code n} connections opened at once from one thread (non-blocking, as fast as the kernel
     * takes them), each sending {@code request} as soon as it is connected and reading its answer.
     */
    static Burst burst(int port, int n, String request, long timeoutMs) throws IOException {
        java.nio.channels.Selector sel = java.nio.channels.Selector.open();
        java.util.Map<java.nio.channels.SocketChannel, StringBuilder> got = new java.util.HashMap<>();
        java.util.Map<String, Integer> failures = new java.util.TreeMap<>();
        byte[] req = request.getBytes(StandardCharsets.US_ASCII);
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            java.nio.channels.SocketChannel c = java.nio.channels.SocketChannel.open();
            c.configureBlocking(false);
            c.connect(new InetSocketAddress("127.0.0.1", port));
            c.register(sel, java.nio.channels.SelectionKey.OP_CONNECT);
            got.put(c, new StringBuilder());
        }
        int ok = 0, done = 0;
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(1 << 16);
        while (done < n && System.nanoTime() - t0 < timeoutMs * 1_000_000L) {
            sel.select(500);
            for (var it = sel.selectedKeys().iterator(); it.hasNext(); ) {
                var k = it.next();
                it.remove();
                var c = (java.nio.channels.SocketChannel) k.channel();
                try {
                    if (k.isConnectable()) {
                        c.finishConnect();
                        c.write(java.nio.ByteBuffer.wrap(req));
                        k.interestOps(java.nio.channels.SelectionKey.OP_READ);
                    } else if (k.isReadable()) {
                        buf.clear();
                        int r = c.read(buf);
                        StringBuilder sb = got.get(c);
                        if (r > 0 && sb.length() < 12) sb.append(new String(buf.array(), 0, Math.min(r, 12), StandardCharsets.US_ASCII));
                        if (r < 0) {
                            if (sb.toString().startsWith("HTTP/1.1 200")) ok++;
                            else failures.merge(sb.length() == 0 ? "closed without an answer" : sb.toString(), 1, Integer::sum);
                            done++;
                            k.cancel();
                            c.close();
                        }
                    }
                } catch (IOException e) {
                    failures.merge(String.valueOf(e.getMessage()), 1, Integer::sum);
                    done++;
                    k.cancel();
                    c.close();
                }
            }
        }
        if (done < n) failures.put("unanswered after " + timeoutMs + " ms", n - done);
        for (var c : got.keySet()) c.close();
        sel.close();
        return new Burst(ok, failures, (System.nanoTime() - t0) / 1_000_000);
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
