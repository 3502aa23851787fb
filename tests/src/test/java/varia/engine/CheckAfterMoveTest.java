package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@link Position#attackedAfterMove}, the check test after a make that walks only the reverse rays
 * through the move's two squares, answers as the full test does: after every legal move of
 * seeded random games, and in Chaturanga's default perft (the king's leap lost on check), whose
 * count is the one the full test gave (the build before the shortcut, 3381b03).
 */
class CheckAfterMoveTest {
    @Test
    void itAgreesWithTheFullTestAfterEveryLegalMove() throws Exception {
        for (String key : List.of("chaturanga", "chess", "shatranj", "makruk", "ouk-chatrang", "shatar", "xiangqi", "janggi", "shogi")) {
            Variant v = Variants.resolve(key, Map.of());
            int[] buf = new int[Moves.MAX_MOVES];
            int asked = 0;
            for (int game = 0; game < 6; game++) {
                SplittableRandom rnd = new SplittableRandom(31L * game + key.hashCode());
                Position p = Position.start(v);
                for (int ply = 0; ply < 120 && !p.result().isOver(); ply++) {
                    int n = p.legalMoves(buf);
                    if (n == 0) break;
                    int[] moves = java.util.Arrays.copyOf(buf, n);
                    for (int m : moves) {
                        p.make(m);
                        int stm = p.sideToMove(), king = p.royalSquare(stm);
                        if (king >= 0) {
                            assertEquals(p.attacked(king, stm ^ 1), p.attackedAfterMove(king, stm ^ 1, m),
                                    () -> key + ": " + p.toFen() + " after move code " + m);
                            asked++;
                        }
                        p.unmake();
                    }
                    p.make(moves[rnd.nextInt(n)]);
                }
            }
            org.junit.jupiter.api.Assertions.assertTrue(asked > 1000, key + ": only " + asked + " moves asked");
        }
    }

    @Test
    void chaturangasDefaultPerftIsUnchanged() throws Exception {
        assertEquals(2_022_995L, Perft.perft(Position.start(Variants.resolve("chaturanga", Map.of())), 5));
    }
}
