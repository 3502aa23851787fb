package varia.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What was played in one game (Ludii's trial): the game and its seats, the option values it was
 * loaded with, the start when it was not the game's own (a state text: FEN for the engine's
 * games), and every action in order with the seat whose turn it was and the action's text at the
 * time. A record is written from a trial and read back into one.
 */
public final class Trial {
    /** One action: the seat whose turn it was (at a chance node, the seat that throws), whether chance drew it, the action, its text. */
    public record Step(int seat, boolean chance, int action, String text) {}

    private final Game game;
    private final int players;
    private final Map<String, String> options;
    private final String start;
    private final List<Step> steps = new ArrayList<>();

    public Trial(Game game, int players, Map<String, String> options) { this(game, players, options, null); }

    /** A trial from a start given as a state text ({@link Game#start(int, String)}); null: the game's own start. */
    public Trial(Game game, int players, Map<String, String> options, String start) {
        this.game = game;
        this.players = players;
        this.options = Map.copyOf(options);
        this.start = start;
    }

    public Game game() { return game; }

    public int players() { return players; }

    /** The option values the game was played under (written into records). */
    public Map<String, String> options() { return options; }

    /** The start as a state text, or null for the game's own start. */
    public String start() { return start; }

    /** A fresh state at this trial's start. */
    public State begin() { return start == null ? game.start(players) : game.start(players, start); }

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
        State s = begin();
        for (Step step : steps) s.apply(step.action());
        return s;
    }
}
