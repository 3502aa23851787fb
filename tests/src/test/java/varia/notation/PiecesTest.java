package varia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.notation.Moves.compile;
import static varia.notation.Moves.set;
import static varia.notation.Moves.steps;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The movement of every piece of the project's games compiles, with the expected number of moves. */
class PiecesTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = ';', value = {
            // chaturanga, shatranj, senterej
            "king;                      K;                8",
            "fers / counsellor;         F;                4",
            "alfil;                     A;                4",
            "al-Adli elephant;          D;                4",
            "elephant (other reading);  FfW;              5",
            "senterej counsellor;       mKcF;             8",
            "horse;                     N;                8",
            "chariot;                   R;                4",
            "shatranj pawn;             fmWfcF;           3",
            // makruk, ouk, sittuyin
            "khon;                      FfW;              5",
            "ouk king first move;       ifsmN;            2",
            "ouk neang first move;      ifD;              1",
            "ouk neang (FSF reading);   ifmD;             1",
            // shatar, hiashatar
            "bers (shatar);             RF;               8",
            "bers (hiashatar);          Q;                8",
            "teme;                      B;                4",
            "hu;                        fmWfcFifmnDifmnH; 5",
            "hu with e.p.;              fmWfceFifmnDifmnH;5",
            "hia;                       Q2;               8",
            "hia (other reading);       mQ2cF;           12",
            // xiangqi, janggi
            "general;                   W;                4",
            "advisor;                   F;                4",
            "xiangqi elephant;          nA;               4",
            "xiangqi horse;             nN;               8",
            "cannon;                    mRcpR;            8",
            "soldier;                   fW;               1",
            "soldier across the river;  fsW;              3",
            "janggi elephant;           nZ;               8",
            "janggi cannon;             pR;               4",
            "janggi soldier;            fsW;              3",
            // shogi family
            "gold;                      WfF;              6",
            "silver;                    FfW;              5",
            "shogi knight;              ffN;              2",
            "shogi knight (short);      fN;               2",
            "lance;                     fR;               1",
            "shogi pawn;                fW;               1",
            "dragon king;               RF;               8",
            "dragon horse;              BW;               8",
            "drunk elephant;            FsfW;             7",
            // shahrady, FIDE
            "shahrady king;             mK;               8",
            "FIDE pawn;                 fmWfceFifmnD;     4",
            "archbishop;                BN;              12",
            "chancellor;                RN;              12",
            "amazon;                    QN;              16",
            "banner;                    RcpRnN;          16",
    })
    void compiles(String piece, String betza, int moves) {
        assertEquals(moves, compile(betza.trim()).size(), piece);
        assertEquals(compile(betza.trim()), compile(Notation.print(compile(betza.trim()))), piece);
    }

    @Test
    void drunkElephantIsKingWithoutStraightBack() {
        assertEquals(set("0,1", "1,1", "-1,1", "1,0", "-1,0", "1,-1", "-1,-1"), steps("FsfW"));
    }

    @Test
    void ouKingFirstMoveIsTheTwoWideForwardLeaps() {
        assertEquals(set("2,1", "-2,1"), steps("ifsmN"));
    }
}
