package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import varia.memory.HeapBudget;
import varia.memory.Sizes;

/**
 * {@code varia serve}: the embedded web server. Binds to localhost unless told otherwise, serves
 * the pages and scripts from the jar (no network access is needed), and answers the JSON API in
 * {@link Api} (chess-like games), {@link SeatedApi} (one instance for each family played by seats).
 * Every request passes {@link RequestGuard} first (host, origin, token, body caps) and the limits
 * of {@link NetworkLimits}; every game lives in one {@link GameStore}. Nothing a request sends is
 * written to disk.
 */
public final class WebServer {
    public static final long MAX_REQUEST_BYTES = 4L * 1024 * 1024;
    /**
     * The engine's variants in the one live session ({@link SeatedApi}, {@link SeatedSession}): its
     * games' study and source, and the games being played, beside the engine's own {@code /api/games}
     * that the engine's page still uses until it moves here (docs/architecture.md, "Direction for the one stack").
     */
    static final String LIVE_GAMES = "/api/variant-games", LIVE = "/api/live";

    /**
     * @param host         address to bind (default 127.0.0.1)
     * @param port         port (0: any free one)
     * @param variants     folder of extra variant files, or null
     * @param maxGames     games being played kept at once (and as many finished ones)
     * @param idleMinutes  a game untouched this long is forgotten
     * @param gameMemoryMb the games' memory at most, in MB (0: a quarter of the heap)
     * @param allowedHosts names besides its addresses that a server not bound to loopback answers to
     * @param network      timeouts, connection and queue limits
     */
    public record Config(String host, int port, Path variants, int maxGames, int idleMinutes, int gameMemoryMb,
                         List<String> allowedHosts, NetworkLimits network) {
        public Config(String host, int port, Path variants, int maxGames, int idleMinutes) {
            this(host, port, variants, maxGames, idleMinutes, 0, List.of(), NetworkLimits.defaults());
        }

        public static Config local(int port) { return new Config("127.0.0.1", port, null, 1000, 120); }

        /** The same with the games' limits given (the {@code serve} flags). */
        public Config games(int maxGames, int idleMinutes, int gameMemoryMb) {
            return new Config(host, port, variants, maxGames, idleMinutes, gameMemoryMb, allowedHosts, network);
        }

        public Config allowing(List<String> hosts) {
            return new Config(host, port, variants, maxGames, idleMinutes, gameMemoryMb, List.copyOf(hosts), network);
        }

        long gameBytes() { return gameMemoryMb > 0 ? gameMemoryMb * 1024L * 1024L : HeapBudget.GAMES.bytes(); }
    }

    private static final ObjectMapper PLAIN = new ObjectMapper();

    private final Javalin app;
    private final Api api;
    private final GameStore store;
    /** Every family's shelf, the engine's first: what {@link #warmUp} lists. */
    private final List<GameShelf> shelves;

    private WebServer(Javalin app, Api api, GameStore store, List<GameShelf> shelves) {
        this.app = app;
        this.api = api;
        this.store = store;
        this.shelves = List.copyOf(shelves);
    }

    public static WebServer start(Config c) {
        ObjectMapper json = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                .configure(DeserializationFeature.ACCEPT_FLOAT_AS_INT, false); // {"plies": 1.5} is refused, not taken as 1
        VariantCatalog variants = new VariantCatalog(c.variants());
        GameStore store = new GameStore(new GameStore.Limits(c.maxGames(), Duration.ofMinutes(c.idleMinutes()), c.gameBytes()),
                WebServer::definitionBytes);
        // every family whose files say 'game: WORD' is played by seats through one API and one set of pages
        List<SeatedCatalog> seated = new java.util.ArrayList<>();
        List<SeatedApi> seatedApis = new java.util.ArrayList<>();
        List<GameShelf> shelves = new java.util.ArrayList<>();
        SeatedApi live = null; // the engine's variants through the one live session (issue 27, step 5)
        for (varia.game.Family f : varia.game.Families.all()) {
            if (f.word() == null) {
                EngineShelf engine = new EngineShelf(variants, f);
                shelves.add(0, engine);
                live = new SeatedApi(engine, store, json, LIVE_GAMES, LIVE);
                continue;
            }
            SeatedCatalog catalog = new SeatedCatalog(variants, f);
            shelves.add(catalog);
            seated.add(catalog);
            seatedApis.add(new SeatedApi(catalog, store, json));
        }
        Api api = new Api(variants, seated, store, json);
        // the port is known once the connector is open (port 0 picks one): the guard asks for it then
        org.eclipse.jetty.server.ServerConnector[] connector = new org.eclipse.jetty.server.ServerConnector[1];
        java.util.function.IntSupplier port = () -> connector[0].getLocalPort();
        SessionTokens tokens = new SessionTokens(port);
        RequestGuard guard = new RequestGuard(new Origins(c.host(), port, c.allowedHosts()), tokens, MAX_REQUEST_BYTES,
                HeapBudget.REQUEST_BODIES.bytes());
        SeatedApi engineLive = live;
        Javalin app = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.startup.showOldJavalinVersionWarning = false;
            cfg.http.maxRequestSize = MAX_REQUEST_BYTES;
            cfg.http.prefer405over404 = true;
            cfg.jetty.modifyHttpConfiguration(NetworkLimits::configure);
            cfg.jetty.addConnector((server, http) -> connector[0] = c.network().connector(server, http, c.host(), c.port()));
            cfg.jetty.modifyServer(server -> c.network().apply(server, guard));
            cfg.staticFiles.add(s -> {
                s.hostedPath = "/";
                s.directory = "/varia/web/static";
                s.location = Location.CLASSPATH;
                s.headers = java.util.Map.of("Cache-Control", "no-cache");
            });
            cfg.routes.get("/api/session", ctx -> session(ctx, tokens));
            api.routes(cfg.routes);
            List<java.util.Map<String, Object>> families = seatedApis.stream().map(SeatedApi::describe).toList();
            cfg.routes.get("/api/families", ctx -> Answers.json(ctx, json, families));
            // every family the one live session plays, the engine's too (no page address of its own: noun null), for the one play page
            List<java.util.Map<String, Object>> all = new java.util.ArrayList<>(families);
            if (engineLive != null) all.add(engineLive.describe());
            cfg.routes.get("/api/families/all", ctx -> Answers.json(ctx, json, all));
            SeatedPages.routes(cfg.routes, families, engineLive == null ? null : engineLive.describe());
            for (SeatedApi a : seatedApis) a.routes(cfg.routes);
            if (engineLive != null) {
                engineLive.routes(cfg.routes);
                new OldGamesApi(engineLive, store, json).routes(cfg.routes); // the engine page's /api/games, answered by the one live session
            }
            cfg.routes.exception(Api.HttpError.class, (e, ctx) -> {
                if (e.retryAfter != null) ctx.header("Retry-After", String.valueOf(e.retryAfter)); // a busy server (SearchGate)
                error(ctx, json, e.status, e.getMessage());
            });
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
        try {
            app.start();
        } catch (RuntimeException e) {
            app.stop();
            throw e;
        }
        return new WebServer(app, api, store, shelves);
    }

    /**
     * Loads every game the catalogs offer on one background thread of low priority, so that the
     * first page of {@code varia serve} does not wait while each bundled game compiles (the engine's
     * games are kept compiled by their registry, a family's by its catalog). The server answers
     * meanwhile; a request for a game being loaded waits for that one load, never loads it twice
     * ({@code LoadSlots}). Servers started by tests do not call it.
     */
    public void warmUp() {
        Thread t = new Thread(() -> {
            for (GameShelf s : shelves) {
                try {
                    s.list();
                } catch (RuntimeException e) { // a broken file is the catalog's to report when asked; the warm-up only saves time
                    org.slf4j.LoggerFactory.getLogger(WebServer.class).debug("warm-up of a catalog stopped", e);
                }
            }
        }, "varia-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
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

    /** Games being played (for tests and the load bench). */
    public int liveGames() { return api.liveGames(); }

    /** Finished games kept as records (for tests and the load bench). */
    public int finishedGames() { return store.finishedCount(); }

    /** The games' memory as the store counts it, in bytes (tests and the load bench). */
    public long gameBytes() { return store.bytes(); }

    static void error(Context ctx, ObjectMapper json, int status, String message) {
        ctx.status(status);
        try {
            ctx.contentType("application/json").result(json.writeValueAsString(java.util.Map.of("error", message == null ? "error" : message)));
        } catch (JacksonException e) {
            ctx.result("{\"error\":\"error\"}");
        }
    }

    /** A string as a JSON string literal. */
    static String jsonString(String s) {
        try {
            return PLAIN.writeValueAsString(s);
        } catch (JacksonException e) {
            return "\"error\"";
        }
    }

    /**
     * {@code GET /api/session}: the session's token for writes, and the session's cookie when the
     * browser has none yet (docs/web.md, "Writes only from Varia's own pages").
     */
    private static void session(Context ctx, SessionTokens tokens) {
        String id = ctx.cookie(tokens.cookie());
        if (!SessionTokens.wellFormed(id)) {
            id = tokens.newSession();
            ctx.header("Set-Cookie", tokens.setCookie(id));
        }
        ctx.header("Cache-Control", "no-store");
        ctx.contentType("application/json").result("{\"token\":" + jsonString(tokens.token(id)) + ",\"header\":"
                + jsonString(SessionTokens.HEADER) + "}");
    }

    /** The weight of what games share: a variant with its compiled form and a position, or another family's game. */
    private static long definitionBytes(Object def) {
        if (def instanceof varia.variant.Variant v) return Sizes.of(varia.engine.Position.start(v));
        return Sizes.of(def);
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
