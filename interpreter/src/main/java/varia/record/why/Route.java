package varia.record.why;

import java.util.List;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;

/**
 * One of a piece's own moves that takes it from its square to the target on an empty board.
 *
 * @param rule     the move (one leg)
 * @param between  the squares it passes, in walking order: a slide's or hop's squares before the
 *                 target, a lame leap's path
 * @param confined some square of it lies outside the region the piece may not leave
 * @param special  a once-only special move (the piece needs its right)
 */
record Route(MoveRule rule, List<Integer> between, boolean confined, boolean special) {
    Leg leg() { return rule.leg(); }

    boolean hop() { return leg().hop(); }

    /** A leap whose path must be empty (the horse's leg, the elephant's eye, a pawn's double step). */
    boolean lame() { return leg().range() == 1 && !leg().hop(); }

    boolean moves() { return leg().modes().contains(Mode.MOVE); }

    boolean captures() { return leg().modes().contains(Mode.CAPTURE); }

    boolean enPassant() { return leg().modes().contains(Mode.EN_PASSANT); }
}
