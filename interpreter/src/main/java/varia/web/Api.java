package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.util.LinkedHashMap;
import java.util.List;
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

    /** Where a chess-like game is asked for (answered by the one live session: {@link OldGamesApi}). */
    static final String ADDRESS = "/api/games/";

    private final VariantCatalog catalog;
    private final GameStore games;
    private final ObjectMapper json;
    private final RecordReplay records;
    private final List<SeatedCatalog> seated;

    Api(VariantCatalog catalog, List<SeatedCatalog> seated, GameStore games, ObjectMapper json) {
        this.catalog = catalog;
        this.seated = List.copyOf(seated);
        this.games = games;
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
