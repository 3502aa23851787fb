package varia.rules.drops;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import varia.variant.RuleKey;

/**
 * Hands and drops: pieces in hand may be dropped on the board as a move.
 *
 * @param capturesToHand captured pieces go to the captor's hand (as {@code demotesTo}), shogi style
 * @param mustDrop       while a side holds pieces it must drop one if it can (Sittuyin's deployment)
 * @param byType         where each piece type may be dropped (index-aligned; {@link DropRule#ANYWHERE} by default)
 * @param demotesTo      per type, the type a captured piece goes to the hand as (itself, a promoted form's base, or the file's {@code demotes-to})
 */
public record Drops(boolean capturesToHand, boolean mustDrop, List<DropRule> byType, List<Integer> demotesTo) {
    public static final RuleKey<Drops> KEY = new RuleKey<>("drops", Drops.class);

    public Drops {
        byType = Collections.unmodifiableList(new ArrayList<>(byType));
        demotesTo = List.copyOf(demotesTo);
    }

    public DropRule of(int type) { return byType.get(type); }
}
