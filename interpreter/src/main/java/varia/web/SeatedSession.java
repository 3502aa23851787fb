package varia.web;

import java.util.List;
import java.util.Map;

/**
 * A live game of a family played by seats and throws (race games, dice chess): the operations its
 * JSON API ({@link SeatedApi}) calls. Each refuses a bad request with an {@link Api.HttpError}
 * before it changes anything.
 */
abstract class SeatedSession extends LiveGame {
    /** Turns one game may have; a throw past it is refused (the game's memory and its answers stay bounded). */
    static final int MAX_TURNS = 10_000;

    /**
     * What replays a finished game ({@link FinishedGame}): the game's key and options, the seating
     * and seed, and the turns as played (the family's own turn records, which hold no table).
     */
    record Recipe(String gameKey, Map<String, String> options, int players, List<String> who, long seed, Object turns) {}

    SeatedSession(String id) { super(id); }

    /** The game's key (download file names). */
    abstract String gameKey();

    /** What a game of the kind is called ({@code race game}), for a request sent to another kind's address. */
    abstract String kind();

    /** Where this kind of game is asked for ({@code /api/races/}), for a request sent to another kind's address. */
    abstract String address();

    abstract void humanThrow();

    abstract void humanMove(String text);

    abstract void computerTurn();

    abstract int undo(Integer turns);

    abstract String record();

    abstract Object state();

    /** The turns played, as {@link #replay} takes them. */
    abstract Object playedTurns();

    /** Plays the turns of a game of the same key, options, seating and seed (a finished game played again). */
    abstract void replay(Object turns);

    abstract Recipe recipe();

    @Override final FinishedGame finish() {
        return new FinishedGame(id, address(), record(), "varia-" + gameKey() + "-" + id + ".txt", recipe());
    }

    /** Refuses a turn past {@link #MAX_TURNS}. */
    static void roomForATurn(int played) {
        if (played >= MAX_TURNS) throw new Api.HttpError(409, "this game has " + MAX_TURNS
                + " turns, as many as the server keeps for one game; download its record to go on elsewhere");
    }
}
