package varia.race;

import java.util.SplittableRandom;
import varia.game.Player;
import varia.game.Players;

/** How a computer player chooses among the legal moves of a throw: the game API's players ({@link Players}) on a race position. */
public interface Strategy {
    /** One of {@code moves[0..n)}. */
    int choose(RacePosition pos, int outcome, int[] moves, int n, SplittableRandom random);

    /**
     * The strategy a name gives: random, greedy (one move ahead, by {@link Heuristic}), expectimax
     * (also 'computer': over the throws, within a node budget), mcts.
     */
    static Strategy named(String name) {
        Player player = switch (name) {
            case "random", "greedy", "expectimax", "mcts" -> Players.named(name, null);
            case "computer" -> Players.named("expectimax", null);
            default -> throw new IllegalArgumentException("unknown player '" + name + "'; the players are human, computer (expectimax), greedy, random, mcts");
        };
        return (pos, outcome, moves, n, random) -> n == 1 ? moves[0] : player.choose(RaceState.at(pos, outcome), moves, n, random);
    }
}
