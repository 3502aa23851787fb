package varia.rules.forfeit;

import varia.variant.RuleKey;

/**
 * Janggi's rules on the generals facing each other, as seed 004 section X gives them besides
 * bikjang.
 *
 * @param forfeits         the side whose move makes the royal pieces face each other on an open file
 *                         forfeits its win: a checkmate it gives later in the game is a draw
 * @param screenCheckDraws a check given by the only piece standing between the two royal pieces on
 *                         their file, defended by no piece of its side but the royal one, draws at once
 */
public record FacingForfeit(boolean forfeits, boolean screenCheckDraws) {
    public static final RuleKey<FacingForfeit> KEY = new RuleKey<>("facing-forfeit", FacingForfeit.class);
}
