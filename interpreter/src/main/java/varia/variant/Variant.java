package varia.variant;

import java.util.List;

/**
 * A loaded, validated variant: the only thing the engine knows about a game.
 *
 * @param key      the file's stem, e.g. {@code makruk}; what {@code ./varia list} shows
 * @param name     display name, e.g. "Makruk"
 * @param aliases  other names that select this variant (Fairy-Stockfish's among them)
 * @param sources  citations of the rules
 * @param files    board width (a.. from White's left)
 * @param ranks    board height (1.. from White's side)
 * @param pieces   piece types; a type's index in this list is its id in the engine
 * @param startFen the start position in Fairy-Stockfish's FEN dialect
 * @param castling castling, or null when the game has none
 * @param end      how games end
 * @param origin   where the descriptor came from (a path or a bundled resource name), for messages
 */
public record Variant(String key, String name, List<String> aliases, List<String> sources,
                      int files, int ranks, List<PieceType> pieces, String startFen,
                      Castling castling, EndRules end, String origin) {
    public Variant {
        aliases = List.copyOf(aliases);
        sources = List.copyOf(sources);
        pieces = List.copyOf(pieces);
    }

    /** The piece type written with this letter (either case), or null. */
    public PieceType pieceByLetter(char letter) {
        char up = Character.toUpperCase(letter);
        for (PieceType p : pieces) if (p.letter() == up) return p;
        return null;
    }
}
