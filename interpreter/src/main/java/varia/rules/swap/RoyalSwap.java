package varia.rules.swap;

import java.util.List;
import varia.variant.RuleKey;

/**
 * A royal piece may exchange squares with one of its own pieces (seed 004 section II note 9,
 * Pritchard: a stalemated king "may be transposed" with one of its men; Tamerlane chess's king
 * "once during the game" to evade check or stalemate).
 *
 * @param with       type indices of the pieces the royal may exchange squares with
 * @param givesCheck false: a swap may not leave the opponent in check (the note's "as long as this
 *                   does not result in check"; the swapping side's own royal is never left in check
 *                   anyway, as with every move)
 * @param inCheck    the swap is also a way out of check (besides the side's other moves)
 * @param noMove     the swap is offered when the side has no other legal move (the stalemated king)
 * @param once       each side may swap once in a game (the right is written in the FEN: {@code S}/{@code s} once used)
 * @param royal      the type that swaps, or -1: the side's royal piece (its only one)
 */
public record RoyalSwap(List<Integer> with, boolean givesCheck, boolean inCheck, boolean noMove, boolean once, int royal) {
    public static final RuleKey<RoyalSwap> KEY = new RuleKey<>("royal-swap", RoyalSwap.class);

    public RoyalSwap { with = List.copyOf(with); }

    /** Shatranj's stalemated king: no other legal move, as often as it happens. */
    public RoyalSwap(List<Integer> with, boolean givesCheck) { this(with, givesCheck, false, true, false, -1); }
}
