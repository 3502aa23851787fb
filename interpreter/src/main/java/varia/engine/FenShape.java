package varia.engine;

import java.util.List;
import java.util.Set;

/**
 * What a FEN must fit: the board size, the piece letters, promoted forms, royal pieces, castling
 * letters, hands, a field a rule adds. A part may be unknown (null) while a variant file is still
 * being read: its check is then skipped, so that one broken part of a file does not cascade.
 *
 * @param files        board width
 * @param ranks        board height
 * @param letters      base piece symbols (upper case: a letter, or a dressed letter such as {@code C'})
 * @param promoted     base symbols that have a promoted form ('P' for '+P')
 * @param royals       symbols of the pieces royal for White ('K', '+E')
 * @param requireRoyals a side needs a royal piece when some piece is royal for it (a setup does; a test position,
 *                     as in Fairy-Stockfish, may lack one)
 * @param castling     castling letters (empty when the game has none)
 * @param hasCastling  the game has castling
 * @param hands        whether a hand may be written ({@code [...]} after the board)
 * @param royalsInHand royal pieces may stand in a hand (a reserve still to be placed, not captured pieces)
 * @param setup        messages speak of "the start position" rather than "the position"
 * @param blackRoyals  symbols (upper case) of the pieces royal for Black; null when the same as White's
 * @param extraField   a field a rule adds after the en-passant field (Fairy-Stockfish's check counter {@code 3+3}), or null
 * @param holes        the board's holes (written {@code *}, as Fairy-Stockfish writes wall squares); null when unknown
 *                     (a {@code *} is then accepted anywhere)
 * @param tildes       a piece letter may be followed by {@code ~}: a promoted piece that goes back to the hand as its base
 *                     (Fairy-Stockfish's crazyhouse {@code Q~}); null when unknown
 */
public record FenShape(Integer files, Integer ranks, List<String> letters, Set<String> promoted, Set<String> royals, boolean requireRoyals,
                       Set<Character> castling, boolean hasCastling, Boolean hands, boolean royalsInHand, boolean setup,
                       Set<String> blackRoyals, ExtraField extraField, java.util.BitSet holes, Boolean tildes) {

    /** The same royal pieces for both sides, no field of a rule's own. */
    public FenShape(Integer files, Integer ranks, List<String> letters, Set<String> promoted, Set<String> royals, boolean requireRoyals,
                    Set<Character> castling, boolean hasCastling, Boolean hands, boolean royalsInHand, boolean setup) {
        this(files, ranks, letters, promoted, royals, requireRoyals, castling, hasCastling, hands, royalsInHand, setup, null, null,
                new java.util.BitSet(), false);
    }

    /** The symbols of the pieces royal for a colour (0 White, 1 Black), or null when unknown. */
    public Set<String> royalsOf(int colour) { return colour == 1 && blackRoyals != null ? blackRoyals : royals; }

    /**
     * A FEN field a rule adds after the en-passant field: the text it matches and what it means (for
     * messages). It may be left out; the rule then reads its default.
     *
     * @param pattern a regular expression the whole field matches, e.g. {@code [0-9]+\+[0-9]+}
     * @param meaning what the field holds, e.g. "the checks each side still has to give (3+3)"
     */
    public record ExtraField(String pattern, String meaning) {}
}
