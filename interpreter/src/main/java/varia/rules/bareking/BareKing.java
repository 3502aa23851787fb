package varia.rules.bareking;

import varia.rules.Outcome;
import varia.variant.RuleKey;

/**
 * A side left with its royal piece(s) only is "bare".
 *
 * @param bared       result for the bared side when the rule applies
 * @param canBareBack the Shatranj proviso: when the bared side is to move and the opponent has a
 *                    single non-royal piece left, play goes on for one move (it may bare the
 *                    opponent back). false = the rule applies at once.
 * @param bothBare    result when both sides are bare (seed 004: "two bare kings draw"), or null to
 *                    play on (Fairy-Stockfish)
 */
public record BareKing(Outcome bared, boolean canBareBack, Outcome bothBare) {
    public static final RuleKey<BareKing> KEY = new RuleKey<>("bare-king", BareKing.class);

    public BareKing(Outcome bared, boolean canBareBack) { this(bared, canBareBack, null); }
}
