package varia.variant;

import java.util.List;
import java.util.Set;
import varia.notation.Atom;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.NotationException;
import varia.notation.Offset;

/**
 * Stands in for the notation compiler in loader tests: accepts strings made of Betza letters and
 * digits, returns one dummy move, and rejects any other character at its 1-based column.
 */
final class FakeCompiler implements MovementCompiler {
    static final String LETTERS = "WFDNAHCZGKQRBfblrvsmcnpie0123456789";
    static final List<MoveRule> ONE_MOVE = List.of(new MoveRule(List.of(
            new Leg(Atom.W, new Offset(0, 1), 1, Set.of(Mode.MOVE), List.of(), false)), false));

    @Override
    public List<MoveRule> compile(String movement) throws NotationException {
        for (int i = 0; i < movement.length(); i++) {
            char c = movement.charAt(i);
            if (LETTERS.indexOf(c) < 0) {
                throw new NotationException(i + 1, "unknown letter '" + c + "'", "atoms are W F D N A H C Z G");
            }
        }
        return ONE_MOVE;
    }
}
