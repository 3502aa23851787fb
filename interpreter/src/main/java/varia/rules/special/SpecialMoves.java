package varia.rules.special;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import varia.variant.RuleKey;

/** Once-only special moves: per piece type (index-aligned), its special move or null. */
public record SpecialMoves(List<SpecialMove> byType) {
    public static final RuleKey<SpecialMoves> KEY = new RuleKey<>("special", SpecialMoves.class);

    public SpecialMoves { byType = Collections.unmodifiableList(new ArrayList<>(byType)); }

    public SpecialMove of(int type) { return byType.get(type); }
}
