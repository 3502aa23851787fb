package varia.variant;

import java.util.List;
import varia.notation.MoveRule;

/**
 * A kind of piece.
 *
 * @param index     id of the type in {@link Variant#pieces()}
 * @param letter    upper-case letter (White's; Black's is the lower case); a promoted form shares its base's letter
 * @param name      display name
 * @param names     other names (historical, regional) shown by describe
 * @param movement  the movement string as written in the file
 * @param moves     the compiled movement
 * @param royal     true when losing it (by capture or checkmate) loses the game
 * @param promotion how it promotes, or null
 * @param symbol    how FEN writes it: the letter, or {@code +} and the letter for a promoted form (shogi's {@code +P})
 * @param demotesTo type index it becomes when captured into a hand, or -1 (itself)
 * @param confinedTo region every square of its moves must lie in (palace), or null
 * @param regionMoves moves tied to regions (see {@link RegionMoves})
 * @param cannotCapture type indices it may never capture (janggi cannon: cannons)
 * @param screensExclude type indices it may not hop over (janggi cannon: cannons)
 * @param givesCheck false when its attacks never count against a royal piece
 * @param drop      where it may be dropped from a hand (null: anywhere the variant allows)
 * @param specials  once-only moves (see {@link SpecialMove})
 * @param value     its value in pawns for the computer player, or null to derive it
 * @param zone      the zone of influence it casts, or null
 * @param gate      type index of a piece that appears on the square this piece leaves on its first move, or -1
 */
public record PieceType(int index, char letter, String name, List<String> names, String movement,
                        List<MoveRule> moves, boolean royal, Promotion promotion,
                        String symbol, int demotesTo, String confinedTo, List<RegionMoves> regionMoves,
                        List<Integer> cannotCapture, List<Integer> screensExclude, boolean givesCheck,
                        DropRule drop, List<SpecialMove> specials, Double value, Zone zone, int gate) {
    public PieceType {
        names = List.copyOf(names);
        moves = List.copyOf(moves);
        regionMoves = List.copyOf(regionMoves);
        cannotCapture = List.copyOf(cannotCapture);
        screensExclude = List.copyOf(screensExclude);
        specials = List.copyOf(specials);
        if (symbol == null) symbol = String.valueOf(letter);
    }

    public PieceType(int index, char letter, String name, List<String> names, String movement,
                     List<MoveRule> moves, boolean royal, Promotion promotion) {
        this(index, letter, name, names, movement, moves, royal, promotion, String.valueOf(letter), -1, null,
                List.of(), List.of(), List.of(), true, null, List.of(), null);
    }

    public PieceType(int index, char letter, String name, List<String> names, String movement,
                     List<MoveRule> moves, boolean royal, Promotion promotion,
                     String symbol, int demotesTo, String confinedTo, List<RegionMoves> regionMoves,
                     List<Integer> cannotCapture, List<Integer> screensExclude, boolean givesCheck,
                     DropRule drop, List<SpecialMove> specials, Double value) {
        this(index, letter, name, names, movement, moves, royal, promotion, symbol, demotesTo, confinedTo,
                regionMoves, cannotCapture, screensExclude, givesCheck, drop, specials, value, null, -1);
    }

    /** True for a promoted form written with {@code +} in FEN. */
    public boolean isPromotedForm() { return symbol.startsWith("+"); }
}
