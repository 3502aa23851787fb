package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.engine.FenException;
import varia.engine.Position;
import varia.record.Game;
import varia.record.MoveParser;
import varia.record.PgnReader;
import varia.record.RecordedMove;
import varia.record.Replay;
import varia.record.San;
import varia.record.Validator;
import varia.record.Verdict;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;
import varia.variant.Variant;
import varia.variant.VariantException;

/**
 * Reads a pasted or uploaded game record (PGN or a native format), validates each game as
 * {@code varia validate} does and replays its legal moves, so that the browser can step through
 * them and show where and why a game breaks the rules. The server's door into varia.record.
 */
final class RecordReplay {
    static final int MAX_CHARS = 2_000_000;
    static final int MAX_GAMES = 100;

    record Ply(String san, String uci, String fen) {}

    record Failure(int ply, String kind, String moveNo, String written, String reason, int line, int column,
                   List<String> legal) {}

    record GameView(int number, String players, String variant, String variantName, String result, boolean ok,
                    String verdict, String startFen, List<Ply> plies, Failure failure, Map<String, String> tags) {}

    /** What the records page shows of chess-like records (a seated game's record: {@link SeatedRecords}). */
    record Report(String format, int games, List<GameView> shown, String error) {}

    /** Said after a move a record read as chess only because it names no variant fails on (the command line's hint, in the page's words). */
    static final String READ_AS_CHESS = "read as chess (the game has no Variant tag; choose its variant in the list above)";

    private final VariantCatalog catalog;

    RecordReplay(VariantCatalog catalog) { this.catalog = catalog; }

    Report read(String text, String formatName, String variantKey) {
        RecordFormat format = null;
        if (formatName != null && !formatName.isBlank() && !formatName.equalsIgnoreCase("pgn") && !formatName.equalsIgnoreCase("auto")) {
            format = Formats.byName(formatName.strip());
            if (format == null) throw new IllegalArgumentException("unknown format '" + formatName + "' (auto, pgn, kif, csa, usi, iccs, wxf, chinese, gib)");
        } else if (formatName == null || formatName.isBlank() || formatName.equalsIgnoreCase("auto")) {
            format = Formats.sniff(text);
        }
        List<Game> games = format != null ? format.read(text) : PgnReader.readAll(text);
        List<GameView> out = new ArrayList<>();
        for (Game g : games) {
            if (out.size() >= MAX_GAMES) break;
            out.add(view(g, format, variantKey));
        }
        return new Report(format == null ? "pgn" : format.name(), games.size(), out, games.isEmpty() ? "no game found in the text" : null);
    }

    private GameView view(Game g, RecordFormat format, String variantKey) {
        String name = variantKey != null && !variantKey.isBlank() ? variantKey
                : g.tag("Variant") != null ? g.tag("Variant").strip() : format != null ? format.variant() : "chess";
        Variant v;
        Map<String, String> options = new LinkedHashMap<>();
        try {
            String tag = g.tag("VariantOptions");
            if (tag != null && !tag.isBlank()) options.putAll(Validator.variantOptions(tag));
            v = resolve(name, options);
        } catch (IllegalArgumentException | VariantException | VariantCatalog.NotFound e) {
            Verdict refused = Validator.refused(g, "variant '" + name + "': " + e.getMessage());
            return new GameView(g.number(), g.players(), name, name, g.result(), false, refused.failure().reason(), null,
                    List.of(), failure(refused), g.tags());
        }
        Verdict verdict = new Validator(v).validate(g);
        List<Ply> plies = new ArrayList<>();
        String start = null;
        try {
            Position pos = Validator.start(g, v);
            start = pos.toFen();
            MoveParser parser = new MoveParser(new San(v));
            San san = new San(v);
            List<RecordedMove> moves = g.moves();
            // through Replay, as validate reads it (the compulsory moves a setup already holds are passed over)
            Replay.moves(pos, m -> {
                String s = san.write(pos, m), uci = pos.moveToUci(m);
                pos.make(m);
                plies.add(new Ply(s, uci, pos.toFen()));
            }, moves.subList(0, Math.min(verdict.plies(), moves.size())), parser, null);
        } catch (FenException | RuntimeException e) {
            // the verdict already says why the game does not start
        }
        String text = verdict.ok() ? "legal game; " + verdict.outcome().text
                + (verdict.rules() != null && verdict.rules().isOver() ? " (" + verdict.rules() + ")" : "")
                : verdict.failure().reason();
        boolean chessByDefault = (variantKey == null || variantKey.isBlank()) && varia.record.VariantTag.chessByDefault(g, format == null ? null : format.variant());
        if (!verdict.ok() && chessByDefault && verdict.failure().kind() == Verdict.Failure.Kind.MOVE) text += "; " + READ_AS_CHESS;
        for (Verdict.Note n : verdict.notes()) text += "; note: " + n.text();
        return new GameView(g.number(), g.players(), v.key(), v.name(), g.result(), verdict.ok(), text, start, plies,
                failure(verdict), g.tags());
    }

    /**
     * A game in the one shape of every family's replay ({@link RecordView}): a step per ply with its
     * SAN as its text, its UCI and the FEN after it; the board drawn by the engine's SVG address.
     */
    static Map<String, Object> replay(GameView g) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("family", null); // the engine's (Family.word() is null)
        m.put("game", g.variant());
        m.put("name", g.variantName());
        m.put("label", "Game " + g.number() + ": " + (g.players() == null ? "" : g.players()) + " " + (g.ok() ? "✓" : "✗"));
        m.put("ok", g.ok());
        m.put("verdict", g.verdict());
        m.put("result", null); // the verdict says it
        String options = g.tags() == null ? null : g.tags().get("VariantOptions");
        Map<String, String> query = new LinkedHashMap<>();
        query.put("variant", g.variant());
        if (options != null && !options.isBlank()) query.put("options", options);
        m.put("svg", g.startFen() == null ? null : Map.of("address", "/api/board", "query", query));
        m.put("start", g.startFen());
        List<Map<String, Object>> steps = new ArrayList<>();
        for (int i = 0; i < g.plies().size(); i++) {
            Ply p = g.plies().get(i);
            String no = (i / 2 + 1) + (i % 2 == 0 ? "." : "...");
            steps.add(varia.game.Facts.of("n", i + 1, "label", i % 2 == 0 ? no : null, "text", p.san(), "told", no + " " + p.san(),
                    "san", p.san(), "uci", p.uci(), "fen", p.fen()));
        }
        m.put("steps", steps);
        Failure f = g.failure();
        boolean written = f != null && f.written() != null;
        Map<String, Object> failure = null;
        if (f != null) {
            failure = varia.game.Facts.of("n", f.ply() + 1, "label", null, "written", f.written(), "kind", f.kind(), "moveNo", f.moveNo(),
                    "ply", f.ply(), "reason", f.reason(), "line", f.line(), "column", f.column(), "legal", f.legal(), "partial", false);
            failure.put("headline", !written ? null : "Move " + (f.moveNo() == null ? "" : f.moveNo()) + " " + f.written() + " (ply " + (f.ply() + 1)
                    + (f.line() > 0 ? ", line " + f.line() + ":" + f.column() : "") + "): " + f.reason());
            failure.put("next", written ? "next: " + f.written() + " is illegal" : null);
        }
        m.put("failure", failure);
        if (g.startFen() != null) { // play on from any ply: the moves so far, as the play page takes them
            Map<String, String> play = new LinkedHashMap<>(query);
            play.put("fen", g.startFen());
            play.put("white", "human");
            play.put("black", "human");
            m.put("playFrom", Map.of("address", "/play.html", "query", play, "param", "moves", "code", "uci"));
        }
        RecordView.shape(m, "ply", written ? g.plies().size() : 0);
        return m;
    }

    private Variant resolve(String name, Map<String, String> options) throws VariantException, VariantCatalog.NotFound {
        try {
            return catalog.get(name, options);
        } catch (VariantCatalog.NotFound e) {
            // an alias of a bundled variant ("chinese", "janggicasual"); never a path from a request
            for (VariantCatalog.Entry entry : catalog.list()) {
                if (!entry.source().equals("bundled")) continue;
                for (String alias : entry.aliases()) {
                    if (alias.equalsIgnoreCase(name)) return varia.variant.Variants.registry().byName(alias, options);
                }
            }
            throw e;
        }
    }

    private static Failure failure(Verdict v) {
        Verdict.Failure f = v.failure();
        if (f == null) return null;
        return new Failure(v.plies(), f.kind().name().toLowerCase(), f.moveNo(), f.written(), f.reason(), f.line(),
                f.column(), f.legal() == null ? List.of() : f.legal());
    }
}
