package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.game.Game;
import varia.game.State;
import varia.game.Views;

/**
 * A seated game's state as the pages draw it, the same for every family: the board's layout and
 * tokens, the seats (who plays each, what it is, how it stands), whose turn, the phase (throw, move,
 * over), the throw shown, the legal moves with their squares, the turns played and the result;
 * each with the family's own facts ({@link Views}) merged in.
 */
final class SeatedView {
    private SeatedView() {}

    static Map<String, Object> of(SeatedSession s, State state, TurnLog log, String[] who, boolean humanToAct) {
        return of(s, state, log, who, humanToAct, Map.of());
    }

    /** {@code view}: the page's choices of how to show it ({@link Views#state(State, Views.Turn, Map)}). */
    static Map<String, Object> of(SeatedSession s, State state, TurnLog log, String[] who, boolean humanToAct, Map<String, String> view) {
        Game g = s.game;
        Views views = g.views();
        List<Views.Turn> turns = log.turns(state);
        Views.Turn current = turns.isEmpty() || turns.get(turns.size() - 1).finished() ? null : turns.get(turns.size() - 1);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", s.id);
        out.put("family", g.family().word());
        out.put("game", g.key());
        out.put("name", g.name());
        out.put("seed", s.seed);
        out.put("players", state.players());
        out.put("options", s.options);
        out.put("layout", views.layout(state.players()));
        out.put("tokens", views.tokens(state));
        out.put("seats", seats(views, state, turns, who));
        int mover = state.mover();
        out.put("turn", mover);
        out.put("turnSeat", mover < 0 ? null : state.seat(mover));
        out.put("humanToAct", humanToAct);
        out.put("phase", state.isTerminal() ? "over" : state.isChance() ? "throw" : "move");
        out.put("chips", views.thrown(state, current));
        out.put("legal", legal(views, state));
        List<Map<String, Object>> history = new ArrayList<>();
        for (int i = 0; i < log.played(state); i++) history.add(turn(views, state, turns.get(i), i + 1));
        out.put("history", history);
        int told = Math.min(turns.size(), log.played(state)) - 1; // the last finished turn, in words
        while (told >= 0 && !turns.get(told).finished()) told--;
        out.put("last", told < 0 ? null : told + 1 + ". " + state.seat(turns.get(told).seat()) + " " + views.told(turns.get(told)));
        out.put("summary", views.summary(state));
        out.put("result", result(views, state));
        out.putAll(views.state(state, current, view));
        return out;
    }

    static List<Map<String, Object>> seats(Views views, State state, List<Views.Turn> turns, String[] who) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int p = 0; p < state.players(); p++) {
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("index", p);
            seat.put("name", state.seat(p));
            if (who != null) seat.put("who", who[p]);
            seat.put("about", views.about(state.players(), p));
            seat.put("status", views.status(state, p, turns));
            seat.putAll(views.seat(state, p, turns));
            out.add(seat);
        }
        return out;
    }

    /** The legal actions offered the seat to decide ({@link OwnActions}): each its text ({@code move}, as records write it), squares and the family's facts. */
    private static List<Map<String, Object>> legal(Views views, State state) {
        List<Map<String, Object>> out = new ArrayList<>();
        if (state.isChance() || state.isTerminal()) return out;
        int[] actions = new int[state.maxActions()];
        int n = OwnActions.of(state, actions);
        for (int i = 0; i < n; i++) {
            Map<String, Object> m = new LinkedHashMap<>();
            String[] squares = views.squares(state, actions[i]);
            m.put("move", state.actionText(actions[i]));
            m.put("from", squares[0]);
            m.put("to", squares[1]);
            m.putAll(views.legal(state, actions[i]));
            out.add(m);
        }
        return out;
    }

    /** A turn played: its number, seat, what chance threw, its actions (text, squares, what each did), and the family's facts. */
    static Map<String, Object> turn(Views views, State state, Views.Turn t, int n) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("n", n);
        m.put("player", t.seat());
        m.put("seat", state.seat(t.seat()));
        m.put("chance", t.chanceText());
        m.put("moves", moves(t, "text", true));
        m.put("finished", t.finished());
        m.putAll(views.turn(t));
        return m;
    }

    /** A turn's actions: each its text (under {@code textKey}), its squares and, with {@code facts}, what the family says it did. */
    static List<Map<String, Object>> moves(Views.Turn t, String textKey, boolean facts) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Views.Played p : t.actions()) {
            Map<String, Object> a = new LinkedHashMap<>();
            a.put(textKey, p.text());
            a.put("from", p.from());
            a.put("to", p.to());
            if (facts) a.putAll(p.facts());
            out.add(a);
        }
        return out;
    }

    /** The result of a game a seat ended ({@link SeatedSession.Ending}): the seats in {@code places}, the first one the winner with the point. */
    static Map<String, Object> ended(State state, int[] places, String why) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", "over");
        m.put("winner", state.seat(places[0]));
        m.put("reason", why);
        String[] score = new String[state.players()];
        for (int q = 0; q < score.length; q++) score[q] = q == places[0] ? "1" : "0";
        m.put("score", String.join("-", score));
        List<String> order = new ArrayList<>();
        for (int q : places) order.add(state.seat(q));
        m.put("places", order);
        return m;
    }

    /** The result of a draw every seat agreed: no winner, each seat an equal share ({@code 1/2-1/2}), the seats in order. */
    static Map<String, Object> drawn(State state, String why) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", "over");
        m.put("winner", null);
        m.put("reason", why);
        String share = "1/" + state.players();
        List<String> order = new ArrayList<>();
        for (int q = 0; q < state.players(); q++) order.add(state.seat(q));
        m.put("score", String.join("-", java.util.Collections.nCopies(state.players(), share)));
        m.put("places", order);
        return m;
    }

    /** The result: ongoing or over, the winner's seat, the reason in the family's words, the score, the order of the seats. */
    static Map<String, Object> result(Views views, State state) {
        Map<String, Object> m = new LinkedHashMap<>();
        boolean over = state.isTerminal();
        m.put("status", over ? "over" : "ongoing");
        m.put("winner", over && state.winner() >= 0 ? state.seat(state.winner()) : null);
        m.put("reason", over ? state.result() : null);
        m.put("score", state.score());
        List<String> order = new ArrayList<>();
        if (over) for (int q : state.ranking()) order.add(state.seat(q));
        m.put("places", order);
        m.putAll(views.result(state));
        return m;
    }
}
