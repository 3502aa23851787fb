package varia.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What was played in one game (Ludii's trial): the game and its seats, the option values it was
 * loaded with, and every action in order with the seat whose turn it was and the action's text
 * at the time. A record is written from a trial and read back into one.
 */
public final class Trial {
    /** One action: the seat whose turn it was (at a chance node, the seat that throws), whether chance drew it, the action, its text. */
    public record Step(int seat, boolean chance, int action, String text) {}

    private final Game game;
    private final int players;
    private final Map<String, String> options;
    private final List<Step> steps = new ArrayList<>();

    public Trial(Game game, int players, Map<String, String> options) {
        this.game = game;
        this.players = players;
        this.options = Map.copyOf(options);
    }

    public Game game() { return game; }

    public int players() { return players; }

    /** The option values the game was played under (written into records). */
    public Map<String, String> options() { return options; }

    public List<Step> steps() { return List.copyOf(steps); }

    public int size() { return steps.size(); }

    /** Applies an action to {@code state} and keeps it (its text taken before). */
    public void apply(State state, int action) {
        boolean chance = state.isChance();
        steps.add(new Step(state.mover(), chance, action, state.actionText(action)));
        state.apply(action);
    }

    /** Forgets the last {@code n} steps (the caller has undone them). */
    public void drop(int n) {
        for (int i = 0; i < n && !steps.isEmpty(); i++) steps.remove(steps.size() - 1);
    }

    /** The state these steps lead to, replayed from the start. */
    public State replay() {
        State s = game.start(players);
        for (Step step : steps) s.apply(step.action());
        return s;
    }
}
