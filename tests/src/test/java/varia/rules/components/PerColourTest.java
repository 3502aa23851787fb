package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Component 6 of issue 21 beyond royalty: any piece property that depends on a region may differ by
 * colour, through a region written per colour ({@code {white: ..., black: ...}}). Royalty per
 * colour itself is in {@link ExtinctionAndRoyaltyTest#royaltyPerColour()}.
 */
class PerColourTest {
    static final String FILE = "board: {files: 8, ranks: 8}\n"
            + "regions:\n"
            + "  double-step: {white: \"ranks 1-2\", black: \"rank 2\"}\n"
            + "  last: {white: \"rank 8\", black: \"ranks 7-8\"}\n"
            + "pieces:\n"
            + "  K: {name: King, moves: K, royal: true}\n"
            + "  Q: {name: Queen, moves: Q}\n"
            + "  P: {name: Pawn, moves: fmWfcF, moves-where: {double-step: fmWfcFfmnD}, promotion: {to: [Q], zone: last}}\n"
            + "setup: 4k3/8/8/8/8/8/8/P3K3 w - - 0 1\n";

    /** Horde's asymmetry written as data: White's pawns step twice from their first two ranks, Black's from the second only. */
    @Test
    void movementDiffersByColour() {
        Variant v = load(FILE);
        assertEquals(set("a1a2", "a1a3"), movesFrom(position(v, "4k2p/8/8/8/8/8/8/P3K3 w - - 0 1"), "a1"));
        assertEquals(set("h8h7"), movesFrom(position(v, "4k2p/8/8/8/8/8/8/P3K3 b - - 0 1"), "h8"));
        assertEquals(set("h7h6", "h7h5"), movesFrom(position(v, "4k3/7p/8/8/8/8/8/P3K3 b - - 0 1"), "h7"));
    }

    /** A promotion zone that differs by colour: Black promotes on its seventh rank already, White on its eighth only. */
    @Test
    void promotionZoneDiffersByColour() {
        Variant v = load(FILE);
        assertEquals(set("a6a7"), movesFrom(position(v, "4k3/8/P7/8/8/8/8/4K3 w - - 0 1"), "a6"));
        assertEquals(set("h3h2q"), movesFrom(position(v, "4k3/8/8/8/8/7p/8/4K3 b - - 0 1"), "h3"));
    }

    @Test
    void perColourRegionErrors() {
        String bad = FILE.replace("{white: \"ranks 1-2\", black: \"rank 2\"}", "{white: \"ranks 1-2\", squares: \"rank 2\"}");
        assertEquals(List.of("3:16: regions.double-step: give the region's squares either as 'squares' (both sides), or as 'white'"
                + " and 'black' (a region that differs by colour), e.g. 'squares: \"d4 e4 d5 e5\"'"), errors(bad));
        assertEquals(List.of("3:50: regions.double-step.black: rank 9 is outside the board, whose ranks are 1-8"),
                errors(FILE.replace("black: \"rank 2\"", "black: \"rank 9\"")));
    }
}
