package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.game.Game;
import varia.game.IllegalAction;
import varia.game.Records;
import varia.game.State;
import varia.game.Trial;

/**
 * A new live game that goes on from somewhere other than its start, as the engine's own page
 * lets one: from a pasted record (the family's {@link Records}: the engine's PGN, KIF, CSA...; a
 * race's or dice game's turns), replayed under the record's options and from its position, up to
 * the action asked for; or from moves given as text in a shared link ({@code moves=e2e4,e7e5}).
 * Either is bounded (characters, actions) and read whole before a game is made: a refused one
 * names the turn or move and creates nothing. The actions found are taken as given, throws too
 * ({@link SeatedSession#given}): a record's dice are its own, not the seed's.
 */
final class LiveStart {
    private LiveStart() {}

    /** The longest record read (a game of {@link SeatedSession#MAX_TURNS} turns is far shorter). */
    static final int MAX_RECORD_CHARS = 1_000_000;
    /** The most actions a record or a link's moves may give, as many as a shared link's {@code actions}. */
    static final int MAX_ACTIONS = SeatedSession.MAX_TURNS * 4;

    /** Where the game goes on from: its game (with the record's options), seats, start as text (null: its own), the actions and declarations made. */
    record Begun(Game game, Map<String, String> options, int players, String start, List<Integer> actions, List<SeatedSession.Declared> declared) {}

    /** The game with other option values, as the shelf loads it (a 400 or 404 when it cannot). */
    interface Loader {
        Game load(Map<String, String> options);
    }

    /**
     * A pasted record of {@code game} replayed: its options over those asked ({@code asked}), its
     * start, its actions (the first {@code upTo}, null: all) and declarations. A 400 saying why,
     * naming the refused turn, when it does not replay.
     */
    static Begun record(Game game, Map<String, String> asked, Loader loader, String text, Integer upTo) {
        if (text.length() > MAX_RECORD_CHARS)
            throw new Api.HttpError(400, "record: " + text.length() + " characters, longer than " + MAX_RECORD_CHARS + " (one game's record is far shorter)");
        if (upTo != null && upTo < 0) throw new Api.HttpError(400, "upTo: the actions of the record to go on after, 0 or more, not " + upTo);
        String read;
        try {
            read = game.records().text("pasted record", text.getBytes(java.nio.charset.StandardCharsets.UTF_8)); // KIF, CSA...: as PGN
        } catch (varia.io.TextDecoding.UndecodableException | IllegalArgumentException e) {
            throw new Api.HttpError(400, "record: " + e.getMessage());
        }
        Map<String, String> options = new LinkedHashMap<>(asked);
        options.putAll(game.records().options(read)); // the rules the record was played under
        Game g = options.equals(asked) ? game : loader.load(options);
        Records.Replay r = g.records().replay(read);
        if (!r.verdict().ok()) throw new Api.HttpError(400, "record: " + r.verdict().message());
        Trial t = r.trial();
        if (t == null) throw new Api.HttpError(400, "record: its moves are read, but not as " + g.name() + "'s actions here");
        List<Trial.Step> steps = t.steps();
        int n = upTo == null ? steps.size() : Math.min(upTo, steps.size());
        if (n > MAX_ACTIONS) throw new Api.HttpError(400, "record: " + n + " actions, more than the " + MAX_ACTIONS + " a game goes on from");
        List<Integer> actions = new ArrayList<>(n);
        for (int i = 0; i < n; i++) actions.add(steps.get(i).action());
        return new Begun(g, options, t.players(), t.start(), actions, declared(t, n));
    }

    /** The trial's declarations made within its first {@code n} actions, by their index among those offered then. */
    private static List<SeatedSession.Declared> declared(Trial t, int n) {
        List<SeatedSession.Declared> out = new ArrayList<>();
        State s = t.begin();
        List<Trial.Step> steps = t.steps();
        List<Trial.Declaration> made = t.declarations();
        int d = 0;
        for (int i = 0; i <= n; i++) {
            for (; d < made.size() && made.get(d).at() == i; d++) {
                int index = s.declarations().indexOf(made.get(d).name());
                if (index < 0) throw new Api.HttpError(400, "record: the declaration '" + varia.io.Printable.shorten(made.get(d).name()) + "' is not offered there");
                s.declare(index);
                out.add(new SeatedSession.Declared(i, index));
            }
            if (i < n) s.apply(steps.get(i).action());
        }
        return out;
    }

    /**
     * Moves given as text ({@code e2e4}, or the family's notation; a throw's outcome at a throw),
     * read in turn from the start: the actions; a 400 naming the first that is not legal there, by
     * its number, with the moves before it.
     */
    static List<Integer> moves(State from, List<String> moves) {
        if (moves.size() > MAX_ACTIONS) throw new Api.HttpError(400, "moves: at most " + MAX_ACTIONS + " moves, not " + moves.size());
        List<Integer> out = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            String m = moves.get(i) == null ? "" : moves.get(i).strip();
            Api.checkMoveLength(m);
            String after = i == 0 ? "" : ", after " + String.join(" ", moves.subList(Math.max(0, i - 3), i));
            if (from.isTerminal()) throw new Api.HttpError(400, "moves: move " + (i + 1) + " ('" + varia.io.Printable.shorten(m) + "') comes after the game's end" + after);
            int a;
            try {
                a = from.parseAction(m);
            } catch (IllegalAction e) {
                throw new Api.HttpError(400, "moves: move " + (i + 1) + " ('" + varia.io.Printable.shorten(m) + "') is not legal there" + after + ": " + e.getMessage());
            }
            from.apply(a);
            out.add(a);
        }
        return out;
    }
}
