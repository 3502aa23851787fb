package varia.rules.promotion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import varia.variant.RuleKey;

/**
 * How pieces promote: per piece type (index-aligned with the variant's pieces), its promotion or null.
 */
public record Promotions(List<Promotion> byType) {
    public static final RuleKey<Promotions> KEY = new RuleKey<>("promotion", Promotions.class);

    public Promotions { byType = Collections.unmodifiableList(new ArrayList<>(byType)); }

    /** The promotion of a type, or null. */
    public Promotion of(int type) { return type < byType.size() ? byType.get(type) : null; }
}
