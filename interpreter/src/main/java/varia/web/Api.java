package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.diagram.BoardStyle;
import varia.diagram.Diagram;
import varia.diagram.EngineView;
import varia.engine.FenException;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * The JSON API behind the pages (see docs/web.md). Every handler checks its input before it
 * changes anything: a bad request gets a 4xx with {@code {"error": "..."}} and leaves every game
 * as it was.
 */
final class Api {
    /** An answer other than 200, with its message. */
    static class HttpError extends RuntimeException {
        final int status;
        /** Seconds to wait before asking again (a Retry-After header), or null. */
        final Integer retryAfter;
        HttpError(int status, String message) { this(status, message, null); }
        HttpError(int status, String message, Integer retryAfter) { super(message); this.status = status; this.retryAfter = retryAfter; }
    }

    /** {@code moves}: played at once (a shared link, a record gone on from); {@code clock}: the time control. */
    record NewGame(String variant, Map<String, String> options, String white, String black, Integer level, String fen,
                   List<String> moves, GameClock.Control clock) {}
    record SideRequest(String side) {}
    record ClaimRequest(Integer index) {}
    record DeclareRequest(String name) {}
    /** How a person's draw offer went: {@code drawn} when it was accepted (by the computer, or the other person's offer stood). */
    record DrawAnswer(boolean drawn, String answer, GameSession.State state) {}
    record MoveRequest(String move) {}
    record UndoRequest(Integer plies) {}
    record RecordRequest(String text, String format, String variant) {}
    record CheckRequest(String text, String name) {}
    record Problem(int line, int column, String message, String text) {}
    /** {@code kind}: "variant" (played on the play page), or the family's word of a {@code game: WORD} file ("race", "dice-chess"; played on its page). */
    record CheckAnswer(boolean ok, String key, String name, List<Problem> problems, String board, String kind) {}

    /** Longest move text taken (as the command line's): a longer one is refused, not searched for, nor echoed. */
    static final int MAX_MOVE_CHARS = 64;

    static void checkMoveLength(String move) {
        if (move.length() > MAX_MOVE_CHARS)
            throw new HttpError(400, "'" + varia.io.Printable.shorten(move) + "' is longer than " + MAX_MOVE_CHARS + " characters: no move is");
    }

    /** Where a chess-like game is asked for. */
    static final String ADDRESS = "/api/games/";

    private final VariantCatalog catalog;
    private final GameStore games;
    private final ComputerPlayer computer;
    private final ObjectMapper json;
    private final RecordReplay records;
    private final List<SeatedCatalog> seated;

    Api(VariantCatalog catalog, List<SeatedCatalog> seated, GameStore games, ComputerPlayer computer, ObjectMapper json) {
        this.catalog = catalog;
        this.seated = List.copyOf(seated);
        this.games = games;
        this.computer = computer;
        this.json = json;
        this.records = new RecordReplay(catalog);
    }

    int liveGames() { return games.size(); }

    void routes(JavalinDefaultRoutingApi r) {
        r.get("/api/catalog", ctx -> send(ctx, new Catalog(catalog, seated).list()));
        r.get("/api/variants", ctx -> send(ctx, catalog.list()));
        r.get("/api/variants/resolve", ctx -> send(ctx, resolve(ctx.queryParam("name"))));
        r.get("/api/variants/{key}/options", ctx -> send(ctx, variant(ctx.pathParam("key"), Map.of()).options()));
        r.get("/api/variants/{key}/setups", ctx -> send(ctx, setups(ctx.pathParam("key"))));
        r.get("/api/variants/{key}/study", ctx -> send(ctx, StudyView.of(ctx.pathParam("key"), variant(ctx.pathParam("key"), optionsParam(ctx)))));
        r.get("/api/variants/{key}/source", ctx -> ctx.contentType("text/plain; charset=utf-8").result(source(ctx.pathParam("key"))));
        r.get("/api/variants/{key}/moves", ctx -> svg(ctx, pieceMoves(ctx)));
        r.get("/api/board", ctx -> svg(ctx, board(ctx)));
        r.post("/api/records", ctx -> {
            RecordRequest q = body(ctx, RecordRequest.class);
            send(ctx, RecordView.read(records, seated, q.text(), q.format(), q.variant()));
        });
        r.post("/api/author/check", ctx -> {
            CheckRequest q = body(ctx, CheckRequest.class);
            if (q.text() == null) throw new HttpError(400, "send the variant file as {\"text\": \"...\"}");
            if (q.text().length() > VariantCatalog.MAX_SOURCE_CHARS) throw new HttpError(413, "variant files are limited to " + VariantCatalog.MAX_SOURCE_CHARS + " characters");
            send(ctx, check(q));
        });
    }

    /** A pasted file: one whose top level says {@code game: WORD} goes to that family's loader, any other to the variant loader. */
    private CheckAnswer check(CheckRequest q) {
        String game = varia.variant.VariantLoader.peekGame(q.text());
        for (SeatedCatalog c : seated) {
            if (!c.family().word().equals(game)) continue;
            SeatedCatalog.Checked d = c.check(catalog.newAuthoredKey(), VariantCatalog.origin(q.name()), q.text());
            return new CheckAnswer(d.key() != null, d.key(), d.name(), problems(d.problems()), null, game);
        }
        VariantCatalog.Checked c = catalog.check(q.name(), q.text());
        List<Problem> problems = problems(c.problems());
        String kind = "variant";
        if (c.variant() == null) return new CheckAnswer(false, null, null, problems, null, kind);
        String board = EngineView.diagram(varia.engine.Position.start(c.variant())).svg();
        return new CheckAnswer(true, c.key(), c.variant().name(), problems, board, kind);
    }

    private static List<Problem> problems(List<varia.yaml.Diagnostic> found) {
        return found.stream().map(d -> new Problem(d.line(), d.column(), d.message(), d.toString())).toList();
    }

    private VariantCatalog.Resolved resolve(String name) {
        try {
            return catalog.resolve(name);
        } catch (VariantCatalog.NotFound e) {
            throw new HttpError(404, e.getMessage());
        } catch (VariantException e) {
            throw new HttpError(400, e.getMessage());
        }
    }

    /** The ply asked for ({@code ?ply=N}), checked against the game by {@link GameReview#at}. */
    private static int ply(Context ctx) {
        String p = ctx.queryParam("ply");
        if (p == null || !p.matches("[0-9]{1,6}")) throw new HttpError(400, "give the ply: ?ply=N (0 is the start)");
        return Integer.parseInt(p);
    }

    private <T> T optionalBody(Context ctx, Class<T> type, T none) throws JacksonException {
        String b = ctx.body();
        if (b.isBlank() || b.strip().equals("{}")) return none;
        return body(ctx, type);
    }

    private GameSession newGame(NewGame q) throws FenException {
        if (q.variant() == null) throw new HttpError(400, "name the variant: {\"variant\": \"makruk\"}");
        Variant v = variant(q.variant(), q.options() == null ? Map.of() : q.options());
        GameSession.Player white = player(q.white(), "white"), black = player(q.black(), "black");
        int level = q.level() == null ? 2 : q.level();
        if (level < 1 || level > ComputerPlayer.LEVEL_NODES.length) throw new HttpError(400, "level must be 1 to " + ComputerPlayer.LEVEL_NODES.length);
        GameSession g;
        try {
            g = new GameSession(games.newId(), q.variant(), v, q.options() == null ? Map.of() : q.options(), q.fen(), white, black, level);
        } catch (FenException e) {
            throw new HttpError(400, "fen: " + e.getMessage());
        }
        if (q.moves() != null) {
            if (q.moves().size() > GameSession.MAX_PLIES) throw new HttpError(400, "at most " + GameSession.MAX_PLIES + " moves");
            for (int i = 0; i < q.moves().size(); i++) {
                String m = q.moves().get(i) == null ? "" : q.moves().get(i).strip();
                checkMoveLength(m);
                if (!g.play(m)) throw new HttpError(400, "move " + (i + 1) + " ('" + varia.io.Printable.shorten(m) + "') is not legal there"
                        + (i == 0 ? "" : ", after " + String.join(" ", q.moves().subList(Math.max(0, i - 3), i))));
            }
        }
        if (q.clock() != null) {
            q.clock().check();
            g.clock(new GameClock(q.clock(), System::currentTimeMillis));
        }
        games.add(g);
        return g;
    }

    private static GameSession.Player player(String s, String side) {
        if (s == null) return GameSession.Player.HUMAN;
        return switch (s.strip().toLowerCase(Locale.ROOT)) {
            case "human" -> GameSession.Player.HUMAN;
            case "computer" -> GameSession.Player.COMPUTER;
            default -> throw new HttpError(400, side + " must be human or computer");
        };
    }

    /**
     * The game asked for: a live one, or a finished one played again from its record (kept only as
     * its record until a request such as undo changes it: {@link GameStore#settle}).
     */
    private GameSession game(Context ctx) {
        LiveGame live = games.get(ctx.pathParam("id"));
        if (live instanceof GameSession g) return g;
        if (live instanceof FinishedGame f && f.address.equals(ADDRESS)) return GameSession.revive(f.id, (GameSession.Recipe) f.recipe, catalog);
        if (live instanceof SeatedSession s) throw new HttpError(404, "'" + live.id + "' is a " + s.kind() + ": ask " + s.address() + live.id);
        if (live instanceof FinishedGame f) throw new HttpError(404, "'" + live.id + "' is not a chess-like game: ask " + f.address + live.id);
        throw new HttpError(404, "no game '" + varia.io.Printable.shorten(ctx.pathParam("id")) + "' (it may have ended long ago and been forgotten)");
    }

    private Variant variant(String key, Map<String, String> options) {
        try {
            return catalog.get(key, options);
        } catch (VariantCatalog.NotFound e) {
            throw new HttpError(404, e.getMessage());
        } catch (VariantException e) {
            throw new HttpError(400, e.getMessage());
        }
    }

    /** The set-up choices each side of the variant makes for itself ({@link SetupChoices}), drawn. */
    private List<SetupChoices.PerSide> setups(String key) {
        return SetupChoices.of(variant(key, Map.of()), options -> {
            try {
                return catalog.get(key, options);
            } catch (VariantCatalog.NotFound | VariantException e) {
                return null;
            }
        });
    }

    private String source(String key) {
        try {
            return catalog.source(key);
        } catch (VariantCatalog.NotFound e) {
            throw new HttpError(404, e.getMessage());
        }
    }

    private String pieceMoves(Context ctx) throws FenException {
        Variant v = variant(ctx.pathParam("key"), optionsParam(ctx));
        String square = ctx.queryParam("square");
        if (square == null) throw new HttpError(400, "give the square: ?piece=N&square=e4");
        String colour = ctx.queryParam("colour");
        int c = colour == null || colour.equals("white") || colour.equals("0") ? 0
                : colour.equals("black") || colour.equals("1") ? 1 : -1;
        if (c < 0) throw new HttpError(400, "colour must be white or black");
        try {
            return StudyView.moves(v, ctx.queryParam("piece"), square.strip(), c, ctx.queryParam("fen"));
        } catch (FenException e) {
            throw new HttpError(400, "fen: " + e.getMessage());
        }
    }

    private String board(Context ctx) {
        Variant v = variant(ctx.queryParam("variant"), optionsParam(ctx));
        try {
            Diagram d = EngineView.diagram(EngineView.position(v, ctx.queryParam("fen"))).flipped(flip(ctx));
            String last = ctx.queryParam("last");
            if (last != null && !last.isBlank()) {
                int[] sq = EngineView.moveSquares(v, last.strip());
                if (sq == null) throw new HttpError(400, "last: '" + last + "' is not a move in coordinate notation");
                d.lastMove(sq[0], sq[1]);
            }
            String arrow = ctx.queryParam("arrow");
            if (arrow != null && !arrow.isBlank()) {
                int[] sq = EngineView.moveSquares(v, arrow.strip());
                if (sq != null && sq[0] >= 0) d.arrow(sq[0], sq[1]);
            }
            String style = ctx.queryParam("style");
            if (style != null) d.style(BoardStyle.parse(style));
            return d.svg();
        } catch (FenException e) {
            throw new HttpError(400, "fen: " + e.getMessage());
        }
    }

    private static Map<String, String> optionsParam(Context ctx) {
        String o = ctx.queryParam("options");
        if (o == null || o.isBlank()) return Map.of();
        return new LinkedHashMap<>(Variants.options(o));
    }

    /** A game's state as the page asks for it: flipped or not, its moves in a notation of the game's tradition ({@code ?notation=}). */
    private static GameSession.State view(Context ctx, GameSession g) {
        return g.state(flip(ctx), notation(ctx), letters(ctx));
    }

    /** {@code ?notation=}: a notation of the game's tradition (its moves and coordinates), null when absent or too long. */
    private static String notation(Context ctx) {
        String notation = ctx.queryParam("notation");
        return notation == null || notation.isBlank() || notation.length() > 40 ? null : notation.strip();
    }

    /** {@code ?pieces=letters}: every piece as its letter (the player's choice of piece set). */
    private static boolean letters(Context ctx) { return "letters".equals(ctx.queryParam("pieces")); }

    private static boolean flip(Context ctx) {
        String f = ctx.queryParam("flip");
        return f != null && (f.equals("1") || f.equals("true"));
    }

    private <T> T body(Context ctx, Class<T> type) throws JacksonException {
        String b = ctx.body();
        if (b.isBlank()) throw new HttpError(400, "this request needs a JSON body");
        T t = json.readValue(b, type);
        if (t == null) throw new HttpError(400, "this request needs a JSON object");
        return t;
    }

    private void send(Context ctx, Object o) throws JacksonException { Answers.json(ctx, json, o); }

    private static void svg(Context ctx, String svg) {
        ctx.contentType("image/svg+xml; charset=utf-8").result(svg);
    }
}
