package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.game.Game;
import varia.game.Records;
import varia.game.State;
import varia.game.TurnRecords;
import varia.game.Views;
import varia.variant.VariantException;

/**
 * A record of a game played by seats on the records page, the same for every family: replayed as
 * {@code varia validate GAME FILE} replays it (the family's {@link Records}, with the record's
 * options), with the board after every legal turn, so that the page can step through it and show
 * the first refused turn: where (turn, line), the actions of that turn accepted before it, why, and
 * the legal moves there. The game is the record's {@code game:} line or the one chosen, looked up
 * in the families' catalogs (never a path).
 */
final class SeatedRecords {
    private SeatedRecords() {}

    /** A record's family and game. */
    record Match(SeatedCatalog catalog, String key) {}

    /**
     * The seated game a record is for, or null when it is none (then the chess-like readers take
     * it): the game chosen on the page when it is one; else, unless another format is chosen, the
     * record's {@code game:} line ({@code format}: a family's word asks for that family's records).
     */
    static Match find(List<SeatedCatalog> catalogs, String text, String format, String chosen) {
        boolean auto = format == null || format.isBlank() || format.equalsIgnoreCase("auto");
        SeatedCatalog asked = null;
        for (SeatedCatalog c : catalogs) if (c.family().word().equalsIgnoreCase(auto ? "" : format.strip())) asked = c;
        if (chosen != null && !chosen.isBlank()) {
            for (SeatedCatalog c : catalogs) {
                String key = known(c, chosen.strip());
                if (key != null) return new Match(c, key);
            }
            if (asked == null) return null;
        }
        if (!auto && asked == null) return null;
        String game = TurnRecords.header(text).game();
        if (game == null || game.isBlank()) {
            if (auto) return null;
            throw new Api.HttpError(400, "a " + asked.family().word() + " record names its game on a line 'game: KEY' before the turns (or choose the game)");
        }
        for (SeatedCatalog c : asked == null ? catalogs : List.of(asked)) {
            String key = known(c, game);
            if (key != null) return new Match(c, key);
        }
        List<String> words = (asked == null ? catalogs.stream().filter(SeatedCatalog::offersAny).toList() : List.of(asked)).stream()
                .map(c -> c.family().word()).toList();
        throw new Api.HttpError(404, unknownGame(game, String.join(" or ", words) + " game"));
    }

    /** Why a record's {@code game:} line is not played here: no such game, or a path, which records never follow. */
    private static String unknownGame(String game, String what) {
        String shown = varia.io.Printable.shorten(game);
        if (varia.variant.VariantRegistry.looksLikePath(game))
            return "the record's game: line names the file '" + shown + "': a record names its game by key (bundled, in the"
                    + " variant folder or pasted on the author page), never a file by path; choose the game, or paste its file";
        return "the record is a game of '" + shown + "', which is no " + what + " here";
    }

    private static String known(SeatedCatalog c, String key) {
        if (c.has(key)) return key;
        String lower = key.toLowerCase(Locale.ROOT);
        return c.has(lower) ? lower : null;
    }

    /** Replays the record in its game, with the record's options (as {@code varia validate} does). */
    static Map<String, Object> read(Match match, String text) {
        Game game;
        Map<String, String> options;
        try {
            game = match.catalog().get(match.key(), Map.of());
            options = game.records().options(text);
            game = match.catalog().get(match.key(), options);
        } catch (VariantCatalog.NotFound e) {
            throw new Api.HttpError(404, e.getMessage());
        } catch (VariantException e) {
            throw new Api.HttpError(400, "the record's options: " + e.getMessage());
        }
        Views views = game.views();
        Records.Replay r = game.records().replay(text);
        Records.Verdict v = r.verdict();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("family", game.family().word());
        out.put("game", game.key());
        out.put("name", game.name());
        out.put("players", r.trial() == null ? 0 : r.trial().players());
        out.put("options", options);
        out.put("ok", v.ok());
        out.put("verdict", v.ok() ? "legal record: " + v.message() : v.message());
        if (r.trial() == null) { // the header is refused: nothing to step through
            for (String k : List.of("layout", "seats", "start", "steps", "failure", "result")) out.put(k, k.equals("steps") || k.equals("seats") ? List.of() : null);
            RecordView.shape(out, "turn", 0);
            return out;
        }
        State state = r.trial().begin(); // its start: the game's own, or a position the record gives
        TurnLog log = new TurnLog(views);
        out.put("layout", views.layout(state.players()));
        out.put("seats", SeatedView.seats(views, state, List.of(), null));
        out.putAll(views.state(state, null));
        Map<String, Object> start = views.position(state);
        out.put("start", start.isEmpty() ? null : start.values().iterator().next());
        out.put("startToMove", state.mover());
        out.put("startTokens", views.tokens(state));
        out.put("startStatus", statuses(views, state, List.of()));
        Records.Refusal refusal = r.refusal();
        List<Map<String, Object>> steps = new ArrayList<>();
        for (varia.game.Trial.Step step : r.trial().steps()) {
            int before = log.size();
            boolean newTurn = step.chance() || before == 0 || log.seat(before - 1) != state.mover();
            if (newTurn && before > 0) steps.add(step(views, state, log, before - 1));
            log.apply(state, step.action());
        }
        int turns = log.size();
        boolean partial = refusal != null && turns == refusal.turn();
        if (turns > 0 && !partial) steps.add(step(views, state, log, turns - 1));
        out.put("steps", steps);
        Map<String, Object> failure = refusal == null ? null : failure(views, state, log, refusal, partial, v.message(), text);
        out.put("failure", failure);
        out.put("result", state.isTerminal() ? String.valueOf(views.result(state).getOrDefault("reason", state.result())) : null);
        RecordView.shape(out, "turn", v.ok() ? 0 : steps.size() + (failure != null && Boolean.TRUE.equals(failure.get("partial")) ? 1 : 0));
        return out;
    }

    /** Turn {@code i} and the board after it (the state as it is now). */
    private static Map<String, Object> step(Views views, State state, TurnLog log, int i) {
        List<Views.Turn> turns = log.turns(state);
        Views.Turn t = turns.get(i);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("n", i + 1);
        m.put("player", t.seat());
        m.put("seat", state.seat(t.seat()));
        m.put("chance", t.chanceText());
        m.put("moves", SeatedView.moves(t, "move", false));
        m.put("toMove", state.mover());
        m.put("over", state.isTerminal());
        m.put("tokens", views.tokens(state));
        m.put("status", statuses(views, state, turns));
        m.putAll(views.turn(t));
        m.putAll(views.position(state));
        String moves = t.actions().isEmpty() ? null : String.join(" ", t.actions().stream().map(Views.Played::text).toList());
        m.put("label", (i + 1) + ".");
        m.put("text", (t.chanceText() == null ? "" : t.chanceText() + " ") + (moves == null ? "-" : moves));
        m.put("told", state.seat(t.seat()) + (t.chanceText() == null ? "" : " threw " + t.chanceText()) + ": " + (moves == null ? "no move" : moves));
        return m;
    }

    /** The refused turn: where, whose, the chance and the move as written, why, the actions of its turn accepted before it, the legal moves there. */
    private static Map<String, Object> failure(Views views, State state, TurnLog log, Records.Refusal f, boolean partial, String verdict,
                                               String text) {
        Views.Turn accepted = partial ? log.turn(log.size() - 1, state) : null;
        Views.Turn turn = new Views.Turn(state.isTerminal() ? -1 : state.mover(), accepted == null ? -1 : accepted.chance(), f.chance(),
                accepted == null ? List.of() : accepted.actions(), false);
        String words = verdict.replaceFirst("^turn [0-9]+ \\(line [0-9]+\\)( \\([^)]*\\))?: ", "");
        Map<String, Object> m = varia.game.Facts.of("turn", f.turn(), "line", f.line(), "player", state.mover(), "seat", f.seat(),
                "chance", f.chance(), "move", f.action(), "reason", f.reason(), "words", words, "legal", f.legal(),
                "played", SeatedView.moves(turn, "move", false));
        m.put("tokens", views.tokens(state));
        m.put("status", statuses(views, state, log.turns(state)));
        m.putAll(views.refused(turn, state, words));
        String played = String.join(" ", turn.actions().stream().map(Views.Played::text).toList());
        m.put("n", f.turn());
        m.put("label", f.turn() + ".");
        m.put("written", String.join(" ", java.util.stream.Stream.of(f.seat(), f.chance(), played, f.action())
                .filter(w -> w != null && !w.isEmpty()).toList()));
        m.put("column", column(text, f.line(), f.chance(), f.action()));
        m.put("headline", "Turn " + f.turn() + (f.line() > 0 ? " (line " + f.line() + ")" : "") + ": " + f.seat()
                + (f.chance() != null ? " throws " + f.chance() : "") + (f.action() != null ? ", " + f.action() : "") + " — " + words);
        m.put("partial", !turn.actions().isEmpty());
        m.put("next", "next: turn " + f.turn() + " is refused");
        m.put("nextInTurn", "turn " + f.turn() + " is refused after " + played);
        return m;
    }

    /** The column (from 1) of the refused move on its line (after the throw), else of the line's first letter; 0 without a line. */
    static int column(String text, int line, String chance, String action) {
        if (line <= 0) return 0;
        String[] lines = text.split("\n", line + 1);
        if (lines.length < line) return 0;
        String l = lines[line - 1];
        int from = chance == null ? 0 : Math.max(0, l.indexOf(chance) + chance.length());
        int at = action == null ? -1 : l.indexOf(action, from);
        if (at < 0) at = l.length() - l.stripLeading().length();
        return at + 1;
    }

    private static List<String> statuses(Views views, State state, List<Views.Turn> turns) {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < state.players(); p++) out.add(views.status(state, p, turns));
        return out;
    }
}
