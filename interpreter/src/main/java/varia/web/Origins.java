package varia.web;

import java.net.InetAddress;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which {@code Host} a request may name and which {@code Origin} may write (docs/web.md, "Writes
 * only from Varia's own pages"). A server bound to a loopback address answers only to
 * {@code 127.0.0.1}, {@code localhost} and {@code [::1]} at its own port, so a page of another site
 * that makes its name point to 127.0.0.1 (DNS rebinding) is refused. A server bound to another
 * address also answers to any IP address literal, to the machine's own name and to the names given
 * with {@code --allow-host}. A write must come from the origin it is sent to: its {@code Origin},
 * when the browser sends one, is {@code http://} and the very {@code Host} it names.
 */
final class Origins {
    private final java.util.function.IntSupplier port;
    private final boolean loopback;
    private final Set<String> names = new HashSet<>();

    /** @param port the server's port (asked at each request: port 0 picks one when the server starts) */
    Origins(String boundHost, java.util.function.IntSupplier port, List<String> allowedHosts) {
        this.port = port;
        String h = strip(boundHost == null ? "127.0.0.1" : boundHost.toLowerCase(Locale.ROOT));
        this.loopback = h.equals("localhost") || h.startsWith("127.") || h.equals("::1");
        names.add("localhost");
        names.add("127.0.0.1");
        names.add("::1");
        if (!loopback) {
            names.add(h);
            for (String a : allowedHosts) names.add(strip(a.toLowerCase(Locale.ROOT)));
            try {
                names.add(InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT));
            } catch (java.io.IOException | SecurityException e) {
                // the machine's name is unknown: its addresses and --allow-host still work
            }
        }
    }

    /** Why the {@code Host} header is refused, or null when it names this server. */
    String refusedHost(String host) {
        if (host == null || host.isBlank()) return "the request names no Host";
        String h = host.strip().toLowerCase(Locale.ROOT);
        int p = 80;
        String name = h;
        int colon = h.lastIndexOf(':');
        if (colon > 0 && (h.startsWith("[") ? h.charAt(colon - 1) == ']' : h.indexOf(':') == colon)) {
            try {
                p = Integer.parseInt(h.substring(colon + 1));
            } catch (NumberFormatException e) {
                return "the Host '" + varia.io.Printable.shorten(host) + "' is not NAME:PORT";
            }
            name = h.substring(0, colon);
        }
        name = strip(name);
        boolean known = names.contains(name) || !loopback && ipLiteral(name);
        int own = port.getAsInt();
        if (known && p == own) return null;
        return "this server answers to " + (loopback ? "127.0.0.1:" + own + " and localhost:" + own
                : "its addresses and names at port " + own + " (more names with --allow-host)") + ", not to '"
                + varia.io.Printable.shorten(host) + "'";
    }

    /** Why a write with this {@code Origin} (null when the client sent none) to this {@code Host} is refused, or null. */
    static String refusedOrigin(String origin, String host) {
        if (origin == null) return null; // not a browser: the token still has to match
        if (origin.equalsIgnoreCase("http://" + host.strip())) return null;
        return "writes are accepted only from Varia's own pages (origin http://" + varia.io.Printable.shorten(host.strip())
                + "), not from '" + varia.io.Printable.shorten(origin) + "'";
    }

    private static String strip(String h) { return h.startsWith("[") && h.endsWith("]") ? h.substring(1, h.length() - 1) : h; }

    private static boolean ipLiteral(String h) {
        return h.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}") || h.contains(":") && h.matches("[0-9a-f:.]+");
    }
}
