package varia.web;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Semaphore;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The first thing every request meets, before a byte of its body is read or a thread of the
 * application is given to it (docs/web.md, "Writes only from Varia's own pages"; docs/robustness.md,
 * "The server's limits"):
 * <ul>
 *   <li>its {@code Host} must name this server ({@link Origins}): 403 otherwise;</li>
 *   <li>a body larger than {@link WebServer#MAX_REQUEST_BYTES}: 413;</li>
 *   <li>a write ({@code POST} and the like) must come from Varia's own pages: no
 *       {@code Sec-Fetch-Site} other than {@code same-origin}, an {@code Origin} (when sent) equal to
 *       the server's, a JSON content type (415 otherwise: a form or {@code text/plain} body, which any
 *       page can send to any site, never gets through), a declared length (411), and the session's
 *       token ({@link SessionTokens}): 403 otherwise;</li>
 *   <li>the bodies being read and worked on at once stay within a byte budget: past it a request
 *       is answered 503 at once, with {@code Retry-After}.</li>
 * </ul>
 * Every answer also forbids framing Varia's pages in another site's page. Routes know nothing of
 * this: whatever the API grows to, a new route is guarded the same way.
 */
final class RequestGuard extends Handler.Wrapper {
    private static final Set<String> WRITES = Set.of("POST", "PUT", "PATCH", "DELETE");
    /** Heap a body takes while read and worked on, per byte received (bytes, text, JSON tree, copies). */
    static final int BODY_FACTOR = 6;

    private final Origins origins;
    private final SessionTokens tokens;
    private final long maxBody;
    /** Kilobytes of body-work the heap affords at once. */
    private final Semaphore bodies;
    private final int bodyKb;

    RequestGuard(Origins origins, SessionTokens tokens, long maxBody, long bodyBudgetBytes) {
        this.origins = origins;
        this.tokens = tokens;
        this.maxBody = maxBody;
        this.bodyKb = (int) Math.min(Integer.MAX_VALUE, Math.max(1, bodyBudgetBytes / 1024));
        this.bodies = new Semaphore(bodyKb);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        response.getHeaders().put("X-Frame-Options", "DENY");
        response.getHeaders().put("Content-Security-Policy", "frame-ancestors 'none'");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        String host = request.getHeaders().get(HttpHeader.HOST);
        if (host == null) host = request.getHttpURI().getAuthority();
        String why = origins.refusedHost(host);
        if (why != null) return refuse(response, callback, 403, why);
        long length = request.getLength();
        if (length > maxBody) return refuse(response, callback, 413, "the request is larger than " + maxBody / 1024 / 1024 + " MB");
        if (!WRITES.contains(request.getMethod().toUpperCase(Locale.ROOT))) return super.handle(request, response, callback);

        String site = request.getHeaders().get("Sec-Fetch-Site");
        if (site != null && !site.equalsIgnoreCase("same-origin") && !site.equalsIgnoreCase("none"))
            return refuse(response, callback, 403, "writes are accepted only from Varia's own pages, not from a " + site + " page");
        why = Origins.refusedOrigin(request.getHeaders().get(HttpHeader.ORIGIN), host);
        if (why != null) return refuse(response, callback, 403, why);
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        if (type == null || !type.strip().toLowerCase(Locale.ROOT).matches("application/json\\s*(;.*)?"))
            return refuse(response, callback, 415, "send the request as JSON (Content-Type: application/json), not "
                    + (type == null ? "without a content type" : "'" + varia.io.Printable.shorten(type) + "'"));
        if (length < 0) return refuse(response, callback, 411, "give the request's length (Content-Length)");
        String session = session(request);
        if (!tokens.valid(session, request.getHeaders().get(SessionTokens.HEADER)))
            return refuse(response, callback, 403, session == null
                    ? "no session: ask GET /api/session first, then send its token as " + SessionTokens.HEADER + " with the cookie it sets"
                    : "the " + SessionTokens.HEADER + " header does not match this session's token (GET /api/session gives it)");
        int kb = (int) Math.min(bodyKb, (length * BODY_FACTOR + 1023) / 1024 + 1);
        if (!bodies.tryAcquire(kb)) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
            return refuse(response, callback, 503, "the server is busy reading other requests; try again in a second");
        }
        Callback release = Callback.from(callback, () -> bodies.release(kb));
        try {
            if (super.handle(request, response, release)) return true;
        } catch (Exception | Error e) {
            bodies.release(kb);
            throw e;
        }
        bodies.release(kb);
        return false;
    }

    /** The session id the request's cookie holds, or null. */
    private String session(Request request) {
        for (HttpCookie c : Request.getCookies(request)) {
            if (c.getName().equals(tokens.cookie()) && SessionTokens.wellFormed(c.getValue())) return c.getValue();
        }
        return null;
    }

    /** Kilobytes of the body budget free now (tests). */
    int freeBodyKb() { return bodies.availablePermits(); }

    private static boolean refuse(Response response, Callback callback, int status, String message) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        response.getHeaders().put(HttpHeader.CONNECTION, "close"); // an unread body is not left on the connection
        Content.Sink.write(response, true, "{\"error\":" + WebServer.jsonString(message) + "}", callback);
        return true;
    }
}
