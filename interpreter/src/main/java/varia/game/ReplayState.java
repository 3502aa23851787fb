package varia.game;

import java.util.Arrays;

/**
 * A state whose position keeps no history of its own (race games, dice chess: allocation-free
 * positions made for playouts): it keeps the actions applied since the start, and undo replays
 * all but the last from a fresh start. Copies for a player's scratch work keep none.
 */
public abstract class ReplayState implements State {
    /** What the family counts as the game goes (turns, captures...; what a simulation reports), each at its index. */
    protected final int[] counts;
    private int[] history;
    private int applied;

    /** {@code keepHistory}: false for a scratch copy (undo then answers false); {@code counts}: how many counts the family keeps. */
    protected ReplayState(boolean keepHistory, int counts) {
        history = keepHistory ? new int[64] : null;
        this.counts = new int[counts];
    }

    /** One of the counts the family keeps. */
    public final int counts(int i) { return counts[i]; }

    /** Makes the position equal to {@code other}'s (the counts are copied already). */
    protected abstract void copyPosition(ReplayState other);

    /** Makes this state equal to {@code other} (a state of the same game and seats) without its history, as a copy. */
    @Override public final void copyFrom(State other) {
        ReplayState o = (ReplayState) other;
        forget();
        System.arraycopy(o.counts, 0, counts, 0, counts.length);
        copyPosition(o);
    }

    /** Makes an action (or a chance outcome) on the position. */
    protected abstract void play(int action);

    /** Back to the start of the game (the counts are zero already). */
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
        Arrays.fill(counts, 0);
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
