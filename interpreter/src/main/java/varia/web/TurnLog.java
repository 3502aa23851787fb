package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.game.State;
import varia.game.Views;

/**
 * The turns of a game as its actions are applied, with what the family's {@link Views} says each
 * action did: a turn begins at a chance node or when the seat to act changes (as the terminal and
 * the records in turns count them). Also where each turn begins in the list of actions, for undo.
 */
final class TurnLog {
    private final Views views;
    private final List<Integer> actions = new ArrayList<>();
    private final List<Open> turns = new ArrayList<>();

    private static final class Open {
        final int seat, chance, start;
        final String chanceText;
        final List<Views.Played> played = new ArrayList<>();

        Open(int seat, int chance, String chanceText, int start) {
            this.seat = seat;
            this.chance = chance;
            this.chanceText = chanceText;
            this.start = start;
        }
    }

    TurnLog(Views views) { this.views = views; }

    /** Applies a legal action (or chance outcome) to {@code state} and notes it. */
    void apply(State state, int action) {
        boolean chance = state.isChance();
        int seat = state.mover();
        String text = state.actionText(action);
        if (chance || turns.isEmpty() || last().seat != seat) turns.add(new Open(seat, chance ? action : -1, chance ? text : null, actions.size()));
        actions.add(action);
        if (chance) {
            state.apply(action);
            return;
        }
        String[] squares = views.squares(state, action);
        Map<String, Object> facts = new LinkedHashMap<>(views.before(state, action));
        state.apply(action);
        views.after(state, facts);
        last().played.add(new Views.Played(action, text, squares[0], squares[1], facts));
    }

    private Open last() { return turns.get(turns.size() - 1); }

    int size() { return turns.size(); }

    List<Integer> actions() { return List.copyOf(actions); }

    /** Where turn {@code i} begins in {@link #actions()} (the number of actions before it). */
    int start(int i) { return i == turns.size() ? actions.size() : turns.get(i).start; }

    int seat(int i) { return turns.get(i).seat; }

    /** Turn {@code i}; the last one is finished once {@code state} has moved on (chance, the end, or another seat). */
    Views.Turn turn(int i, State state) {
        Open t = turns.get(i);
        boolean finished = i < turns.size() - 1 || state.isChance() || state.isTerminal() || state.mover() != t.seat;
        return new Views.Turn(t.seat, t.chance, t.chanceText, List.copyOf(t.played), finished);
    }

    /** The turns played as the pages list them and undo counts them: a throw waiting for its seat's first action is one only where the family says so. */
    int played(State state) {
        int n = turns.size();
        return n > 0 && !views.listsThrownTurns() && last().played.isEmpty() && !turn(n - 1, state).finished() ? n - 1 : n;
    }

    List<Views.Turn> turns(State state) {
        List<Views.Turn> out = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) out.add(turn(i, state));
        return out;
    }
}
