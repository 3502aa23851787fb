package varia.rules.repetition;

import varia.variant.RuleKey;

/**
 * Repetition of position.
 *
 * @param times               the n-th occurrence of a position ends the game by itself (a draw); 0 = never
 * @param perpetualCheckLoses a repetition reached by one side checking on every move loses for that side
 * @param perpetualAt         the occurrence at which perpetual check is judged (janggi by seed 004: 3,
 *                            with no draw by repetition at all)
 * @param perpetualChaseLoses a repetition reached by one side chasing on every move (one and the same
 *                            piece attacking one and the same unprotected enemy piece, not royal) loses
 *                            for that side, unless the other side checks perpetually (xiangqi, seed 004 IX)
 * @param claim               from the n-th occurrence on, a player may claim a draw; 0 = no claim
 * @param chase               what counts as a chase ({@code end.chase}; {@link ChaseRules#PLAIN} without it)
 * @param mustChange          in a record's replay, a perpetual check or chase is an order to change ("stop or
 *                            lose"), not the end of the game: the offender who changes plays on
 *                            ({@code end.perpetual-in-records: must-change}); false: it ends the game there too
 * @param limit               with {@code mustChange}: the occurrence of the cycle's position at which an
 *                            offender who has not changed loses in a record too ({@code end.perpetual-limit};
 *                            0 = only where the record ends in the cycle)
 */
public record Repetition(int times, boolean perpetualCheckLoses, int perpetualAt, boolean perpetualChaseLoses, int claim, ChaseRules chase,
                         boolean mustChange, int limit) {
    public static final RuleKey<Repetition> KEY = new RuleKey<>("repetition", Repetition.class);

    public Repetition(int times, boolean perpetualCheckLoses, int perpetualAt, boolean perpetualChaseLoses, int claim, ChaseRules chase) {
        this(times, perpetualCheckLoses, perpetualAt, perpetualChaseLoses, claim, chase, false, 0);
    }

    public Repetition(int times, boolean perpetualCheckLoses, int perpetualAt, boolean perpetualChaseLoses, int claim) {
        this(times, perpetualCheckLoses, perpetualAt, perpetualChaseLoses, claim, ChaseRules.PLAIN);
    }

    public Repetition(int times, boolean perpetualCheckLoses) { this(times, perpetualCheckLoses, times, false, 0); }

    public Repetition(int times, boolean perpetualCheckLoses, int perpetualAt) { this(times, perpetualCheckLoses, perpetualAt, false, 0); }

    public Repetition(int times, boolean perpetualCheckLoses, int perpetualAt, boolean perpetualChaseLoses) {
        this(times, perpetualCheckLoses, perpetualAt, perpetualChaseLoses, 0);
    }
}
