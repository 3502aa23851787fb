package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.race.RaceGame;
import varia.variant.VariantException;

/**
 * The race games' side of the JSON API (docs/web.md, "Race games"): any {@code game: race} file,
 * bundled or in the variant folder, with no code of its own. Games live in the same
 * {@link GameStore} as the chess-like ones; every handler checks its input before it changes
 * anything, and a refused request answers {@code {"error": "..."}} with a 4xx.
 */
final class RaceApi {
    record NewRace(String game, Integer players, List<String> who, Long seed, Map<String, String> options) {}
    record MoveRequest(String move) {}
    record UndoRequest(Integer turns) {}

    private final RaceCatalog catalog;
    private final GameStore games;
    private final ObjectMapper json;
    private final SecureRandom seeds = new SecureRandom();

    RaceApi(RaceCatalog catalog, GameStore games, ObjectMapper json) {
        this.catalog = catalog;
        this.games = games;
        this.json = json;
    }

    void routes(JavalinDefaultRoutingApi r) {
        r.get("/api/race-games", ctx -> send(ctx, catalog.list()));
        r.get("/api/race-games/{key}/study", ctx -> {
            Map<String, String> options = options(ctx.queryParam("options"));
            send(ctx, RaceStudy.of(game(ctx.pathParam("key"), options), options));
        });
        r.get("/api/race-games/{key}/source", ctx -> {
            try {
                ctx.contentType("text/plain; charset=utf-8").result(catalog.source(ctx.pathParam("key")));
            } catch (VariantCatalog.NotFound e) {
                throw new Api.HttpError(404, e.getMessage());
            }
        });
        r.post("/api/races", ctx -> send(ctx, newRace(body(ctx, NewRace.class)).state()));
        r.get("/api/races/{id}", ctx -> send(ctx, race(ctx).state()));
        r.post("/api/races/{id}/throw", ctx -> {
            RaceSession g = race(ctx);
            g.humanThrow();
            send(ctx, g.state());
        });
        r.post("/api/races/{id}/move", ctx -> {
            RaceSession g = race(ctx);
            MoveRequest m = body(ctx, MoveRequest.class);
            if (m.move() == null || m.move().isBlank()) throw new Api.HttpError(400, "give the move as {\"move\": \"c1-f1\"} (@c1 enters, c1=f1 moves a double, - lets the throw go)");
            g.humanMove(m.move().strip());
            send(ctx, g.state());
        });
        r.post("/api/races/{id}/computer", ctx -> {
            RaceSession g = race(ctx);
            g.computerTurn();
            send(ctx, g.state());
        });
        r.post("/api/races/{id}/undo", ctx -> {
            RaceSession g = race(ctx);
            UndoRequest u = ctx.body().isBlank() ? new UndoRequest(null) : body(ctx, UndoRequest.class);
            g.undo(u.turns());
            send(ctx, g.state());
        });
        r.get("/api/races/{id}/record", ctx -> {
            RaceSession g = race(ctx);
            ctx.header("Content-Disposition", "attachment; filename=\"varia-" + g.game.key() + "-" + g.id + ".txt\"");
            ctx.contentType("text/plain; charset=utf-8").result(g.record());
        });
    }

    /** The race game with these option values; 404 when there is none, 400 when an option is wrong. */
    private RaceGame game(String key, Map<String, String> options) {
        try {
            return catalog.get(key, options);
        } catch (VariantCatalog.NotFound e) {
            throw new Api.HttpError(404, e.getMessage());
        } catch (VariantException e) {
            throw new Api.HttpError(400, e.getMessage());
        }
    }

    /** {@code ?options=nests=ring-corners,track=reversing}, as the study page for chess-like games takes them. */
    private static Map<String, String> options(String given) {
        if (given == null || given.isBlank()) return Map.of();
        return new java.util.LinkedHashMap<>(varia.variant.Variants.options(given));
    }

    private RaceSession newRace(NewRace q) {
        if (q.game() == null || q.game().isBlank()) throw new Api.HttpError(400, "name the race game: {\"game\": \"ashtapada\"}");
        Map<String, String> options = q.options() == null ? Map.of() : q.options();
        RaceGame g = game(q.game().strip(), options);
        int n = q.players() == null ? g.defaultPlayers() : q.players();
        if (!g.seating().containsKey(n))
            throw new Api.HttpError(400, "players: " + g.name() + " is played by " + g.playerCounts() + " players, not " + n);
        String[] who = new String[n];
        List<String> given = q.who();
        if (given != null && given.size() != 1 && given.size() != n)
            throw new Api.HttpError(400, "who: give one player per seat (" + n + "), or one for all; not " + given.size());
        for (int p = 0; p < n; p++) {
            String w = given == null ? (p == 0 ? "human" : "computer") : given.get(given.size() == 1 ? 0 : p);
            w = w == null ? "" : w.strip().toLowerCase(Locale.ROOT);
            if (!RaceSession.PLAYERS.contains(w))
                throw new Api.HttpError(400, "who: '" + varia.io.Printable.shorten(w) + "' is not one of " + String.join(", ", RaceSession.PLAYERS));
            who[p] = w;
        }
        long seed = q.seed() != null ? q.seed() : seeds.nextLong() & 0xFFFFFFFFL;
        RaceSession s = new RaceSession(games.newId(), g, n, who, seed, options);
        games.add(s);
        return s;
    }

    private RaceSession race(Context ctx) {
        LiveGame live = games.get(ctx.pathParam("id"));
        if (live instanceof RaceSession s) return s;
        if (live != null) throw new Api.HttpError(404, "'" + live.id + "' is not a race game: ask " + (live instanceof DiceSession ? "/api/dice/" : "/api/games/") + live.id);
        throw new Api.HttpError(404, "no game '" + ctx.pathParam("id") + "' (it may have ended long ago and been forgotten)");
    }

    private <T> T body(Context ctx, Class<T> type) throws JacksonException {
        String b = ctx.body();
        if (b.isBlank()) throw new Api.HttpError(400, "this request needs a JSON body");
        T t = json.readValue(b, type);
        if (t == null) throw new Api.HttpError(400, "this request needs a JSON object");
        return t;
    }

    private void send(Context ctx, Object o) throws JacksonException {
        ctx.contentType("application/json").result(json.writeValueAsString(o));
    }
}
