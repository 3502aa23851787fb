package varia.engine;

import java.util.List;
import java.util.Set;

/**
 * What a FEN must fit: the board size, the piece letters, promoted forms, royal pieces, castling
 * letters, hands. A part may be unknown (null) while a variant file is still being read: its
 * check is then skipped, so that one broken part of a file does not cascade.
 *
 * @param files        board width
 * @param ranks        board height
 * @param letters      base piece letters (upper case)
 * @param promoted     letters that have a promoted form ('+P')
 * @param royals       symbols of royal pieces ('K', '+E')
 * @param requireRoyals each side needs a royal piece (a setup does; a test position, as in Fairy-Stockfish, may lack one)
 * @param castling     castling letters (empty when the game has none)
 * @param hasCastling  the game has castling
 * @param hands        whether a hand may be written ({@code [...]} after the board)
 * @param royalsInHand royal pieces may stand in a hand (a reserve still to be placed, not captured pieces)
 * @param setup        messages speak of "the start position" rather than "the position"
 */
public record FenShape(Integer files, Integer ranks, List<Character> letters, Set<Character> promoted, Set<String> royals, boolean requireRoyals,
                       Set<Character> castling, boolean hasCastling, Boolean hands, boolean royalsInHand, boolean setup) {}
