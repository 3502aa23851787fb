package varia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.notation.Moves.compile;
import static varia.notation.Moves.modes;
import static varia.notation.Moves.set;
import static varia.notation.Moves.steps;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Atoms, ranges, riders, modalities, n, p, i and the shape of the canonical list. */
class CompileTest {

    private static MoveRule rule(Atom atom, int dx, int dy, int range, List<Mode> modes) {
        return new MoveRule(List.of(new Leg(atom, new Offset(dx, dy), range, java.util.Set.copyOf(modes), List.of(), false)), false);
    }

    @Test
    void shatranjPawnIsThreeRulesInCanonicalOrder() {
        assertEquals(List.of(
                rule(Atom.W, 0, 1, 1, List.of(Mode.MOVE)),
                rule(Atom.F, -1, 1, 1, List.of(Mode.CAPTURE)),
                rule(Atom.F, 1, 1, 1, List.of(Mode.CAPTURE))), compile("fmWfcF"));
    }

    @Test
    void atomsHaveTheirVectors() {
        int[][] base = {{1, 0}, {1, 1}, {2, 0}, {2, 1}, {2, 2}, {3, 0}, {3, 1}, {3, 2}, {3, 3}};
        String letters = "WFDNAHCZG";
        for (int i = 0; i < letters.length(); i++) {
            List<MoveRule> rules = compile(letters.substring(i, i + 1));
            int x = base[i][0], y = base[i][1];
            int expected = (y == 0 || x == y) ? 4 : 8;
            assertEquals(expected, rules.size(), letters.substring(i, i + 1));
            for (MoveRule r : rules) {
                Leg l = r.leg();
                assertEquals(Atom.valueOf(letters.substring(i, i + 1)), l.atom());
                int ax = Math.abs(l.step().dx()), ay = Math.abs(l.step().dy());
                assertEquals(set(x + "," + y), set(Math.max(ax, ay) + "," + Math.min(ax, ay)));
                assertEquals(1, l.range());
                assertEquals(modes(Mode.MOVE, Mode.CAPTURE), l.modes());
                assertTrue(l.mustBeEmpty().isEmpty());
                assertFalse(l.hop());
                assertFalse(r.initialOnly());
            }
        }
    }

    @Test
    void kingIsWPlusF() {
        List<MoveRule> k = compile("K");
        assertEquals(8, k.size());
        assertEquals(compile("WF"), k);
        assertEquals(compile("FW"), k);
        assertEquals(4, k.stream().filter(r -> r.leg().atom() == Atom.W).count());
    }

    @Test
    void ridersAndRanges() {
        assertEquals(Leg.UNLIMITED, compile("R").get(0).leg().range());
        assertEquals(Atom.W, compile("R").get(0).leg().atom());
        assertEquals(Atom.F, compile("B").get(0).leg().atom());
        assertEquals(compile("RB"), compile("Q"));
        assertEquals(compile("R"), compile("WW"));
        assertEquals(compile("R"), compile("W0"));
        assertEquals(compile("R"), compile("R0"));
        assertEquals(compile("B"), compile("FF"));
        assertEquals(compile("Q"), compile("Q0"));
        assertEquals(compile("W"), compile("W1"));
        assertEquals(compile("W"), compile("R1"));
        assertEquals(compile("N"), compile("N1"));
        assertEquals(compile("W4"), compile("R4"));
        assertEquals(compile("F3"), compile("B3"));
        assertEquals(compile("W2F2"), compile("Q2"));
        assertEquals(compile("W2F2"), compile("K2"));
        assertEquals(compile("NN"), compile("N0"));
        for (MoveRule r : compile("W2")) assertEquals(2, r.leg().range());
        for (MoveRule r : compile("W22")) assertEquals(22, r.leg().range());
        for (MoveRule r : compile("NN")) {
            assertEquals(Leg.UNLIMITED, r.leg().range());
            assertEquals(Atom.N, r.leg().atom());
            assertTrue(r.leg().isSlider());
        }
        assertEquals(8, compile("N0").size());
    }

    @Test
    void modalities() {
        assertEquals(modes(Mode.MOVE), compile("mW").get(0).leg().modes());
        assertEquals(modes(Mode.CAPTURE), compile("cW").get(0).leg().modes());
        assertEquals(modes(Mode.EN_PASSANT), compile("eF").get(0).leg().modes());
        assertEquals(modes(Mode.CAPTURE, Mode.EN_PASSANT), compile("ceF").get(0).leg().modes());
        assertEquals(modes(Mode.MOVE, Mode.CAPTURE), compile("mcW").get(0).leg().modes());
        assertEquals(compile("W"), compile("mcW"));
        // rules that differ only by their modes are merged
        assertEquals(compile("W"), compile("mWcW"));
        List<MoveRule> fce = compile("fceF");
        assertEquals(set("-1,1", "1,1"), steps("fceF"));
        for (MoveRule r : fce) assertEquals(modes(Mode.CAPTURE, Mode.EN_PASSANT), r.leg().modes());
    }

    @Test
    void lamePathsFollowTheLongerAxisFirst() {
        List<MoveRule> n = compile("nN");
        assertEquals(8, n.size());
        for (MoveRule r : n) {
            Offset s = r.leg().step();
            Offset expected = Math.abs(s.dy()) > Math.abs(s.dx()) ? new Offset(0, Integer.signum(s.dy()))
                    : new Offset(Integer.signum(s.dx()), 0);
            assertEquals(List.of(expected), r.leg().mustBeEmpty(), s.toString());
        }
        assertEquals(List.of(new Offset(0, 1)), onlyStep("rfnN").leg().mustBeEmpty());
        assertEquals(List.of(new Offset(1, 1)), onlyStep("frnA").leg().mustBeEmpty());
        assertEquals(List.of(new Offset(0, 1)), onlyStep("fnD").leg().mustBeEmpty());
        assertEquals(List.of(new Offset(0, 1), new Offset(0, 2)), onlyStep("fnH").leg().mustBeEmpty());
        assertEquals(List.of(new Offset(0, 1), new Offset(1, 2)), onlyStep("rfnZ").leg().mustBeEmpty());
        assertEquals(List.of(new Offset(-1, 0), new Offset(-2, -1)), onlyStep("blnZ").leg().mustBeEmpty());
        assertEquals(List.of(new Offset(0, 1), new Offset(0, 2)), onlyStep("rfnC").leg().mustBeEmpty());
        assertEquals(List.of(new Offset(-1, -1), new Offset(-2, -2)), onlyStep("lbnG").leg().mustBeEmpty());
        assertEquals(8, compile("nZ").size());
        assertEquals(4, compile("nA").size());
        for (MoveRule r : compile("nA")) assertEquals(1, r.leg().mustBeEmpty().size());
    }

    private static MoveRule onlyStep(String s) {
        List<MoveRule> r = compile(s);
        assertEquals(1, r.size(), s);
        return r.get(0);
    }

    @Test
    void cannons() {
        List<MoveRule> xq = compile("mRcpR");
        assertEquals(8, xq.size());
        assertEquals(4, xq.stream().filter(r -> !r.leg().hop() && r.leg().modes().equals(modes(Mode.MOVE))).count());
        assertEquals(4, xq.stream().filter(r -> r.leg().hop() && r.leg().modes().equals(modes(Mode.CAPTURE))).count());
        List<MoveRule> janggi = compile("pR");
        assertEquals(4, janggi.size());
        for (MoveRule r : janggi) {
            assertTrue(r.leg().hop());
            assertEquals(Leg.UNLIMITED, r.leg().range());
            assertEquals(modes(Mode.MOVE, Mode.CAPTURE), r.leg().modes());
        }
        assertEquals(8, compile("pNN").size());
    }

    @Test
    void initialMoves() {
        List<MoveRule> pawn = compile("fmWfceFifmnD");
        assertEquals(4, pawn.size());
        MoveRule dbl = pawn.get(3);
        assertTrue(dbl.initialOnly());
        assertEquals(new Offset(0, 2), dbl.leg().step());
        assertEquals(Atom.D, dbl.leg().atom());
        assertEquals(modes(Mode.MOVE), dbl.leg().modes());
        assertEquals(List.of(new Offset(0, 1)), dbl.leg().mustBeEmpty());
        assertTrue(dbl.createsEnPassant());
        for (int i = 0; i < 3; i++) assertFalse(pawn.get(i).initialOnly());
        MoveRule ifmnD = onlyStep("ifmnD");
        assertEquals(dbl, ifmnD);
    }

    @Test
    void orderAndDuplicatesDoNotMatter() {
        assertEquals(compile("fmWfcF"), compile("fcFfmW"));
        assertEquals(compile("NN"), compile("NNN0"));
        assertEquals(compile("K"), compile("KWF"));
        assertEquals(compile("FsfW"), compile("sfWF"));
        assertEquals(compile("fsW"), compile("fWsW"));
        assertEquals(compile("nfmD"), compile("fmnD"));
    }
}
