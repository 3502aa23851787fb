package varia.web;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.EagerContentHandler;
import org.eclipse.jetty.server.handler.QoSHandler;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * How the server holds against slow and many clients (docs/robustness.md, "The server's limits"),
 * set on Jetty when the server starts:
 * <ul>
 *   <li>a connection idle for {@code idleTimeout} is closed; one that has begun a request and not
 *       finished its headers within {@code headerTimeout} is closed too ({@link HeaderTimeout});</li>
 *   <li>a request body is read without holding a thread ({@code EagerContentHandler}) and at
 *       {@code minBodyRate} bytes a second at least ({@link BodyRate}), or the request fails (408);</li>
 *   <li>at most {@code maxConnections} connections at once; past it the server stops accepting
 *       (new clients wait in the kernel's queue of {@code acceptQueue}) and closes idle ones sooner;</li>
 *   <li>at most {@code maxActive} requests worked on at once; others wait in a queue of at most
 *       {@code maxQueued}, without a thread, for at most {@code maxWait}, then get 503.</li>
 * </ul>
 */
record NetworkLimits(Duration idleTimeout, Duration headerTimeout, long minBodyRate, int maxConnections, int acceptQueue,
                     int maxActive, int maxQueued, Duration maxWait) {

    static NetworkLimits defaults() {
        return new NetworkLimits(Duration.ofSeconds(30), Duration.ofSeconds(10), 256, 4096, 2048, 64, 4096, Duration.ofSeconds(30));
    }

    /**
     * Puts the limits on a server Javalin is about to start: the connector's timeouts and queue,
     * the connection limit, and in front of Javalin's handlers the guard, the body rate, the eager
     * body reading and the request queue, in that order.
     */
    void apply(Server server, RequestGuard guard) {
        NetworkConnectionLimit limit = new NetworkConnectionLimit(maxConnections, server);
        limit.setEndPointIdleTimeout(Math.min(idleTimeout.toMillis(), 5_000));
        server.addBean(limit);
        server.addBean(new HeaderTimeout(server, headerTimeout));
        QoSHandler queue = new QoSHandler(server.getHandler());
        queue.setMaxRequestCount(maxActive);
        queue.setMaxSuspendedRequestCount(maxQueued);
        queue.setMaxSuspend(maxWait);
        queue.setRejectStatusCode(503);
        EagerContentHandler eager = new EagerContentHandler(queue);
        BodyRate rate = new BodyRate(eager, minBodyRate);
        guard.setHandler(rate);
        server.setHandler(guard);
    }

    /** The server's one connector: HTTP/1.1 on the address and port, with the idle timeout and the accept queue. */
    ServerConnector connector(Server server, HttpConfiguration http, String host, int port) {
        ServerConnector sc = new ServerConnector(server, new org.eclipse.jetty.server.HttpConnectionFactory(http));
        sc.setHost(host);
        sc.setPort(port);
        sc.setIdleTimeout(idleTimeout.toMillis());
        sc.setAcceptQueueSize(acceptQueue);
        return sc;
    }

    /** The HTTP configuration: headers of at most 16 KB. */
    static void configure(HttpConfiguration http) {
        http.setRequestHeaderSize(16 * 1024);
        http.setSendServerVersion(false);
    }

    /**
     * Closes connections that began a request and did not finish its headers in time (a client
     * sending its headers a byte at a time holds no thread, but holds a connection): checked once a
     * second over the connections open.
     */
    static final class HeaderTimeout extends org.eclipse.jetty.util.component.AbstractLifeCycle {
        private final Server server;
        private final long limitNanos;
        /** Connection -> (messages received when first seen inside headers, when). */
        private final Map<EndPoint, long[]> started = new ConcurrentHashMap<>();
        private Scheduler.Task task;

        HeaderTimeout(Server server, Duration limit) {
            this.server = server;
            this.limitNanos = limit.toNanos();
        }

        @Override protected void doStart() { schedule(); }

        @Override protected void doStop() { if (task != null) task.cancel(); }

        private void schedule() {
            if (!isRunning()) return;
            task = server.getScheduler().schedule(this::sweep, 1, TimeUnit.SECONDS);
        }

        private void sweep() {
            try {
                long now = System.nanoTime();
                java.util.Set<EndPoint> open = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
                for (var c : server.getConnectors()) {
                    if (!(c instanceof ServerConnector sc)) continue;
                    for (EndPoint e : sc.getConnectedEndPoints()) {
                        open.add(e);
                        Connection conn = e.getConnection();
                        if (!(conn instanceof HttpConnection h) || h.getParser().isStart() || !h.getParser().inHeaderState()) {
                            started.remove(e);
                            continue;
                        }
                        long[] seen = started.get(e);
                        if (seen == null || seen[0] != h.getMessagesIn()) started.put(e, new long[] {h.getMessagesIn(), now});
                        else if (now - seen[1] > limitNanos) {
                            started.remove(e);
                            e.close(new java.util.concurrent.TimeoutException("request headers not received within the header timeout"));
                        }
                    }
                }
                started.keySet().retainAll(open);
            } finally {
                schedule();
            }
        }
    }
}
