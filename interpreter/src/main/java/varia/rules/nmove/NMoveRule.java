package varia.rules.nmove;

import varia.variant.RuleKey;

/** Draw after {@code moves} moves of each side without a capture or a move of a promotable piece. */
public record NMoveRule(int moves) {
    public static final RuleKey<NMoveRule> KEY = new RuleKey<>("n-move-rule", NMoveRule.class);
}
