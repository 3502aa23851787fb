package varia.web;

import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The pages of the families played by seats, the same for every family: each family's page
 * addresses ({@code /race.html}, {@code /race-study.html}, and the scripts the older pages had,
 * {@code /race.js}, {@code /raceboard.js}, {@code /racerecord.js}: the one record view) serve the one play page, study
 * page and scripts, which read the family from the address; and the home page, into which a box
 * for each family's games is written (its title, its words and the address of its games); and the
 * one play page for the engine's variants at {@link #ENGINE_PAGE}, which reads the engine page's links.
 */
final class SeatedPages {
    private SeatedPages() {}

    private static final String STATIC = "/varia/web/static/";

    /**
     * The address at which the engine's family (no page of its own: its noun is null) gets the one
     * play page, its family (by its kind: no word names it) written into the page's body: the
     * engine's page address, whose links (the home cards', a record's "play from here", shared
     * games) the page reads (variantlink.js). There is no static play.html to compete with it.
     */
    static final String ENGINE_PAGE = "play.html";

    static void routes(JavalinDefaultRoutingApi r, List<Map<String, Object>> families, Map<String, Object> engine) {
        if (engine != null) {
            String page = resource(STATIC + "seated.html").replace("<body>", "<body data-family=\"" + escape(engine.get("kind")) + "\">");
            r.get("/" + ENGINE_PAGE, ctx -> html(ctx, page));
        }
        String home = home(families);
        r.get("/", ctx -> html(ctx, home));
        r.get("/index.html", ctx -> html(ctx, home));
        String study = resource(STATIC + "study.html"); // the one study page, at the address the seated games' page had too
        r.get("/seated-study.html", ctx -> html(ctx, study));
        for (Map<String, Object> f : families) {
            String noun = (String) f.get("noun");
            Map<String, String> aliases = Map.of(noun + ".html", "seated.html", noun + "-study.html", "study.html",
                    noun + ".js", "seated.js", noun + "board.js", "seatedboard.js", noun + "record.js", "recordview.js");
            aliases.forEach((alias, page) -> {
                String text = resource(STATIC + page);
                String type = page.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/html; charset=utf-8";
                r.get("/" + alias, ctx -> ctx.header("Cache-Control", "no-cache").contentType(type).result(text));
            });
        }
    }

    /** The home page with a box for each family's games, in the registry's order (a box without a game stays hidden: app.css). */
    private static String home(List<Map<String, Object>> families) {
        StringBuilder b = new StringBuilder();
        for (Map<String, Object> f : families)
            b.append("<section class=\"family\"><h2>").append(escape(f.get("title"))).append("</h2>\n<p>").append(escape(f.get("about"))).append("</p>\n")
                    .append("<div class=\"cards family\" data-noun=\"").append(escape(f.get("noun"))).append("\" data-games=\"")
                    .append(escape(f.get("games"))).append("\"></div></section>\n");
        return resource("/varia/web/pages/index.html").replace("<!-- families -->\n", b.toString());
    }

    private static void html(Context ctx, String text) { ctx.header("Cache-Control", "no-cache").contentType("text/html; charset=utf-8").result(text); }

    private static String escape(Object o) {
        return String.valueOf(o).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String resource(String path) {
        try (InputStream in = SeatedPages.class.getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException("missing from the jar: " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
