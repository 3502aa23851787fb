package varia.rules.impasse;

import java.util.List;
import varia.variant.RuleKey;

/**
 * The entering-king declaration: a side whose royal piece stands in the enemy camp, not in check,
 * with at least {@code piecesInCamp} other pieces there, may declare instead of moving; its points
 * (pieces in the camp and in hand: 5 for each of {@code bigPieces}, 1 for the others) decide. Or
 * the jishogi claim ({@link Rule#JISHOGI_24}), when both royal pieces are in their enemy camps.
 *
 * @param rule        POINTS_27: 28 points for the first player, 27 for the second, win; fewer may not declare.
 *                    POINTS_24: 31 or more win, 24-30 draw; fewer may not declare.
 *                    JISHOGI_24: seed 004 section XIII's impasse: once both royal pieces stand in the
 *                    enemy camp, the side to move (not in check) may claim it; every piece on the
 *                    board and in hand counts (5 for {@code bigPieces}, 1 for the others, royal
 *                    pieces none); a side under 24 points loses, both at 24 or more draw.
 * @param bigPieces   type indices worth 5 points
 * @param campRanks   depth of the enemy camp in ranks
 * @param piecesInCamp other pieces needed in the camp
 */
public record Impasse(Rule rule, List<Integer> bigPieces, int campRanks, int piecesInCamp) {
    public static final RuleKey<Impasse> KEY = new RuleKey<>("impasse", Impasse.class);

    public Impasse { bigPieces = List.copyOf(bigPieces); }

    public enum Rule { POINTS_27, POINTS_24, JISHOGI_24 }
}
