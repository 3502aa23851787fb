package varia.dice;

import java.util.SplittableRandom;
import varia.game.Player;
import varia.game.Players;

/** How a computer player chooses among the legal moves of its dice: the game API's players ({@link Players}) on a dice-chess position. */
public interface DiceStrategy {
    /** One of {@code moves[0..n)}. */
    int choose(DicePosition pos, int[] moves, int n, SplittableRandom random);

    /**
     * The strategy a name gives: random, greedy (one move ahead, by {@link DiceHeuristic}, near-ties
     * at random), expectimax (also 'computer': {@link DiceExpectimax}, over the dice within a node
     * budget), mcts.
     */
    static DiceStrategy named(String name) {
        return switch (name) {
            case "expectimax", "computer" -> new DiceExpectimax();
            case "random", "greedy", "mcts" -> {
                Player player = Players.named(name, null);
                yield (pos, moves, n, random) -> player.choose(DiceState.at(pos), moves, n, random);
            }
            default -> throw new IllegalArgumentException("unknown player '" + name + "'; the players are human, computer (expectimax), greedy, random, mcts");
        };
    }
}
