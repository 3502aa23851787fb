package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.chess.ChessPlay.*;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/** Chaturanga (variants/chaturanga.yaml): constructed positions, each naming the sentence it checks. */
class ChaturangaRulesTest {

    static final Variant CHATURANGA = variant("chaturanga");
    static final Variant FS = variant("chaturanga", Map.of("ruleset", "fairy-stockfish"));

    /**
     * seed 004 section I "King": each king on the central square to its owner's right, so the
     * kings do not face each other; both kings hold their knight's move (gating letters Ed).
     */
    @Test
    void setupPutsTheKingsOnDifferentFiles() {
        Position p = Position.start(CHATURANGA);
        assertEquals("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Ed - 0 1", p.toFen());
        assertEquals('K', p.pieceTypeAt(4).letter());        // e1
        assertEquals('K', p.pieceTypeAt(7 * 8 + 3).letter()); // d8
    }

    /** seed 004 section I "Piece Moves: King": one knight's move during the game; d3 and f3 are free at the start. */
    @Test
    void kingMayMakeItsKnightMoveFromTheStart() {
        assertEquals(set("e1d3", "e1f3"), movesFrom(Position.start(CHATURANGA), "e1"));
    }

    /**
     * seed 004 section I "Piece Moves: King": the knight's move only "provided that he hasn't been
     * checked before". Black's rook checks on the e-file, White blocks with the horse; from then on
     * the king has only its plain steps.
     */
    @Test
    void kingsKnightMoveIsRefusedAfterACheck() {
        String fen = "3k4/7p/8/8/r7/8/3P1P2/3NK3 b E - 0 1";
        Position checked = play(position(CHATURANGA, fen), "a4e4", "d1e3", "d8c8");
        Set<String> king = movesFrom(checked, "e1");
        for (String knight : new String[] {"e1d3", "e1f3", "e1c2", "e1g2"})
            assertFalse(king.contains(knight), knight + " after the king was checked: " + king);

        // the same without the check: the rook goes elsewhere and the knight's moves stay
        Position unchecked = play(position(CHATURANGA, fen), "a4a3", "d1e3", "d8c8");
        assertTrue(movesFrom(unchecked, "e1").containsAll(set("e1c2", "e1f3", "e1g2")), () -> movesFrom(unchecked, "e1").toString());
    }

    /** seed 004 section I "Piece Moves: King": "during the game", not only as the first move; and only once. */
    @Test
    void kingsKnightMoveOnceAtAnyTime() {
        Position p = play(position(CHATURANGA, "3k4/7p/8/8/8/8/P7/4K3 w E - 0 1"), "e1e2", "h7h6");
        assertTrue(movesFrom(p, "e2").containsAll(set("e2c3", "e2d4", "e2f4", "e2g3", "e2c1", "e2g1")), () -> movesFrom(p, "e2").toString());
        play(p, "e2d4", "h6h5");
        assertEquals(set("d4c3", "d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4", "d4e5"), movesFrom(p, "d4"), "the knight's move is used up");
    }

    /**
     * seed 004 section I "Pawn Promotion": only to the type that stood on the promotion square in
     * the setup, and only when one of that type was lost. b8 held a horse.
     */
    @Test
    void promotionToTheSetupSquaresTypeOnlyAfterALoss() {
        // both horses on the board: the pawn reaches b8 but stays a pawn
        assertEquals(set("b7b8"), movesFrom(position(CHATURANGA, "3k4/1P5p/8/8/8/8/8/1N2K1N1 w - - 0 1"), "b7"));
        // a horse lost: it becomes one
        assertEquals(set("b7b8n"), movesFrom(position(CHATURANGA, "3k4/1P5p/8/8/8/8/8/4K1N1 w - - 0 1"), "b7"));
        // c8 held an elephant: a lost horse does not help a pawn there
        assertEquals(set("c7c8"), movesFrom(position(CHATURANGA, "7k/2P4p/8/8/8/8/8/2B1KB1N w - - 0 1"), "c7"));
        // e8 held the counsellor (ferz)
        assertEquals(set("e7e8q"), movesFrom(position(CHATURANGA, "7k/4P2p/8/8/8/8/8/4K1N1 w - - 0 1"), "e7"));
        // Fairy-Stockfish's reading: always the ferz
        assertEquals(set("b7b8q"), movesFrom(position(FS, "3k4/1P5p/8/8/8/8/8/1N2K1N1 w - - 0 1"), "b7"));
    }

    /** seed 004 section I "Special Rules": the player that stalemates the opponent loses. */
    @Test
    void stalematingLoses() {
        String fen = "7k/7p/7P/8/8/8/K7/R7 w - - 0 1";
        Position p = play(position(CHATURANGA, fen), "a1g1");
        assertEquals(0, moves(p).size());
        assertEquals(Status.BLACK_WINS, status(p), () -> "stalemated Black: " + p.result());
        // rules-notes.md Chaturanga: Fairy-Stockfish's reading, the stalemated side loses
        Position q = play(position(FS, fen), "a1g1");
        assertEquals(Status.WHITE_WINS, status(q), () -> "FS reading: " + q.result());
    }

    /** seed 004 section I "Special Rules": bare king counts as a win; rules-notes.md: FS has no such rule. */
    @Test
    void bareKingWins() {
        String fen = "8/8/4k3/3q4/3R4/8/8/K7 w - - 0 1";
        Position p = play(position(CHATURANGA, fen), "d4d5");
        assertEquals(Status.WHITE_WINS, status(p), () -> "bared Black: " + p.result());
        Position q = play(position(FS, fen), "d4d5");
        assertEquals(Status.ONGOING, status(q), () -> "FS reading, no bare-king rule: " + q.result());
    }

    /** seed 004 section I notes 3 and 4; rules-notes.md Chaturanga: the three elephant moves. */
    @Test
    void elephantReadings() {
        String fen = "3k4/7p/8/8/3B4/8/8/4K3 w - - 0 1";
        assertEquals(set("d4b2", "d4b6", "d4f2", "d4f6"), movesFrom(position(CHATURANGA, fen), "d4"));
        assertEquals(set("d4c3", "d4c5", "d4d5", "d4e3", "d4e5"),
                movesFrom(position(variant("chaturanga", Map.of("elephant", "silver")), fen), "d4"));
        assertEquals(set("d4b4", "d4d2", "d4d6", "d4f4"),
                movesFrom(position(variant("chaturanga", Map.of("elephant", "dabbaba")), fen), "d4"));
    }

    /**
     * seed 004 section I "Piece Moves: King": the knight's move is the king's only while it holds
     * the right; a king without it (gating field '-') threatens only the squares next to it, so
     * the black king may step to d3, a knight's move away from e1.
     */
    @Test
    void kingWithoutTheRightDoesNotThreatenKnightSquares() {
        Position p = position(CHATURANGA, "8/7p/8/8/3k4/8/P7/4K3 b - - 0 1");
        assertEquals(set("d4c3", "d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4", "d4e5"), movesFrom(p, "d4"));
    }

    /**
     * Seed 004 I note 5, the 19th-century readings: Hindustani chess, a pawn "reaching any of the
     * opposing two central squares may promote to Counselor" if the counsellor was lost; Parsi
     * chess, a pawn reaching "the opposing king's square can be promoted to the rank of any piece
     * already lost". By default (the setup square's type) a pawn on d8, the black king's square,
     * stays a pawn.
     */
    @Test
    void note5PromotionReadings() {
        String fen = "7k/p1PP4/8/8/8/8/8/4K3 w - - 0 1"; // White has lost everything but king and pawns
        Variant hindustani = variant("chaturanga", Map.of("promotion", "hindustani"));
        Variant parsi = variant("chaturanga", Map.of("promotion", "parsi"));
        assertEquals(Set.of("d7d8"), movesFrom(position(variant("chaturanga"), fen), "d7"));
        assertEquals(Set.of("d7d8", "d7d8q"), movesFrom(position(hindustani, fen), "d7"));
        assertEquals(Set.of("c7c8"), movesFrom(position(hindustani, fen), "c7"), "c8 is no central square");
        assertEquals(Set.of("d7d8", "d7d8q", "d7d8r", "d7d8b", "d7d8n"), movesFrom(position(parsi, fen), "d7"));
        assertEquals(Set.of("c7c8"), movesFrom(position(parsi, fen), "c7"), "c8 is not the king's square");
    }
}
