package varia.web;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The per-session token every write must carry (docs/web.md, "Writes only from Varia's own
 * pages"). A browser session is a random id in a cookie ({@code HttpOnly}, {@code SameSite=Strict},
 * named after the port so that two servers on one machine keep theirs apart); its token is an
 * HMAC of the id under a key drawn when the server starts. Varia's pages ask {@code GET
 * /api/session} for it and send it as {@code X-Varia-Token}: a page of another origin can neither
 * read the answer nor the cookie, nor send that header without the server's consent (it gives
 * none). Nothing is stored per session, so sessions cost no memory.
 */
final class SessionTokens {
    static final String HEADER = "X-Varia-Token";
    private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();

    private final byte[] key = new byte[32];
    private final SecureRandom random = new SecureRandom();
    private final java.util.function.IntSupplier port;

    /** @param port the server's port (asked when needed: port 0 picks one when the server starts) */
    SessionTokens(java.util.function.IntSupplier port) {
        random.nextBytes(key);
        this.port = port;
    }

    /** The cookie's name. */
    String cookie() { return "varia_session_" + port.getAsInt(); }

    /** A new session id. */
    String newSession() {
        byte[] id = new byte[18];
        random.nextBytes(id);
        return B64.encodeToString(id);
    }

    /** True for a value that could be an id this server made (24 url-safe characters). */
    static boolean wellFormed(String session) { return session != null && session.matches("[A-Za-z0-9_-]{24}"); }

    /** The session's token. */
    String token(String session) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return B64.encodeToString(mac.doFinal(session.getBytes(StandardCharsets.US_ASCII)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this Java", e);
        }
    }

    /** True when {@code token} is the token of {@code session} (compared in constant time). */
    boolean valid(String session, String token) {
        if (!wellFormed(session) || token == null || token.length() > 64) return false;
        return MessageDigest.isEqual(token(session).getBytes(StandardCharsets.US_ASCII), token.getBytes(StandardCharsets.US_ASCII));
    }

    /** The Set-Cookie value for a session. */
    String setCookie(String session) { return cookie() + "=" + session + "; Path=/; HttpOnly; SameSite=Strict"; }
}
