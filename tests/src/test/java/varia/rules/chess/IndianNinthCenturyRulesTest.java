package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.rules.chess.ChessPlay.*;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/** Ninth-century Indian chess (variants/indian-9th-century.yaml): constructed positions, each naming the sentence it checks. */
class IndianNinthCenturyRulesTest {

    static final Variant INDIAN = variant("indian-9th-century");

    /**
     * seed 004 section IV "First Row Pieces": dabbabahs on the edges, horses, rooks, then king and
     * ferz in the centre, the kings on one file. From the start only the pawns, the horses and the
     * dabbabahs (leaping over the pawns to a3 and h3) can move: 8 + 4 + 2.
     */
    @Test
    void setupAndFirstMoves() {
        Position p = Position.start(INDIAN);
        assertEquals("enrkqrne/pppppppp/8/8/8/8/PPPPPPPP/ENRKQRNE w - - 0 1", p.toFen());
        assertEquals(set("a1a3"), movesFrom(p, "a1"));
        assertEquals(14, moves(p).size());
        Position e = Position.start(variant("indian-9th-century", Map.of("king-file", "e")));
        assertEquals("enrqkrne/pppppppp/8/8/8/8/PPPPPPPP/ENRQKRNE w - - 0 1", e.toFen());
    }

    /** seed 004 section IV "Dabbabah": exactly two squares orthogonally, jumping. */
    @Test
    void dabbabahLeapsTwoOrthogonally() {
        assertEquals(set("d4b4", "d4d2", "d4d6", "d4f4"), movesFrom(position(INDIAN, "3k4/7p/8/3p4/3E4/3P4/8/4K3 w - - 0 1"), "d4"));
    }

    /** seed 004 section IV "Special Rules": the player that stalemates the opponent loses. */
    @Test
    void stalematingLoses() {
        Position p = play(position(INDIAN, "7k/7p/7P/8/8/8/K7/R7 w - - 0 1"), "a1g1");
        assertEquals(0, moves(p).size());
        assertEquals(Status.BLACK_WINS, status(p), () -> "stalemated Black: " + p.result());
    }

    /**
     * seed 004 section IV "Special Rules": bare king counts as a win; rules-notes.md (after
     * Murray): even if the winner's own king could be bared on the next move. Here the black
     * king could take the rook at once.
     */
    @Test
    void bareKingWinsAtOnce() {
        Position p = play(position(INDIAN, "8/8/4k3/3q4/3R4/8/8/K7 w - - 0 1"), "d4d5");
        assertEquals(Status.WHITE_WINS, status(p), () -> "bared Black: " + p.result());
        assertEquals(0, moves(p).size(), "the game is over");
    }

    /** seed 004 section IV "Pawn Promotion": always to ferz. */
    @Test
    void promotionToFerz() {
        assertEquals(set("b7b8q"), movesFrom(position(INDIAN, "7k/1P5p/8/8/8/8/8/4K3 w - - 0 1"), "b7"));
    }
}
