package varia.rules.passing;

import varia.rules.Outcome;
import varia.variant.RuleKey;

/**
 * Passing a turn.
 *
 * @param inCheck        passing is allowed while in check (janggi: no, except in bikjang)
 * @param endsAfter      this many passes in a row end the game (0 = never)
 * @param endOutcome     the result for the side to move when passes end the game
 * @param afterCaptureToReserve passing is allowed only right after the opponent captured (a capture
 *                       that was not itself a recapture), and the piece just lost goes to the
 *                       passer's reserve (Shahrady)
 */
public record Pass(boolean inCheck, int endsAfter, Outcome endOutcome, boolean afterCaptureToReserve) {
    public static final RuleKey<Pass> KEY = new RuleKey<>("passing", Pass.class);

    public Pass(boolean inCheck, int endsAfter, Outcome endOutcome) { this(inCheck, endsAfter, endOutcome, false); }
}
