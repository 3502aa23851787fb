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

    /** Smothered mate: Nf7 would mate the king on h8 (checked with Fairy-Stockfish 11.1; fairy-stockfish-oracle.md section 3). */
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

    /** Black's king h8 walled in by its rook g8 and pawn g7; a white knight h4 in front of the rook h1. */
    static final String BEHIND_THE_KNIGHT = "6rk/6p1/8/8/7N/8/8/K6R w - - 0 1";

    /**
     * Mates the knight takes part in (issue 28), seed 001's second description: "Drawing the Game",
     * a king checkmated "with a knight giving the final check"; "Winning the Game", the final move
     * that delivers checkmate "can not be made by a knight". 1.Ng6 checks with the knight and
     * uncovers the rook (a double check): both sentences draw it, so knight-mate=draw does. 1.Nf5
     * uncovers the rook's mate, the knight giving no check: only the second sentence read to the
     * letter draws it (knight-mate=draw-knight-move). By default (seed 004 section VIII, the mate by
     * a horse forbidden, as Fairy-Stockfish reads it: every checking piece a knight) both are
     * legal wins, as in Fairy-Stockfish 11.1 (both mates, checkers h1 g6 and h1).
     */
    @Test
    void matesTheKnightTakesPartIn() {
        Variant draw = variant("shatar", Map.of("knight-mate", "draw"));
        assertEquals(Status.DRAW, status(play(position(draw, BEHIND_THE_KNIGHT), "h4g6")), "double check: a knight gives the final check");
        assertEquals(Status.WHITE_WINS, status(play(position(draw, BEHIND_THE_KNIGHT), "h4f5")), "the rook gives the mate");
        Variant byMove = variant("shatar", Map.of("knight-mate", "draw-knight-move"));
        assertEquals(Status.DRAW, status(play(position(byMove, BEHIND_THE_KNIGHT), "h4g6")));
        Position uncovered = play(position(byMove, BEHIND_THE_KNIGHT), "h4f5");
        assertEquals(Status.DRAW, status(uncovered), "the final move is the knight's");
        assertEquals("checkmate uncovered by a move of a piece that may not mate", uncovered.result().reason());
        for (String m : new String[] {"h4g6", "h4f5"}) {
            Position p = play(position(SHATAR, BEHIND_THE_KNIGHT), m);
            assertEquals(Status.WHITE_WINS, status(p), m + " by default: " + p.result());
        }
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

    /** Robado for both sides: two lone kings draw; Fairy-Stockfish generates no move there (Fairy-Stockfish 11.1; fairy-stockfish-oracle.md section 3). */
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

    // ---- the alternative readings the seeds give (options) ----

    static Variant option(String name, String value) { return variant("shatar", java.util.Map.of(name, value)); }

    /** seed 001, second description: "Either player may make the first move" (1...d5 2.d4, Black to move). */
    @Test
    void blackMayMakeTheFirstMove() {
        Position p = Position.start(option("opening", "bers-pawns-black-first"));
        assertEquals(1, p.sideToMove());
        assertEquals("rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR b - - 0 1", p.toFen());
    }

    /**
     * seed 004 VIII "King": the king on either central square, the kings on one column: on the
     * d-file, the Bers' pawns (the e-pawns) make the opening double steps; note 24: the kings'
     * pawns make them instead; note 22: each king on its left, no double step at all.
     */
    @Test
    void theOtherArraysAndOpenings() {
        assertEquals("rnbkjbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBKJBNR w - - 0 1", Position.start(option("opening", "king-d-file")).toFen());
        assertEquals("rnbjkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBJKBNR w - - 0 1", Position.start(option("opening", "kings-pawns")).toFen());
        Position left = Position.start(option("opening", "king-left"));
        assertEquals("rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKJBNR w - - 0 1", left.toFen());
        assertTrue(moves(left).contains("d2d3") && !moves(left).contains("d2d4"), "no double step: " + moves(left));
    }

    /** seed 004 VIII notes 20 and 21: in old Shatar the Bers moved as a Ferz, the Bishop as the Shatranj elephant. */
    @Test
    void oldShatarPieces() {
        Variant old = option("era", "old");
        assertEquals(set("d4c3", "d4c5", "d4e3", "d4e5"), movesFrom(position(old, "4k3/8/8/8/3J4/8/8/K6n w - - 0 1"), "d4"));
        assertEquals(set("d4b2", "d4b6", "d4f2", "d4f6"), movesFrom(position(old, "4k3/8/8/8/3B4/8/8/K6n w - - 0 1"), "d4"));
    }

    /**
     * seed 004 VIII note 23: later, the Horse moves as an Amazon "from its second move onwards", and
     * the King also moves as a Knight on the enemy's home rank.
     */
    @Test
    void laterVariationsAmazonHorseAndLeapingKing() {
        Variant later = option("era", "later");
        Position p = play(position(later, "4k3/7p/8/8/8/8/8/K5N1 w - - 0 1"), "g1f3+"); // written as a promotion
        assertTrue(p.toFen().startsWith("4k3/7p/8/8/8/5+N2/8/K7 b"), "the horse's first move made it an amazon: " + p.toFen());
        play(p, "e8d8");
        Set<String> amazon = movesFrom(p, "f3");
        assertTrue(amazon.contains("f3f8") && amazon.contains("f3a8") && amazon.contains("f3g5"), "queen and knight moves: " + amazon);
        assertTrue(movesFrom(position(later, "1K6/8/8/8/8/8/P7/4k2n w - - 0 1"), "b8").contains("b8c6"), "a king on rank 8 leaps as a knight");
        assertFalse(movesFrom(position(later, "8/8/8/8/8/8/P7/1K2k2n w - - 0 1"), "b1").contains("b1c3"), "not elsewhere");
    }

    /** seed 004 VIII note 25: "In another variant, it is considered a win for the party stalemating the opponent". */
    @Test
    void stalemateWinsUnderTheOption() {
        String fen = "k7/2K4p/1J5P/8/8/8/8/8 b - - 0 1";
        assertEquals(Status.DRAW, status(position(SHATAR, fen)));
        assertEquals(Status.WHITE_WINS, status(position(option("stalemate", "win"), fen)));
    }

    static int square(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }
}
