package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.Ending;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Component 2 of issue 21, goal regions: at once (King of the Hill), if still there when its side
 * is next to move, with the second player's answer (Racing Kings), and when the piece leaves the
 * region (Jeson Mor, with its three readings).
 */
class GoalsTest {

    /** lichess King of the Hill: the king on d4, e4, d5 or e5 wins at once. */
    @Test
    void kingOfTheHillWinsOnArrival() {
        Position p = play(position(variant("kingofthehill"), "4k3/8/8/8/8/4K3/8/8 w - - 0 1"), "e3e4");
        assertEquals(Status.WHITE_WINS, status(p));
        assertEquals(Ending.GOAL, p.result().ending());
    }

    /** lichess Racing Kings: "the first player that moves his king to the eighth row" wins... */
    @Test
    void racingKingsWinsWhenTheKingIsStillThere() {
        Variant v = variant("racingkings");
        Position p = play(position(v, "8/1K6/8/8/8/8/k7/8 w - - 0 1"), "b7b8");
        assertFalse(p.result().isOver(), "Black has one move to answer");
        p = play(p, "a2a3");
        assertEquals(Status.WHITE_WINS, status(p));
    }

    /** ...but "when white moves their king to the eight row, and black moves directly after that also their king to the last row, the game is a draw". */
    @Test
    void racingKingsBlackMayAnswer() {
        Position p = play(position(variant("racingkings"), "8/1K6/8/7k/8/8/8/8 w - - 0 1"), "b7b8", "h5h6");
        assertEquals(Status.WHITE_WINS, status(p), "h6 is not the eighth rank");
        p = play(position(variant("racingkings"), "8/1K5k/8/8/8/8/8/8 w - - 0 1"), "b7b8", "h7h8");
        assertEquals(Status.DRAW, status(p));
        assertEquals(Ending.GOAL, p.result().ending());
    }

    /** The answer is Black's only (it compensates White's first move): Black arriving first wins though White arrives next. */
    @Test
    void racingKingsWhiteHasNoAnswer() {
        Position p = play(position(variant("racingkings"), "8/1K5k/8/8/8/8/8/8 b - - 0 1"), "h7h8", "b7b8");
        assertEquals(Status.BLACK_WINS, status(p));
    }

    /** Wikipedia "Jeson Mor": "first to move a knight to the central square ... and then leave that square on a subsequent move, wins". */
    @Test
    void jesonMorWinsByLeavingTheCentre() {
        Variant v = variant("jeson-mor");
        Position p = play(position(v, "n8/9/9/9/9/9/3N5/9/8N w - - 0 1"), "d3e5");
        assertFalse(p.result().isOver(), "reaching e5 is not enough");
        p = play(p, "a9b7", "e5f7");
        assertEquals(Status.WHITE_WINS, status(p));
        assertEquals(Ending.GOAL, p.result().ending());
    }

    /** Wikipedia: "A knight on the central square (e5) may be captured by the opponent" - and then it wins nothing. */
    @Test
    void jesonMorKnightTakenOnTheCentreWinsNothing() {
        Position p = play(position(variant("jeson-mor"), "n8/9/9/5n3/9/9/3N5/9/8N w - - 0 1"), "d3e5", "f6e4");
        assertFalse(p.result().isOver());
        p = play(position(variant("jeson-mor"), "n8/9/9/5n3/9/9/3N5/9/8N w - - 0 1"), "d3e5", "f6d5", "e5c4");
        assertEquals(Status.WHITE_WINS, status(p));
    }

    /** Pritchard (2007, p. 297), Fairy-Stockfish: "occupy the square for one turn": still there when White is next to move. */
    @Test
    void jesonMorHoldReading() {
        Variant v = variant("jeson-mor", Map.of("goal", "hold"));
        Position p = play(position(v, "n8/9/9/9/9/9/3N5/9/8N w - - 0 1"), "d3e5", "a9b7");
        assertEquals(Status.WHITE_WINS, status(p));
        assertEquals(0, moves(p).size(), "the game is over before the knight moves again");
    }

    /** Ludii's 'Original' reading (Popova 1974): reaching the centre wins at once. */
    @Test
    void jesonMorReachReading() {
        Position p = play(position(variant("jeson-mor", Map.of("goal", "reach")), "n8/9/9/9/9/9/3N5/9/8N w - - 0 1"), "d3e5");
        assertEquals(Status.WHITE_WINS, status(p));
    }

    /** Wikipedia: "An alternative way to win is to capture all the opponent's pieces". */
    @Test
    void jesonMorTakingEveryKnightWins() {
        Position p = play(position(variant("jeson-mor"), "9/9/9/9/9/9/2n6/9/1N7 w - - 0 1"), "b1c3");
        assertEquals(Status.WHITE_WINS, status(p));
    }

    @Test
    void goalErrors() {
        String base = chessLike(", royal: true", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "");
        assertEquals(List.of("11:28: end.goal.region: unknown region 'hil'; the file defines no regions (add a top-level 'regions'"
                + " block, e.g. 'regions: {palace: \"files d-f ranks 1-3\"}')"), errors(base + "end:\n  goal: {piece: K, region: hil}\n"));
        assertEquals(List.of("11:42: end.goal.when must be one of arrival, next-turn, leaving (when reaching the region decides:"
                + " at once, if still there when its side is next to move, or when it moves away from it), not 'soon'"),
                errors(base + "end:\n  goal: {piece: K, region: rank 8, when: soon, each-side: true}\n"));
        assertEquals(List.of("11:44: end.goal.answer: an answer needs a move in between; it goes with 'when: next-turn'"),
                errors(base + "end:\n  goal: {piece: K, region: rank 8, answer: draw, each-side: true}\n"));
    }
    /**
     * Issue 29: a goal region written from each owner's side (Black's squares turned round) is
     * refused unless the goal says so: "rank 8" is rank 1 for Black, which a file meaning both
     * sides' eighth rank (Racing Kings) would not notice.
     */
    @Test
    void aGoalTurnedRoundForBlackMustSaySo() {
        String base = chessLike(", royal: true", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "");
        List<String> turned = errors(base + "end:\n  goal: {piece: K, region: rank 8}\n");
        assertEquals(1, turned.size(), turned.toString());
        assertTrue(turned.get(0).startsWith("11:28: end.goal.region: 'rank 8' is written from each owner's side, so Black's goal is"
                + " a1 b1 c1 d1 e1 f1 g1 h1 and White's a8 b8 c8 d8 e8 f8 g8 h8"), turned.get(0));
        assertEquals(List.of(), errors(base + "end:\n  goal: {piece: K, region: rank 8, each-side: true}\n"));
        assertEquals(List.of(), errors(base.replace("pieces:", "regions:\n  top: {squares: \"rank 8\", absolute: true}\npieces:")
                + "end:\n  goal: {piece: K, region: top}\n"));
        Variant v = load(base + "end:\n  goal: {piece: K, region: rank 8, each-side: true}\n");
        assertEquals(Status.BLACK_WINS, status(play(position(v, "8/8/8/8/8/8/4k3/K7 b - - 0 1"), "e2e1")), "Black's goal is rank 1");
    }
}
