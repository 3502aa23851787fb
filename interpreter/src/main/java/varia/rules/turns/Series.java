package varia.rules.turns;

/**
 * An opening series, the shatranj players' ta'biya: from the setup the first player makes
 * {@code moves} moves in a row, then the second player as many, then turns alternate from the
 * first player. A castling counts as one move.
 *
 * @param moves    moves in each side's series
 * @param captures captures are allowed during the series
 * @param ownHalf  every move of the series ends in the mover's own half (no piece crosses the centre line)
 */
public record Series(int moves, boolean captures, boolean ownHalf) {}
