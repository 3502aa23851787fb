package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.dice.DiceChessGame;
import varia.variant.VariantException;

/**
 * The dice-chess games' side of the JSON API (docs/web.md, "Dice chess"): any
 * {@code game: dice-chess} file, bundled, in the variant folder or pasted, with no code of its own;
 * shaped as {@link RaceApi}. Games live in the same
 * {@link GameStore} as the chess-like ones; every handler checks its input before it changes
 * anything, and a refused request answers {@code {"error": "..."}} with a 4xx.
 */
final class DiceApi {
    record NewDice(String game, Integer players, List<String> who, Long seed, Map<String, String> options) {}
    record MoveRequest(String move) {}
    record UndoRequest(Integer turns) {}

    private final DiceCatalog catalog;
    private final GameStore games;
    private final ObjectMapper json;
    private final SecureRandom seeds = new SecureRandom();

    DiceApi(DiceCatalog catalog, GameStore games, ObjectMapper json) {
        this.catalog = catalog;
        this.games = games;
        this.json = json;
    }

    void routes(JavalinDefaultRoutingApi r) {
        r.get("/api/dice-games", ctx -> send(ctx, catalog.list()));
        r.get("/api/dice-games/{key}/study", ctx -> {
            Map<String, String> options = options(ctx.queryParam("options"));
            send(ctx, DiceStudy.of(game(ctx.pathParam("key"), options), options, ctx.queryParam("square")));
        });
        r.get("/api/dice-games/{key}/source", ctx -> {
            try {
                ctx.contentType("text/plain; charset=utf-8").result(catalog.source(ctx.pathParam("key")));
            } catch (VariantCatalog.NotFound e) {
                throw new Api.HttpError(404, e.getMessage());
            }
        });
        r.post("/api/dice", ctx -> send(ctx, newDice(body(ctx, NewDice.class)).state()));
        r.get("/api/dice/{id}", ctx -> send(ctx, dice(ctx).state()));
        r.post("/api/dice/{id}/throw", ctx -> {
            DiceSession g = dice(ctx);
            g.humanThrow();
            send(ctx, g.state());
        });
        r.post("/api/dice/{id}/move", ctx -> {
            DiceSession g = dice(ctx);
            MoveRequest m = body(ctx, MoveRequest.class);
            if (m.move() == null || m.move().isBlank()) throw new Api.HttpError(400, "give the move as {\"move\": \"d2-d3\"} (c1xc5 takes; 4:c1-c5 names the die when two would make it)");
            g.humanMove(m.move().strip());
            send(ctx, g.state());
        });
        r.post("/api/dice/{id}/computer", ctx -> {
            DiceSession g = dice(ctx);
            g.computerTurn();
            send(ctx, g.state());
        });
        r.post("/api/dice/{id}/undo", ctx -> {
            DiceSession g = dice(ctx);
            UndoRequest u = ctx.body().isBlank() ? new UndoRequest(null) : body(ctx, UndoRequest.class);
            g.undo(u.turns());
            send(ctx, g.state());
        });
        r.get("/api/dice/{id}/record", ctx -> {
            DiceSession g = dice(ctx);
            ctx.header("Content-Disposition", "attachment; filename=\"varia-" + g.game.key() + "-" + g.id + ".txt\"");
            ctx.contentType("text/plain; charset=utf-8").result(g.record());
        });
    }

    /** The dice-chess game with these option values; 404 when there is none, 400 when an option is wrong. */
    private DiceChessGame game(String key, Map<String, String> options) {
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

    private DiceSession newDice(NewDice q) {
        if (q.game() == null || q.game().isBlank()) throw new Api.HttpError(400, "name the dice-chess game: {\"game\": \"chaturaji\"}");
        Map<String, String> options = q.options() == null ? Map.of() : q.options();
        DiceChessGame g = game(q.game().strip(), options);
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
            if (!DiceSession.PLAYERS.contains(w))
                throw new Api.HttpError(400, "who: '" + varia.io.Printable.shorten(w) + "' is not one of " + String.join(", ", DiceSession.PLAYERS));
            who[p] = w;
        }
        long seed = q.seed() != null ? q.seed() : seeds.nextLong() & 0xFFFFFFFFL;
        DiceSession s = new DiceSession(games.newId(), g, n, who, seed, options);
        games.add(s);
        return s;
    }

    private DiceSession dice(Context ctx) {
        LiveGame live = games.get(ctx.pathParam("id"));
        if (live instanceof DiceSession s) return s;
        if (live != null) throw new Api.HttpError(404, "'" + live.id + "' is not a dice-chess game: ask " + (live instanceof RaceSession ? "/api/races/" : "/api/games/") + live.id);
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
