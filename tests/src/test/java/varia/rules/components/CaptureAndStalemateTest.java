package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Ending;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/** Component 3 of issue 21: compulsory capture (any, or the most valuable) and the outcomes of a side without moves. */
class CaptureAndStalemateTest {

    /** lichess Antichess: "Capturing is forced. When a legal capture is present ... they must take (to play any captures)". */
    @Test
    void antichessOnlyCapturesWhenOneIsPossible() {
        Position p = position(variant("antichess"), "4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1");
        assertEquals(set("e4d5"), moves(p));
        assertEquals(20, moves(position(variant("antichess"), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")).size(), "nothing to take: every move");
    }

    /** lichess Antichess: "This includes capturing en passant". */
    @Test
    void enPassantCountsAsACapture() {
        Position p = play(position(variant("antichess"), "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), "d7d5");
        assertEquals(set("e5d6"), moves(p));
    }

    /** Several captures: the player may choose (antichess.org: "When more than one capture is available, the player may choose"). */
    @Test
    void anyCaptureMayBeChosen() {
        Position p = position(variant("antichess"), "4k3/8/8/2q1r3/3P4/8/8/4K3 w - - 0 1");
        assertEquals(set("d4c5", "d4e5"), moves(p));
    }

    /** Losers (FICS): captures are compulsory in check as well: the only legal answers that capture. */
    @Test
    void losersMustCaptureInCheck() {
        Position p = position(variant("losers"), "4k3/8/8/8/8/8/3q3P/4K3 w - - 0 1");
        assertEquals(set("e1d2"), moves(p));
    }

    /** must-capture: most-valuable keeps only the captures of the most valuable piece within reach. */
    @Test
    void mostValuableCaptureOnly() {
        Variant v = load(chessLike(", royal: true", "4k3/8/8/2q1r3/3P4/8/8/7K w - - 0 1", "play: {must-capture: most-valuable}\n"));
        assertEquals(set("d4c5"), moves(position(v, "4k3/8/8/2q1r3/3P4/8/8/7K w - - 0 1")));
        assertEquals(set("d4c5", "d4e5"), moves(position(variant("antichess"), "4k3/8/8/2q1r3/3P4/8/8/7K w - - 0 1")));
    }

    /** lichess Antichess: "get stalemated (to have no legal moves when it's your turn)" wins. */
    @Test
    void antichessStalemateWins() {
        Position p = position(variant("antichess"), "8/8/8/8/8/p7/P7/8 w - - 0 1");
        assertEquals(0, moves(p).size());
        assertEquals(Status.WHITE_WINS, status(p));
        assertEquals(Ending.STALEMATE, p.result().ending());
    }

    /** Suicide (Fairy-Stockfish suicide_variant): a side without moves wins with fewer pieces, loses with more, draws with as many. */
    @Test
    void suicideStalemateCountsPieces() {
        Variant v = variant("suicide");
        assertEquals(Status.DRAW, status(position(v, "8/8/8/8/8/1p6/1P6/8 w - - 0 1")), "one piece each");
        assertEquals(Status.WHITE_WINS, status(position(v, "8/8/6p1/8/8/1p6/1P6/8 w - - 0 1")), "White, stuck, has fewer");
        Position more = position(v, "8/8/8/8/8/1p6/1P6/B7 w - - 0 1");
        assertEquals(0, moves(more).size(), "the bishop is shut in behind its pawn");
        assertEquals(Status.BLACK_WINS, status(more), "White, stuck, has more");
        assertEquals(Status.WHITE_WINS, status(position(variant("antichess"), "8/8/8/8/8/1p6/1P6/B7 w - - 0 1")), "antichess: a win whatever the count");
    }

    @Test
    void mustCaptureErrors() {
        String base = chessLike(", royal: true", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "");
        assertEquals(List.of("10:22: play.must-capture must be one of none, any, most-valuable (whether a side that can capture must,"
                + " and which capture it may choose), not 'largest'"), errors(base + "play: {must-capture: largest}\n"));
    }
}
