package varia.rules.checks;

import java.util.List;
import java.util.Map;
import varia.variant.RuleKey;

/**
 * Rules about who gives check and which mates count (Shatar).
 *
 * @param kinds          named kinds of check by checking piece type (shak, tuk, zod), in file order
 * @param mateNeeds      a checkmate wins only if it, or an unbroken series of checks by the mating side
 *                       ending in it, includes a check of this kind; else the game is drawn (niol); null = every mate wins
 * @param drawnMates     types whose checkmates are only draws when no other piece gives check
 * @param forbiddenMates types that may not deliver checkmate on their own: such a mating move is illegal
 */
public record CheckRules(Map<String, List<Integer>> kinds, String mateNeeds, List<Integer> drawnMates,
                         List<Integer> forbiddenMates) {
    public static final RuleKey<CheckRules> KEY = new RuleKey<>("checks", CheckRules.class);

    public CheckRules {
        kinds = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(kinds));
        drawnMates = List.copyOf(drawnMates);
        forbiddenMates = List.copyOf(forbiddenMates);
    }
}
