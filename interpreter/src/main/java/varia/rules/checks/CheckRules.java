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
 * @param givenBy        which mates {@code drawnMates} and {@code forbiddenMates} mean: those in which
 *                       such pieces give every check, those in which one of them gives check, or
 *                       those whose mating move such a piece makes (a check it uncovers included)
 */
public record CheckRules(Map<String, List<Integer>> kinds, String mateNeeds, List<Integer> drawnMates,
                         List<Integer> forbiddenMates, GivenBy givenBy) {
    public static final RuleKey<CheckRules> KEY = new RuleKey<>("checks", CheckRules.class);

    /** Which mates are "given by" a piece: the words of {@code end.mate-given-by}, in order. */
    public enum GivenBy {
        /** every checking piece is of those types (Fairy-Stockfish's shatar) */
        SOLE_CHECKERS,
        /** one of the checking pieces is (a double check with another piece included) */
        CHECKERS,
        /** such a piece makes the mating move, whether it gives the check or uncovers it, or gives check */
        MOVER;

        public static final List<String> WORDS = List.of("sole-checkers", "checkers", "mover");

        public String word() { return WORDS.get(ordinal()); }
    }

    public CheckRules(Map<String, List<Integer>> kinds, String mateNeeds, List<Integer> drawnMates, List<Integer> forbiddenMates) {
        this(kinds, mateNeeds, drawnMates, forbiddenMates, GivenBy.SOLE_CHECKERS);
    }

    public CheckRules {
        kinds = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(kinds));
        drawnMates = List.copyOf(drawnMates);
        forbiddenMates = List.copyOf(forbiddenMates);
    }
}
