package varia.race;

import java.util.SplittableRandom;

/** How a computer player chooses among the legal moves of a throw. */
public interface Strategy {
    /** One of {@code moves[0..n)}. */
    int choose(RacePosition pos, int outcome, int[] moves, int n, SplittableRandom random);

    /** The strategy a name gives: random, greedy (one ply, by {@link Heuristic}), expectimax (the next player's throws too). */
    static Strategy named(String name) {
        return switch (name) {
            case "random" -> (pos, outcome, moves, n, random) -> moves[random.nextInt(n)];
            case "greedy" -> new Greedy();
            case "expectimax", "computer" -> new Expectimax();
            default -> throw new IllegalArgumentException("unknown player '" + name + "'; the players are human, computer (expectimax), greedy, random");
        };
    }

    /** The move whose result {@link Heuristic#relative} rates best for the mover. */
    final class Greedy implements Strategy {
        private RacePosition scratch;

        @Override public int choose(RacePosition pos, int outcome, int[] moves, int n, SplittableRandom random) {
            if (n == 1) return moves[0];
            if (scratch == null || scratch.t != pos.t) scratch = new RacePosition(pos.t);
            int p = pos.toMove, best = moves[0];
            double bestValue = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                scratch.copyFrom(pos);
                scratch.play(outcome, moves[i]);
                double v = scratch.over() && scratch.winner() == p ? Double.POSITIVE_INFINITY : Heuristic.relative(scratch, p);
                if (v > bestValue) { bestValue = v; best = moves[i]; }
            }
            return best;
        }
    }

    /**
     * Expectimax over the next throw: each move is rated by the mean, over the next player's
     * possible throws weighted by their probabilities, of the position after that player's greedy
     * reply.
     */
    final class Expectimax implements Strategy {
        private final Greedy reply = new Greedy();

        @Override public int choose(RacePosition pos, int outcome, int[] moves, int n, SplittableRandom random) {
            if (n == 1) return moves[0];
            RaceTable t = pos.t;
            int p = pos.toMove, best = moves[0];
            int[] replies = new int[t.pieces * 4 + 2];
            RacePosition after = new RacePosition(t), next = new RacePosition(t);
            double bestValue = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                after.copyFrom(pos);
                after.play(outcome, moves[i]);
                double v = 0;
                if (after.over()) {
                    v = after.winner() == p ? Double.POSITIVE_INFINITY : Heuristic.relative(after, p);
                } else {
                    for (int o = 0; o < t.distance.length; o++) {
                        int m = after.generate(o, replies);
                        next.copyFrom(after);
                        next.play(o, reply.choose(after, o, replies, m, random));
                        v += t.game.dice().outcome(o).probability()
                                * (next.over() && next.winner() == p ? 1e6 : Heuristic.relative(next, p));
                    }
                }
                if (v > bestValue) { bestValue = v; best = moves[i]; }
            }
            return best;
        }
    }
}
