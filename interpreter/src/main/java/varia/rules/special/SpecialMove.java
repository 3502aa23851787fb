package varia.rules.special;

import java.util.List;
import varia.notation.MoveRule;

/**
 * A move a piece may make once, on conditions: the Ouk Chatrang king's leap, the neang's
 * two-step, the Chaturanga king's knight move.
 *
 * @param movement     the movement string as written
 * @param moves        compiled
 * @param firstMoveOnly true: only as the piece's first move; false: once per game at any time
 * @param notInCheck   not while the side is in check
 * @param lostOnCheck  the right is lost once the side has been in check
 * @param lostWhenAimedBy type indices of enemy pieces that remove the right by standing on the
 *                     piece's rank or file (empty: never)
 * @param pathNotAttacked the move may not pass over a square the opponent attacks (the squares between
 *                     its origin and destination on a rank, file or diagonal, leap or slide), royal or not
 */
public record SpecialMove(String movement, List<MoveRule> moves, boolean firstMoveOnly, boolean notInCheck,
                          boolean lostOnCheck, List<Integer> lostWhenAimedBy, boolean pathNotAttacked) {
    public SpecialMove {
        moves = List.copyOf(moves);
        lostWhenAimedBy = List.copyOf(lostWhenAimedBy);
    }

    public SpecialMove(String movement, List<MoveRule> moves, boolean firstMoveOnly, boolean notInCheck,
                       boolean lostOnCheck, List<Integer> lostWhenAimedBy) {
        this(movement, moves, firstMoveOnly, notInCheck, lostOnCheck, lostWhenAimedBy, false);
    }
}
