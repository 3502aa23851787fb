package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.chess.ChessPlay.*;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult.Status;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;

/** Shatar (variants/shatar.yaml): constructed positions, each naming the sentence it checks. */
class ShatarRulesTest {

    static final Variant SHATAR = variant("shatar");

    /** Smothered mate: Nf7 would mate the king on h8 (research/fs-internals.md section 3). */
    static final String SMOTHER = "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1";

    /** seed 004 section VIII "Endgame Rules": a horse cannot give mate; such a move is forbidden. */
    @Test
    void knightMateIsIllegalByDefault() {
        Position p = position(SHATAR, SMOTHER);
        Set<String> knight = movesFrom(p, "g5");
        assertFalse(knight.contains("g5f7"), "the mating horse move must be illegal: " + knight);
        assertEquals(set("g5e4", "g5e6", "g5f3", "g5h3", "g5h7"), knight);
    }

    /** seed 001 "Drawing the Game": a king checkmated with a knight giving the final check is a draw. */
    @Test
    void knightMateIsADrawUnderTheDrawOption() {
        Variant v = variant("shatar", Map.of("knight-mate", "draw"));
        Position p = play(position(v, SMOTHER), "g5f7");
        assertTrue(p.inCheck());
        assertEquals(0, moves(p).size(), "smothered: no reply");
        assertEquals(Status.DRAW, status(p), () -> "knight mate under knight-mate=draw: " + p.result());
    }

    /**
     * seed 004 section VIII "Draw Rules": mating by a bishop (without a series of checks including
     * a shak) is a draw, "niol"; seed 001: mating with a bishop without fulfilling the criterion.
     */
    @Test
    void bishopMateWithoutShakIsNiol() {
        Position p = play(position(SHATAR, "k7/p1P5/8/8/8/3B4/8/6K1 w - - 0 1"), "d3e4");
        assertTrue(p.inCheck());
        assertEquals(0, moves(p).size(), "mate by the camel");
        assertEquals(Status.DRAW, status(p), () -> "tuk mate without a shak: " + p.result());
    }

    /**
     * seed 004 section VIII "Win in Shatar": checkmating by a bishop or pawn after a succession of
     * checks containing a shak wins; seed 001: "if we mate the opponent after checking with a
     * knight, ... and then mating with a bishop, then the game is won". Here 1.Rh7+ (shak) Kg8
     * 2.Bc4# (tuk).
     */
    @Test
    void bishopMateAfterASeriesWithAShakWins() {
        Position p = position(SHATAR, "7k/R7/6P1/8/1B6/p7/P3B3/2K5 w - - 0 1");
        play(p, "a7h7");
        assertEquals(set("h8g8"), moves(p), "the rook's shak leaves one reply");
        play(p, "h8g8", "e2c4");
        assertTrue(p.inCheck());
        assertEquals(0, moves(p).size(), "mate by the camel");
        assertEquals(Status.WHITE_WINS, status(p), () -> "shak then tuk mate: " + p.result());
    }

    /** The same mate from a FEN: no series of checks is known, the mate is a lone tuk, so niol. */
    @Test
    void theSameBishopMateWithoutTheSeriesIsNiol() {
        Position p = play(position(SHATAR, "6k1/7R/6P1/8/1B6/p7/P3B3/2K5 w - - 2 2"), "e2c4");
        assertEquals(0, moves(p).size());
        assertEquals(Status.DRAW, status(p), () -> "tuk mate, no series: " + p.result());
    }

    /** seed 004 section VIII "Win in Shatar": checkmating by a rook wins. */
    @Test
    void rookMateWins() {
        Position p = play(position(SHATAR, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), "a1a8");
        assertEquals(0, moves(p).size());
        assertEquals(Status.WHITE_WINS, status(p), () -> "back-rank shak mate: " + p.result());
    }

    /** seed 004 section VIII "Draw Rules" and seed 001: a bare king ("robado") is a draw. */
    @Test
    void robadoIsADraw() {
        Position p = play(position(SHATAR, "4k3/8/8/8/8/8/p7/J3K3 w - - 0 1"), "a1a2");
        assertEquals(Status.DRAW, status(p), () -> "robado: " + p.result());
        assertEquals(0, moves(p).size(), "the game is over (Fairy-Stockfish: no moves after robado)");
    }

    /** Robado for both sides: two lone kings draw; Fairy-Stockfish generates no move there (fs-internals.md section 3). */
    @Test
    void twoBareKingsDraw() {
        Position p = position(SHATAR, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(Status.DRAW, status(p), () -> "two bare kings: " + p.result());
        assertEquals(0, moves(p).size());
    }

    /** seed 004 section VIII "Draw Rules": stalemate ("chzhit") is a draw. */
    @Test
    void stalemateIsADraw() {
        Position p = play(position(SHATAR, "7k/7p/7P/8/8/8/K7/R7 w - - 0 1"), "a1g1");
        assertFalse(p.inCheck());
        assertEquals(0, moves(p).size());
        assertEquals(Status.DRAW, status(p), () -> "stalemate: " + p.result());
    }

    /** seed 004 section VIII "Bers": like a rook or one square diagonally (FS 11.1: 21 moves here). */
    @Test
    void bersIsRookPlusFerz() throws Exception {
        assertEquals(21, Perft.perft(position(SHATAR, "4k3/8/8/8/3J4/8/8/K6n w - - 0 1"), 1));
    }

    /** seed 001 and seed 004 section VIII "Pawn Promotion": a pawn promotes to bers only. */
    @Test
    void promotionOnlyToBers() {
        assertEquals(set("b7b8j"), movesFrom(position(SHATAR, "4k3/1P6/8/8/8/8/8/n3K3 w - - 0 1"), "b7"));
    }

    /**
     * seed 001 "The first move of the game is obligatory: 1. d2-d4, followed by 1. d7-d5" and no
     * other double step: the setup is the position after them, and no pawn steps two squares.
     */
    @Test
    void theGameStartsAfterOneDFourDFiveAndNoPawnStepsTwo() {
        Position p = Position.start(SHATAR);
        assertEquals("rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1", p.toFen());
        for (String m : moves(p)) {
            if (Character.isLowerCase(m.charAt(0)) && p.pieceTypeAt(square(m.substring(0, 2))).letter() == 'P')
                assertEquals(1, m.charAt(3) - m.charAt(1), "pawn move " + m);
        }
        assertEquals(20, moves(p).size());
    }

    static int square(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }
}
