package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.TestPaths;
import varia.engine.FenException;
import varia.engine.Position;
import varia.rules.Describer;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Issue 29's keys of promotion and drops, on hand-checked positions: promotion.by-capture (item 1),
 * drop.file-limit (2), promotion.limit (4), promotion.demote-on-capture with '~' (6), drop.first (8).
 * Each game is also proven against Fairy-Stockfish (Micro shogi and Crazyhouse: 11.1 in
 * DifferentialRulesTest and samples/perft-fs-rules.tsv; Tori shogi and the king-first placement game:
 * ffish's build in DifferentialFfishTest; the promotion-limit game: 11.1 with an ini in DifferentialIniTest).
 */
class PromotionAndDropKeysTest {

    /** Wikipedia, Micro shogi: "a piece promotes when it captures, and promotion is mandatory; when a promoted piece captures, it demotes". */
    @Test
    void microShogiPiecesTurnOverWhenTheyCapture() {
        Variant v = variant("micro-shogi");
        // the silver (+L) on b2 takes the pawn on a3 or c3 and turns back into a lance; its quiet moves stay silver moves
        assertEquals(set("b2b3", "b2a3-", "b2c3-", "b2a1"), movesFrom(v, "1b2/k2+r/p1+l+R/1+L1P/2BK[] w - - 0 6", "b2"));
        // from the start nothing can capture: no move turns a piece over
        assertTrue(moves(position(v, v.startFen())).stream().noneMatch(m -> m.endsWith("+") || m.endsWith("-")));
        Position p = play(position(v, "1b2/k2+r/p1+l+R/1+L1P/2BK[] w - - 0 6"), "b2a3-");
        assertEquals("1b2/k2+r/L1+l+R/3P/2BK[P] b - - 0 6", p.toFen());
        assertTrue(Describer.describe(v).contains("promotes to Silver general (the lance turned over) (+L) when it captures, wherever it stands"));
    }

    /** Wikipedia, Tori shogi: a player may not have more than two swallows on one file. */
    @Test
    void toriShogiAllowsTwoSwallowsOnAFileButNotThree() {
        Variant v = variant("tori-shogi");
        String fen = "3k3/7/7/7/2S4/2S4/3K3[S] w - - 0 1"; // two White swallows on the c-file
        assertFalse(moves(position(v, fen)).contains("S@c6"));
        assertTrue(moves(position(v, fen)).contains("S@d6"));
        assertTrue(moves(position(v, "3k3/7/7/7/7/2S4/3K3[S] w - - 0 1")).contains("S@c6"), "a second one is allowed");
        Position p = position(v, fen);
        assertEquals("White already has 2 Swallows on the c-file (c2, c3), the most a file may hold",
                varia.record.why.Why.drop(p, v.pieceByLetter('S'), 5 * 7 + 2));
        assertTrue(Describer.describe(v).contains("not on a file that already holds 2 own Swallow (S)s"), Describer.describe(v));
    }

    @Test
    void crazyhouseRemembersPromotedPieces() {
        Variant v = variant("crazyhouse");
        Position p = play(position(v, "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1"), "a7a8q");
        assertEquals("Q~3k3/8/8/8/8/8/8/4K3[] b - - 0 1", p.toFen(), "a promoted queen is written Q~");
        play(p, "e8e7", "a8a4", "e7d6", "a4c6"); // the marked queen moves, and keeps its mark
        assertEquals("8/8/2Q~k4/8/8/8/8/4K3[] b - - 4 3", p.toFen());
        play(p, "d6c6");
        assertEquals("8/8/2k5/8/8/8/8/4K3[p] w - - 0 4", p.toFen(), "taken, it goes to the hand as a pawn");
        p.unmake();
        assertEquals("8/8/2Q~k4/8/8/8/8/4K3[] b - - 4 3", p.toFen(), "and comes back marked");
        Position q = position(v, "8/8/2Qk4/8/8/8/8/4K3[] b - - 0 1");
        play(q, "d6c6");
        assertEquals("8/8/2k5/8/8/8/8/4K3[q] w - - 0 2", q.toFen(), "an unmarked queen goes to the hand as a queen");
        assertTrue(Describer.describe(v).contains("a piece it promoted to goes back to the captor's hand as a Pawn (P) when captured"));
    }

    @Test
    void aTildeIsReadOnlyWherePromotionsRemember() {
        FenException e = assertThrows(FenException.class, () -> Position.fromFen(variant("chess"), "Q~3k3/8/8/8/8/8/8/4K3 b - - 0 1"));
        assertEquals("'~' in rank 8 marks a promoted piece that goes back to the hand as its base, but no piece of this game promotes so"
                + " (pieces.X.promotion.demote-on-capture)", e.getMessage());
        FenException loose = assertThrows(FenException.class, () -> Position.fromFen(variant("crazyhouse"), "~4k3/8/8/8/8/8/8/4K3[] b - - 0 1"));
        assertEquals("'~' in rank 8 must follow a piece letter (a promoted piece, e.g. 'Q~')", loose.getMessage());
    }

    @Test
    void promotionLimitsPerType() throws Exception {
        Variant v = Variants.load(TestPaths.root().resolve("tests/src/test/resources/issue29/promotion-limit.yaml"));
        // White has its queen: no queen from a pawn; no rook yet: a rook, once
        assertEquals(set("a7a8r", "a7a8b", "a7a8n"), movesFrom(v, v.startFen(), "a7"));
        Position p = play(position(v, v.startFen()), "a7a8r", "h8g8");
        assertEquals(set("b7b8b", "b7b8n"), movesFrom(p, "b7"), "the rook is there: no second one");
        Position q = position(v, "6k1/PP6/8/8/8/8/8/K7 w - - 0 1"); // its queen lost: a queen again, and a rook
        assertEquals(set("a7a8q", "a7a8r", "a7a8b", "a7a8n"), movesFrom(q, "a7"));
        assertTrue(Describer.describe(v).contains("to Queen (Q) only while its side has fewer than at the start (one lost)"));
        assertTrue(Describer.describe(v).contains("to Rook (R) only while its side has fewer than 1 on the board"));
    }

    @Test
    void aKingInHandComesInFirst() throws Exception {
        Variant v = Variants.load(TestPaths.root().resolve("tests/src/test/resources/issue29/king-first-placement.yaml"));
        Position p = position(v, v.startFen());
        assertEquals(8, moves(p).size());
        assertTrue(moves(p).stream().allMatch(m -> m.startsWith("K@")), moves(p).toString());
        play(p, "K@e1", "K@e8");
        assertTrue(moves(p).contains("Q@d1") && moves(p).contains("e2e4"), "then anything: drops or moves");
        assertTrue(Describer.describe(v).contains("while its side has one in hand, its side's move is a drop of one"));
    }

    @Test
    void fileErrors() {
        String setup = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        String chess = chessLike(", royal: true", setup, "");
        assertEquals(List.of("8:106: pieces.P.promotion.limit: 'K' is not among the pieces it may become (Q, R, B, N)"),
                errors(chess.replace("forced: true}", "forced: true, limit: {K: 1}}")));
        assertEquals(List.of("8:109: pieces.P.promotion.limit.Q must be a whole number from 0 to 64 (the most its side may have on the board),"
                + " or 'setup'; found 'many'"), errors(chess.replace("forced: true}", "forced: true, limit: {Q: many}}")));
        assertEquals(List.of("8:51: pieces.P.promotion.demote-on-capture says what a captured promoted piece goes to the hand as, but captures"
                + " go to no hand; add 'drops: {captures-to-hand: true}' under 'play'"),
                errors(chess.replace("forced: true}", "forced: true, demote-on-capture: true}")));
        assertEquals(List.of("8:51: missing required key 'zone' in the promotion of piece 'P': where it promotes, e.g. 'zone: rank 8',"
                + " 'zone: ranks 6-8' or a region name (or 'by-capture: true': on capturing, anywhere)"),
                errors(chess.replace(" zone: rank 8,", "")));
        String drops = chess.replace("moves: N}", "moves: N, drop: {no-doubled: N, file-limit: {piece: N, count: 2}}}") + "play: {drops: {}}\n";
        assertEquals(List.of("7:65: pieces.N.drop.file-limit: 'no-doubled: X' is short for 'file-limit: {piece: X, count: 1}'; give one of them"),
                errors(drops));
    }
}
