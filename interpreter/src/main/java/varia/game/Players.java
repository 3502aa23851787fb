package varia.game;

import java.util.List;
import java.util.Locale;

/**
 * The computer players every game has, by name: {@code random}; {@code greedy} (one action ahead,
 * by the family's heuristic); {@code expectimax} (over the chance outcomes, within a node budget);
 * {@code mcts} (Monte Carlo tree search, chance nodes included); and {@code computer}, the game's
 * best ({@link Game#computer}: the engine's search for its games, expectimax elsewhere).
 */
public final class Players {
    private Players() {}

    /** The names {@link #named} knows. */
    public static final List<String> NAMES = List.of("computer", "expectimax", "mcts", "greedy", "random");

    /** The player a name gives for a game, at each player's default effort. */
    public static Player named(String name, Game game) { return named(name, game, Effort.DEFAULT); }

    /** The player a name gives for a game, thinking as hard as {@code effort} says (nodes: expectimax's states, MCTS's iterations). */
    public static Player named(String name, Game game, Effort effort) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "random" -> RANDOM;
            case "greedy" -> new Greedy();
            case "expectimax" -> new Expectimax(effort.nodesOr(Expectimax.DEFAULT_BUDGET, "expectimax"));
            case "mcts" -> new Mcts(effort.nodesOr(Mcts.DEFAULT_ITERATIONS, "mcts"));
            case "computer" -> game.computer(effort);
            default -> throw new IllegalArgumentException("unknown player '" + name + "'; the players are human, " + String.join(", ", NAMES));
        };
    }

    /** A uniformly random legal action (one random number). */
    public static final Player RANDOM = (state, actions, n, random) -> actions[random.nextInt(n)];

    /** True when the name is a computer player's (not "human"). */
    public static boolean known(String name) { return NAMES.contains(name.toLowerCase(Locale.ROOT)); }
}
