package varia.notation;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Assume;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** compile(print(compile(s))) == compile(s) for generated valid movement strings. */
class RoundTripProperties {

    /** Explicit leap vectors (docs/notation.md, section 2): oblique, orthogonal and diagonal ones. */
    private static final List<String> VECTORS = List.of("(4,1)", "(1,4)", "(4,0)", "(5,5)", "(5,2)", "(12,7)");
    private static final List<String> LEAPERS = List.of("W", "F", "D", "N", "A", "H", "C", "Z", "G",
            "(4,1)", "(1,4)", "(4,0)", "(5,5)", "(5,2)", "(12,7)");
    private static final List<String> LAME = List.of("D", "N", "A", "H", "C", "Z", "G", "(4,1)", "(4,0)", "(5,5)");

    private static List<String> codes(String atom) {
        return switch (atom) {
            case "W", "D", "H", "R", "(4,0)" -> List.of("f", "b", "l", "r", "v", "s", "fs", "lb", "rf");
            case "F", "A", "G", "B", "(5,5)" -> List.of("f", "b", "l", "r", "v", "s", "fl", "fr", "bl", "br", "lf", "rb",
                    "fs", "bs", "lv", "rv", "fh", "bh", "lh", "rh");
            case "K", "Q" -> List.of("f", "b", "l", "r", "v", "s", "fl", "rb", "fs", "lv");
            default -> List.of("f", "b", "l", "r", "v", "s", "fl", "fr", "bl", "br", "lf", "rf", "lb", "rb",
                    "fs", "bs", "lv", "rv", "fh", "bh", "lh", "rh", "hl", "hr");
        };
    }

    /** One valid term: i?, directions, modality, n or p, atom, range. */
    @Provide
    Arbitrary<String> term() {
        Arbitrary<String> atoms = Arbitraries.of("W", "F", "D", "N", "A", "H", "C", "Z", "G", "K", "R", "B", "Q",
                "(4,1)", "(1,4)", "(4,0)", "(5,5)", "(5,2)", "(12,7)");
        return atoms.flatMap(atom -> {
            List<String> cs = codes(atom);
            Arbitrary<String> dirs = Arbitraries.integers().between(0, 2).flatMap(n -> {
                if (n == 0) return Arbitraries.just("");
                if (n == 1) return Arbitraries.of(cs);
                return Combinators.combine(Arbitraries.of(cs), Arbitraries.of(cs))
                        .filter((a, b) -> !a.equals(b))
                        .as((a, b) -> (a.length() == 1 ? a + a : a) + b);
            });
            Arbitrary<String> modal = Arbitraries.of("", "", "m", "c", "e", "ce", "mc", "me");
            Arbitrary<String> init = Arbitraries.of("", "", "i");
            boolean leaper = LEAPERS.contains(atom) || atom.equals("K");
            // range: "" (default), "1".."15", "0", or doubled
            Arbitrary<String> range = Arbitraries.of("", "", "", "1", "2", "3", "7", "12", "0", "double");
            return Combinators.combine(init, dirs, modal, range, Arbitraries.of(0, 1, 2)).as((i, d, m, r, special) -> {
                String rangeText = r.equals("double") ? (VECTORS.contains(atom) ? "0" : atom) : r;
                boolean single = leaper && (r.isEmpty() || r.equals("1")) || List.of("R", "B", "Q").contains(atom) && r.equals("1");
                String np = "";
                if (special == 1 && single && LAME.contains(atom)) np = "n";
                if (special == 2 && !single) np = "p";
                return i + d + m + np + atom + rangeText;
            });
        });
    }

    @Provide
    Arbitrary<String> movement() {
        return term().list().ofMinSize(1).ofMaxSize(4).filter(RoundTripProperties::noAccidentalDoubling)
                .map(ts -> String.join("", ts));
    }

    /** "W" followed by "W2" would read as the doubled atom WW; such joins are not what was meant. */
    static boolean noAccidentalDoubling(List<String> terms) {
        for (int i = 1; i < terms.size(); i++) {
            String prev = terms.get(i - 1);
            if (prev.charAt(prev.length() - 1) == terms.get(i).charAt(0)) return false;
        }
        return true;
    }

    @Property(tries = 1000)
    void printThenCompileGivesTheSameMoves(@ForAll("movement") String s) throws NotationException {
        List<MoveRule> once = Notation.compile(s);
        String printed = Notation.print(once);
        assertEquals(once, Notation.compile(printed), () -> s + " printed as " + printed);
        assertEquals(printed, Notation.print(Notation.compile(printed)), () -> "print is not stable for " + s);
    }

    @Property(tries = 300)
    void termOrderDoesNotMatter(@ForAll("term") String a, @ForAll("term") String b) throws NotationException {
        Assume.that(noAccidentalDoubling(List.of(a, b)) && noAccidentalDoubling(List.of(b, a)));
        assertEquals(Notation.compile(a + b), Notation.compile(b + a));
    }

    private static final List<String> RELATIVE = List.of("", "", "f", "b", "l", "r", "v", "s", "fl", "fr", "bl", "br", "fs", "bs", "lv", "rv", "ffrr", "bbs");

    /** One valid multi-leg term (XBetza a): i?, per leg directions and modes, the atom, a range. */
    @Provide
    Arbitrary<String> multiTerm() {
        Arbitrary<String> atoms = Arbitraries.of("W", "F", "D", "A", "K", "N", "R", "B", "Q", "Z", "(4,1)", "(4,0)", "(5,5)");
        return atoms.flatMap(atom -> {
            boolean oblique = atom.equals("N") || atom.equals("Z") || atom.equals("(4,1)");
            boolean rider = List.of("R", "B", "Q").contains(atom);
            Arbitrary<String> first = Arbitraries.of(codes(atom)).injectNull(0.5).map(c -> c == null ? "" : c);
            Arbitrary<String> later = oblique ? Arbitraries.of("", "", "f", "b", "v") : Arbitraries.of(RELATIVE);
            Arbitrary<Integer> legs = rider ? Arbitraries.just(2) : Arbitraries.of(2, 2, 3);
            Arbitrary<String> midModes = rider ? Arbitraries.of("", "", "m", "c", "p", "mc", "cp", "mp", "mcp")
                    : Arbitraries.of("", "", "m", "c", "p", "mc", "cp", "mp", "mcp", "y", "y");
            Arbitrary<String> lastModes = Arbitraries.of("", "", "m", "c");
            Arbitrary<String> range = rider ? Arbitraries.of("", "4") : Arbitraries.of("", "", "2");
            return Combinators.combine(Arbitraries.of("", "", "i"), first, legs, later.list().ofSize(2),
                    midModes.list().ofSize(2), lastModes, range).as((i, d1, n, ds, ms, last, r) -> {
                if (!r.isEmpty() && n > 2) r = "";
                StringBuilder sb = new StringBuilder(i).append(d1).append(ms.get(0));
                for (int k = 1; k < n; k++) {
                    sb.append('a').append(ds.get(k - 1));
                    sb.append(k == n - 1 ? last : ms.get(k).contains("c") && ms.get(0).contains("c") ? "m" : ms.get(k));
                }
                return sb.append(atom).append(r).toString();
            });
        });
    }

    @Property(tries = 600)
    void multiLegMovesPrintBack(@ForAll("multiTerm") String a, @ForAll("term") String b) {
        for (String s : List.of(a, b + a)) {
            List<MoveRule> once;
            try {
                once = Notation.compile(s);
            } catch (NotationException e) {
                Assume.that(false);
                return;
            }
            String printed = Notation.print(once);
            assertEquals(once, assertDoesNotThrow(() -> Notation.compile(printed), s + " printed as " + printed),
                    () -> s + " printed as " + printed);
        }
    }
}
