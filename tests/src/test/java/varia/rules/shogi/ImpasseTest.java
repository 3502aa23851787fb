package varia.rules.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variants;

/**
 * The entering-king declaration (impasse) options of shogi.yaml, after the 27-point and 24-point
 * rules in shared/reference/rules-notes.md (Shogi: "27-point (first player 28 / second 27 points)
 * and 24-point declaration variants"). In each position White's king stands in the enemy camp
 * (ranks 7-9 for White) with at least ten other pieces there; big pieces (R, B and their promoted
 * forms) count 5, the others 1, in the camp and in hand.
 */
class ImpasseTest {
    /** R B (10) + G G S S N N L L P P (10) in the camp = 20 points; the hand adds the rest. */
    static final String CAMP = "RBGGSSNNK/LLPP5/9/9/9/9/9/9/k8";

    static Position position(String option, String fen) throws Exception {
        return Position.fromFen(Variants.resolve("shogi", option == null ? Map.of() : Map.of("impasse", option)), fen);
    }

    static Set<String> moves(Position p) {
        int[] buf = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(buf);
        Set<String> out = new HashSet<>();
        for (int i = 0; i < n; i++) out.add(p.moveToUci(buf[i]));
        return out;
    }

    @Test
    void twentyEightPointsLetTheFirstPlayerDeclareAndWin() throws Exception {
        Position p = position("27-point", CAMP + "[PPPPPPPP] w - - 0 1"); // 20 + 8 = 28
        assertTrue(moves(p).contains("win"));
        p.make(p.parseUci("win"));
        assertEquals(new GameResult(GameResult.Status.WHITE_WINS, varia.engine.Ending.DECLARATION, "entering-king declaration"), p.result());
        assertEquals(0, p.legalMoves(new int[Moves.MAX_MOVES]), "a declared game has no moves");
    }

    @Test
    void twentySevenPointsAreNotEnoughForTheFirstPlayer() throws Exception {
        assertFalse(moves(position("27-point", CAMP + "[PPPPPPP] w - - 0 1")).contains("win")); // 27 < 28
    }

    @Test
    void noDeclarationInCheck() throws Exception {
        // a black rook on i1 checks the king on i9 along the open i-file
        assertFalse(moves(position("27-point", "RBGGSSNNK/LLPP5/9/9/9/9/9/9/k7r[PPPPPPPP] w - - 0 1")).contains("win"));
    }

    @Test
    void noDeclarationWithoutTheOption() throws Exception {
        assertFalse(moves(position("none", CAMP + "[PPPPPPPP] w - - 0 1")).contains("win"));
    }

    /**
     * Seed 004 XIII, "Impasse (Jishogi)": both kings in their promotion zones; rook and bishop 5
     * points, other pieces except kings 1; "A player scoring less than 24 points loses. If both
     * players have at least 24 points, then the game is a draw." The default, claimed as 'win'.
     */
    @Test
    void jishogiBothAtTwentyFourOrMoreDraw() throws Exception {
        // White: R B (10) + GGSSNNLL (8) + 6 P = 24; Black: the other 30
        Position p = position(null, "9/4K4/9/9/9/9/9/4k4/9[RBGGSSNNLLPPPPPPrbggssnnllpppppppppppp] w - - 0 1");
        assertTrue(moves(p).contains("win"), "both kings in their zones: the impasse may be claimed");
        p.make(p.parseUci("win"));
        assertEquals(GameResult.Status.DRAW, p.result().status(), p.result().toString());
        assertEquals("impasse (jishogi), 24 to 30 points", p.result().reason());
    }

    @Test
    void jishogiUnderTwentyFourLoses() throws Exception {
        Position p = position(null, "9/4K4/9/9/9/9/9/4k4/9[RBGGSSNNLLPPPPrbggssnnllpppppppppppppp] w - - 0 1"); // 22 to 32
        p.make(p.parseUci("win"));
        assertEquals(GameResult.Status.BLACK_WINS, p.result().status(), p.result().toString());
        // the same claim made by Black, who has 32: White still loses
        Position q = position(null, "9/4K4/9/9/9/9/9/4k4/9[RBGGSSNNLLPPPPrbggssnnllpppppppppppppp] b - - 0 1");
        q.make(q.parseUci("win"));
        assertEquals(GameResult.Status.BLACK_WINS, q.result().status(), q.result().toString());
    }

    /** Promotions are ignored: a dragon counts 5 like a rook, a tokin 1 like a pawn. */
    @Test
    void jishogiCountsPromotedPiecesAsTheirOriginal() throws Exception {
        Position p = position(null, "9/4K4/+R+P7/9/9/9/9/4k4/9[BGGSSNNLLPPPPPrbggssnnllpppppppppppp] w - - 0 1");
        p.make(p.parseUci("win"));
        assertEquals("impasse (jishogi), 24 to 30 points", p.result().reason()); // +R 5, +P 1: as R and P
    }

    @Test
    void noJishogiClaimUntilBothKingsAreInTheirZones() throws Exception {
        // Black's king on e5 is outside its zone (ranks 1-3 as White sees them)
        assertFalse(moves(position(null, "9/4K4/9/9/4k4/9/9/9/9[RBGGSSNNLLPPPPPPrbggssnnllpppppppppppp] w - - 0 1")).contains("win"));
    }

    @Test
    void twentyFourPointRuleDrawsOnTwentyFourToThirty() throws Exception {
        Position p = position("24-point", CAMP + "[PPPPPPPP] w - - 0 1"); // 28 points
        p.make(p.parseUci("win"));
        assertEquals(GameResult.Status.DRAW, p.result().status());
        Position q = position("24-point", CAMP + "[RPP] w - - 0 1"); // 20 + 5 + 2 = 27: still a draw
        q.make(q.parseUci("win"));
        assertEquals(GameResult.Status.DRAW, q.result().status());
        Position r = position("24-point", CAMP + "[RRP] w - - 0 1"); // 20 + 10 + 1 = 31: a win
        r.make(r.parseUci("win"));
        assertEquals(GameResult.Status.WHITE_WINS, r.result().status());
    }

    @Test
    void tooFewPiecesInTheCampMayNotDeclare() throws Exception {
        // nine other pieces in the camp, however many points in hand
        assertFalse(moves(position("27-point", "RBGGSSNNK/9/9/9/9/9/9/9/k8[RRBBGGGG] w - - 0 1")).contains("win"));
    }
}
