package varia.notation;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.fail;

/** Small helpers for the notation tests. */
final class Moves {
    private Moves() {}

    static List<MoveRule> compile(String s) {
        try {
            return Notation.compile(s);
        } catch (NotationException e) {
            fail("'" + s + "' should compile but gave column " + e.column() + ": " + e.getMessage());
            return null;
        }
    }

    /** The steps of the compiled moves, written as "dx,dy" strings in a sorted set. */
    static Set<String> steps(String s) {
        return compile(s).stream().map(r -> r.leg().step().dx() + "," + r.leg().step().dy())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** Expected steps, e.g. set("1,2", "-1,2"). */
    static Set<String> set(String... steps) {
        return new TreeSet<>(Arrays.asList(steps));
    }

    static Set<Mode> modes(Mode... m) {
        return m.length == 0 ? Set.of() : EnumSet.copyOf(Arrays.asList(m));
    }

    static NotationException error(String s) {
        try {
            List<MoveRule> r = Notation.compile(s);
            fail("'" + s + "' should not compile but gave " + r);
            return null;
        } catch (NotationException e) {
            return e;
        }
    }
}
