package varia.race;

import java.util.List;
import java.util.Map;

/** What front ends ask of a game played by seats (race games, dice chess): its names and who may play it. */
public interface SeatedGame {
    String key();

    String name();

    int defaultPlayers();

    /** Number of players -> the seats that play (indices into the game's seats, in turn order). */
    Map<Integer, List<Integer>> seating();

    /** The numbers of players the game allows, ascending. */
    List<Integer> playerCounts();

    /** The file's options, with the values in effect. */
    List<varia.variant.OptionChoice> options();
}
