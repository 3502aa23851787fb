package varia.rules.repetition;

import varia.variant.RuleKey;

/**
 * Repetition of position.
 *
 * @param times               draw on the n-th occurrence of a position; 0 = no such draw
 * @param perpetualCheckLoses a repetition reached by one side checking on every move loses for that side
 */
public record Repetition(int times, boolean perpetualCheckLoses) {
    public static final RuleKey<Repetition> KEY = new RuleKey<>("repetition", Repetition.class);
}
