package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.race.SeatedGame;
import varia.variant.VariantException;

/**
 * The JSON API of a family played by seats and throws (docs/web.md, "Race games" and "Dice
 * chess"): list, study and source of its games; new game, state, throw, move, computer, undo and
 * record of a live one. Any file of the family works, with no code of its own. Games live in the
 * same {@link GameStore} as the chess-like ones; every handler checks its input before it changes
 * anything, and a refused request answers {@code {"error": "..."}} with a 4xx.
 */
final class SeatedApi<G extends SeatedGame, S extends SeatedSession> {
    record NewGame(String game, Integer players, List<String> who, Long seed, Map<String, String> options) {}
    record MoveRequest(String move) {}
    record UndoRequest(Integer turns) {}

    /** The family's games (bundled, in the variant folder, pasted). */
    interface Catalog<G> {
        Object list();

        G get(String key, Map<String, String> options) throws VariantException, VariantCatalog.NotFound;

        String source(String key) throws VariantCatalog.NotFound;
    }

    interface Study<G> { Object of(G game, Map<String, String> options, Context ctx); }

    interface Opening<G, S> { S open(String id, G game, int players, String[] who, long seed, Map<String, String> options); }

    /**
     * A family's addresses and words.
     *
     * @param games    the games' address ({@code /api/race-games})
     * @param sessions the live games' address ({@code /api/races})
     * @param what     what a game of the family is called ({@code race game})
     * @param example  a game to name in an error ({@code ashtapada})
     * @param moveHint how a move is written, shown when none is given
     * @param players  who may play a seat
     */
    record Family(String games, String sessions, String what, String example, String moveHint, List<String> players) {}

    private final Family family;
    private final Class<S> type;
    private final Catalog<G> catalog;
    private final Study<G> study;
    private final Opening<G, S> opening;
    private final GameStore games;
    private final ObjectMapper json;
    private final SecureRandom seeds = new SecureRandom();

    SeatedApi(Family family, Class<S> type, Catalog<G> catalog, Study<G> study, Opening<G, S> opening, GameStore games, ObjectMapper json) {
        this.family = family;
        this.type = type;
        this.catalog = catalog;
        this.study = study;
        this.opening = opening;
        this.games = games;
        this.json = json;
    }

    void routes(JavalinDefaultRoutingApi r) {
        String s = family.sessions();
        r.get(family.games(), ctx -> send(ctx, catalog.list()));
        r.get(family.games() + "/{key}/study", ctx -> {
            Map<String, String> options = options(ctx.queryParam("options"));
            send(ctx, study.of(game(ctx.pathParam("key"), options), options, ctx));
        });
        r.get(family.games() + "/{key}/source", ctx -> {
            try {
                ctx.contentType("text/plain; charset=utf-8").result(catalog.source(ctx.pathParam("key")));
            } catch (VariantCatalog.NotFound e) {
                throw new Api.HttpError(404, e.getMessage());
            }
        });
        r.post(s, ctx -> send(ctx, open(body(ctx, NewGame.class)).state()));
        r.get(s + "/{id}", ctx -> send(ctx, live(ctx).state()));
        r.post(s + "/{id}/throw", ctx -> {
            S g = live(ctx);
            g.humanThrow();
            games.settle(g);
            send(ctx, g.state());
        });
        r.post(s + "/{id}/move", ctx -> {
            S g = live(ctx);
            MoveRequest m = body(ctx, MoveRequest.class);
            if (m.move() == null || m.move().isBlank()) throw new Api.HttpError(400, "give the move as " + family.moveHint());
            Api.checkMoveLength(m.move());
            g.humanMove(m.move().strip());
            games.settle(g);
            send(ctx, g.state());
        });
        r.post(s + "/{id}/computer", ctx -> {
            S g = live(ctx);
            g.computerTurn();
            games.settle(g);
            send(ctx, g.state());
        });
        r.post(s + "/{id}/undo", ctx -> {
            S g = live(ctx);
            UndoRequest u = ctx.body().isBlank() ? new UndoRequest(null) : body(ctx, UndoRequest.class);
            g.undo(u.turns());
            games.settle(g); // a finished game played again from its record is live again
            send(ctx, g.state());
        });
        r.get(s + "/{id}/record", ctx -> {
            LiveGame kept = games.get(ctx.pathParam("id"));
            if (kept instanceof FinishedGame f && f.address.equals(family.sessions() + "/")) {
                ctx.header("Content-Disposition", "attachment; filename=\"" + f.fileName + "\"");
                ctx.contentType("text/plain; charset=utf-8").result(f.record);
                return;
            }
            S g = live(ctx);
            ctx.header("Content-Disposition", "attachment; filename=\"varia-" + g.gameKey() + "-" + g.id + ".txt\"");
            ctx.contentType("text/plain; charset=utf-8").result(g.record());
        });
    }

    /** The game with these option values; 404 when there is none, 400 when an option is wrong. */
    private G game(String key, Map<String, String> options) {
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

    private S open(NewGame q) {
        if (q.game() == null || q.game().isBlank())
            throw new Api.HttpError(400, "name the " + family.what() + ": {\"game\": \"" + family.example() + "\"}");
        Map<String, String> options = q.options() == null ? Map.of() : q.options();
        G g = game(q.game().strip(), options);
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
            if (!family.players().contains(w))
                throw new Api.HttpError(400, "who: '" + varia.io.Printable.shorten(w) + "' is not one of " + String.join(", ", family.players()));
            who[p] = w;
        }
        long seed = q.seed() != null ? q.seed() : seeds.nextLong() & 0xFFFFFFFFL;
        S s = opening.open(games.newId(), g, n, who, seed, options);
        games.add(s);
        return s;
    }

    /**
     * The game asked for: a live one, or a finished one played again from its record (kept only as
     * its record until a request such as undo changes it: {@link GameStore#settle}).
     */
    private S live(Context ctx) {
        LiveGame live = games.get(ctx.pathParam("id"));
        if (type.isInstance(live)) return type.cast(live);
        if (live instanceof FinishedGame f && f.address.equals(family.sessions() + "/")) return revive(f);
        if (live != null)
            throw new Api.HttpError(404, "'" + live.id + "' is not a " + family.what() + ": ask "
                    + (live instanceof SeatedSession o ? o.address() : live instanceof FinishedGame f ? f.address : Api.ADDRESS) + live.id);
        throw new Api.HttpError(404, "no game '" + varia.io.Printable.shorten(ctx.pathParam("id")) + "' (it may have ended long ago and been forgotten)");
    }

    /** A finished game set up again from its recipe and its turns replayed; a 409 when its game has gone or changed. */
    private S revive(FinishedGame f) {
        SeatedSession.Recipe r = (SeatedSession.Recipe) f.recipe;
        String gone = "this game is over and kept only as its record (GET " + family.sessions() + "/" + f.id + "/record): its "
                + family.what() + " '" + r.gameKey() + "' ";
        G g;
        try {
            g = catalog.get(r.gameKey(), r.options());
        } catch (VariantCatalog.NotFound | VariantException | IllegalArgumentException e) {
            throw new Api.HttpError(409, gone + "is no longer here");
        }
        S s = opening.open(f.id, g, r.players(), r.who().toArray(String[]::new), r.seed(), r.options());
        try {
            s.replay(r.turns());
        } catch (RuntimeException e) {
            throw new Api.HttpError(409, gone + "has changed since");
        }
        return s;
    }

    private <T> T body(Context ctx, Class<T> t) throws JacksonException {
        String b = ctx.body();
        if (b.isBlank()) throw new Api.HttpError(400, "this request needs a JSON body");
        T v = json.readValue(b, t);
        if (v == null) throw new Api.HttpError(400, "this request needs a JSON object");
        return v;
    }

    private void send(Context ctx, Object o) throws JacksonException { Answers.json(ctx, json, o); }
}
