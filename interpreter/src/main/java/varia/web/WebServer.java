package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.nio.file.Path;

/**
 * {@code varia serve}: the embedded web server. Binds to localhost unless told otherwise, serves
 * the pages and scripts from the jar (no network access is needed), and answers the JSON API in
 * {@link Api} (chess-like games), {@link SeatedApi} (race games and dice chess, one instance each). Request bodies are limited to {@link #MAX_REQUEST_BYTES}; nothing a request sends
 * is written to disk.
 */
public final class WebServer {
    public static final long MAX_REQUEST_BYTES = 4L * 1024 * 1024;

    /**
     * @param host      address to bind (default 127.0.0.1)
     * @param port      port (0: any free one)
     * @param variants  folder of extra variant files, or null
     * @param maxGames  live games kept at once
     */
    public record Config(String host, int port, Path variants, int maxGames, int idleMinutes) {
        public static Config local(int port) { return new Config("127.0.0.1", port, null, 1000, 120); }
    }

    private final Javalin app;
    private final Api api;

    private WebServer(Javalin app, Api api) { this.app = app; this.api = api; }

    public static WebServer start(Config c) {
        ObjectMapper json = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        VariantCatalog variants = new VariantCatalog(c.variants());
        GameStore store = new GameStore(c.maxGames(), c.idleMinutes());
        RaceCatalog raceGames = new RaceCatalog(variants);
        DiceCatalog diceGames = new DiceCatalog(variants);
        Api api = new Api(variants, raceGames, diceGames, store, new ComputerPlayer(Runtime.getRuntime().availableProcessors()), json);
        SeatedApi<varia.race.RaceGame, RaceSession> races = new SeatedApi<>(
                new SeatedApi.Family("/api/race-games", "/api/races", "race game", "ashtapada",
                        "{\"move\": \"c1-f1\"} (@c1 enters, c1=f1 moves a double, - lets the throw go)", RaceSession.PLAYERS),
                RaceSession.class, raceGames, (g, options, ctx) -> RaceStudy.of(g, options), RaceSession::new, store, json);
        SeatedApi<varia.dice.DiceChessGame, DiceSession> dice = new SeatedApi<>(
                new SeatedApi.Family("/api/dice-games", "/api/dice", "dice-chess game", "chaturaji",
                        "{\"move\": \"d2-d3\"} (c1xc5 takes; 4:c1-c5 names the die when two would make it)", DiceSession.PLAYERS),
                DiceSession.class, diceGames, (g, options, ctx) -> DiceStudy.of(g, options, ctx.queryParam("square")), DiceSession::new, store, json);
        Javalin app = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.startup.showOldJavalinVersionWarning = false;
            cfg.http.maxRequestSize = MAX_REQUEST_BYTES;
            cfg.http.prefer405over404 = true;
            cfg.jetty.host = c.host();
            cfg.jetty.port = c.port();
            cfg.staticFiles.add(s -> {
                s.hostedPath = "/";
                s.directory = "/varia/web/static";
                s.location = Location.CLASSPATH;
                s.headers = java.util.Map.of("Cache-Control", "no-cache");
            });
            api.routes(cfg.routes);
            races.routes(cfg.routes);
            dice.routes(cfg.routes);
            cfg.routes.exception(Api.HttpError.class, (e, ctx) -> error(ctx, json, e.status, e.getMessage()));
            cfg.routes.exception(JacksonException.class, (e, ctx) -> error(ctx, json, 400,
                    "the request body is not the JSON expected here: " + firstLine(e.getOriginalMessage())));
            cfg.routes.exception(IllegalArgumentException.class, (e, ctx) -> error(ctx, json, 400, e.getMessage()));
            cfg.routes.exception(Exception.class, (e, ctx) -> {
                org.slf4j.LoggerFactory.getLogger(WebServer.class).error("request " + ctx.path() + " failed", e);
                error(ctx, json, 500, "internal error (" + e.getClass().getSimpleName() + "); the request changed nothing");
            });
            // Javalin's own 404, 405 and 413 answers become JSON like ours; ours (already JSON) stay
            cfg.routes.error(404, ctx -> { if (!ours(ctx)) error(ctx, json, 404, "no such page or API: " + ctx.path()); });
            cfg.routes.error(405, ctx -> { if (!ours(ctx)) error(ctx, json, 405, "method " + ctx.method() + " is not allowed on " + ctx.path()); });
            cfg.routes.error(413, ctx -> { if (!ours(ctx)) error(ctx, json, 413, "the request is larger than " + MAX_REQUEST_BYTES / 1024 / 1024 + " MB"); });
        });
        app.start();
        return new WebServer(app, api);
    }

    public int port() { return app.port(); }

    public void stop() { app.stop(); }

    /** The address the server listens on, as bound (127.0.0.1 unless the config said otherwise). */
    public String boundHost() {
        for (org.eclipse.jetty.server.Connector c : app.jettyServer().server().getConnectors()) {
            if (c instanceof org.eclipse.jetty.server.ServerConnector sc) return sc.getHost();
        }
        return null;
    }

    /** Live games (for tests and the load bench). */
    public int liveGames() { return api.liveGames(); }

    static void error(Context ctx, ObjectMapper json, int status, String message) {
        ctx.status(status);
        try {
            ctx.contentType("application/json").result(json.writeValueAsString(java.util.Map.of("error", message == null ? "error" : message)));
        } catch (JacksonException e) {
            ctx.result("{\"error\":\"error\"}");
        }
    }

    private static boolean ours(Context ctx) {
        String r = ctx.result();
        return r != null && r.startsWith("{\"error\"");
    }

    private static String firstLine(String s) {
        if (s == null) return "malformed JSON";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
