package varia.record;

import java.util.Map;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * PGN as Fairy-Stockfish's own tools read it (ffish, pyffish, pychess-variants): their variant
 * names, their FEN (Varia's FEN already is Fairy-Stockfish's dialect) and their SAN, which differs
 * from Varia's in a few ways, all derived from the rules except the letters below:
 * <ul>
 * <li>a piece is written by the letter of Fairy-Stockfish's piece type, which for a few pieces is
 *     not the FEN letter: the xiangqi and janggi horse {@code H} and elephant {@code E}; shogi's
 *     promoted pieces are pieces of their own there (the promoted pawn, lance, knight and silver
 *     move as golds and are golds: {@code G}; the horse {@code H}, the dragon {@code D}; in Kyoto
 *     shogi the promoted pawn is a rook, the silver a bishop);</li>
 * <li>only a piece that moves and captures differently (the chess pawn, makruk's bia) is written
 *     without a letter; the shogi pawn and the xiangqi soldier carry {@code P} and are
 *     disambiguated like pieces ({@code Pxe5}, {@code Pcd7});</li>
 * <li>a promotion to a promoted form is {@code =} and that piece's letter ({@code Bxg7=H}), and a
 *     declined promotion is written as a plain move;</li>
 * <li>a promotion step that moves (Sittuyin's) names its origin square in full ({@code b4c3=F});</li>
 * <li>a pass is the royal piece's move to its own square ({@code Ke2}), as Fairy-Stockfish's
 *     coordinates write it ({@code e2e2}).</li>
 * </ul>
 * The letters were read off ffish 0.7.10's {@code sanMove} (tests/ffish), and every bundled game
 * Fairy-Stockfish knows is read back by ffish in {@code FfishRoundTripTest}. They are kept here as
 * data, by variant key, until variant files can declare their Fairy-Stockfish counterpart.
 */
public final class FairyStockfishDialect {
    private FairyStockfishDialect() {}

    /**
     * A variant's counterpart in Fairy-Stockfish.
     *
     * @param name    Fairy-Stockfish's variant name (the Variant tag)
     * @param letters Varia's FEN symbol to Fairy-Stockfish's SAN letter, where they differ
     */
    public record Counterpart(String name, Map<String, String> letters) {}

    private static final Map<String, String> SHOGI = Map.of("+P", "G", "+L", "G", "+N", "G", "+S", "G", "+B", "H", "+R", "D");
    private static final Map<String, String> EASTERN = Map.of("N", "H", "B", "E");

    /** Varia key to Fairy-Stockfish counterpart (the built-in variant playing the same moves). */
    static final Map<String, Counterpart> COUNTERPARTS = Map.ofEntries(
            entry("chess", "chess"), entry("shatranj", "shatranj"), entry("makruk", "makruk"),
            entry("sittuyin", "sittuyin"), entry("shatar", "shatar"), entry("makpong", "makpong"), entry("grand", "grand"),
            Map.entry("xiangqi", new Counterpart("xiangqi", EASTERN)), Map.entry("janggi", new Counterpart("janggi", EASTERN)),
            Map.entry("shogi", new Counterpart("shogi", SHOGI)),
            Map.entry("kyoto-shogi", new Counterpart("kyotoshogi", Map.of("+P", "R", "+S", "B", "+N", "G", "+L", "G"))),
            entry("antichess", "antichess"), entry("losers", "losers"), entry("extinction", "extinction"),
            entry("three-kings", "threekings"), entry("horde", "horde"), entry("king-of-the-hill", "kingofthehill"),
            entry("racing-kings", "racingkings"), entry("three-check", "3check"), entry("seirawan", "seirawan"),
            entry("placement", "placement"),
            entry("crazyhouse", "crazyhouse"),
            entry("troitzky", "troitzky")); // ffish's build only (Fairy-Stockfish 11.1 has no holes)

    private static Map.Entry<String, Counterpart> entry(String key, String name) {
        return Map.entry(key, new Counterpart(name, Map.of()));
    }

    /** The counterpart of a variant, or null when Fairy-Stockfish has none. */
    public static Counterpart of(Variant v) { return COUNTERPARTS.get(v.key()); }

    /** Fairy-Stockfish writes a piece without a letter only when it moves and captures differently (its pawn type). */
    static boolean letterless(PieceType t) {
        return !t.isPromotedForm() && t.symbol().equals("P") && movesAndCapturesDifferently(t.movement());
    }

    /** Does the movement notation hold a move-only or capture-only part (Betza's m and c modifiers)? */
    static boolean movesAndCapturesDifferently(String movement) {
        return movement != null && movement.matches(".*[a-z]*[mc][a-z]*[A-Z].*");
    }
}
