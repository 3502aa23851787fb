package varia.game;

import java.util.List;
import java.util.Map;

/**
 * The games played by seats and throws on a board of squares (race games, dice chess): the seating
 * their files give and what the game API answers from it, written once for every such family.
 */
public interface SeatedGame extends Game {
    /** A seat of the file: its name. */
    interface Named {
        String name();
    }

    /** Its family, which knows the words of its records and the scale of its evaluations. */
    @Override SeatedFamily family();

    /** Number of players -> the seats that play (indices into the file's seats, in turn order). */
    Map<Integer, List<Integer>> seating();

    /** The file's seats, in its order. */
    List<? extends Named> seats();

    /** The names of the file's seats, in its order. */
    default List<String> seatNames() { return seats().stream().map(Named::name).toList(); }

    /** The board's size. */
    int files();

    int ranks();

    /** The pieces in a few words, for the summary ("4 pieces each", "5 piece types"). */
    String pieceWords();

    /** {@code check}'s line: the family's word, the board, the seats, the pieces, the options. */
    @Override default String summary() {
        return family().word() + " game, " + files() + "x" + ranks() + ", " + seatNames().size() + " seats, " + pieceWords() + ", "
                + options().size() + " options";
    }

    /** The numbers of players the game allows, ascending. */
    @Override default List<Integer> playerCounts() { return seating().keySet().stream().sorted().toList(); }

    /** The words of its records in turns: its family's. */
    default TurnRecords.Format recordFormat() { return family().recordFormat(); }

    @Override default Records records() { return new TurnRecords(this, recordFormat()); }

    /** Its family's scale of evaluations. */
    @Override default double evaluationScale() { return family().evaluationScale(); }

    @Override default List<String> seats(int players) {
        List<Integer> order = seating().get(players);
        if (order == null) throw new IllegalArgumentException(key() + " is played by " + playerCounts() + " players, not " + players);
        return order.stream().map(i -> seatNames().get(i)).toList();
    }
}
