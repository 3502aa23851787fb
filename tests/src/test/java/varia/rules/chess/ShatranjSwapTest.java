package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.*;
import static varia.rules.chess.ChessPlay.*;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult.Status;
import varia.engine.Moves;
import varia.engine.Perft;
import varia.engine.Position;
import varia.record.MoveParser;
import varia.record.PgnReader;
import varia.record.San;
import varia.record.Validator;
import varia.record.Verdict;
import varia.variant.Variant;
import varia.variant.VariantLoader;

/**
 * Seed 004 section II note 9 (Pritchard): "a stalemated king may be transposed with one of its
 * other pieces, as long as this does not result in check": the rule {@code play.royal-swap}, in
 * Shatranj the option {@code stalemate-swap=pritchard} (default none: the seed calls it a
 * variation not all authors mention, and its special rules make the stalemated side lose).
 */
class ShatranjSwapTest {
    static final Variant SHATRANJ = variant("shatranj");
    static final Variant SWAP = variant("shatranj", Map.of("stalemate-swap", "pritchard"));

    /**
     * Black is stalemated: its king on a8 is hemmed in by the white king on c7, its pawns are
     * blocked, its knight on h8 has only its own pawns' squares. Four men to swap with: the pawn on
     * a7, f7 and g6 (the king goes where they stand, safely, and a pawn on a8 gives no check) and the
     * knight on h8, which on a8 would check the white king on c7: refused.
     */
    static final String STALEMATE = "k6n/p1K2p2/P4Pp1/6P1/8/8/8/8 b - - 0 1";

    @Test
    void defaultStalemateLoses() {
        Position p = position(SHATRANJ, STALEMATE);
        assertEquals(set(), moves(p));
        assertEquals(Status.WHITE_WINS, status(p), () -> p.result().toString());
    }

    @Test
    void aStalematedKingSwapsWithAManButGivesNoCheck() {
        Position p = position(SWAP, STALEMATE);
        assertEquals(set("a8a7", "a8f7", "a8g6"), moves(p), "the knight's swap (a8h8) would check the king on c7");
        assertEquals(Status.ONGOING, status(p));
        String before = p.toFen();
        play(p, "a8a7");
        assertEquals("p6n/k1K2p2/P4Pp1/6P1/8/8/8/8 w - - 1 2", p.toFen(), "the king on a7, the pawn on a8");
        p.unmake();
        assertEquals(before, p.toFen(), "unmake puts both back");
        Position fromFen = position(SWAP, "p6n/k1K2p2/P4Pp1/6P1/8/8/8/8 w - - 1 2");
        assertEquals(fromFen.hash(), play(position(SWAP, STALEMATE), "a8a7").hash(), "the hash after the swap is the position's own");
    }

    @Test
    void noSwapWhileTheSideHasAnotherMove() {
        Position p = position(SWAP, "k6n/p1K2p2/P4Pp1/6P1/7p/8/8/8 b - - 0 1");
        // the pawn on h4 may move: no swap
        assertEquals(set("h4h3"), moves(p));
        assertEquals(Perft.perft(Position.start(SHATRANJ), 3), Perft.perft(Position.start(SWAP), 3), "the game is otherwise the same");
    }

    @Test
    void aSwapThatLeavesTheKingInCheckIsNoMove() {
        // the knight on a7 is pinned by the rook on a1; the king on a7 would stand in the rook's file
        Position p = position(SWAP, "k7/n1K5/8/8/8/8/8/R7 b - - 0 1");
        assertEquals(set(), moves(p));
        assertEquals(Status.WHITE_WINS, status(p), "stalemated without a swap: the stalemated side loses");
    }

    @Test
    void notationSanCoordinatesAndRecords() throws Exception {
        Position p = position(SWAP, STALEMATE);
        San san = new San(SWAP);
        int swap = new MoveParser(san).parse(p, "a8a7").move();
        assertTrue(Moves.isSwap(swap));
        assertEquals("Ka8:a7", san.write(p, swap));
        assertEquals("a8a7", p.moveToUci(swap));
        for (String written : new String[] {"Ka8:a7", "Ka8-a7", "Ka7", "a8a7"})
            assertEquals(swap, new MoveParser(san).parse(p, written).move(), written);
        String pgn = "[Variant \"shatranj\"]\n[VariantOptions \"stalemate-swap=pritchard\"]\n[FEN \"" + STALEMATE + "\"]\n\n1... Ka8:a7 *\n";
        try (PgnReader r = PgnReader.of(pgn)) {
            Verdict v = new Validator(SWAP).validate(r.next());
            assertTrue(v.ok(), () -> String.valueOf(v.failure()));
        }
        try (PgnReader r = PgnReader.of(pgn.replace("[VariantOptions \"stalemate-swap=pritchard\"]\n", ""))) {
            Verdict v = new Validator(SHATRANJ).validate(r.next());
            assertFalse(v.ok(), "without the option the game is over");
        }
    }

    @Test
    void theRuleKeyMayAllowCheckingSwaps() throws Exception {
        Variant v = new VariantLoader().load("swapper", "swapper.yaml", """
                board: {files: 8, ranks: 8}
                pieces:
                  K: {moves: K, royal: true}
                  N: {moves: N}
                  P: {moves: fmWfcF}
                play:
                  royal-swap: {with: [N, P], gives-check: true}
                setup: "k6n/p1K2p2/P4Pp1/6P1/8/8/8/8 b - - 0 1"
                end: {checkmate: loss, stalemate: loss}
                """);
        assertEquals(set("a8a7", "a8f7", "a8g6", "a8h8"), moves(Position.start(v)));
    }
}
