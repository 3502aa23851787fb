package varia.variant;

import java.util.List;
import varia.notation.MoveRule;

/**
 * A kind of piece.
 *
 * @param index     id of the type in {@link Variant#pieces()}
 * @param letter    upper-case FEN letter (White's; Black's is the lower case)
 * @param name      display name
 * @param names     other names (historical, regional) shown by describe
 * @param movement  the movement string as written in the file
 * @param moves     the compiled movement
 * @param royal     true when losing it (by capture or checkmate) loses the game
 * @param promotion how it promotes, or null
 */
public record PieceType(int index, char letter, String name, List<String> names, String movement,
                        List<MoveRule> moves, boolean royal, Promotion promotion) {
    public PieceType {
        names = List.copyOf(names);
        moves = List.copyOf(moves);
    }
}
