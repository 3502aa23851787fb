package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.RulesPlay.*;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Constructed positions for variants/byzantine.yaml, each worked out by hand from the sentence it
 * tests (named in the display name). No engine we could run plays the round board (Fairy-Stockfish
 * and Sjaak II have no board that wraps; Ludii's description has no perft), so these are its
 * checks. Squares: files a-p round the rings, ranks 1 (inner ring) to 4 (outer).
 */
class ByzantineRulesTest {

    static final Variant BYZ = variant("byzantine");

    @Test
    @DisplayName("Khalfine and Troyan: 'four concentric rings with 16 squares'; the start as Murray sets it; White's fourteen first moves")
    void theRingsAndTheStart() {
        assertEquals(16, BYZ.files());
        assertEquals(4, BYZ.ranks());
        assertTrue(BYZ.board().round());
        Position p = Position.start(BYZ);
        // Murray: rukh outer, asb, pil, fers inner beside the left pil, shah to its right; baidaq on both sides
        assertEquals("P'RRP4p'rrp4/P'NNP4p'nnp4/P'BBP4p'bbp4/P'QKP4p'qkp4 w - - 0 1", p.toFen());
        // four pawns a1-a4 to p1-p4, four d1-d4 to e1-e4; knights b3: p4 p2, c3: e4 e2; pils b2: p4, c2: e4
        assertEquals(set("a1p1", "a2p2", "a3p3", "a4p4", "d1e1", "d2e2", "d3e3", "d4e4", "b3p4", "b3p2", "c3e4", "c3e2",
                "b2p4", "c2e4"), moves(p));
    }

    @Test
    @DisplayName("Thomas Guild's rules: the rook 'is not allowed to travel a full circle, i.e. ending on its starting position'")
    void theRookGoesRoundOnce() {
        // a rook on e3 of an empty ring: 15 squares of rank 3 (e3 not among them) and e1, e2, e4; a black pil keeps Black unbared
        String fen = "16/4R11/1K6b5k1/16 w - - 0 1";
        assertEquals(18, movesFrom(BYZ, fen, "e3").size());
        assertFalse(movesFrom(BYZ, fen, "e3").contains("e3e3"));
    }

    @Test
    @DisplayName("Thomas Guild's rules: the elephant 'is not able to reach the inner ring'")
    void thePilNeverReachesTheInnerRing() {
        // from b2 the pil reaches d4 and p4 only: ring 2 to ring 4 and back, never ring 1 or 3
        assertEquals(set("b2d4", "b2p4"), movesFrom(BYZ, "7k8/16/1B6b7/K15 w - - 0 1", "b2"));
    }

    @Test
    @DisplayName("Murray: the baidaq 'on the left move clockwise, those on the right anti-clockwise', and capture diagonally forward")
    void theTwoKindsOfPawnGoOppositeWays() {
        Position p = Position.start(BYZ);
        assertEquals(set("a1p1"), movesFrom(p, "a1"));
        assertEquals(set("d1e1"), movesFrom(p, "d1"));
        play(p, "d1e1");
        assertEquals(set("i1h1"), movesFrom(p, "i1"), "Black's left pawns go clockwise too: i to h");
        assertEquals(set("l1m1"), movesFrom(p, "l1"));
        // a pawn P on e2 takes diagonally forward: f1 and f3
        assertEquals(set("e2f2", "e2f1", "e2f3"), movesFrom(BYZ, "7k8/5p10/4P11/K4b10 w - - 0 1", "e2"));
    }

    @Test
    @DisplayName("Bodlaender: 'Pawns cannot promote': a pawn goes on round the board")
    void pawnsGoRoundAndNeverPromote() {
        Position p = position(BYZ, "7k8/2K13/16/8b6P w - - 0 1");
        play(p, "p1a1");
        // (no rule counts moves without a capture here, and a pawn that never promotes does not reset the clock)
        assertEquals("7k8/2K13/16/P7b7 b - - 1 1", p.toFen(), "still a pawn, on a1");
    }

    @Test
    @DisplayName("Bodlaender: two pawns of a player meeting head-on may be removed by the opponent, 'this does not count as a move'")
    void blockedPawnsAreRemovedByTheOpponentWhoMovesAfter() {
        // White's P on e2 steps to f2; White's P' on f2 steps to e2: they block each other
        String fen = "7k8/16/4PP'10/K14b b - - 0 7";
        Position p = position(BYZ, fen);
        assertTrue(moves(p).contains("xe2f2"), "Black may remove them");
        play(p, "xe2f2");
        assertEquals("7k8/16/16/K14b b - - 0 7", p.toFen(), "both gone, Black still to move, the move number unchanged");
        assertFalse(moves(position(BYZ, fen.replace(" b ", " w "))).contains("xe2f2"), "White may not remove its own pair");
        // two pawns going the same way are not head-on
        assertFalse(moves(position(BYZ, "7k8/16/4PP10/K14b b - - 0 7")).stream().anyMatch(m -> m.startsWith("x")));
    }

    @Test
    @DisplayName("Bodlaender: a player wins by stalemating the opponent")
    void stalemateWins() {
        // Black's king on a4 (the seam: p4 and p3 are its neighbours too): the rook on i3 sweeps the whole
        // third ring (a3, b3, p3), the knights on c2 and o2 take b4 and p4; its pawn on h1 is blocked by White's king
        Position p = position(BYZ, "k15/8R7/2N11N1/6Kp'8 b - - 0 1");
        assertFalse(p.inCheck());
        assertEquals(0, moves(p).size());
        assertEquals(GameResult.Status.WHITE_WINS, p.result().status());
    }

    @Test
    @DisplayName("Bodlaender: the bare king loses, but 'the opponent can make the game a draw by baring the other king too in its next move'")
    void bareKingAndBaringBack() {
        // White takes Black's last pawn; Black (to move, White with one piece left) has its move to bare back, cannot,
        // and has lost once it has moved
        Position p = position(BYZ, "7k8/16/16/K1R1p11 w - - 0 1");
        play(p, "c1e1");
        assertFalse(p.result().isOver());
        play(p, "h4g4");
        assertEquals(GameResult.Status.WHITE_WINS, p.result().status());
        // the same, but Black's king stands beside e1's rook: it takes it back, both bare: drawn
        p = position(BYZ, "16/16/5k10/K1R1p11 w - - 0 1");
        play(p, "c1e1");
        assertFalse(p.result().isOver(), "play goes on for the baring back");
        play(p, "f2e1");
        assertEquals(GameResult.Status.DRAW, p.result().status());
    }

    @Test
    @DisplayName("Khalfine and Troyan: the regular version, Black's shah and fers the other way round")
    void theRegularSetup() {
        Variant v = variant("byzantine", Map.of("setup", "regular"));
        assertEquals("P'RRP4p'rrp4/P'NNP4p'nnp4/P'BBP4p'bbp4/P'QKP4p'kqp4 w - - 0 1", Position.start(v).toFen());
    }

    @Test
    @DisplayName("Murray via Ludii: 'The opponent who can checkmate the opponent's Shah wins': a stalemate draws")
    void murraysEnding() {
        Variant v = variant("byzantine", Map.of("ending", "murray"));
        assertEquals(GameResult.Status.DRAW, position(v, "k15/8R7/2N11N1/6Kp'8 b - - 0 1").result().status());
    }

    @Test
    @DisplayName("Al-Amuli (Murray via Ludii): four citadels in the centre; 'If a player moves their Shah into one of the citadels, the game is a draw'")
    void amulisCitadels() {
        Variant v = variant("byzantine", Map.of("version", "amuli"));
        assertEquals(5, v.ranks());
        Position start = Position.start(v);
        assertEquals("P'QKP4p'qkp4/P'BBP4p'bbp4/P'NNP4p'nnp4/P'RRP4p'rrp4/16 w - - 0 1", start.toFen(), "rukhs inside, shah and fers outside");
        // a rook on the inner ring may not enter the centre; the shah next to it may, and that draws
        String fen = "7k7b/16/16/K1R13/16 w - - 0 1";
        assertFalse(moves(v, fen).stream().anyMatch(m -> m.startsWith("c2") && m.endsWith("1")), "no rook move into the citadels");
        Position p = position(v, fen);
        play(p, "a2a1");
        assertEquals(GameResult.Status.DRAW, p.result().status());
    }
}
