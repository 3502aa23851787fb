package varia.rules.adjacency;

import varia.variant.RuleKey;

/** The game ends at once when the royal pieces of both sides stand next to each other, decided by material (Shahrady). */
public record AdjacentRoyals() {
    public static final RuleKey<AdjacentRoyals> KEY = new RuleKey<>("adjacency", AdjacentRoyals.class);
}
