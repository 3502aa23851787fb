package varia.web;

/**
 * A live game of a family played by seats and throws (race games, dice chess): the operations its
 * JSON API ({@link SeatedApi}) calls. Each refuses a bad request with an {@link Api.HttpError}
 * before it changes anything.
 */
abstract class SeatedSession extends LiveGame {
    SeatedSession(String id) { super(id); }

    /** The game's key (download file names). */
    abstract String gameKey();

    /** Where this kind of game is asked for ({@code /api/races/}), for a request sent to another kind's address. */
    abstract String address();

    abstract void humanThrow();

    abstract void humanMove(String text);

    abstract void computerTurn();

    abstract int undo(Integer turns);

    abstract String record();

    abstract Object state();
}
