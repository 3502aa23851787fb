package varia.rules.mate;

import varia.rules.Outcome;
import varia.variant.RuleKey;

/**
 * What a side without a legal move gets.
 *
 * @param checkmate         result for the side that is checkmated (normally LOSS)
 * @param stalemate         result for the side that has no legal move and is not in check
 * @param forbidStalemating a move that leaves the opponent without a legal move (not in check) is illegal
 * @param stalemateByPieces the side without a move wins when it has fewer pieces than its opponent, loses when it
 *                          has more, draws on equal numbers (Suicide chess; {@code stalemate} is then WIN)
 */
public record MateRules(Outcome checkmate, Outcome stalemate, boolean forbidStalemating, boolean stalemateByPieces) {
    public static final RuleKey<MateRules> KEY = new RuleKey<>("mate", MateRules.class);

    public MateRules(Outcome checkmate, Outcome stalemate, boolean forbidStalemating) {
        this(checkmate, stalemate, forbidStalemating, false);
    }
    public static final MateRules DEFAULT = new MateRules(Outcome.LOSS, Outcome.DRAW, false);
}
