package varia.web;

import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Fails a request whose body arrives slower than a minimum rate (408), so that a client sending a
 * byte every few seconds is let go after a second or two instead of holding its connection and
 * its share of memory. Counts each request's own bytes (Jetty's {@code MinimumDataRateHandler}
 * counts the bytes of all requests together, so after a few large bodies it lets any trickle
 * pass). The rate is judged from one second after the body was first asked for.
 */
final class BodyRate extends Handler.Wrapper {
    private static final long GRACE_NANOS = 1_000_000_000L;

    private final long minBytesPerSecond;

    BodyRate(Handler next, long minBytesPerSecond) {
        super(next);
        this.minBytesPerSecond = minBytesPerSecond;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (request.getLength() == 0) return super.handle(request, response, callback);
        return super.handle(new Rated(request), response, callback);
    }

    private final class Rated extends Request.Wrapper {
        private long firstDemand, bytes;
        private volatile Content.Chunk failure;

        Rated(Request request) { super(request); }

        @Override
        public Content.Chunk read() {
            if (failure != null) return failure;
            Content.Chunk c = super.read();
            if (c != null) bytes += c.remaining();
            return c;
        }

        @Override
        public void demand(Runnable onContent) {
            long now = System.nanoTime();
            if (firstDemand == 0) firstDemand = now;
            long elapsed = now - firstDemand;
            if (elapsed > GRACE_NANOS && bytes * 1_000_000_000L / elapsed < minBytesPerSecond) {
                failure = Content.Chunk.from(new TimeoutException("the request body arrives slower than " + minBytesPerSecond + " bytes a second"));
                onContent.run();
                return;
            }
            super.demand(onContent);
        }
    }
}
