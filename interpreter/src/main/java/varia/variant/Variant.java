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
 * @param board    the board: its size, style and holes
 * @param pieces   piece types; a type's index in this list is its id in the engine
 * @param startFen the start position in Fairy-Stockfish's FEN dialect
 * @param origin   where the descriptor came from (a path or a bundled resource name), for messages
 * @param regions  named square sets by name
 * @param options  the file's options with the values in effect
 * @param rules    the models of the rule families the variant uses ({@code varia.rules})
 */
public record Variant(String key, String name, List<String> aliases, List<String> sources,
                      Board board, List<PieceType> pieces, String startFen, String origin,
                      Map<String, Region> regions, List<OptionChoice> options, RuleSet rules) {
    public Variant {
        aliases = List.copyOf(aliases);
        sources = List.copyOf(sources);
        pieces = List.copyOf(pieces);
        regions = Map.copyOf(regions);
        options = List.copyOf(options);
        if (rules == null) rules = RuleSet.EMPTY;
        java.util.Objects.requireNonNull(board, "board");
    }

    /** Board width (a.. from White's left). */
    public int files() { return board.files(); }

    /** Board height (1.. from White's side). */
    public int ranks() { return board.ranks(); }

    /** Whether pieces stand on the squares or on the points where lines cross (xiangqi, janggi). */
    public BoardStyle style() { return board.style(); }

    /** The model of a rule family, or null when the variant does not use that rule. */
    public <M> M rule(RuleKey<M> key) { return rules.get(key); }

    /** The same variant with one rule's model replaced (null removes the rule). */
    public <M> Variant withRule(RuleKey<M> key, M model) {
        return new Variant(key(), name, aliases, sources, board, pieces, startFen, origin, regions, options,
                rules.with(key, model));
    }

    /** The same variant with other pieces (the same letters, in the same order). */
    public Variant withPieces(List<PieceType> pieces) {
        return new Variant(key, name, aliases, sources, board, pieces, startFen, origin, regions, options, rules);
    }

    /** The unpromoted piece type written with this plain letter (either case; not a dressed one), or null. */
    public PieceType pieceByLetter(char letter) {
        return pieceByKey(String.valueOf(letter));
    }

    /** The unpromoted piece type written so ({@code C}, {@code C'}; either case), or null. */
    public PieceType pieceByKey(String key) {
        String up = key.toUpperCase(java.util.Locale.ROOT);
        for (PieceType p : pieces) if (!p.isPromotedForm() && p.symbol().equals(up)) return p;
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
