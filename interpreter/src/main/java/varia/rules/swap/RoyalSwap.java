package varia.rules.swap;

import java.util.List;
import varia.variant.RuleKey;

/**
 * A side with no legal move may exchange its royal piece with one of its own pieces (seed 004
 * section II note 9, Pritchard: a stalemated king "may be transposed" with one of its men).
 *
 * @param with       type indices of the pieces the royal may exchange squares with
 * @param givesCheck false: a swap may not leave the opponent in check (the note's "as long as this
 *                   does not result in check"; the swapping side's own royal is never left in check
 *                   anyway, as with every move)
 */
public record RoyalSwap(List<Integer> with, boolean givesCheck) {
    public static final RuleKey<RoyalSwap> KEY = new RuleKey<>("royal-swap", RoyalSwap.class);

    public RoyalSwap { with = List.copyOf(with); }
}
