package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.rules.Describer;
import varia.variant.Variant;

/**
 * {@code pieces.X.passes-through-check: false} (issue 29, item 5): a royal piece's move may not
 * pass over a square the enemy attacks. No engine has the rule for other moves than castling, so
 * these positions are checked by hand against the sentence it generalises, FIDE Laws article
 * 3.8.2.2: castling is prevented "if the square ... which the king must cross ... is attacked by
 * one or more of the opponent's pieces". White's royal piece here moves as a queen and a knight.
 */
class SafePassageTest {
    static String file(String key) {
        return "board: {files: 8, ranks: 8}\n"
                + "pieces:\n"
                + "  K: {name: Queen-king, moves: QN, royal: white" + key + "}\n"
                + "  J: {name: King, moves: K, royal: black}\n"
                + "  R: {name: Rook, moves: R}\n"
                + "setup: 4j3/8/8/8/8/8/3r4/K7 w - - 0 1\n";
    }

    static final String FEN = "4j3/8/8/8/8/8/3r4/K7 w - - 0 1"; // the rook on d2 holds rank 2 and the d-file

    @Test
    void aRoyalSliderStopsBeforeAnAttackedSquare() {
        Variant v = load(file(", passes-through-check: false"));
        // rank 1: b1, c1; d1 is attacked, and every square beyond it is crossed over it; a2 and b2 are attacked;
        // the knight's leaps pass over nothing
        assertEquals(set("a1b1", "a1c1", "a1b3"), moves(v, FEN));
        Variant free = load(file(""));
        assertEquals(set("a1b1", "a1c1", "a1e1", "a1f1", "a1g1", "a1h1", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8",
                "a1c3", "a1e5", "a1f6", "a1g7", "a1h8", "a1b3"), moves(free, FEN), "without the key it crosses them");
        assertTrue(Describer.describe(v).contains("may not pass over a square the enemy attacks"));
    }

    @Test
    void onlyARoyalPiece() {
        List<String> errors = errors(file("").replace("moves: R}", "moves: R, passes-through-check: false}"));
        assertEquals(List.of("5:51: pieces.R.passes-through-check: 'R' is not royal, and only a royal piece is kept out of check;"
                + " mark it 'royal' or remove the key"), errors);
    }
}
