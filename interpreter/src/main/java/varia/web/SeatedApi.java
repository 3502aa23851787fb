package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.game.Family;
import varia.game.Game;
import varia.game.Views;
import varia.variant.VariantException;

/**
 * The JSON API of one family played by seats (docs/web.md, "Games played by seats"), the same for
 * every family: list, study and source of its games at {@code /api/NOUN-games}; new game, state,
 * throw, move, computer, undo, resign, review and record of a live one at {@code /api/NOUNS} (the family's
 * {@link Family#noun} and {@link Family#nouns}: {@code /api/race-games}, {@code /api/races}). Any
 * file of the family works, with no code of its own. Games live in the same {@link GameStore} as
 * the chess-like ones; every handler checks its input before it changes anything, and a refused
 * request answers {@code {"error": "..."}} with a 4xx.
 */
final class SeatedApi {
    /**
     * {@code actions}: played at once, as a shared link replays them from the seed; {@code clock}: the time control, a clock per seat;
     * {@code start}: the position to start from as the family writes it ({@code State.text}: a FEN for the engine's games); {@code level}: the computer seats' ({@code Effort.level}, 0-20; 20 by default);
     * {@code record}: a pasted record to go on from, after its first {@code upTo} actions (null: all); {@code moves}: moves as text played at once from the start (a shared link's {@code moves=}) ({@link LiveStart});
     * {@code variant}, {@code white}, {@code black}, {@code fen}: the engine page's words ({@link LiveOldWords}), its level then 1 to 5.
     */
    record NewGame(String game, Integer players, List<String> who, Long seed, Map<String, String> options, List<Integer> actions,
                   GameClock.Control clock, String start, Integer level, String record, Integer upTo, List<String> moves,
                   String variant, String white, String black, String fen) {}
    /** {@code side}: the engine page's word for the seat, refused in its words ({@link LiveOldWords}). */
    record SeatRequest(String seat, String side) {}
    record MoveRequest(String move) {}
    /** {@code plies}: the engine page's count, 1 or 2 ({@link LiveOldWords#undoCount}). */
    record UndoRequest(Integer turns, Integer plies) {}
    /** Which of the claims the rules offer ({@code claims} in the answer); the first when not given; {@code index}: the engine page's word ({@link LiveOldWords}). */
    record ClaimRequest(Integer claim, Integer index) {}
    /** Which of the declarations the rules offer ({@code declarations} in the answer), by index or by {@code name}; the first when neither is given. */
    record DeclareRequest(Integer declaration, String name) {}

    /** The longest position text a new game may start from (the longest bundled start FEN has under 200). */
    static final int MAX_START_CHARS = 1000;

    private final GameShelf catalog;
    private final Family family;
    private final String games, sessions;
    private final GameStore store;
    private final ObjectMapper json;
    private final SecureRandom seeds = new SecureRandom();

    /** A family played by seats at its own addresses ({@code /api/NOUN-games}, {@code /api/NOUNS}). */
    SeatedApi(SeatedCatalog catalog, GameStore store, ObjectMapper json) {
        this(catalog, store, json, "/api/" + catalog.family().noun() + "-games", "/api/" + catalog.family().nouns());
    }

    /** A shelf's games at these addresses (the engine's family, whose games have no word: {@link WebServer}). */
    SeatedApi(GameShelf catalog, GameStore store, ObjectMapper json, String games, String sessions) {
        this.catalog = catalog;
        this.family = catalog.family();
        this.games = games;
        this.sessions = sessions;
        this.store = store;
        this.json = json;
    }

    /** Where this shelf's live games are asked for ({@code /api/live/}). */
    String address() { return sessions + "/"; }

    /** The family's addresses and words, for the pages ({@code GET /api/families}). */
    Map<String, Object> describe() {
        return varia.game.Facts.of("word", family.word(), "kind", family.kind(), "noun", family.noun(), "title", family.title(),
                "about", family.about(), "games", games, "sessions", sessions, "who", SeatedCatalog.PLAYERS,
                "study", family.noun() == null ? "/study.html" : "/" + family.noun() + "-study.html");
    }

    void routes(JavalinDefaultRoutingApi r) {
        r.get(games, ctx -> send(ctx, catalog.list()));
        r.get(games + "/{key}/study", ctx -> {
            Map<String, String> options = options(ctx.queryParam("options"));
            send(ctx, study(game(ctx.pathParam("key"), options), options, ctx));
        });
        r.get(games + "/{key}/setups", ctx -> { // a set-up each seat chooses for itself: offered when the game has one
            try {
                send(ctx, catalog.setups(ctx.pathParam("key")));
            } catch (VariantCatalog.NotFound e) {
                throw new Api.HttpError(404, e.getMessage());
            } catch (VariantException e) {
                throw new Api.HttpError(400, e.getMessage());
            }
        });
        r.get(games + "/{key}/source", ctx -> {
            try {
                ctx.contentType("text/plain; charset=utf-8").result(catalog.source(ctx.pathParam("key")));
            } catch (VariantCatalog.NotFound e) {
                throw new Api.HttpError(404, e.getMessage());
            }
        });
        r.post(sessions, ctx -> {
            Map<String, String> shown = shown(ctx); // checked before anything changes
            send(ctx, open(body(ctx, NewGame.class), shown.get("notation")).state(shown));
        });
        r.get(sessions + "/{id}", ctx -> send(ctx, live(ctx).state(shown(ctx))));
        r.post(sessions + "/{id}/throw", ctx -> acted(ctx, SeatedSession::humanThrow));
        r.post(sessions + "/{id}/move", ctx -> {
            Map<String, String> shown = shown(ctx);
            SeatedSession g = live(ctx);
            MoveRequest m = body(ctx, MoveRequest.class);
            if (m.move() == null || m.move().isBlank()) throw new Api.HttpError(400, "give the move as {\"move\": \"...\"}, one of the legal moves' texts");
            Api.checkMoveLength(m.move());
            g.humanMove(m.move().strip());
            store.settle(g);
            send(ctx, g.state(shown));
        });
        r.post(sessions + "/{id}/computer", ctx -> acted(ctx, SeatedSession::computerTurn));
        r.post(sessions + "/{id}/stop", ctx -> { // "move now", sent while the computer's turn is being answered: not behind the game's lock
            LiveGame kept = store.get(ctx.pathParam("id"));
            if (kept == null) throw new Api.HttpError(404, "no game '" + varia.io.Printable.shorten(ctx.pathParam("id")) + "'");
            send(ctx, Map.of("stopped", kept instanceof SeatedSession s && s.address().equals(sessions + "/") && s.stopThinking()));
        });
        r.post(sessions + "/{id}/undo", ctx -> {
            Map<String, String> shown = shown(ctx);
            SeatedSession g = live(ctx);
            UndoRequest u = ctx.body().isBlank() ? new UndoRequest(null, null) : body(ctx, UndoRequest.class);
            g.undo(LiveOldWords.undoCount(u));
            store.settle(g); // a finished game played again from its record is live again
            send(ctx, g.state(shown));
        });
        r.post(sessions + "/{id}/claim", ctx -> {
            ClaimRequest c = ctx.body().isBlank() ? new ClaimRequest(null, null) : body(ctx, ClaimRequest.class);
            if (c.claim() != null && c.index() != null) throw new Api.HttpError(400, "give the claim or the index, not both");
            acted(ctx, g -> { if (c.index() != null) g.claimOffered(c.index()); else g.claim(c.claim() == null ? 0 : c.claim()); });
        });
        r.post(sessions + "/{id}/declare", ctx -> {
            DeclareRequest d = ctx.body().isBlank() ? new DeclareRequest(null, null) : body(ctx, DeclareRequest.class);
            if (d.name() != null && d.declaration() != null) throw new Api.HttpError(400, "name the declaration or give its index, not both");
            if (d.name() != null) Api.checkMoveLength(d.name());
            acted(ctx, g -> { if (d.name() != null) g.declare(d.name().strip()); else g.declare(d.declaration() == null ? 0 : d.declaration()); });
        });
        r.post(sessions + "/{id}/resign", ctx -> {
            SeatRequest q = ctx.body().isBlank() ? new SeatRequest(null, null) : body(ctx, SeatRequest.class);
            acted(ctx, g -> g.resign(seat(g, q)));
        });
        r.post(sessions + "/{id}/draw", ctx -> { // a seat's draw offer, or its agreement to the others'
            SeatRequest q = ctx.body().isBlank() ? new SeatRequest(null, null) : body(ctx, SeatRequest.class);
            Map<String, String> shown = shown(ctx);
            SeatedSession g = live(ctx);
            Map<String, Object> answered = LiveDrawAnswer.offer(g, seat(g, q), shown); // the state, with the answer in words
            store.settle(g);
            send(ctx, answered);
        });
        r.get(sessions + "/{id}/position", ctx -> {
            String turn = LiveOldWords.turn(ctx);
            int n;
            try {
                n = Integer.parseInt(turn == null ? "" : turn.strip());
            } catch (NumberFormatException e) {
                throw new Api.HttpError(400, "give the turn to review: ?turn=N (0: the start)");
            }
            send(ctx, live(ctx).review(n, shown(ctx), LiveOldWords.turnNoun(ctx)));
        });
        r.get(sessions + "/{id}/analysis", ctx -> { // the game's judgement now, or after ?turn=N turns (LiveAnalysis)
            String turn = LiveOldWords.turn(ctx);
            if (turn != null && !turn.strip().matches("[0-9]{1,6}")) throw new Api.HttpError(400, "give the turn to analyse: ?turn=N (0: the start), or none for now");
            send(ctx, LiveAnalysis.of(live(ctx), turn == null ? null : Integer.valueOf(turn.strip()), LiveOldWords.turnNoun(ctx)));
        });
        r.get(sessions + "/{id}/record", ctx -> {
            LiveGame kept = store.get(ctx.pathParam("id"));
            if (kept instanceof FinishedGame f && f.address.equals(sessions + "/")) {
                ctx.header("Content-Disposition", "attachment; filename=\"" + f.fileName + "\"");
                ctx.contentType("text/plain; charset=utf-8").result(f.record);
                return;
            }
            SeatedSession g = live(ctx);
            ctx.header("Content-Disposition", "attachment; filename=\"varia-" + g.game.key() + "-" + g.id + "." + g.game.records().extension() + "\"");
            ctx.contentType("text/plain; charset=utf-8").result(g.record());
        });
    }

    /** The seat a request names ({@code seat}, or the old {@code side}), as {@link SeatedSession#personSeat} finds it. */
    private static int seat(SeatedSession g, SeatRequest q) {
        if (q.seat() != null && q.side() != null) throw new Api.HttpError(400, "give the seat or the side, not both");
        return q.side() != null ? g.personSeat(q.side(), "side") : g.personSeat(q.seat());
    }

    /**
     * The study page's data: the rules in words (as {@code varia describe} prints them), the board
     * for the most players, the seating, and what the family shows on it ({@link Views#study}).
     */
    private static Map<String, Object> study(Game g, Map<String, String> options, Context ctx) {
        Map<String, String> query = new LinkedHashMap<>();
        ctx.queryParamMap().forEach((k, v) -> { if (!v.isEmpty()) query.put(k, v.get(0)); });
        Views.Study s = g.views().study(query);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", g.key());
        m.put("name", g.name());
        m.put("family", g.family().word());
        m.put("text", g.describe());
        m.put("options", options);
        m.put("seating", SeatedCatalog.seating(g));
        int most = g.playerCounts().get(g.playerCounts().size() - 1);
        m.put("layout", g.views().layout(most));
        m.put("tokens", g.views().tokens(g.start(most))); // the game set up, as the author page draws it
        m.put("choices", s.choices());
        m.put("overlays", s.overlays());
        m.put("tables", s.tables());
        m.put("sections", s.sections());
        m.putAll(s.facts());
        return m;
    }

    /** The game with these option values; 404 when there is none, 400 when an option is wrong. */
    private Game game(String key, Map<String, String> options) {
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
        return new LinkedHashMap<>(varia.variant.Variants.options(given));
    }

    /** A new game as asked (made, its moves or actions replayed, kept in the store); {@code notation}: the answer's, checked first. */
    SeatedSession open(NewGame asked, String notation) {
        boolean budget = LiveOldWords.old(asked); // the engine page's words: its levels 1 to 5 are node budgets
        String startWord = asked.fen() != null ? "fen" : "start"; // a refused start is named as the request named it
        NewGame q = LiveOldWords.renamed(asked);
        if (q.game() == null || q.game().isBlank())
            throw new Api.HttpError(400, "name the " + catalog.what() + ": {\"game\": \"KEY\"}, one of " + family.bundled());
        Map<String, String> options = q.options() == null ? Map.of() : q.options();
        Game g = game(q.game().strip(), options);
        LiveStart.Begun begun = null; // a pasted record: its options, seats, start and actions
        if (q.record() != null && !q.record().isBlank()) {
            if (q.start() != null || q.actions() != null || q.moves() != null)
                throw new Api.HttpError(400, "record: give a record to go on from, or a start with moves or actions, not both");
            String key = q.game().strip();
            begun = LiveStart.record(g, options, o -> game(key, o), q.record(), q.upTo());
            g = begun.game();
            options = begun.options();
        }
        LiveNotation.chosen(g, notation); // the answer's notation, checked before the game is made
        int n = q.players() == null ? begun != null ? begun.players() : g.defaultPlayers() : q.players();
        if (begun != null && n != begun.players())
            throw new Api.HttpError(400, "players: the record is a game of " + begun.players() + " players, not " + n);
        if (!g.playerCounts().contains(n))
            throw new Api.HttpError(400, "players: " + g.name() + " is played by " + g.playerCounts() + " players, not " + n);
        String[] who = new String[n];
        List<String> given = q.who();
        if (given != null && given.size() != 1 && given.size() != n)
            throw new Api.HttpError(400, "who: give one player per seat (" + n + "), or one for all; not " + given.size());
        for (int p = 0; p < n; p++) {
            String w = given == null ? (p == 0 ? "human" : "computer") : given.get(given.size() == 1 ? 0 : p);
            w = w == null ? "" : w.strip().toLowerCase(Locale.ROOT);
            if (!SeatedCatalog.PLAYERS.contains(w))
                throw new Api.HttpError(400, "who: '" + varia.io.Printable.shorten(w) + "' is not one of " + String.join(", ", SeatedCatalog.PLAYERS));
            who[p] = w;
        }
        long seed = q.seed() != null ? q.seed() : seeds.nextLong() & 0xFFFFFFFFL;
        if (q.clock() != null) q.clock().check();
        String start = begun != null ? begun.start() : q.start() == null || q.start().isBlank() ? null : q.start().strip();
        if (start != null && begun == null) {
            if (start.length() > MAX_START_CHARS) // a position is short; a long text is refused before it is read
                throw new Api.HttpError(400, startWord + ": " + start.length() + " characters, longer than " + MAX_START_CHARS + ": no position is");
            try {
                g.start(n, start);
            } catch (IllegalArgumentException e) {
                throw new Api.HttpError(400, startWord + ": " + e.getMessage());
            }
        }
        int level = q.level() == null ? varia.game.Effort.FULL : q.level();
        if (!budget && level < varia.game.Effort.MIN_LEVEL || level > varia.game.Effort.FULL)
            throw new Api.HttpError(400, "level must be " + varia.game.Effort.MIN_LEVEL + " (weakest) to " + varia.game.Effort.FULL + " (full strength), not " + level);
        if (!budget && level < varia.game.Effort.FULL && !g.computerLevels())
            throw new Api.HttpError(400, "level: the computer players of " + g.name() + " have no levels: they play at full strength");
        SeatedSession s;
        try {
            s = new SeatedSession(store.newId(), sessions + "/", catalog.what(), g, n, who, seed, options, start, level, budget);
        } catch (IllegalArgumentException e) { // a seat's player that cannot think at this level (mcts, expectimax)
            throw new Api.HttpError(400, "level: " + e.getMessage());
        }
        if (q.moves() != null && q.actions() != null) throw new Api.HttpError(400, "moves: give moves or actions, not both");
        if (q.moves() != null) begun = new LiveStart.Begun(g, options, n, start, LiveStart.moves(start == null ? g.start(n) : g.start(n, start), q.moves()), List.of());
        if (begun != null) {
            s.given(begun.actions().size()); // the record's throws, not the seed's
            try {
                s.replay(begun.actions(), begun.declared());
            } catch (RuntimeException e) {
                throw new Api.HttpError(400, (q.moves() != null ? "moves" : "record") + ": they do not replay here (" + (e.getMessage() == null ? "an unknown action" : e.getMessage()) + ")");
            }
        }
        if (q.actions() != null && !q.actions().isEmpty()) {
            if (q.actions().size() > SeatedSession.MAX_TURNS * 4)
                throw new Api.HttpError(400, "actions: at most " + SeatedSession.MAX_TURNS * 4 + " actions are replayed");
            if (q.seed() == null) throw new Api.HttpError(400, "actions are replayed from their seed: give the seed too");
            try {
                s.replay(q.actions());
            } catch (RuntimeException e) {
                throw new Api.HttpError(400, "actions: they do not replay from seed " + seed + " in " + g.name()
                        + " with these seats (" + (e.getMessage() == null ? "an unknown action" : e.getMessage()) + ")");
            }
        }
        if (q.clock() != null) s.clock(new GameClock(q.clock(), n, System::currentTimeMillis));
        store.add(s);
        return s;
    }

    /**
     * The game asked for: a live one, or a finished one played again from its record (kept only as
     * its record until a request such as undo changes it: {@link GameStore#settle}).
     */
    private SeatedSession live(Context ctx) { return noted(session(ctx.pathParam("id")), ctx); }

    /** The game of this shelf with this id, live or revived from its record; a 404 saying where another kind of game is asked for. */
    SeatedSession session(String id) {
        LiveGame live = store.get(id);
        if (live instanceof SeatedSession s && s.address().equals(sessions + "/")) return s;
        if (live instanceof FinishedGame f && f.address.equals(sessions + "/")) return revive(f);
        if (live != null) // another kind of game: named when it is live, as the engine page's answer names it ("'ID' is a race game")
            throw new Api.HttpError(404, "'" + live.id + "' is " + (live instanceof SeatedSession o ? "a " + o.kind() : "not a " + catalog.what()) + ": ask "
                    + (live instanceof SeatedSession o ? o.address() : live instanceof FinishedGame f ? f.address : Api.ADDRESS) + live.id
                    + (live instanceof SeatedSession ? " (not a " + catalog.what() + ")" : ""));
        throw new Api.HttpError(404, "no game '" + varia.io.Printable.shorten(id) + "' (it may have ended long ago and been forgotten)");
    }

    /** The game, once the notation its answer is asked in ({@code ?notation=}) is one it offers: a 400 before anything changes. */
    private static SeatedSession noted(SeatedSession s, Context ctx) {
        LiveNotation.chosen(s.game, ctx.queryParam("notation"));
        return s;
    }

    /** A finished game set up again from its recipe and its actions replayed; a 409 when its game has gone or changed. */
    private SeatedSession revive(FinishedGame f) {
        SeatedSession.Recipe r = (SeatedSession.Recipe) f.recipe;
        String gone = "this game is over and kept only as its record (GET " + sessions + "/" + f.id + "/record): its "
                + catalog.what() + " '" + r.gameKey() + "' ";
        Game g;
        try {
            g = catalog.get(r.gameKey(), r.options());
        } catch (VariantCatalog.NotFound | VariantException | IllegalArgumentException e) {
            throw new Api.HttpError(409, gone + "is no longer here");
        }
        SeatedSession s = new SeatedSession(f.id, sessions + "/", catalog.what(), g, r.players(), r.who().toArray(String[]::new), r.seed(), r.options(),
                r.start(), r.level(), r.budget());
        s.given(r.given());
        try {
            s.replay(java.util.Arrays.stream(r.actions()).boxed().toList(), r.declared());
        } catch (RuntimeException e) {
            throw new Api.HttpError(409, gone + "has changed since");
        }
        try {
            s.ended(r.ending(), r.clockAtEnd(), r.claim());
        } catch (IllegalStateException e) {
            throw new Api.HttpError(409, gone + "has changed since");
        }
        return s;
    }

    /** The game asked for does {@code act}; a finished game played again is live again ({@link GameStore#settle}); its state is the answer. */
    private void acted(Context ctx, java.util.function.Consumer<SeatedSession> act) throws JacksonException {
        Map<String, String> shown = shown(ctx); // checked before anything changes
        SeatedSession g = live(ctx);
        act.accept(g);
        store.settle(g);
        send(ctx, g.state(shown));
    }

    /** Query parameters one answer reads at most, and the longest name and value of one. */
    static final int MAX_VIEW_PARAMS = 8, MAX_VIEW_CHARS = 40;

    /**
     * The page's choices of how to show the state ({@code ?flip=1&pieces=letters}), which the
     * family's views read ({@link Views#state(varia.game.State, Views.Turn, Map)}); bounded, a 400
     * past the bounds.
     */
    static Map<String, String> shown(Context ctx) {
        Map<String, List<String>> q = ctx.queryParamMap();
        if (q.isEmpty()) return Map.of();
        if (q.size() > MAX_VIEW_PARAMS) throw new Api.HttpError(400, "at most " + MAX_VIEW_PARAMS + " query parameters");
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : q.entrySet()) {
            String v = e.getValue().isEmpty() ? "" : e.getValue().get(0);
            if (e.getKey().length() > MAX_VIEW_CHARS || v.length() > MAX_VIEW_CHARS)
                throw new Api.HttpError(400, "a query parameter's name and value are at most " + MAX_VIEW_CHARS + " characters: '"
                        + varia.io.Printable.shorten(e.getKey()) + "'");
            out.put(e.getKey(), v);
        }
        return out;
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
