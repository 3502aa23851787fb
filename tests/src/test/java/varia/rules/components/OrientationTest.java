package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.diagram.MovePattern;
import varia.rules.Describer;
import varia.variant.Variant;

/**
 * {@code pieces.X.orientation} (issue 29, item 10): Black's moves of a piece whose left and right
 * differ are White's turned round (the default) or mirrored across the middle rank. The piece is
 * Tori shogi's left quail ({@code fRrbBlbF}: forward as a rook, backward-right as a bishop,
 * backward-left one step). Fairy-Stockfish (ffish's build, which has Tori shogi) turns it round:
 * a Black left quail on d4 of an empty 7x7 board goes d3-d1, c5, b6, a7 and e5, the same squares
 * as the default here.
 */
class OrientationTest {
    static String quail(String orientation) {
        return "board: {files: 7, ranks: 7}\n"
                + "pieces:\n"
                + "  K: {name: King, moves: K, royal: true}\n"
                + "  L: {name: Left quail, moves: fRrbBlbF" + (orientation == null ? "" : ", orientation: " + orientation) + "}\n"
                + "setup: 3k3/7/7/7/7/7/3K3 w - - 0 1\n";
    }

    static final String BLACK_QUAIL = "3k3/7/7/3l3/7/7/K6 b - - 0 1";

    @Test
    void blacksMovesAreTurnedRoundByDefault() {
        assertEquals(set("d4d3", "d4d2", "d4d1", "d4c5", "d4b6", "d4a7", "d4e5"), movesFrom(load(quail(null)), BLACK_QUAIL, "d4"));
        assertEquals(movesFrom(load(quail(null)), BLACK_QUAIL, "d4"), movesFrom(load(quail("rotated")), BLACK_QUAIL, "d4"));
    }

    @Test
    void mirroredKeepsLeftAndRightAsOnTheBoard() {
        Variant v = load(quail("mirrored"));
        // backward-right as on the board: the long diagonal runs towards h (e5, f6, g7), the step goes to c5
        assertEquals(set("d4d3", "d4d2", "d4d1", "d4e5", "d4f6", "d4g7", "d4c5"), movesFrom(v, BLACK_QUAIL, "d4"));
        // White's are the same either way
        assertEquals(movesFrom(load(quail(null)), "3k3/7/7/3L3/7/7/K6 w - - 0 1", "d4"), movesFrom(v, "3k3/7/7/3L3/7/7/K6 w - - 0 1", "d4"));
        String words = Describer.describe(v);
        assertTrue(words.contains("Black's moves are White's mirrored across the middle rank"), words);
        // the move diagram draws what the engine plays
        var marks = MovePattern.draw(v, v.pieceByLetter('L'), 1, 3 * 7 + 3, MovePattern.Show.DEFAULT).marks();
        assertTrue(marks.stream().anyMatch(m -> m.square() == 6 * 7 + 6), "g7 is marked for Black's mirrored quail");
    }

    @Test
    void aWrongWordIsAnError() {
        List<String> errors = errors(quail("flipped"));
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).startsWith("4:55: pieces.L.orientation must be one of rotated, mirrored"), errors.get(0));
    }
}
