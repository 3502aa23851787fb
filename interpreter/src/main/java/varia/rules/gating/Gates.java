package varia.rules.gating;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Gating: per piece type (index-aligned), the type of the piece its first move leaves on the
 * square it vacates, or -1 (the Shatar "Old 1 Hia" king leaves a Hia).
 */
public record Gates(List<Integer> byType) {
    public static final RuleKey<Gates> KEY = new RuleKey<>("gating", Gates.class);

    public Gates { byType = List.copyOf(byType); }

    public int of(int type) { return byType.get(type); }
}
