package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import varia.notation.Notation;

/** Plain-words readings of compiled movements (real notation compiler). */
@Tag("needs-notation")
class DescriberTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "K      | steps one square in any direction",
        "W      | steps one square orthogonally",
        "F      | steps one square diagonally",
        "R      | slides any distance orthogonally",
        "B      | slides any distance diagonally",
        "Q      | slides any distance in any direction",
        "Q2     | slides up to 2 squares in any direction",
        "N      | leaps (2,1) like a knight",
        "A      | leaps (2,2) diagonally like an alfil",
        "D      | leaps (2,0) orthogonally like a dabbaba",
        "NN     | rides (2,1) steps in all 8 directions, any number in a straight line",
        "fsW    | steps one square forward or sideways",
        "bW     | steps one square backward",
        "fF     | steps one square diagonally forward",
        "mW     | steps one square orthogonally, without capturing",
        "cF     | steps one square diagonally, only to capture",
        "nN     | leaps (2,1) like a knight, blocked at the orthogonal neighbour",
        "nA     | leaps (2,2) diagonally like an alfil, blocked by a piece on the square in between",
        "pR     | jumps over exactly one piece (the screen) orthogonally, landing on an empty square beyond it or capturing the first piece there",
        "mRpcR  | slides any distance orthogonally, without capturing; jumps over exactly one piece (the screen) orthogonally, capturing the first piece beyond it",
        "ifsmN  | leaps (2,1) like a knight, only to the squares 1 forward and 2 sideways, without capturing, only while it has not moved",
        "ffN    | leaps (2,1) like a knight, only to the squares 2 forward and 1 sideways",
        "fN     | leaps (2,1) like a knight, only to the squares 2 forward and 1 sideways",
        "WfF    | steps one square orthogonally; steps one square diagonally forward",
    })
    void readings(String movement, String expected) throws Exception {
        List<String> lines = varia.notation.Wording.read(Notation.compile(movement.trim()));
        assertEquals(expected, String.join("; ", lines));
    }
}
