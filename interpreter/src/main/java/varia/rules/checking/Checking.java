package varia.rules.checking;

import varia.variant.RuleKey;

/**
 * Checks as rules of their own.
 *
 * @param forbidden   a move that gives check is illegal (Racing Kings)
 * @param checksToWin a side that has given this many checks wins (Three-check: 3); 0 for none
 */
public record Checking(boolean forbidden, int checksToWin) {
    public static final RuleKey<Checking> KEY = new RuleKey<>("checking", Checking.class);
}
