package varia.game;

import java.util.List;
import varia.variant.OptionChoice;
import varia.variant.Variant;

/**
 * A game as its file describes it, loaded with a choice of options (immutable; OpenSpiel's Game,
 * Ludii's game description): who may play it, its rule book, and its start for a number of
 * players. What is played from there is a {@link State}; a record of it a {@link Records} text.
 */
public interface Game {
    Family family();

    /** The key it is known by (the file's name without its extension for a file). */
    String key();

    /** Its name as shown. */
    String name();

    /** Where it was loaded from, for messages (a bundled resource or a path). */
    String origin();

    List<String> sources();

    /** The options of its file with the values in effect. */
    List<OptionChoice> options();

    /** The numbers of players it allows, ascending. */
    List<Integer> playerCounts();

    int defaultPlayers();

    /** The seats that play with {@code players} players, in turn order (names). */
    List<String> seats(int players);

    /** What {@code check} says of a good file after "ok": its kind and size, e.g. "race game, 8x8, 4 seats, 4 pieces each, 11 options". */
    String summary();

    /** The rule book in plain words, generated from the loaded model. */
    String describe();

    /** What the game takes in memory, in a few lines for {@code describe --memory}; "" when the family does not say. */
    default String memory() { return ""; }

    /** The start of a game for {@code players} players (one of {@link #playerCounts}). */
    State start(int players);

    /**
     * A game for {@code players} players from a state written as {@link State#text} writes it (FEN
     * for the engine's games); {@link IllegalArgumentException} saying why when the text is no such
     * state, or when the family starts only from its own start (the default).
     */
    default State start(int players, String text) {
        throw new IllegalArgumentException(key() + " is a " + family().kind() + ": it starts only from its own start, not from a position given as text");
    }

    /** Its records: how a whole game is written and replayed. */
    Records records();

    /**
     * Heuristic units that make a clear advantage ({@link State#value}): a computer player that
     * needs values between a loss and a win reads {@code tanh(value / scale)}; 0 when the family
     * has no heuristic (then such a player plays on to the end).
     */
    default double evaluationScale() { return 0; }

    /**
     * Ratings closer than this are a tie that a player breaks at random (one random number per
     * rating); 0: the heuristic is fine enough, ties go to the first action and no random number is drawn.
     */
    default double tieBreak() { return 0; }

    /** What a simulation of games of {@code players} players counts besides who won, and how it says it. */
    default Figures figures(int players) { return Figures.NONE; }

    /** The name of {@link #computer}'s kind of player, for reports. */
    default String computerName() { return "Expectimax"; }

    /** The game's best computer player ({@code computer}): expectimax unless the family has a search of its own (the engine's). */
    default Player computer(Effort effort) { return new Expectimax(effort.nodesOr(Expectimax.DEFAULT_BUDGET, "expectimax")); }

    /**
     * Whether {@link #computer} plays at a level below full strength ({@link Effort#level}): a page
     * offers the choice only then, without building a player to find out.
     */
    default boolean computerLevels() { return false; }

    /** Whether {@link #analyse} judges a state (an evaluation and a best line): a page offers the analysis only then. */
    default boolean analyses() { return false; }

    /**
     * The game's own judgement of {@code s} ({@link Analysis}), its computer searching at most
     * {@code nodes} nodes and never longer than {@code millis} ms (the caller's bounds); an
     * {@link IllegalStateException} when the game has none ({@link #analyses}: false, the default).
     */
    default Analysis analyse(State s, long nodes, long millis) {
        throw new IllegalStateException(name() + " has no analysis: its computer does not judge a position");
    }

    /**
     * The variant file whose board and pieces the game is played on, for what draws them as such (a
     * position from a FEN, a piece's moves: {@code varia diagram}); null (the default) when the
     * family draws its own board through {@link #views}.
     */
    default Variant variant() { return null; }

    /** What front ends that draw the game are given besides the API's words: its board, its own facts ({@link Views#NONE}: none). */
    default Views views() { return Views.NONE; }

    /** The number of players, checked: the default for null, else one the game allows. */
    default int players(Integer wanted) {
        int n = wanted == null ? defaultPlayers() : wanted;
        if (!playerCounts().contains(n))
            throw new IllegalArgumentException("--players: " + key() + " is played by " + playerCounts() + " players, not " + n);
        return n;
    }
}
