package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Component 5 of issue 21, hands extended: gating from the hand (Seirawan chess), drops of a
 * promoted form and onto squares a piece can never leave (Kyoto shogi), the per-piece setting that
 * forbids the latter (shogi), pieces that must stand on different colours and castling rights
 * earned by drops (Placement chess).
 */
class HandsTest {

    /** pychess Seirawan: a first-rank piece's first move may put a reserve piece on the square it leaves (or not). */
    @Test
    void seirawanGatesOnTheFirstMove() {
        Position p = Position.start(variant("seirawan"));
        assertEquals(set("g1f3", "g1f3e", "g1f3h", "g1h3", "g1h3e", "g1h3h"), movesFrom(p, "g1"));
        p = play(p, "g1f3h");
        assertEquals('H', p.pieceTypeAt(6).letter(), "the hawk stands on g1");
        assertEquals("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Ehe] b KQABCDEFHkqabcdefgh - 1 1", p.toFen(), "g1's gate is spent");
        p = play(p, "e7e6", "b1c3", "e6e5", "c3b1", "d7d6");
        assertEquals(set("b1a3", "b1c3"), movesFrom(p, "b1"), "the knight came back: its first move is past, and with it the gate");
    }

    /** pychess Seirawan: castling may gate, on the king's square or the rook's (Fairy-Stockfish writes the latter h1e1h). */
    @Test
    void seirawanGatesWhenCastling() {
        Position p = position(variant("seirawan"), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQAEHkqaeh - 0 1");
        Set<String> castles = set("e1g1", "e1g1e", "e1g1h", "h1e1e", "h1e1h");
        assertTrue(moves(p).containsAll(castles));
        p = play(p, "h1e1h");
        assertEquals("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKH[Ehe] b Akqaeh - 1 1", p.toFen());
    }

    /** Fairy-Stockfish: once a side's reserve is empty, its gates are gone (the FEN names them no more). */
    @Test
    void seirawanGatesLapseWithTheReserve() {
        Position p = position(variant("seirawan"), "4k3/pppppppp/8/8/8/8/PPPPPPPP/RN2K3[Hh] w Be - 0 1");
        p = play(p, "b1c3h");
        assertEquals("4k3/pppppppp/8/8/8/2N5/PPPPPPPP/RH2K3[h] b e - 1 1", p.toFen(), "White's gates lapse, Black's stay");
        assertEquals(p.hash(), position(variant("seirawan"), p.toFen()).hash(), "no mark is left behind");
    }

    /** pychess Kyoto shogi: a piece in hand "may be dropped either side up", so the pawn also as the rook. */
    @Test
    void kyotoDropsEitherSideUp() {
        Position p = position(variant("kyotoshogi"), "4k/5/5/5/K4[P] w - - 0 1");
        Set<String> drops = movesFrom(p, "P@");
        Set<String> promoted = movesFrom(p, "+P@");
        assertEquals(23, drops.size(), "every empty square, the last rank too: drop.stuck is allowed");
        assertEquals(23, promoted.size());
        assertTrue(drops.contains("P@c5"), "a pawn on the last rank, never to move again");
        p = play(p, "+P@c3");
        assertEquals("+P", p.pieceTypeAt(12).symbol());
    }

    /** Kyoto shogi: every move turns the piece over, and the turned-over piece turns back (written '-' as Fairy-Stockfish does). */
    @Test
    void kyotoFlipsOnEveryMove() {
        Position p = play(position(variant("kyotoshogi"), "4k/5/5/5/K+P3[] w - - 0 1"), "b1b4-");
        assertEquals("P", p.pieceTypeAt(16).symbol());
        assertEquals(Set.of("b4b5+"), movesFrom(play(p, "e5d5"), "b4"));
    }

    /** Shogi keeps the rule (its pieces' default): no drop where the piece could never move, however the zone reads. */
    @Test
    void shogiForbidsDropsWhereAPieceCouldNeverMove() {
        Position p = position(variant("shogi"), "4k4/9/9/9/9/9/9/9/4K4[PLN] w - - 0 1");
        assertFalse(movesFrom(p, "P@").contains("P@a9"));
        assertFalse(movesFrom(p, "N@").contains("N@a8"));
        assertTrue(movesFrom(p, "N@").contains("N@a7"));
    }

    /** pychess/Fairy-Stockfish Placement: the two bishops go on squares of different colours, and no drop may prevent it. */
    @Test
    void placementBishopsOnDifferentColours() {
        Variant v = variant("placement");
        Position p = position(v, "8/pppppppp/8/8/8/8/PPPPPPPP/2B5[KQRRBNNkqrrbbnn] w - - 0 1");
        Set<String> bishops = movesFrom(p, "B@");
        assertEquals(set("B@b1", "B@d1", "B@f1", "B@h1"), bishops, "c1 is dark: only the light squares");
        // d1 is the last free square, a light one, and the bishop in hand needs it: no other piece may take it
        Position q = position(v, "8/pppppppp/8/8/8/8/PPPPPPPP/RNB1RQNR[KBkqrrbbnn] w - - 0 1");
        assertEquals(set("B@d1"), moves(q));
    }

    /** pychess Placement: "Castling only works when the king and the corresponding rook are in their normal position." */
    @Test
    void placementCastlingRightsByDrops() {
        Variant v = variant("placement");
        Position p = position(v, "8/pppppppp/8/8/8/8/PPPPPPPP/R7[KQRBBNNkqrrbbnn] w - - 0 1");
        p = play(p, "K@e1");
        assertEquals("Q", p.toFen().split(" ")[2], "the king on e1 with the rook on a1");
        p = play(p, "K@e8", "R@h1");
        assertEquals("KQ", p.toFen().split(" ")[2], "the rook dropped on h1 with the king on e1");
        Position off = play(position(v, "8/pppppppp/8/8/8/8/PPPPPPPP/R7[KQRBBNNkqrrbbnn] w - - 0 1"), "K@d1");
        assertEquals("-", off.toFen().split(" ")[2], "a king off its home square gains nothing");
    }

    @Test
    void handErrors() {
        String base = chessLike(", royal: true", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "play: {drops: {captures-to-hand: true}}\n");
        assertEquals(List.of("7:48: pieces.N.drop.promoted: 'N' has no promoted form to be dropped as; define '+N' (or remove 'promoted')"),
                errors(base.replace("N: {name: Knight, moves: N}", "N: {name: Knight, moves: N, drop: {promoted: true}}")));
        assertEquals(List.of("7:45: pieces.N.drop.stuck must be one of forbidden, allowed (whether it may be dropped where it could never"
                + " move again), not 'yes'"), errors(base.replace("N: {name: Knight, moves: N}", "N: {name: Knight, moves: N, drop: {stuck: yes}}")));
        assertEquals(List.of("3:48: pieces.K.gate: unknown piece letter 'X'; the pieces are K, Q, R, B, N, P"),
                errors(base.replace("royal: true", "royal: true, gate: X")));
    }

    /** Issue 29, item 9: Fairy-Stockfish's '[-]' is an empty hand, as '[]' and no brackets are; Varia writes '[]' (as FS 11.1 does). */
    @Test
    void anEmptyHandIsReadInEveryFairyStockfishSpelling() {
        Variant kyoto = variant("kyoto-shogi");
        String written = "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1";
        for (String fen : List.of("p+nks+l/5/5/5/+LSK+NP[-] w - - 0 1", "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1", "p+nks+l/5/5/5/+LSK+NP w"))
            assertEquals(written, position(kyoto, fen).toFen(), fen);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                position(variant("chess"), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w").toFen(), "no hands: '[-]' is empty");
    }
}
