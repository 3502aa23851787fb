package varia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.notation.Moves.compile;
import static varia.notation.Moves.error;
import static varia.notation.Moves.set;
import static varia.notation.Moves.steps;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The explicit leap vector atom {@code (x,y)} (docs/notation.md, section 2), as XBoard's extended
 * Betza draft and H.G. Muller's quick reference write a leaper without a letter: Murray's giraffe of
 * Grande Acedrex (docs/sources.md GAX-10) is {@code (4,1)}.
 */
class LeapVectorTest {

    @Test
    void theGiraffeLeapsFourAndOneInAllEightWays() {
        assertEquals(set("-4,-1", "-4,1", "-1,-4", "-1,4", "1,-4", "1,4", "4,-1", "4,1"), steps("(4,1)"));
        assertEquals(steps("(4,1)"), steps("(1,4)"), "the order of the two numbers does not matter");
        Leg l = compile("(4,1)").get(0).leg();
        assertEquals(1, l.range());
        assertTrue(l.mustBeEmpty().isEmpty(), "a leap jumps");
        assertSame(Atom.of(4, 1), l.atom());
        assertEquals("(4,1)", l.atom().name());
    }

    @Test
    void directionsActByTheVectorsSymmetry() {
        // oblique as N: ff = the two narrow forward leaps, fs = the two wide ones
        assertEquals(set("-1,4", "1,4"), steps("f(4,1)"));
        assertEquals(set("-4,1", "4,1"), steps("fs(4,1)"));
        assertEquals(set("-1,4"), steps("lf(4,1)"));
        // orthogonal as W and diagonal as F
        assertEquals(set("0,4"), steps("f(4,0)"));
        assertEquals(set("-5,5", "5,5"), steps("f(5,5)"));
        assertEquals(set("5,5"), steps("fr(5,5)"));
    }

    @Test
    void namedVectorsAreTheirLetters() {
        assertEquals(compile("N"), compile("(2,1)"));
        assertEquals(compile("W"), compile("(0,1)"));
        assertEquals("N", Notation.print(compile("(1,2)")));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
            "(4,1);          (4,1)",
            "(1,4);          (4,1)",
            "Z(4,1);         Z(4,1)",
            "(4,1)Z;         Z(4,1)",
            "f(4,1);         f(4,1)",
            "mf(4,1);        fm(4,1)",
            "(4,1)0;         (4,1)0",
            "(4,1)3;         (4,1)3",
            "n(4,0);         n(4,0)",
            "(12,7);         (12,7)",
    })
    void printsBack(String notation, String printed) {
        assertEquals(printed.trim(), Notation.print(compile(notation.trim())));
        assertEquals(compile(notation.trim()), compile(printed.trim()));
    }

    @Test
    void ridersAndLamePaths() {
        Leg rider = compile("f(4,1)0").get(0).leg();
        assertEquals(Leg.UNLIMITED, rider.range());
        Leg lame = compile("fn(4,0)").get(0).leg();
        assertEquals(List.of(new Offset(0, 1), new Offset(0, 2), new Offset(0, 3)), lame.mustBeEmpty());
    }

    @Test
    void multiLegMovesConvertOrthogonalAndDiagonalVectors() {
        // a (4,4) leap, then on at 45 degrees: the converted atom is (4,0)
        List<MoveRule> f = compile("FafsF");
        assertTrue(f.stream().anyMatch(r -> r.isMultiLeg() && r.last().atom() == Atom.W), f.toString());
        List<MoveRule> v = compile("f(4,4)afs(4,4)");
        assertTrue(v.stream().anyMatch(r -> r.isMultiLeg() && r.last().atom() == Atom.of(4, 0)), v.toString());
    }

    @ParameterizedTest(name = "{0} -> column {1}")
    @CsvSource(delimiter = ';', value = {
            "(4 1);       1; has no comma",
            "K(4.1);      2; has no comma",
            "(a,1);       2; 'a' is not a digit",
            "(4, 1);      4; no white space inside a leap vector",
            "(-4,1);      2; without signs",
            "(4,1,2);     5; two numbers, not more",
            "(4,);        4; lacks a number",
            "(,1);        2; lacks a number",
            "(0,0);       1; (0,0) is no leap",
            "(4,100);     6; at most two digits",
            "f(4,1;       2; '(' without its ')'",
            "(4,1)(;      6; '(' without its ')'",
            "4,1);        1; a range number must follow an atom",
            "(4,1)03;     6; a range may not start with 0",
            "p(4,1);      1; p (hopper) needs a slider or rider",
            "hr(4,0);     1; 'hr' selects no move of (4,0)",
    })
    void badVectorsAreNamedWithTheirColumn(String notation, int column, String message) {
        NotationException e = error(notation.trim());
        assertEquals(column, e.column(), e.getMessage());
        assertTrue(e.getMessage().contains(message.trim()), e.getMessage());
    }

    @Test
    void badVectorsSayHowToWriteOne() {
        assertTrue(error("(4 1)").hint().contains("(4,1)"), error("(4 1)").hint());
        assertTrue(error("f(4,1").hint().contains("(4,1)"));
    }
}
