package varia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
            "W2W;              W2",       // the step is one of the slide's: one rule (issue 29)
            "W1W2;             W2",
            "K2K;              K2",
            "C0mC;             CC",
            "NNN;              NN",
            "WmW2;             cWmW2",    // the step keeps the capture the slide lacks
            "iW2W;             WiW2",
            "afsafyafF;        afsafyafF", // four legs (Tamerlane's giraffe): printed, not an index out of bounds
    })
    void printsCanonically(String notation, String printed) {
        assertEquals(printed, Notation.print(compile(notation)));
        assertEquals(compile(notation), compile(printed));
    }

    @Test
    void emptyListPrintsEmpty() {
        assertEquals("", Notation.print(List.of()));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
            // the lion (HGM's XBetza for the Chu Shogi lion): jumps, double moves after a capture, igui and jitto
            "KNADcaKmcabK;        KDNAcaKmcabK",
            // the pieces of variants/chu-shogi.yaml, with their step-step moves (maK, fmafW, fmafF) written out
            "KNADcaKmaKmcabK;             KDNAaKcaKmcabK",
            "BsbRfWfDfcafWfmafWfmcabW;    fWbsRBfDfafWfcafWfmcabW",
            "RbBfFfAfcafFfmafFfmcabF;     RfFbBfAfafFfcafFfmcabF",
            "cabN;                cabN",
            "cabR;                cabR",
            "caK;                 caK",
            "cabK;                cabK",
            "mcabK;               mcabK",
            // horned falcon and soaring eagle: lion power straight forward / on the forward diagonals
            "BsbRfWfDfcafWfmcabW; fWbsRBfDfcafWfmcabW",
            "RbBfFfAfcafFfmcabF;  RfFbBfAfcafFfmcabF",
            // checker capture, hook mover, xiangqi horse spelled as legs, a transparent (2,4) leaper
            "fcafmF;              fcafmF",
            "masR;                asR",
            "mafsW;               afsW",
            "mpafN;               mpafN",
            "aN;                  aN",
            "bafN;                bafN",
            "iafW;                iafW",
            "caaK;                caaK",
            "caK2;                caK2",
            // a later leg's turns, printed as the fewest relative codes
            "afrW;                afrW",
            "afbK;                avK",
            "caflK;               caflK",
            "pasR;                pasR",
            "cpasR;               cpasR",
    })
    void printsMultiLegMoves(String notation, String printed) {
        assertEquals(printed, Notation.print(compile(notation)));
        assertEquals(compile(notation), compile(printed));
    }
}
