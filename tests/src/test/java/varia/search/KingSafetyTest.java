package varia.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The evaluation's king-safety term ({@link KingSafety}), read from the board and the hands alone:
 * a king whose neighbourhood the enemy attacks scores below the same king sheltered; in a game
 * whose captures go to hand, a piece held by the enemy makes the empty squares next to the king a
 * danger; the term is White's minus Black's, so the mirrored position scores the opposite.
 */
class KingSafetyTest {

    private static int score(String variant, boolean hands, String fen) throws Exception {
        Variant v = Variants.resolve(variant);
        return new KingSafety(v, hands).score(Position.fromFen(v, fen), 256);
    }

    @Test
    void anAttackedNeighbourhoodCostsAndAShelterPays() throws Exception {
        // the same material: Black's queen on h4 (attacking f2, g3... next to White's king on g1... e1) against it far away on a5
        int quiet = score("chess", false, "4k3/8/8/q7/8/8/5PPP/6K1 w - - 0 1");
        int attacked = score("chess", false, "4k3/8/8/8/7q/8/5PPP/6K1 w - - 0 1");
        assertTrue(quiet > 0, "three pawns before the king are a shelter: " + quiet);
        assertTrue(attacked < quiet, "the queen on h4 attacks f2 and the squares next to the king: " + attacked + " against " + quiet);
    }

    @Test
    void theTermIsWhiteMinusBlack() throws Exception {
        int white = score("chess", false, "4k3/8/8/8/7q/8/5PPP/6K1 w - - 0 1");
        int black = score("chess", false, "6k1/5ppp/8/7Q/8/8/8/4K3 b - - 0 1");
        assertEquals(white, -black, "the mirrored position");
    }

    @Test
    void aPieceInTheEnemyHandMakesEmptySquaresNextToTheKingADanger() throws Exception {
        // shogi: the first seat's king alone on e1 of an otherwise empty board; the other seat holds a gold in hand or not
        String board = "4k4/9/9/9/9/9/9/9/4K4";
        int without = score("shogi", true, board + "[] w - - 0 1");
        int withGold = score("shogi", true, board + "[g] w - - 0 1");
        assertTrue(withGold < without, "a gold in the enemy's hand: " + withGold + " against " + without);
    }
}
