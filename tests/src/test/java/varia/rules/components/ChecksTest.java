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

/** Component 4 of issue 21, checks as rules: checks forbidden (Racing Kings), a win by the Nth check with the FEN's counter. */
class ChecksTest {

    /** lichess Racing Kings: "it is also forbidden to check the opponents king". */
    @Test
    void racingKingsNoMoveGivesCheck() {
        Position p = position(variant("racingkings"), "8/8/8/8/4k3/8/8/R3K3 w - - 0 1");
        assertFalse(moves(p).contains("a1a4"), "Ra4 would check along the fourth rank");
        assertFalse(moves(p).contains("a1e1"));
        assertTrue(moves(p).contains("a1a3"));
    }

    /** lichess Three-check: the third check wins; the counter (checks still to give) goes down with each check and is in the FEN. */
    @Test
    void threeCheckCountsChecksInTheFen() {
        Variant v = variant("3check");
        Position p = Position.start(v);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1", p.toFen());
        p = play(p, "e2e4", "f7f6", "d1h5");
        assertTrue(p.inCheck());
        assertEquals("rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2", p.toFen());
        assertEquals(p.toFen(), position(v, p.toFen()).toFen(), "the counter reads back");
        assertEquals(p.hash(), position(v, p.toFen()).hash(), "and hashes alike");
    }

    @Test
    void threeCheckThirdCheckWins() {
        Position p = position(variant("3check"), "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1");
        p = play(p, "a1a8");
        assertEquals(Status.WHITE_WINS, status(p));
        assertEquals(Ending.CHECKS, p.result().ending());
        assertEquals(0, moves(p).size());
    }

    /** Fairy-Stockfish's reading of a FEN without the counter: the next check wins. */
    @Test
    void counterLeftOutMeansTheNextCheckWins() {
        Position p = position(variant("3check"), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w - - 1+1 0 1", p.toFen());
    }

    @Test
    void fiveCheckOption() {
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1", Position.start(variant("5check")).toFen());
        assertEquals(Position.start(variant("5check")).toFen(), Position.start(variant("three-check", Map.of("checks", "five"))).toFen());
    }

    @Test
    void checkErrors() {
        String base = chessLike(", royal: true", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "");
        assertEquals(List.of("9:8: setup: the check counter is missing: write the checks each side has to give after the en-passant"
                + " field, e.g. '... KQkq - 3+3 0 1'"), errors(base + "end: {checks-to-win: 3}\n"));
        assertEquals(List.of("10:16: play.checks must be one of allowed, forbidden (whether a move may give check), not 'never'"),
                errors(base + "play: {checks: never}\n"));
        assertEquals(List.of("11:22: end.checks-to-win: no check can be given while 'play.checks' is 'forbidden'; remove one of them"),
                errors(base.replace("0 1", "3+3 0 1") + "play: {checks: forbidden}\nend: {checks-to-win: 3}\n"));
    }
}
