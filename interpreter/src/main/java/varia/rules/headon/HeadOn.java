package varia.rules.headon;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Pieces that travel in opposite directions and may meet head-on, each blocking the other (the two
 * kinds of pawn of Byzantine round chess): such a pair may be taken off the board by the player
 * {@code removedBy} names, as an act that does not count as his move (he moves after it).
 *
 * @param types     the pieces that may block each other head-on (of one side)
 * @param byOpponent the pair's opponent removes it (Bodlaender's "the opponent can remove both"); false: its owner
 */
public record HeadOn(List<Integer> types, boolean byOpponent) {
    public static final RuleKey<HeadOn> KEY = new RuleKey<>("head-on", HeadOn.class);

    public HeadOn { types = List.copyOf(types); }
}
