package varia.game;

import java.util.SplittableRandom;

/**
 * A computer player of any game: picks one of the legal actions of a decision node. Players
 * draw their random numbers from the caller's source, so that a seed gives the same game; one
 * instance per seat and thread (they keep scratch states).
 */
@FunctionalInterface
public interface Player {
    /** What {@link #choose} answers to claim the first of {@link State#claims} instead of acting. */
    int CLAIM = Integer.MIN_VALUE;

    /** One of {@code actions[0..n)}, the legal actions of {@code state} (a decision node, n >= 1), or {@link #CLAIM}. */
    int choose(State state, int[] actions, int n, SplittableRandom random);

    /**
     * Whether {@link #choose} draws random numbers in {@code game}: a front end that replays a
     * seeded game (an undo) asks the player again only then, to draw the same numbers.
     */
    default boolean draws(Game game) { return true; }

    /**
     * Asks a search running in {@link #choose} on another thread to end now and choose the best
     * action it has found (a person's "move now"); false when none runs, or when the player has no
     * search to cut short (the default: it chooses soon anyway).
     */
    default boolean stop() { return false; }

    /**
     * What the last {@link #choose} found, in words, for a front end to show beside the action (a
     * search's depth, score, nodes, time and line); empty (the default) when the player says nothing.
     */
    default String report() { return ""; }

    /** Forgets what it learnt of the last game (a search's tables). */
    default void newGame() {}
}
