package varia.rules.royals;

import varia.variant.RuleKey;

/** How several royal pieces of a side count (every royal piece must be kept safe unless a variant says otherwise). */
public enum Royals {
    /** Only the last remaining royal piece is protected; the side loses when it has none (Sho shogi's king and prince). */
    LAST;

    public static final RuleKey<Royals> KEY = new RuleKey<>("royals", Royals.class);
}
