package varia.game;

import java.util.Arrays;

/**
 * A state whose position keeps no history of its own (race games, dice chess: allocation-free
 * positions made for playouts): it keeps the actions applied since the start, and undo replays
 * all but the last from a fresh start. Copies for a player's scratch work keep none.
 */
public abstract class ReplayState implements State {
    private int[] history;
    private int applied;

    /** {@code keepHistory}: false for a scratch copy (undo then answers false). */
    protected ReplayState(boolean keepHistory) { history = keepHistory ? new int[64] : null; }

    /** Makes an action (or a chance outcome) on the position. */
    protected abstract void play(int action);

    /** Back to the start of the game, counts and all. */
    protected abstract void restart();

    /** A new state of the same game and seats that keeps no history ({@link #copy} fills it). */
    protected abstract ReplayState blank();

    @Override public final void apply(int action) {
        if (history != null) {
            if (applied == history.length) history = Arrays.copyOf(history, applied * 2);
            history[applied++] = action;
        }
        play(action);
    }

    @Override public final boolean undo() {
        if (history == null || applied == 0) return false;
        int[] again = Arrays.copyOf(history, applied - 1);
        restart();
        applied = 0;
        for (int a : again) apply(a);
        return true;
    }

    /** This state becomes a copy: it keeps no history ({@link State#copy}). */
    protected final void forget() {
        history = null;
        applied = 0;
    }

    @Override public final State copy() {
        ReplayState c = blank();
        c.copyFrom(this);
        return c;
    }
}
