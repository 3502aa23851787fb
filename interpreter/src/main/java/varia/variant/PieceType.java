package varia.variant;

import java.util.List;
import varia.notation.MoveRule;

/**
 * A kind of piece: what every game's pieces have. Rules a piece takes part in (promotion, drops,
 * special moves, zones, gating) are the models of their families in {@link Variant#rules()}.
 *
 * @param index     id of the type in {@link Variant#pieces()}
 * @param letter    upper-case letter (White's; Black's is the lower case); a promoted form shares its base's letter, and a
 *                  dressed letter ({@code C'}, XBoard's way past 26 kinds) has the letter before its {@code '}
 * @param name      display name
 * @param names     other names (historical, regional) shown by describe
 * @param movement  the movement string as written in the file
 * @param moves     the compiled movement
 * @param royal     true when losing it (by capture or checkmate) loses the game
 * @param symbol    how FEN writes it: the letter (or a dressed letter {@code C'}), with {@code +} before it for a promoted
 *                  form (shogi's {@code +P}, {@code +C'})
 * @param confinedTo region every square of its moves must lie in (palace), or null
 * @param regionMoves moves tied to regions (see {@link RegionMoves})
 * @param cannotCapture type indices it may never capture (janggi cannon: cannons)
 * @param screensExclude type indices it may not hop over as a screen (janggi cannon: cannons)
 * @param givesCheck false when its attacks never count against a royal piece
 * @param value     its value in pawns for the computer player, or null to derive it
 * @param royalColours the colours for which it is royal, as a bit mask: 1 White, 2 Black, 3 both, 0 none
 *                  (a game may give one side a king and the other none, as Horde chess does)
 */
public record PieceType(int index, char letter, String name, List<String> names, String movement,
                        List<MoveRule> moves, boolean royal, String symbol, String confinedTo,
                        List<RegionMoves> regionMoves, List<Integer> cannotCapture, List<Integer> screensExclude,
                        boolean givesCheck, Double value, int royalColours) {
    /** Royal for both colours (the usual case), for White only, for Black only. */
    public static final int ROYAL_BOTH = 3, ROYAL_WHITE = 1, ROYAL_BLACK = 2;

    public PieceType {
        // royal alone means both colours; the mask decides otherwise, and royal says "royal for some colour"
        if (royal && royalColours == 0) royalColours = ROYAL_BOTH;
        royal = royalColours != 0;
        names = List.copyOf(names);
        moves = List.copyOf(moves);
        regionMoves = List.copyOf(regionMoves);
        cannotCapture = List.copyOf(cannotCapture);
        screensExclude = List.copyOf(screensExclude);
        if (symbol == null) symbol = String.valueOf(letter);
    }

    /** A piece royal for both colours or for none. */
    public PieceType(int index, char letter, String name, List<String> names, String movement,
                     List<MoveRule> moves, boolean royal, String symbol, String confinedTo,
                     List<RegionMoves> regionMoves, List<Integer> cannotCapture, List<Integer> screensExclude,
                     boolean givesCheck, Double value) {
        this(index, letter, name, names, movement, moves, royal, symbol, confinedTo, regionMoves, cannotCapture,
                screensExclude, givesCheck, value, royal ? ROYAL_BOTH : 0);
    }

    /** A plain piece: no regions, no capture restrictions, gives check. */
    public PieceType(int index, char letter, String name, List<String> names, String movement,
                     List<MoveRule> moves, boolean royal) {
        this(index, letter, name, names, movement, moves, royal, String.valueOf(letter), null, List.of(), List.of(),
                List.of(), true, null, royal ? ROYAL_BOTH : 0);
    }

    /** Whether the piece is royal for this colour (0 White, 1 Black). */
    public boolean royal(int colour) { return (royalColours >> colour & 1) != 0; }

    /** True for a promoted form written with {@code +} in FEN. */
    public boolean isPromotedForm() { return symbol.startsWith("+"); }

    /** Its base's symbol: the letter, or the dressed letter ({@code C'}); a promoted form's without the {@code +}. */
    public String key() { return isPromotedForm() ? symbol.substring(1) : symbol; }

    /** How Black's piece is written: the symbol with its letter in lower case ({@code p}, {@code +c'}). */
    public String blackSymbol() { return symbol.toLowerCase(java.util.Locale.ROOT); }

    /** The symbol for a colour (0 White, 1 Black). */
    public String symbol(int colour) { return colour == 0 ? symbol : blackSymbol(); }

    /** The same piece with another value for the computer player. */
    public PieceType withValue(Double v) {
        return new PieceType(index, letter, name, names, movement, moves, royal, symbol, confinedTo, regionMoves,
                cannotCapture, screensExclude, givesCheck, v, royalColours);
    }
}
