package varia.variant;

import java.util.List;
import java.util.Map;

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
 * @param regions  named square sets by name
 * @param play     rules that shape the moves beyond each piece's movement
 * @param options  the file's options with the values in effect
 */
public record Variant(String key, String name, List<String> aliases, List<String> sources,
                      int files, int ranks, List<PieceType> pieces, String startFen,
                      Castling castling, EndRules end, String origin,
                      Map<String, Region> regions, PlayRules play, List<OptionChoice> options) {
    public Variant {
        aliases = List.copyOf(aliases);
        sources = List.copyOf(sources);
        pieces = List.copyOf(pieces);
        regions = Map.copyOf(regions);
        options = List.copyOf(options);
        if (play == null) play = PlayRules.DEFAULT;
    }

    public Variant(String key, String name, List<String> aliases, List<String> sources,
                   int files, int ranks, List<PieceType> pieces, String startFen,
                   Castling castling, EndRules end, String origin) {
        this(key, name, aliases, sources, files, ranks, pieces, startFen, castling, end, origin,
                Map.of(), PlayRules.DEFAULT, List.of());
    }

    /** The unpromoted piece type written with this letter (either case), or null. */
    public PieceType pieceByLetter(char letter) {
        char up = Character.toUpperCase(letter);
        for (PieceType p : pieces) if (p.letter() == up && !p.isPromotedForm()) return p;
        return null;
    }

    /** The piece type with this FEN symbol ({@code P}, {@code +P}; either case), or null. */
    public PieceType pieceBySymbol(String symbol) {
        String up = symbol.toUpperCase(java.util.Locale.ROOT);
        for (PieceType p : pieces) if (p.symbol().equals(up)) return p;
        return null;
    }

    public Region region(String name) { return regions.get(name); }
}
