package varia.rules.repetition;

import varia.variant.RuleKey;

/**
 * Repetition of position.
 *
 * @param times               the n-th occurrence of a position ends the game by itself (a draw); 0 = never
 * @param perpetualCheckLoses a repetition reached by one side checking on every move loses for
 *                            that side, at the first occurrence count the rule acts on ({@link #first()})
 * @param claim               from the n-th occurrence on, a player may claim a draw; 0 = no claim
 */
public record Repetition(int times, boolean perpetualCheckLoses, int claim) {
    public static final RuleKey<Repetition> KEY = new RuleKey<>("repetition", Repetition.class);

    /** A repetition rule that ends the game by itself, with no earlier claim. */
    public Repetition(int times, boolean perpetualCheckLoses) { this(times, perpetualCheckLoses, 0); }

    /** The first occurrence at which the rule does anything: the claim, else the automatic end. */
    public int first() { return claim > 0 ? claim : times; }
}
