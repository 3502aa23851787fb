package varia.variant;

import java.util.List;
import varia.notation.MoveRule;

/**
 * A kind of piece: what every game's pieces have. Rules a piece takes part in (promotion, drops,
 * special moves, zones, gating) are the models of their families in {@link Variant#rules()}.
 *
 * @param index     id of the type in {@link Variant#pieces()}
 * @param letter    upper-case letter (White's; Black's is the lower case); a promoted form shares its base's letter
 * @param name      display name
 * @param names     other names (historical, regional) shown by describe
 * @param movement  the movement string as written in the file
 * @param moves     the compiled movement
 * @param royal     true when losing it (by capture or checkmate) loses the game
 * @param symbol    how FEN writes it: the letter, or {@code +} and the letter for a promoted form (shogi's {@code +P})
 * @param confinedTo region every square of its moves must lie in (palace), or null
 * @param regionMoves moves tied to regions (see {@link RegionMoves})
 * @param cannotCapture type indices it may never capture (janggi cannon: cannons)
 * @param screensExclude type indices it may not hop over as a screen (janggi cannon: cannons)
 * @param givesCheck false when its attacks never count against a royal piece
 * @param value     its value in pawns for the computer player, or null to derive it
 */
public record PieceType(int index, char letter, String name, List<String> names, String movement,
                        List<MoveRule> moves, boolean royal, String symbol, String confinedTo,
                        List<RegionMoves> regionMoves, List<Integer> cannotCapture, List<Integer> screensExclude,
                        boolean givesCheck, Double value) {
    public PieceType {
        names = List.copyOf(names);
        moves = List.copyOf(moves);
        regionMoves = List.copyOf(regionMoves);
        cannotCapture = List.copyOf(cannotCapture);
        screensExclude = List.copyOf(screensExclude);
        if (symbol == null) symbol = String.valueOf(letter);
    }

    /** A plain piece: no regions, no capture restrictions, gives check. */
    public PieceType(int index, char letter, String name, List<String> names, String movement,
                     List<MoveRule> moves, boolean royal) {
        this(index, letter, name, names, movement, moves, royal, String.valueOf(letter), null, List.of(), List.of(),
                List.of(), true, null);
    }

    /** True for a promoted form written with {@code +} in FEN. */
    public boolean isPromotedForm() { return symbol.startsWith("+"); }

    /** The same piece with another value for the computer player. */
    public PieceType withValue(Double v) {
        return new PieceType(index, letter, name, names, movement, moves, royal, symbol, confinedTo, regionMoves,
                cannotCapture, screensExclude, givesCheck, v);
    }
}
