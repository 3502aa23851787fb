package varia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.notation.Moves.compile;
import static varia.notation.Moves.modes;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each non-direction modifier on an atom of each class: orthogonal, diagonal, oblique, shortcut. */
class ModifierClassTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            // notation; rules; range; modes; lame path length; hop; initial
            "mD;     4; 1;          m;   0; false; false",
            "cA;     4; 1;          c;   0; false; false",
            "eN;     8; 1;          e;   0; false; false",
            "ceK;    8; 1;          ce;  0; false; false",
            "meH;    4; 1;          me;  0; false; false",
            "nD;     4; 1;          mc;  1; false; false",
            "nH;     4; 1;          mc;  2; false; false",
            "nA;     4; 1;          mc;  1; false; false",
            "nG;     4; 1;          mc;  2; false; false",
            "nN;     8; 1;          mc;  1; false; false",
            "nC;     8; 1;          mc;  2; false; false",
            "nZ;     8; 1;          mc;  2; false; false",
            "pR;     4; unlimited;  mc;  0; true;  false",
            "pW3;    4; 3;          mc;  0; true;  false",
            "pB;     4; unlimited;  mc;  0; true;  false",
            "pA0;    4; unlimited;  mc;  0; true;  false",
            "pNN;    8; unlimited;  mc;  0; true;  false",
            "pQ;     8; unlimited;  mc;  0; true;  false",
            "pK2;    8; 2;          mc;  0; true;  false",
            "iW;     4; 1;          mc;  0; false; true",
            "iF;     4; 1;          mc;  0; false; true",
            "iN;     8; 1;          mc;  0; false; true",
            "iK;     8; 1;          mc;  0; false; true",
            "imnD;   4; 1;          m;   1; false; true",
            "icpR;   4; unlimited;  c;   0; true;  true",
    })
    void modifierOnClass(String notation, int count, String range, String modeLetters, int path, boolean hop,
                         boolean initial) {
        List<MoveRule> rules = compile(notation.trim());
        assertEquals(count, rules.size());
        int r = range.trim().equals("unlimited") ? Leg.UNLIMITED : Integer.parseInt(range.trim());
        Set<Mode> m = modes();
        for (char c : modeLetters.trim().toCharArray()) {
            m = new java.util.HashSet<>(m);
            m.add(c == 'm' ? Mode.MOVE : c == 'c' ? Mode.CAPTURE : Mode.EN_PASSANT);
        }
        for (MoveRule rule : rules) {
            assertEquals(r, rule.leg().range());
            assertEquals(m, rule.leg().modes());
            assertEquals(path, rule.leg().mustBeEmpty().size());
            assertEquals(hop, rule.leg().hop());
            assertEquals(initial, rule.initialOnly());
        }
    }
}
