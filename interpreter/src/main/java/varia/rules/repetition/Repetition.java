package varia.rules.repetition;

import varia.variant.RuleKey;

/**
 * Repetition of position.
 *
 * @param times               draw on the n-th occurrence of a position; 0 = no such draw
 * @param perpetualCheckLoses a repetition reached by one side checking on every move loses for that side
 * @param perpetualAt         the occurrence at which perpetual check is judged (janggi by seed 004: 3,
 *                            with no draw by repetition at all)
 */
public record Repetition(int times, boolean perpetualCheckLoses, int perpetualAt) {
    public static final RuleKey<Repetition> KEY = new RuleKey<>("repetition", Repetition.class);

    public Repetition(int times, boolean perpetualCheckLoses) { this(times, perpetualCheckLoses, times); }
}
