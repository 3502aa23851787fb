package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import varia.rules.sides.Sides;

/**
 * {@code /api/games}, the engine page's API (its page, play.js, is gone: the one play page asks /api/live), answered by the one live session (issue 27,
 * step 5c): its games are the live session's games ({@code /api/live/ID} is the same game), its
 * requests read in the old words ({@link LiveOldWords}) and its answers given in the old shape
 * ({@link OldGameView}); the routes the live session names otherwise keep their old form here
 * ({@code /pgn}, {@code /position?ply=}, {@code /analysis} with {@code white}, a draw offer's
 * {@link DrawAnswer}, a {@code side} named by its traditional name). Every handler checks its
 * input before it changes anything.
 */
final class OldGamesApi {
    record SideRequest(String side) {}
    record ClaimRequest(Integer index) {}
    record DeclareRequest(String name) {}
    record MoveRequest(String move) {}
    record UndoRequest(Integer plies) {}
    /** How a person's draw offer went: {@code drawn} when it was accepted (by the computer, or the other person's offer stood). */
    record DrawAnswer(boolean drawn, String answer, OldGameView.Answer state) {}
    /** The old analysis: the live one's with the ply asked for, and {@code white}, White's share of the bar. */
    record Analysis(int ply, Integer score, Integer mate, Object best, int depth, long nodes, double white, String over) {}

    private final SeatedApi live;
    private final GameStore store;
    private final ObjectMapper json;

    OldGamesApi(SeatedApi live, GameStore store, ObjectMapper json) {
        this.live = live;
        this.store = store;
        this.json = json;
    }

    void routes(JavalinDefaultRoutingApi r) {
        String games = "/api/games";
        r.post(games, ctx -> {
            Map<String, String> shown = SeatedApi.shown(ctx); // checked before anything changes
            SeatedApi.NewGame q = body(ctx, SeatedApi.NewGame.class);
            send(ctx, OldGameView.of(live.open(old(q), null), shown));
        });
        r.get(games + "/{id}", ctx -> send(ctx, view(ctx, game(ctx))));
        r.post(games + "/{id}/move", ctx -> {
            Map<String, String> shown = SeatedApi.shown(ctx);
            SeatedSession g = game(ctx);
            MoveRequest m = body(ctx, MoveRequest.class);
            if (m.move() == null || m.move().isBlank()) throw new Api.HttpError(400, "give the move as {\"move\": \"e2e4\"}");
            Api.checkMoveLength(m.move());
            g.humanMove(m.move().strip());
            settled(ctx, g, shown);
        });
        r.post(games + "/{id}/computer", ctx -> acted(ctx, SeatedSession::computerTurn));
        r.post(games + "/{id}/resign", ctx -> {
            SideRequest q = optionalBody(ctx, SideRequest.class, new SideRequest(null));
            acted(ctx, g -> g.resign(side(g, q.side())));
        });
        r.post(games + "/{id}/draw", ctx -> {
            SideRequest q = optionalBody(ctx, SideRequest.class, new SideRequest(null));
            Map<String, String> shown = SeatedApi.shown(ctx);
            SeatedSession g = game(ctx);
            int side = side(g, q.side());
            boolean vsComputer = g.computer(1 - side);
            boolean drawn = g.offerDraw(side);
            store.settle(g);
            String answer = drawn ? (vsComputer ? "the computer accepts: a draw" : "draw agreed")
                    : vsComputer ? "the computer declines (it takes a draw only when its evaluation finds itself "
                            + g.game.evaluationScale() / 100.0 + " pawns behind or worse)"
                    : "draw offered: " + sideName(g, 1 - side) + " may accept it (Offer draw) or decline by moving";
            send(ctx, new DrawAnswer(drawn, answer, OldGameView.of(g, shown)));
        });
        r.post(games + "/{id}/claim", ctx -> {
            ClaimRequest q = optionalBody(ctx, ClaimRequest.class, new ClaimRequest(0));
            acted(ctx, g -> g.claimOffered(q.index() == null ? 0 : q.index()));
        });
        r.post(games + "/{id}/declare", ctx -> {
            DeclareRequest q = body(ctx, DeclareRequest.class);
            if (q.name() == null || q.name().length() > Api.MAX_MOVE_CHARS)
                throw new Api.HttpError(409, "the rules offer the player acting now no such declaration here");
            acted(ctx, g -> g.declare(q.name().strip()));
        });
        r.get(games + "/{id}/position", ctx -> send(ctx, OldGameView.position(game(ctx), ply(ctx), SeatedApi.shown(ctx))));
        r.get(games + "/{id}/analysis", ctx -> {
            int ply = ply(ctx);
            Map<String, Object> a = LiveAnalysis.of(game(ctx), ply, "ply");
            send(ctx, new Analysis((Integer) a.get("turn"), (Integer) a.get("score"), (Integer) a.get("mate"), a.get("best"),
                    (Integer) a.get("depth"), ((Number) a.get("nodes")).longValue(), ((Number) a.get("first")).doubleValue(), (String) a.get("over")));
        });
        r.post(games + "/{id}/stop", ctx -> { // "move now", sent while the computer's move is being answered: not behind the game's lock
            LiveGame kept = store.get(ctx.pathParam("id"));
            send(ctx, Map.of("stopped", kept instanceof SeatedSession s && s.stopThinking()));
        });
        r.post(games + "/{id}/undo", ctx -> {
            Map<String, String> shown = SeatedApi.shown(ctx);
            SeatedSession g = game(ctx);
            UndoRequest u = ctx.body().isBlank() ? new UndoRequest(1) : body(ctx, UndoRequest.class);
            int plies = u.plies() == null ? 1 : u.plies();
            if (plies < 1 || plies > 2) throw new Api.HttpError(400, "undo takes back 1 or 2 plies");
            int played = g.at(null, "ply").turn();
            if (Math.min(plies, played) > 0) g.undo(Math.min(plies, played)); // fewer when the game is shorter, as the old page took them
            settled(ctx, g, shown); // a finished game played again from its record is live again
        });
        r.get(games + "/{id}/pgn", ctx -> {
            LiveGame kept = store.get(ctx.pathParam("id"));
            String pgn = kept instanceof FinishedGame f && f.address.equals(live.address()) ? f.record : game(ctx).record();
            ctx.header("Content-Disposition", "attachment; filename=\"varia-" + kept.id + ".pgn\"");
            ctx.contentType("application/x-chess-pgn; charset=utf-8").result(pgn);
        });
    }

    /** The old request as the live session takes it: the old words always (a request naming none is a game of two people at the old level). */
    private static SeatedApi.NewGame old(SeatedApi.NewGame q) {
        if (q.game() != null || q.who() != null || q.start() != null || q.players() != null || q.seed() != null || q.actions() != null
                || q.record() != null || q.upTo() != null)
            throw new Api.HttpError(400, "name the variant, white, black, level, fen, moves, options and clock: {\"variant\": \"makruk\"}");
        return LiveOldWords.old(q) ? q : new SeatedApi.NewGame(null, null, null, null, q.options(), null, q.clock(), null, q.level(), null, null,
                q.moves(), q.variant(), "human", "human", null);
    }

    /** The side a request names (white or black, its number, or its traditional name: Sente), a person's; none: the one person's, or the player acting now. */
    private static int side(SeatedSession g, String side) {
        if (side == null || side.isBlank()) return g.personSeat(null);
        String s = side.strip().toLowerCase(Locale.ROOT);
        int c = s.equals("white") || s.equals("0") || s.equalsIgnoreCase(sideName(g, 0)) ? 0
                : s.equals("black") || s.equals("1") || s.equalsIgnoreCase(sideName(g, 1)) ? 1 : -1;
        if (c < 0) throw new Api.HttpError(400, "side must be white or black (" + sideName(g, 0) + " or " + sideName(g, 1) + ")");
        if (g.computer(c)) throw new Api.HttpError(409, sideName(g, c) + " is played by the computer");
        return c;
    }

    /** The name the game gives a side in its tradition (Red, Cho, Sente...; White and Black by default). */
    private static String sideName(SeatedSession g, int c) { return Sides.of(g.game.variant()).of(c); }

    /** The ply asked for ({@code ?ply=N}). */
    private static int ply(Context ctx) {
        String p = ctx.queryParam("ply");
        if (p == null || !p.matches("[0-9]{1,6}")) throw new Api.HttpError(400, "give the ply: ?ply=N (0 is the start)");
        return Integer.parseInt(p);
    }

    private SeatedSession game(Context ctx) { return live.session(ctx.pathParam("id")); }

    private static OldGameView.Answer view(Context ctx, SeatedSession g) { return OldGameView.of(g, SeatedApi.shown(ctx)); }

    private void acted(Context ctx, java.util.function.Consumer<SeatedSession> act) throws JacksonException {
        Map<String, String> shown = SeatedApi.shown(ctx); // checked before anything changes
        SeatedSession g = game(ctx);
        act.accept(g);
        settled(ctx, g, shown);
    }

    private void settled(Context ctx, SeatedSession g, Map<String, String> shown) throws JacksonException {
        store.settle(g);
        send(ctx, OldGameView.of(g, shown));
    }

    private <T> T optionalBody(Context ctx, Class<T> type, T none) throws JacksonException {
        String b = ctx.body();
        if (b.isBlank() || b.strip().equals("{}")) return none;
        return body(ctx, type);
    }

    private <T> T body(Context ctx, Class<T> type) throws JacksonException {
        String b = ctx.body();
        if (b.isBlank()) throw new Api.HttpError(400, "this request needs a JSON body");
        T t = json.readValue(b, type);
        if (t == null) throw new Api.HttpError(400, "this request needs a JSON object");
        return t;
    }

    private void send(Context ctx, Object o) throws JacksonException { Answers.json(ctx, json, o); }
}
