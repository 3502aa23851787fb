package varia.rules.royalpath;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Royal pieces that may not pass over an attacked square ({@code pieces.X.passes-through-check:
 * false}): the rule chess gives a castling king, for every move of the piece that crosses squares.
 *
 * @param byType per type, whether its moves may not cross attacked squares
 */
public record SafePassage(List<Boolean> byType) {
    public static final RuleKey<SafePassage> KEY = new RuleKey<>("royalpath", SafePassage.class);

    public SafePassage { byType = List.copyOf(byType); }

    public boolean of(int type) { return type < byType.size() && byType.get(type); }
}
