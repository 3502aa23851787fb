package varia.race;

import java.util.List;
import java.util.Map;

/**
 * The games played by seats and throws (race games, dice chess): the seating their files give and
 * what the game API answers from it.
 */
public interface SeatedGame extends varia.game.Game {
    /** Number of players -> the seats that play (indices into the file's seats, in turn order). */
    Map<Integer, List<Integer>> seating();

    /** The names of the file's seats, in its order. */
    List<String> seatNames();

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

    /** The words of its records in turns. */
    varia.game.TurnRecords.Format recordFormat();

    @Override default varia.game.Records records() { return new varia.game.TurnRecords(this, recordFormat()); }

    @Override default List<String> seats(int players) {
        List<Integer> order = seating().get(players);
        if (order == null) throw new IllegalArgumentException(key() + " is played by " + playerCounts() + " players, not " + players);
        return order.stream().map(i -> seatNames().get(i)).toList();
    }
}
