package varia.rules.incheck;

import varia.variant.RuleKey;

/**
 * What a royal piece may do while its side is in check, when a game says more than chess does.
 * Chess lets the king step anywhere safe; Makpong, the Thai "defensive" game, does not let it move
 * at all except to take the piece giving check (and so not against two checkers).
 */
public enum RoyalInCheck {
    /** A royal piece in check may only move by capturing the one piece giving check. */
    CAPTURE_CHECKER;

    public static final RuleKey<RoyalInCheck> KEY = new RuleKey<>("incheck", RoyalInCheck.class);
}
