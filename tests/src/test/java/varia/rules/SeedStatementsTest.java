package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.RulesPlay.*;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import varia.engine.GameResult.Status;
import varia.engine.Position;

/**
 * Statements of the seeds that are one key each in their files and had no position of their own:
 * a mate, a stalemate, a bare king, a repetition, the absence of castling. Each case names its row
 * of docs/sources.md (the row gives the seed and place); constructed positions.
 */
class SeedStatementsTest {

    /** Plays the moves and checks the rules' verdict. */
    @ParameterizedTest(name = "{0}: {1} {2} {3} -> {4}")
    @CsvSource(delimiter = ';', value = {
            // goal: checkmate (a back-rank mate by a rook; Black keeps pawns, so no bare-king or count rule interferes)
            "CHT-15; chaturanga; 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1; a1a8; WHITE_WINS",
            "SEN-9; senterej; 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1; a1a8; WHITE_WINS",
            "IND-10; indian-9th-century; 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1; a1a8; WHITE_WINS",
            "SIT-17; sittuyin; 6k1/5ppp/8/8/8/8/8/R5K1[] w - - 0 1; a1a8; WHITE_WINS",
            "MAK-6; makruk; 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1; a1a8; WHITE_WINS",
            "SHJ-10; shatranj; 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1; a1a8; WHITE_WINS",
            "HIA-18; hiashatar; 8k1/7ppp/10/10/10/10/10/10/10/R8K w - - 0 1; a1a10; WHITE_WINS",
            // seed 000: knights may mate in Hiashatar (a smothered mate on j10)
            "HIA-19; hiashatar; 8rk/8pp/10/6N3/10/10/10/10/10/K9 w - - 0 1; g7h9; WHITE_WINS",
            // the general on e10: rank 10 and e9 covered by the chariots, no palace diagonal from e10
            "XQ-12; xiangqi; 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1; b1b10; WHITE_WINS",
            "JG-13; janggi; 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1; b1b10; WHITE_WINS",
            // a gold mate covered by a silver; Black keeps a pawn (no bare king)
            "HEI-7; heian-shogi; p3k3/8/3SG3/8/8/8/8/3K4 w - - 0 1; e6e7; WHITE_WINS",
            "SHO-8; sho-shogi; p3k4/9/3SG4/9/9/9/9/9/4K4 w - - 0 1; e7e8; WHITE_WINS",
            // a gold dropped in front of the king, covered by a pawn: a drop may mate (only a pawn's may not)
            "SHG-4; shogi; 4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1; G@e8; WHITE_WINS",
            // stalemate: the stalemated side loses in shatranj, draws in makruk and hiashatar
            "SHJ-11; shatranj; 7k/7p/7P/8/8/8/K7/R7 w - - 0 1; a1g1; WHITE_WINS",
            "MAK-7; makruk; 7k/7p/7P/8/8/8/K7/R7 w - - 0 1; a1g1; DRAW",
            "HIA-20; hiashatar; 9k/9p/9P/10/10/10/10/10/K9/R9 w - - 0 1; a1i1; DRAW",
            "OLD-17; shatar-old-1-hia; 7k/7p/7P/8/8/8/K7/R7 w - - 0 1; a1g1; DRAW",
            // the shogi family: the stalemating side wins; the stalemated side keeps a keima that cannot move
            // (so no bare-king rule ends the game first): king a8/a9 boxed in by a king and a silver
            "HEI-10; heian-shogi; k7/2K5/1S6/8/8/8/7n/8 b - - 0 1; -; WHITE_WINS",
            "SHO-11; sho-shogi; k8/2K6/1S7/9/9/9/9/8n/9 b - - 0 1; -; WHITE_WINS",
            "SHG-5; shogi; k8/2K6/1S7/9/9/9/9/8n/9[] b - - 0 1; -; WHITE_WINS",
            // seed 004 XIII: any piece may be dropped to stalemate: the silver's drop is legal and wins
            "SHG-15; shogi; k8/2K6/9/9/9/9/9/8n/9[S] w - - 0 1; S@b7; WHITE_WINS",
            // sho shogi: bared, and the gold on e7 cannot be taken back, so Black loses after its one move
            "SHO-9; sho-shogi; 4k4/9/4G4/9/9/9/9/9/4K4 b - - 0 1; e9d9; WHITE_WINS",
            // robado in Old 1 Hia: White's bers takes Black's last man
            "OLD-16a; shatar-old-1-hia; 4k3/8/8/8/8/8/p7/J3K3 w - - 0 1; a1a2; DRAW",
            // robado for both: two lone kings draw (F8 b; before the fix they played on); '-' = no move
            "OLD-16b; shatar-old-1-hia; 4k3/8/8/8/8/8/8/4K3 w - - 0 1; -; DRAW",
            // hiashatar's chess draw rules: threefold repetition and the 50-move rule
            "HIA-22; hiashatar; 9k/10/10/10/10/10/10/10/10/K9 w - - 0 1; a1a2 j10j9 a2a1 j9j10 a1a2 j10j9 a2a1 j9j10; DRAW",
            "HIA-22; hiashatar; 9k/10/10/10/10/10/10/10/10/K9 w - - 99 80; a1a2; DRAW",
    })
    void result(String row, String variant, String fen, String moves, Status expected) {
        Position p = play(position(variant(variant), fen), moves.trim().equals("-") ? new String[0] : moves.trim().split("\\s+"));
        assertEquals(expected, status(p), () -> row + ": " + p.result() + " in " + p.toFen());
        assertTrue(moves(p).isEmpty(), () -> row + ": a finished game has no legal moves, found " + moves(p));
    }

    /** No castling block: from a position where chess would castle, the king only steps. */
    @ParameterizedTest(name = "{0}: {1} has no castling")
    @CsvSource(delimiter = ';', value = {
            "CHT-8; chaturanga; r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1; e1",
            "SHT-4; shatar; r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1; e1",
            "OLD-4; shatar-old-1-hia; r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1; e1",
            "HIA-21; hiashatar; r3k4r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/R3K4R w - - 0 1; e1",
    })
    void noCastling(String row, String variant, String fen, String king) {
        Set<String> kingMoves = movesFrom(position(variant(variant), fen), king);
        assertFalse(kingMoves.isEmpty(), row + ": the king should have its steps");
        for (String m : kingMoves) {
            int df = Math.abs(m.charAt(2) - m.charAt(0)), dr = Math.abs(Integer.parseInt(m.substring(3)) - Integer.parseInt(m.substring(1, 2)));
            assertTrue(df <= 1 && dr <= 1, row + ": " + m + " is no king step: " + kingMoves);
        }
    }

    /** Moves a single position must contain or not contain. */
    @ParameterizedTest(name = "{0}: {1} {2}: {3} {4}")
    @CsvSource(delimiter = ';', value = {
            // seed 004 I: the king's knight move may capture (the black pawn on d3 gives no check)
            "CHT-6; chaturanga; 3k4/7p/8/8/8/3p4/P7/4K3 w E - 0 1; contains; e1d3",
            // seed 004 I note 5: no pawn becomes a king; d8 held Black's king, so the pawn stays a pawn there
            "CHT-14; chaturanga; 7k/3P3p/8/8/8/8/8/4K3 w - - 0 1; contains; d7d8",
            "CHT-14; chaturanga; 7k/3P3p/8/8/8/8/8/4K3 w - - 0 1; lacks; d7d8k",
            // seed 002 Pawn: promotes only to bers
            "OLD-8; shatar-old-1-hia; 4k3/1P6/8/8/8/8/8/n3K3 w - - 0 1; contains; b7b8j",
            "OLD-8; shatar-old-1-hia; 4k3/1P6/8/8/8/8/8/n3K3 w - - 0 1; lacks; b7b8",
            // seed 004 XII: the promoted rook (dragon) adds the king's diagonal step, the promoted bishop its orthogonal one,
            // the promoted silver moves as a gold
            "SHO-7; sho-shogi; 4k3p/9/9/9/4+R4/9/9/9/K8 w - - 0 1; contains; e5d6",
            "SHO-7; sho-shogi; 4k3p/9/9/9/4+R4/9/9/9/K8 w - - 0 1; contains; e5a5",
            "SHO-7; sho-shogi; 4k3p/9/9/9/4+B4/9/9/9/K8 w - - 0 1; contains; e5e6",
            "SHO-7; sho-shogi; 4k3p/9/9/9/4+B4/9/9/9/K8 w - - 0 1; contains; e5b2",
            "SHO-7; sho-shogi; 4k3p/9/9/9/4+S4/9/9/9/K8 w - - 0 1; contains; e5e4",
            "SHO-7; sho-shogi; 4k3p/9/9/9/4+S4/9/9/9/K8 w - - 0 1; lacks; e5d4",
            // seed 004 XII: pawn and lance must promote on the 9th row, the keima on the 8th or 9th
            "SHO-13; sho-shogi; 4k3p/P8/9/9/9/9/9/9/4K4 w - - 0 1; lacks; a8a9",
            "SHO-13; sho-shogi; 4k3p/P8/9/9/9/9/9/9/4K4 w - - 0 1; contains; a8a9+",
            "SHO-13; sho-shogi; 4k3p/9/1N7/9/9/9/9/9/4K4 w - - 0 1; lacks; b7c9",
            "SHO-13; sho-shogi; 4k3p/9/1N7/9/9/9/9/9/4K4 w - - 0 1; contains; b7c9+",
    })
    void moveSet(String row, String variant, String fen, String kind, String move) {
        Set<String> all = moves(position(variant(variant), fen));
        assertEquals(kind.equals("contains"), all.contains(move), () -> row + ": " + kind + " " + move + " in " + all);
    }

    /** seed 002 Queen (OLD-5): the Old 1 Hia bers is shatar's, a rook plus one diagonal step (21 moves here, as ShatarRulesTest). */
    @ParameterizedTest(name = "OLD-5: {0}")
    @CsvSource({"shatar-old-1-hia", "shatar"})
    void bersIsRookPlusFerz(String variant) {
        assertEquals(21, moves(position(variant(variant, Map.of()), "4k3/8/8/8/3J4/8/8/K6n w - - 0 1")).size());
    }
}
