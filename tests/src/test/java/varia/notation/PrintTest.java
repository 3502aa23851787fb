package varia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static varia.notation.Moves.compile;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Printing compiled moves back as canonical notation. */
class PrintTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
            "fmWfcF;           fmWfcF",
            "K;                K",
            "WF;               K",
            "Q;                Q",
            "RB;               Q",
            "fmWfceFifmnD;     fmWfceFifmnD",
            "fmWfcFifmnDifmnH; fmWfcFifmnDifmnH",
            "mRcpR;            mRcpR",
            "pR;               pR",
            "R;                R",
            "WW;               R",
            "B;                B",
            "N0;               NN",
            "Q2;               K2",
            "W2F2;             K2",
            "RF;               RF",
            "FfW;              fWF",
            "WfF;              WfF",
            "fR;               fR",
            "ffN;              fN",
            "fsW;              fsW",
            "FsfW;             fsWF",
            "nN;               nN",
            "nZ;               nZ",
            "mWcW;             W",
            "lfN;              lfN",
            "flN;              flN",
            "hrN;              hrN",
            "ffrrN;            ffrN",
            "fhN;              fhN",
            "rfNlfN;           fN",
            "flFfrF;           fF",
            "fFrF;             ffrF",
            "W4;               W4",
            "R4;               W4",
            "mK;               mK",
            "iK;               iK",
            "fK;               fWfF",
            "KK;               Q",
            "W2W;              W1W2",
            "W1W2;             W1W2",
            "K2K;              K1K2",
            "C0mC;             mC1CC",
            "NNN;              N1NN",
    })
    void printsCanonically(String notation, String printed) {
        assertEquals(printed, Notation.print(compile(notation)));
        assertEquals(compile(notation), compile(printed));
    }

    @Test
    void emptyListPrintsEmpty() {
        assertEquals("", Notation.print(List.of()));
    }

    @Test
    void multiLegMovesAreRefused() {
        Leg w = compile("fW").get(0).leg();
        assertThrows(IllegalArgumentException.class, () -> Notation.print(List.of(new MoveRule(List.of(w, w), false))));
    }
}
