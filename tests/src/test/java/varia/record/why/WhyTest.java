package varia.record.why;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import varia.engine.Position;
import varia.record.MoveParser;
import varia.record.San;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The reason given for an illegal written move, derived from the variant's data: constructed
 * positions, each asserting the whole message (the parser's, as validate, convert and play print it).
 */
class WhyTest {
    private static String why(String variant, String fen, String move) throws Exception {
        Variant v = Variants.resolve(variant);
        Position p = Position.fromFen(v, fen);
        MoveParser.Parsed r = new MoveParser(new San(v)).parse(p, move);
        return r.ok() ? "legal: " + p.moveToUci(r.move()) : r.error();
    }

    @ParameterizedTest(name = "{0} {2}")
    @CsvSource(delimiter = '|', textBlock = """
        # xiangqi: a soldier before the river moves forward only (its region moves named with the region)
        xiangqi | 4k4/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1 | Pd5 | not a legal move: the Soldier on e5 cannot go to d5: outside 'enemy-half' (ranks 6-10) it steps one square forward (standing in 'enemy-half' it steps one square forward or sideways)
        # once across, sideways is fine; backward never
        xiangqi | 4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1 | Pe5 | not a legal move: the Soldier on e6 cannot go to e5: standing in 'enemy-half' (ranks 6-10) it steps one square forward or sideways
        xiangqi | 1r2k4/9/9/9/9/9/9/1C7/9/3K5 w - - 0 1 | Cxb10 | not a legal move: the Cannon on b3 needs exactly one piece between it and b10 to capture there (there is none)
        xiangqi | 1r2k4/9/9/9/1p7/1p7/9/1C7/9/3K5 w - - 0 1 | Cxb10 | not a legal move: the Cannon on b3 needs exactly one piece between it and b10 to capture there (there are 2: b5, b6)
        xiangqi | 3k5/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1 | Nc3 | not a legal move: the Horse on b1 is blocked on b2
        xiangqi | 3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1 | Be7 | not a legal move: the Elephant on c5 cannot go to e7: it never leaves 'half' (ranks 1-5)
        xiangqi | 3k5/9/9/9/9/9/9/4K4/9/9 w - - 0 1 | Ke4 | not a legal move: the General on e3 cannot go to e4: it never leaves 'palace' (files d-f ranks 1-3)
        xiangqi | 3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1 | Ae3 | not a legal move: the Advisor on e2 cannot go to e3: it steps one square diagonally
        xiangqi | 4k4/9/9/9/9/9/9/1C7/9/3K5 w - - 0 1 | Ke1 | not a legal move: the Generals would face each other on the e-file with nothing between
        # chess
        chess | 4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1 | Nf4 | not a legal move: it would leave White's King in check from Re7
        chess | 4k3/8/8/8/8/8/3P4/2B1K3 w - - 0 1 | Be3 | not a legal move: the Bishop on c1 is blocked on d2
        chess | 4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1 | exe5 | not a legal move: the Pawn on e4 cannot capture on e5: it goes there only without capturing
        chess | 4k3/8/8/8/4P3/8/8/4K3 w - - 0 1 | d5 | not a legal move: the Pawn on e4 goes to d5 only to capture, and d5 is empty (en passant only just after an enemy pawn's double step past it)
        chess | 4k3/8/8/8/8/4P3/8/4K3 w - - 0 1 | e5 | not a legal move: the Pawn on e3 makes that move only while it has not moved
        chess | 4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1 | e4 | not a legal move: the Pawn on e2 is blocked on e3
        chess | 4k3/8/8/8/8/8/8/R3K2r w - - 0 1 | Kf1 | not a legal move: White's King would be in check on f1 from Rh1
        chess | 4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1 | Ra8 | not a legal move: White's King is in check from Re2 and this move does not parry it
        chess | 4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1 | Ne4 | not a legal move: no Knight of White's (on b1, g1) can go to e4: it leaps (2,1) like a knight
        chess | 4k3/8/8/8/8/8/8/4KB2 w - - 0 1 | Bf2 | not a legal move: the Bishop on f1 cannot go to f2: it slides any distance diagonally
        chess | 4k3/8/8/8/8/8/5P2/4KB2 w - - 0 1 | Bf1-f2 | not a legal move: the Bishop on f1 cannot go to f2: it slides any distance diagonally
        chess | 4k3/8/8/8/8/8/4P3/4KB2 w - - 0 1 | Bf1-e2 | not a legal move: e2 holds White's own Pawn
        # shogi: drops
        shogi | 4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 | P@e5 | not a legal move: White has no Pawn in hand
        shogi | 4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1 | P@e5 | not a legal move: White already has a Pawn on the e-file (e3)
        shogi | 3rkr3/3p1p3/4G4/9/9/9/9/9/4K4[P] w - - 0 1 | P@e8 | not a legal move: a Pawn drop may not give checkmate
        shogi | 4k4/9/9/9/9/9/9/9/4K4[P] w - - 0 1 | P@a9 | not a legal move: a Pawn may be dropped only on ranks 1-8
        shogi | 4k4/9/9/9/9/9/9/9/4K4[N] w - - 0 1 | N@e8 | not a legal move: a Knight may be dropped only on ranks 1-7
        shogi | 4k4/9/9/9/9/9/9/9/4K4[P] w - - 0 1 | P@e1 | not a legal move: e1 is occupied
        # hiashatar: the Hia's zone stops a slide on its first zone square
        hiashatar | 4k5/10/10/10/10/6h3/10/10/10/5RK3 w - - 0 1 | Rf7 | not a legal move: the Tereg on f1 is stopped on f4 by the zone of the Hia on g5
        # makruk
        makruk | 4k3/8/8/8/8/8/8/3MK3 w - - 0 1 | Md2 | not a legal move: the Met on d1 cannot go to d2: it steps one square diagonally
        makruk | 4k3/4r3/8/8/8/8/4S3/4K3 w - - 0 1 | Sd3 | not a legal move: it would leave White's Khun in check from Re7
        makruk | 4k3/8/8/8/8/8/3P4/3MK3 w - - 0 1 | d4 | not a legal move: the Bia on d2 cannot go to d4: it steps one square forward, without capturing; steps one square diagonally forward, only to capture
        # janggi: a cannon may not use a cannon as its screen; moves allowed within a region; bikjang must be broken
        janggi | 4k4/9/9/9/9/9/9/1c7/9/1C2K4 w - - 0 1 | Cb8 | not a legal move: a Cannon cannot jump over a Cannon
        janggi | 4k4/9/9/9/9/9/9/9/9/3AK4 w - - 0 1 | Ac3 | not a legal move: the Guard on d1 cannot go to c3: it steps one square orthogonally; within 'palace-diagonals' (d1 f1 e2 d3 f3) it may also step one square diagonally
        janggi | 4k4/9/9/9/9/9/9/9/4K4/3A5 w - - 0 1 | Ae1 | not a legal move: the royal pieces face each other (bikjang): a move must break it, or pass
        # a compulsory capture (a restriction of the game's phase)
        antichess | 4k3/8/8/8/8/8/3p4/4K3 w - - 0 1 | Kf1 | not a legal move: capturing is compulsory
        """)
    void saysWhy(String variant, String fen, String move, String expected) throws Exception {
        assertEquals(expected, why(variant, fen, move));
    }
}
