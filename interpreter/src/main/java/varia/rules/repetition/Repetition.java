package varia.rules.repetition;

import varia.variant.RuleKey;

/**
 * Repetition of position.
 *
 * @param times               draw on the n-th occurrence of a position; 0 = no such draw
 * @param perpetualCheckLoses a repetition reached by one side checking on every move loses for that side
 * @param perpetualAt         the occurrence at which perpetual check is judged (janggi by seed 004: 3,
 *                            with no draw by repetition at all)
 * @param perpetualChaseLoses a repetition reached by one side chasing on every move (one and the same
 *                            piece attacking one and the same unprotected enemy piece, not royal) loses
 *                            for that side, unless the other side checks perpetually (xiangqi, seed 004 IX)
 */
public record Repetition(int times, boolean perpetualCheckLoses, int perpetualAt, boolean perpetualChaseLoses) {
    public static final RuleKey<Repetition> KEY = new RuleKey<>("repetition", Repetition.class);

    public Repetition(int times, boolean perpetualCheckLoses) { this(times, perpetualCheckLoses, times, false); }

    public Repetition(int times, boolean perpetualCheckLoses, int perpetualAt) { this(times, perpetualCheckLoses, perpetualAt, false); }
}
