package varia.game;

import java.util.SplittableRandom;

/**
 * One action ahead: the action after which the family's heuristic ({@link State#value}) rates
 * the state best for the seat that acts; a win first. Near-ties are broken at random when the
 * game says its heuristic is coarse ({@link Game#tieBreak}), one random number per action rated.
 */
public final class Greedy implements Player {
    private State scratch;

    /** Random numbers only to break near-ties, where the game's heuristic is coarse. */
    @Override public boolean draws(Game game) { return game.tieBreak() > 0; }

    @Override public int choose(State state, int[] actions, int n, SplittableRandom random) {
        if (n == 1) return actions[0];
        if (scratch == null || scratch.game() != state.game() || scratch.players() != state.players()) scratch = state.copy();
        int p = state.current(), best = actions[0];
        double tie = state.game().tieBreak(), bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double v = state.valueAfter(actions[i], p, scratch);
            if (tie > 0 && v != Double.POSITIVE_INFINITY) v += tie * random.nextDouble();
            if (v > bestValue) {
                bestValue = v;
                best = actions[i];
            }
        }
        return best;
    }
}
