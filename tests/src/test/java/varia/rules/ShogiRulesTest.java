package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.EastPlay.*;

import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Constructed positions for the drop and promotion rules of variants/shogi.yaml. Expected sets
 * were checked against Fairy-Stockfish 11.1 ('shogi', {@code go perft 1}); the one deliberate
 * difference is uchifuzume, which FS generates and Varia forbids (fairy-stockfish-oracle.md
 * section 2). Moves are written as FS writes them: promotion suffix {@code +}, drops {@code P@e5}.
 */
class ShogiRulesTest {

    static final Variant SHOGI = variant("shogi");

    @Test
    @DisplayName("seed 004 XIII (Promotion Rules): promotion is optional in the zone, also when the move leaves it")
    void promotionOptionalAndOnLeaving() {
        Set<String> silver = movesFrom(SHOGI, "4k4/9/2S6/9/9/9/9/9/4K4[] w - - 0 1", "c7");
        assertMoves(set("c7b6", "c7b6+", "c7b8", "c7b8+", "c7c8", "c7c8+", "c7d6", "c7d6+", "c7d8", "c7d8+"), silver,
                "silver on c7: each move with and without promotion");
        assertTrue(silver.contains("c7b6+") && silver.contains("c7d6+"), "a move that starts in the zone and leaves it may promote");
        assertMoves(set("c3b2", "c3b4", "c3c4", "c3d2", "c3d4"), movesFrom(SHOGI, "4k4/9/9/9/9/9/2S6/9/4K4[] w - - 0 1", "c3"),
                "outside the zone: no promotion");
    }

    @Test
    @DisplayName("seed 004 XIII (Promotion Rules): pawn and lance must promote on the 9th rank, the knight on the 8th or 9th")
    void promotionForcedWhenStuck() {
        assertMoves(set("a8a9+"), movesFrom(SHOGI, "4k4/P8/9/9/9/9/9/9/4K4[] w - - 0 1", "a8"), "pawn to the last rank");
        assertMoves(set("b6a8+", "b6c8+"), movesFrom(SHOGI, "4k4/9/9/1N7/9/9/9/9/4K4[] w - - 0 1", "b6"), "knight to rank 8");
        assertMoves(set("a6a7", "a6a7+", "a6a8", "a6a8+", "a6a9+"), movesFrom(SHOGI, "4k4/9/9/L8/9/9/9/9/4K4[] w - - 0 1", "a6"), "lance");
        assertMoves(set("b4a2+", "b4c2+"), movesFrom(SHOGI, "4k4/9/9/9/9/1n7/9/9/4K4[] b - - 0 1", "b4"), "Black's knight, zone mirrored");
    }

    @Test
    @DisplayName("seed 004 XIII (Promotion Rules): a captured promoted piece loses its promoted status (goes to hand as the base piece)")
    void demotionOnCapture() {
        Position p = play(position(SHOGI, "4k4/9/9/9/9/9/9/4+p4/4K4[] w - - 0 1"), "e1e2");
        assertTrue(p.toFen().startsWith("4k4/9/9/9/9/9/9/4K4/9[P] b"), "the tokin returns to White's hand as a pawn: " + p.toFen());
        Position q = play(position(SHOGI, "4k4/9/9/9/9/9/9/4+r4/4K4[] w - - 0 1"), "e1e2");
        assertTrue(q.toFen().startsWith("4k4/9/9/9/9/9/9/4K4/9[R] b"), "the dragon returns as a rook: " + q.toFen());
    }

    @Test
    @DisplayName("seed 004 XIII (Dropping Rules): no pawn on a file with an own unpromoted pawn (nifu); none where it could never move")
    void dropZonesAndNifu() {
        Set<String> all = moves(SHOGI, "4k4/9/9/9/9/9/P8/9/4K4[PNL] w - - 0 1");
        assertEquals(200, all.size(), "Fairy-Stockfish 11.1: perft 1 = 200");
        for (String m : all) {
            if (m.startsWith("P@")) {
                assertFalse(m.startsWith("P@a"), "nifu: pawn dropped on the a-file with a pawn on a3: " + m);
                assertFalse(m.endsWith("9"), "pawn dropped on the last rank: " + m);
            }
            if (m.startsWith("L@")) assertFalse(m.endsWith("9"), "lance dropped on the last rank: " + m);
            if (m.startsWith("N@")) assertFalse(m.endsWith("8") || m.endsWith("9"), "knight dropped on the last two ranks: " + m);
        }
        assertEquals(67, moves(SHOGI, "4k4/9/9/9/9/9/9/9/4K4[N] w - - 0 1").size(), "knight: 62 drops on ranks 1-7 + 5 king moves");
        assertEquals(76, moves(SHOGI, "4k4/9/9/9/9/9/9/9/4K4[L] w - - 0 1").size(), "lance: 71 drops on ranks 1-8 + 5 king moves");
    }

    @Test
    @DisplayName("seed 004 XIII (Dropping Rules): a pawn may be dropped to give check only if it does not mate (uchifuzume)")
    void pawnDropMate() {
        String fen = "lnsg3nk/1r2b1gs1/ppppppp1p/7N1/7p1/9/PPPPPPPP1/1B5R1/LNSGKGS1L[P] w - - 0 1";
        Set<String> all = moves(SHOGI, fen);
        assertFalse(all.contains("P@i8"), "P@i8 would mate: forbidden");
        assertEquals(43, all.size(), "Fairy-Stockfish's 44 without the mating drop (perft-fs-adjusted.tsv)");
        assertMoves(set("P@i2", "P@i3", "P@i4", "P@i5", "P@i6"), movesFrom(SHOGI, fen, "P@"), "the other pawn drops stay");
        // a checking pawn drop the king can answer is legal
        assertTrue(moves(SHOGI, "4k4/9/9/9/9/9/9/9/4K4[P] w - - 0 1").contains("P@e8"), "P@e8 checks but the king takes it");
    }

    @Test
    @DisplayName("seed 004 XIII (Dropping of Captive Enemy Pieces): a pawn in hand drops on any empty square of ranks 1-8")
    void dropsFromHand() {
        Set<String> all = moves(SHOGI, "4k4/9/9/9/9/9/9/9/4K4[P] w - - 0 1");
        assertEquals(76, all.size(), "71 pawn drops + 5 king moves");
    }

    @Test
    @DisplayName("start position: 30 moves (perft-published.md, Shogi)")
    void startPosition() {
        assertEquals(30, moves(Position.start(SHOGI)).size());
    }

    @Test
    @DisplayName("seed 004 XIII (Special Rules): perpetual check is forbidden; the checking side loses at the fourth repetition")
    void perpetualCheckLoses() {
        Position p = position(SHOGI, "k8/9/9/9/9/9/9/9/R7K[] b - - 0 1");
        for (int i = 0; i < 3; i++) play(p, "a9b9", "a1b1", "b9a9", "b1a1");
        assertEquals(4, p.repetitions(), "the position with the rook checking from a1, for the fourth time");
        assertEquals(varia.engine.GameResult.Status.BLACK_WINS, p.result().status(), "White checked on every move: White loses");
    }

    @Test
    @DisplayName("seed 004 XIII (Special Rules): sennichite, the fourth occurrence of a position without perpetual check, is a draw")
    void fourfoldRepetitionDraws() {
        Position p = position(SHOGI, "k8/9/9/9/9/9/9/9/8K[] w - - 0 1");
        for (int i = 0; i < 3; i++) play(p, "i1h1", "a9b9", "h1i1", "b9a9");
        assertEquals(4, p.repetitions());
        assertEquals(varia.engine.GameResult.Status.DRAW, p.result().status(), "no checks: a draw");
    }
}
