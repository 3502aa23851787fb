package varia.rules.nmove;

import varia.variant.RuleKey;

/**
 * The n-move rule: after so many moves of each side without a capture or a move of a pawn-like
 * piece the game is drawn.
 *
 * @param moves the moves after which the game ends by itself (0 = never: FIDE's 75-move rule is automatic)
 * @param claim the moves after which a player may claim the draw (0 = no claim: FIDE's 50-move rule is a claim)
 */
public record NMoveRule(int moves, int claim) {
    public static final RuleKey<NMoveRule> KEY = new RuleKey<>("n-move-rule", NMoveRule.class);

    /** An n-move rule that ends the game by itself, with no earlier claim. */
    public NMoveRule(int moves) { this(moves, 0); }

    /** The first number of moves at which the rule does anything: the claim, else the automatic end. */
    public int first() { return claim > 0 ? claim : moves; }
}
