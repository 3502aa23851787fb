package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.rules.Describer;
import varia.variant.Variant;

/**
 * {@code special.path-not-attacked: true}: a special move may not pass over a square the opponent
 * attacks, for any piece (royal or not) and for a leap as for a slide; the general form of the Game
 * Courier preset's rule for Grande Acedrex's king leap (docs/sources.md GAX-5b, tested on the game in
 * GrandeAcedrexRulesTest). Positions checked by hand: a non-royal "herald" whose first move may leap
 * two squares straight ({@code mD}) or slide up to three diagonally ({@code mB3}).
 */
class SpecialPathTest {
    static String file(String key) {
        return "board: {files: 8, ranks: 8}\n"
                + "pieces:\n"
                + "  K: {name: King, moves: K, royal: true}\n"
                + "  H: {name: Herald, moves: W, special: {moves: mDmB3" + key + "}}\n"
                + "  R: {name: Rook, moves: R}\n"
                + "setup: 4k3/8/8/8/8/8/8/R3K2H w - - 0 1\n";
    }

    // the black rook on b8 holds the b-file, the one on a7 the seventh rank; the herald on d4 holds its right
    static final String FEN = "1r2k3/r7/8/8/3H4/8/8/4K3 w D4 - 0 1";

    @Test
    void aSpecialLeapOrSlideStopsShortOfAnAttackedSquare() {
        Variant v = load(file(", path-not-attacked: true"));
        Variant free = load(file(""));
        // the rook on b8 attacks the b-file: the slide to a1 passes over b2 and is refused; b2 itself and b6
        // are destinations, not squares passed over; the rook on a7 attacks g7, a destination too
        assertEquals(set("d4d3", "d4d5", "d4c4", "d4e4", "d4d2", "d4d6", "d4b4", "d4f4",
                        "d4c3", "d4b2", "d4c5", "d4b6", "d4e3", "d4f2", "d4g1", "d4e5", "d4f6", "d4g7"),
                movesFrom(v, FEN, "d4"), "no slide over b2");
        assertEquals(set("d4d3", "d4d5", "d4c4", "d4e4", "d4d2", "d4d6", "d4b4", "d4f4",
                        "d4c3", "d4b2", "d4a1", "d4c5", "d4b6", "d4e3", "d4f2", "d4g1", "d4e5", "d4f6", "d4g7"),
                movesFrom(free, FEN, "d4"), "without the key");
        assertTrue(Describer.describe(v).contains("not over a square the opponent attacks"), Describer.describe(v));
    }

    @Test
    void aMoveThatPassesOverNothingIsAnError() {
        List<String> errors = errors(file("").replace("mDmB3", "mN, path-not-attacked: true"));
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).contains("passes over no square"), errors.get(0));
    }
}
