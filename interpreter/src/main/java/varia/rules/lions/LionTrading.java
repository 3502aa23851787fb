package varia.rules.lions;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Chu Shogi's lion-trading rules (Chu Shogi Association; H.G. Muller), for the pieces a file
 * names as lions:
 * <ol>
 * <li>a lion may not take a lion that was not next to it when the lion it takes is protected
 *     (an enemy move could take back on that square), unless the same move also took, on its way,
 *     a piece that is not one of the {@code cheap} ones (in Chu Shogi: a pawn or a go-between);</li>
 * <li>(with {@code counterStrike}) when a piece that is not a lion has just taken a lion, the
 *     other side may not take a lion with a piece that is not a lion on its next move.</li>
 * </ol>
 *
 * @param lions         the lion types (both rules)
 * @param cheap         the types whose capture on the way does not lift rule 1
 * @param counterStrike rule 2 is in force
 */
public record LionTrading(List<Integer> lions, List<Integer> cheap, boolean counterStrike) {
    public static final RuleKey<LionTrading> KEY = new RuleKey<>("lion-trading", LionTrading.class);
}
