package varia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.notation.Moves.error;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import org.junit.jupiter.api.Test;

/** Every error names the 1-based column of the offending character and says why. */
class ErrorTest {

    @ParameterizedTest(name = "{0} -> column {1}")
    @CsvSource(delimiter = ';', value = {
            // unknown letters
            "fmWE;        4; unknown atom 'E'",
            "Kw;          2; unknown modifier 'w'",
            "fM;          2; unknown atom 'M'",
            // legacy atoms
            "L;           1; L is not an atom here",
            "NJ;          2; J is not an atom here",
            "fI;          2; I is not an atom here",
            // modifiers that do nothing or do not apply
            "nW;          1; n has no effect on W",
            "nF;          1; n has no effect on F",
            "fnK;         2; n has no effect on K",
            "nR;          1; n applies to single leaps only",
            "nD2;         1; n applies to single leaps only",
            "nNN;         1; n applies to single leaps only",
            "pN;          1; p (hopper) needs a slider or rider",
            "KpW;         2; p (hopper) needs a slider or rider",
            "pR1;         1; p (hopper) needs a slider or rider",
            // dangling modifiers
            "fm;          1; modifiers 'fm' without an atom",
            "Wfm;         2; modifiers 'fm' without an atom",
            "Kc;          2; modifier 'c' without an atom",
            // directions that select nothing
            "hrW;         1; 'hr' selects no move of W",
            "hlF;         1; 'hl' selects no move of F",
            "fhR;         1; 'fh' selects no move of R",
            "fhK;         1; 'fh' selects no move of K (its W part)",
            "hN;          1; h alone selects no move",
            "fhhN;        3; h alone selects no move",
            // other dialects
            // multi-leg moves: what stays outside the dialect
            "aaaaK;       4; a move has at most 4 legs",
            "caaR;        3; a multi-leg move on a slider or rider has at most two legs",
            "naK;         1; n is not used in multi-leg moves",
            "caeK;        3; e (en passant) is not part of multi-leg moves",
            "aifW;        2; i belongs to the whole move",
            "capK;        3; p on the last leg of a multi-leg move",
            "cacaK;       3; at most one leg before the last may capture",
            "afhK;        2; 'fh' has no meaning on a later leg",
            "ahrN;        2; 'hr' has no meaning on a later leg",
            "alN;         2; a later leg of N can only go on the same way",
            "Ka;          2; modifier 'a' without an atom",
            "acmmK;       4; modifier 'm' written twice in one leg",
            "gQ;          1; 'g' (grasshopper) is not part of this dialect",
            "W(F);        2; parentheses",
            "[F?R];       1; brackets",
            "jN;          1; 'j'",
            "mF-F;        3; '-'",
            "j@7;         1; 'j'",
            "K@;          2; '@' (drops)",
            "oW;          1; 'o'",
            "yF;          1; y changes the range of the legs after it",
            "FayF;        3; y on the last leg changes nothing",
            "ycafsF;      1; y is a leg to an empty square",
            "yaafW;       3; three or four legs may slide in one of them only",
            "tK;          1; 't'",
            "uR;          1; 'u'",
            "dK;          1; 'd'",
            "kR;          1; 'k'",
            "qN;          1; 'q'",
            "zN;          1; 'z'",
            "xW;          1; 'x'",
            "O2;          1; O (castling",
            // ranges
            "W123;        4; a range has at most two digits",
            "NN2;         3; a doubled atom is already an unlimited rider",
            "W03;         2; a range may not start with 0",
            "2W;          1; a range number must follow an atom",
            "f2W;         2; a range number must follow an atom",
            // repeated modifiers
            "mmW;         2; modifier 'm' written twice",
            "fmnnD;       4; modifier 'n' written twice",
            "iiW;         2; modifier 'i' written twice",
            "fffN;        3; direction 'f' written twice",
            // white space
            "fmW fcF;     4; white space",
    })
    void errors(String notation, int column, String message) {
        NotationException e = error(notation);
        assertEquals(column, e.column(), e.getMessage());
        assertTrue(e.getMessage().contains(message.trim()), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"g", "j", "o", "t", "u", "d", "k", "q", "z", "x"})
    void otherDialectsLettersAreNotSkipped(String letter) {
        NotationException e = error("f" + letter + "N");
        assertEquals(2, e.column());
        assertTrue(e.getMessage().contains("not part of this"), e.getMessage());
    }

    @Test
    void legacyLettersHaveHints() {
        assertEquals("write C for the camel (3,1)", error("L").hint());
        assertEquals("write Z for the zebra (3,2)", error("J").hint());
        assertEquals("write H for the threeleaper (3,0)", error("I").hint());
        assertNotNull(error("nW").hint());
        assertNotNull(error("fm").hint());
    }

    @Test
    void emptyAndNullStrings() {
        assertEquals(1, error("").column());
        assertEquals(1, error(null).column());
    }

    @Test
    void noAntlrTextLeaks() {
        for (String s : new String[] {"fm", "2W", "W(", ")", "ff", "W F", "\u00e9", "K\n"}) {
            NotationException e = error(s);
            String m = e.getMessage();
            assertTrue(!m.contains("mismatched") && !m.contains("extraneous") && !m.contains("viable")
                    && !m.contains("expecting") && !m.contains("<EOF>"), s + ": " + m);
        }
    }
}
