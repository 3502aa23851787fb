package varia.rules.facing;

import varia.variant.RuleKey;

/** Royal pieces facing each other on an open file (allowed unless a variant uses this rule). */
public enum Facing {
    /** A move that leaves the royal pieces facing on an open file is illegal (xiangqi's flying general). */
    FORBIDDEN,
    /** Facing royals (bikjang) must be broken or answered by a pass; two bikjang positions in a row end the game (janggi). */
    BIKJANG;

    public static final RuleKey<Facing> KEY = new RuleKey<>("facing", Facing.class);
}
