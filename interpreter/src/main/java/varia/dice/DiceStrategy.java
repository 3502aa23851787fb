package varia.dice;

import java.util.SplittableRandom;

/** How a computer player chooses among the legal moves of its dice. */
public interface DiceStrategy {
    /** One of {@code moves[0..n)}. */
    int choose(DicePosition pos, int[] moves, int n, SplittableRandom random);

    /**
     * The strategy a name gives: random, greedy (one move ahead, by {@link DiceHeuristic}), or
     * expectimax (also 'computer': {@link DiceExpectimax}, over the dice within a node budget).
     */
    static DiceStrategy named(String name) {
        return switch (name) {
            case "random" -> (pos, moves, n, random) -> moves[random.nextInt(n)];
            case "greedy" -> new Greedy();
            case "expectimax", "computer" -> new DiceExpectimax();
            default -> throw new IllegalArgumentException("unknown player '" + name + "'; the players are human, computer (expectimax), greedy, random");
        };
    }

    /** The move after which {@link DiceHeuristic#relative} rates the position best for the mover; a win first. */
    final class Greedy implements DiceStrategy {
        private DicePosition scratch;

        @Override public int choose(DicePosition pos, int[] moves, int n, SplittableRandom random) {
            if (n == 1) return moves[0];
            if (scratch == null || scratch.t != pos.t) scratch = new DicePosition(pos.t);
            int p = pos.toMove, best = moves[0];
            double bestValue = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                scratch.copyFrom(pos);
                scratch.play(moves[i]);
                double v = scratch.over() && scratch.winner() == p ? Double.POSITIVE_INFINITY
                        : DiceHeuristic.relative(scratch, p) + 1e-3 * random.nextDouble(); // ties broken at random
                if (v > bestValue) { bestValue = v; best = moves[i]; }
            }
            return best;
        }
    }
}
