package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The dice-chess loader: its good file plays, the four seasons' keys in the model (the keys' mistakes: {@link varia.game.LoaderMistakesTest}). */
class DiceLoaderErrorsTest {
    static final String GOOD = varia.game.LoaderMistakesTest.DICE_CHESS;

    @Test
    void theGoodFileLoadsAndPlays() throws Exception {
        DiceChessGame g = DiceLoader.load("t", "t.yaml", GOOD, Map.of());
        DiceTable t = new DiceTable(g, 2);
        DicePosition pos = new DicePosition(t);
        pos.startTurn(1, 1); // two dice, both "2": pawns
        int[] moves = new int[t.maxMoves];
        assertEquals(3, pos.generate(moves), "a2-a3, b2-b3 and b2xc3 (the two dice name the same pieces: listed once)");
        assertEquals(2, g.rules().dicePerTurn());
    }

    @Test
    void theFourSeasonsKeysLoadIntoTheModel() throws Exception {
        DiceChessGame g = DiceLoader.load("t", "t.yaml", varia.game.LoaderProblems.with(GOOD, "setup: {king: a1, pawn: [a2, b2]}}", "setup: {king: a1, pawn: [a2, b2]}, facing: {east: b2}}")
                + "rules: {promotion: king, check: true, captures: next, unusable: rethrow, out-pays: true}\n", Map.of());
        assertEquals(1, g.seats().get(0).dirAt(g.square("b2")));
        assertEquals(0, g.seats().get(0).dirAt(g.square("a2")));
        assertEquals(DiceRules.Promotion.PIECE, g.rules().promotion());
        assertEquals(g.piece("king"), g.rules().promotionPiece());
        assertEquals(true, g.rules().check() && g.rules().capturesNext() && g.rules().rethrow() && g.rules().outPays());
    }
}
