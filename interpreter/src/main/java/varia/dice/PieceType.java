package varia.dice;

import java.util.List;
import varia.notation.MoveRule;

/**
 * One kind of piece of a dice-chess game: its name, the letter it is drawn with, its movement in
 * the project's Betza notation (compiled by {@code varia.notation}, relative to the owner's forward
 * direction), its value (the stake paid for it), whether it is a king (whose capture may put its
 * owner out) and whether it promotes on the far edge.
 */
public record PieceType(String name, char letter, String betza, List<MoveRule> moves, int value, boolean king, boolean promotes) {
    public PieceType {
        moves = List.copyOf(moves);
    }
}
