package varia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.notation.Moves.set;
import static varia.notation.Moves.steps;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Direction letters on each atom class, with the exact vectors expected. */
class DirectionTest {

    // ---- orthogonal: one vector per letter, union of letters

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "W;    0,1 1,0 0,-1 -1,0",
            "fW;   0,1",
            "bW;   0,-1",
            "lW;   -1,0",
            "rW;   1,0",
            "vW;   0,1 0,-1",
            "sW;   1,0 -1,0",
            "fsW;  0,1 1,0 -1,0",
            "sfW;  0,1 1,0 -1,0",
            "frW;  0,1 1,0",
            "rfW;  0,1 1,0",
            "lbW;  -1,0 0,-1",
            "fbW;  0,1 0,-1",
            "fD;   0,2",
            "sD;   2,0 -2,0",
            "bH;   0,-3",
            "vsH;  0,3 0,-3 3,0 -3,0",
            "fR;   0,1",
            "lrR;  1,0 -1,0",
    })
    void orthogonal(String notation, String expected) {
        assertEquals(set(expected.trim().split(" ")), steps(notation));
    }

    // ---- diagonal: a letter selects a pair, two perpendicular letters one diagonal

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "F;    1,1 -1,1 1,-1 -1,-1",
            "fF;   1,1 -1,1",
            "bF;   1,-1 -1,-1",
            "lF;   -1,1 -1,-1",
            "rF;   1,1 1,-1",
            "vF;   1,1 -1,1 1,-1 -1,-1",
            "flF;  -1,1",
            "lfF;  -1,1",
            "frF;  1,1",
            "brF;  1,-1",
            "rbF;  1,-1",
            "ffrF; 1,1 -1,1 1,-1",
            "fsF;  1,1 -1,1",
            "lvF;  -1,1 -1,-1",
            "fhF;  1,1 -1,1",
            "fA;   2,2 -2,2",
            "blA;  -2,-2",
            "bG;   3,-3 -3,-3",
            "fB;   1,1 -1,1",
            "flB;  -1,1",
    })
    void diagonal(String notation, String expected) {
        assertEquals(set(expected.trim().split(" ")), steps(notation));
    }

    // ---- oblique: letters select pairs; fused codes are ordered

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "N;     1,2 -1,2 2,1 -2,1 2,-1 -2,-1 1,-2 -1,-2",
            "fN;    1,2 -1,2",
            "ffN;   1,2 -1,2",
            "bN;    1,-2 -1,-2",
            "lN;    -2,1 -2,-1",
            "rN;    2,1 2,-1",
            "vN;    1,2 -1,2 1,-2 -1,-2",
            "sN;    2,1 -2,1 2,-1 -2,-1",
            "lfN;   -1,2",
            "rfN;   1,2",
            "flN;   -2,1",
            "frN;   2,1",
            "blN;   -2,-1",
            "lbN;   -1,-2",
            "fsN;   2,1 -2,1",
            "bsN;   2,-1 -2,-1",
            "lvN;   -1,2 -1,-2",
            "rvN;   1,2 1,-2",
            "fhN;   1,2 -1,2 2,1 -2,1",
            "bhN;   1,-2 -1,-2 2,-1 -2,-1",
            "lhN;   -1,2 -2,1 -2,-1 -1,-2",
            "rhN;   1,2 2,1 2,-1 1,-2",
            "hrN;   1,2 2,-1 -1,-2 -2,1",
            "hlN;   -1,2 -2,-1 1,-2 2,1",
            "ffrrN; 1,2 -1,2 2,1 2,-1",
            "vsN;   1,2 -1,2 2,1 -2,1 2,-1 -2,-1 1,-2 -1,-2",
            "fC;    1,3 -1,3",
            "flC;   -3,1",
            "fsZ;   3,2 -3,2",
            "lfZ;   -2,3",
            "hrZ;   2,3 3,-2 -2,-3 -3,2",
    })
    void oblique(String notation, String expected) {
        assertEquals(set(expected.trim().split(" ")), steps(notation));
    }

    // ---- shortcuts: each component takes the directions

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "K;    0,1 1,1 1,0 1,-1 0,-1 -1,-1 -1,0 -1,1",
            "fK;   0,1 1,1 -1,1",
            "bK;   0,-1 1,-1 -1,-1",
            "sK;   1,0 -1,0 1,1 -1,1 1,-1 -1,-1",
            "flK;  0,1 -1,0 -1,1",
            "fsQ;  0,1 1,0 -1,0 1,1 -1,1",
            "fQ;   0,1 1,1 -1,1",
            "rK2;  1,0 1,1 1,-1",
    })
    void shortcut(String notation, String expected) {
        assertEquals(set(expected.trim().split(" ")), steps(notation));
    }

    @Test
    void hrNFromE4ReachesF6G3D2C5() {
        // e4 = (4,3) with files a=0; f6 g3 d2 c5
        assertEquals(set("1,2", "2,-1", "-1,-2", "-2,1"), steps("hrN"));
    }

    @Test
    void fusedCodesAreDistinctFromDoubledLetters() {
        // frN fuses (one move), ffrrN keeps the letters apart (four moves)
        assertEquals(1, steps("frN").size());
        assertEquals(4, steps("ffrrN").size());
        // letters separated by another modifier do not fuse
        assertEquals(steps("ffrrN"), steps("fmrN"));
    }
}
