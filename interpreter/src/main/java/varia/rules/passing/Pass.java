package varia.rules.passing;

import varia.rules.Outcome;
import varia.variant.RuleKey;

/**
 * Passing a turn.
 *
 * @param inCheck        passing is allowed while in check (janggi: no, except in bikjang)
 * @param endsAfter      this many passes in a row end the game (0 = never)
 * @param endOutcome     the result for the side to move when passes end the game
 * @param afterCaptureToReserve passing is allowed only right after the opponent's capture that
 *                       opened an exchange, and the piece just lost goes to the passer's reserve
 *                       (Shahrady)
 * @param exchangeRuns   which capture opens an exchange: false (pairs) - captures pair off, a
 *                       capture answering an unanswered one closes the exchange and the next capture
 *                       opens a new one (seed 003's own study, "3. Pass"); true (runs) - only a
 *                       capture that follows no capture opens one (rule 2's wording read strictly)
 */
public record Pass(boolean inCheck, int endsAfter, Outcome endOutcome, boolean afterCaptureToReserve, boolean exchangeRuns) {
    public static final RuleKey<Pass> KEY = new RuleKey<>("passing", Pass.class);

    public Pass(boolean inCheck, int endsAfter, Outcome endOutcome) { this(inCheck, endsAfter, endOutcome, false, false); }
}
