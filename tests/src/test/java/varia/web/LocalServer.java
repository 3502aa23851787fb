package varia.web;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The tests' local web server, written once. As a JUnit 5 extension ({@code @ExtendWith(LocalServer.class)})
 * it starts one {@link WebServer} on a free loopback port before the class's tests, sets the class's
 * static {@code WebServer} and {@link Http} fields to it, and stops it after them. {@link #with} runs a
 * body against a server of its own (a folder of variants, a small cap), stopped however the body ends.
 */
public final class LocalServer implements BeforeAllCallback, AfterAllCallback {
    private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(LocalServer.class);

    /** What runs against a server of its own. */
    @FunctionalInterface
    public interface Body {
        void run(WebServer server, Http http) throws Exception;
    }

    /** A server with this folder of variant files (10 games live, an hour's idle limit as the tests have always used). */
    public static WebServer.Config folder(Path dir) { return new WebServer.Config("127.0.0.1", 0, dir, 10, 60); }

    /** Starts a server with this configuration, runs the body with it and a client, and stops it. */
    public static void with(WebServer.Config config, Body body) throws Exception {
        WebServer server = WebServer.start(config);
        try {
            body.run(server, new Http(server.port()));
        } finally {
            server.stop();
        }
    }

    @Override public void beforeAll(ExtensionContext context) throws Exception {
        WebServer server = WebServer.start(WebServer.Config.local(0));
        context.getStore(NS).put("server", server);
        Http http = new Http(server.port());
        int set = 0;
        for (Class<?> c = context.getRequiredTestClass(); c != null; c = c.getSuperclass())
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) continue;
                Object value = f.getType() == WebServer.class ? server : f.getType() == Http.class ? http : null;
                if (value == null) continue;
                f.setAccessible(true);
                f.set(null, value);
                set++;
            }
        if (set == 0) throw new IllegalStateException(context.getRequiredTestClass().getName() + " has no static WebServer or Http field for LocalServer to set");
    }

    @Override public void afterAll(ExtensionContext context) {
        WebServer server = context.getStore(NS).remove("server", WebServer.class);
        if (server != null) server.stop();
    }
}
