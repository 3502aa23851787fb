package varia.rules.refuge;

import java.util.List;
import varia.variant.RuleKey;

/**
 * A royal piece that has taken refuge on some squares gives its owner a choice, as actions of his
 * turn: it may change places with one of his pieces of the listed kinds, and/or he may declare
 * the game drawn (Forbes's account of Timur's great chess, 1860, p. 151: a king that had fled to
 * the citadel might change places with either prince, "or it might be declared drawn, at the option
 * of the fugitive King's owner"). The side may also play on as usual.
 *
 * @param royal  the piece whose refuge it is (type index)
 * @param region the refuge's squares (the mover's region: {@code enemy-X} for the opponent's)
 * @param swap   the kinds of own piece it may change places with (empty: none)
 * @param draw   whether its owner may declare the game drawn while it stands there
 */
public record Refuge(int royal, String region, List<Integer> swap, boolean draw) {
    public static final RuleKey<Refuge> KEY = new RuleKey<>("refuge", Refuge.class);

    public Refuge { swap = List.copyOf(swap); }
}
