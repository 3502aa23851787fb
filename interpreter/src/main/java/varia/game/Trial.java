package varia.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What was played in one game (Ludii's trial): the game and its seats, the option values it was
 * loaded with, the start when it was not the game's own (a state text: FEN for the engine's
 * games), and every action in order with the seat whose turn it was and the action's text at the
 * time, and the declarations made between them ({@link State#declarations}: acts that keep the
 * turn). A record is written from a trial and read back into one.
 */
public final class Trial {
    /** One action: the seat whose turn it was (at a chance node, the seat that throws), whether chance drew it, the action, its text. */
    public record Step(int seat, boolean chance, int action, String text) {}

    private final Game game;
    private final int players;
    private final Map<String, String> options;
    private final String start;
    private final List<Step> steps = new ArrayList<>();

    /** A declaration made after the first {@code at} steps (0: before the first), by its name. */
    public record Declaration(int at, String name) {}

    private final List<Declaration> declarations = new ArrayList<>();

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

    /** Makes declaration {@code i} of {@code state}'s {@link State#declarations} and keeps it. */
    public void declare(State state, int i) {
        String name = state.declarations().get(i);
        state.declare(i);
        declarations.add(new Declaration(steps.size(), name));
    }

    /** The declarations made, in order. */
    public List<Declaration> declarations() { return List.copyOf(declarations); }

    /** Forgets the last declaration (the caller has undone it); false when there is none. */
    public boolean undeclare() {
        if (declarations.isEmpty()) return false;
        declarations.remove(declarations.size() - 1);
        return true;
    }

    /** Forgets the last {@code n} steps and the declarations made after what is left (the caller has undone them). */
    public void drop(int n) {
        for (int i = 0; i < n && !steps.isEmpty(); i++) steps.remove(steps.size() - 1);
        declarations.removeIf(d -> d.at() > steps.size());
    }

    /** The state these steps and declarations lead to, replayed from the start. */
    public State replay() {
        State s = begin();
        int d = 0;
        for (int i = 0; i <= steps.size(); i++) {
            for (; d < declarations.size() && declarations.get(d).at() == i; d++) s.declare(offered(s, declarations.get(d).name()));
            if (i < steps.size()) s.apply(steps.get(i).action());
        }
        return s;
    }

    /** Makes the declaration called {@code name} in {@code state} and keeps it; IllegalArgumentException when not offered. */
    public void declare(State state, String name) { declare(state, offered(state, name)); }

    /** The index of the declaration called {@code name} among {@code state}'s; IllegalArgumentException when not offered. */
    private static int offered(State state, String name) {
        int k = state.declarations().indexOf(name);
        if (k < 0) throw new IllegalArgumentException("the rules offer no declaration '" + name + "' here");
        return k;
    }
}
