package varia.rules.turns;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Who moves when, beyond strict alternation.
 *
 * @param freeUntilCapture either side may move at any time until the first capture (Senterej's werera)
 * @param series           an opening series (each side's first moves in a row), or null
 * @param openingMoves     compulsory first moves in coordinate notation (Shatar's 1.d4 d5), in order
 */
public record TurnRules(boolean freeUntilCapture, Series series, List<String> openingMoves) {
    public static final RuleKey<TurnRules> KEY = new RuleKey<>("turns", TurnRules.class);

    public TurnRules { openingMoves = List.copyOf(openingMoves); }
}
