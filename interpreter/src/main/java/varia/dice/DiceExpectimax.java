package varia.dice;

import java.util.SplittableRandom;
import varia.game.Expectimax;

/**
 * The computer player of dice chess: the game API's {@link Expectimax} on a dice-chess position
 * (docs/chaturaji.md, "The computer player"): expectimax over the dice, max-n for three or four
 * players, within a node budget, the leaves rated by {@link DiceHeuristic} for every player at
 * once ({@link DiceEvaluation}), a turn's throws merged by what they move ({@link DiceThrows}).
 */
public final class DiceExpectimax implements DiceStrategy {
    /** Positions per decision by default: a few milliseconds on one core in Chaturaji, and most of the gain (docs/chaturaji.md). */
    public static final int DEFAULT_BUDGET = Expectimax.DEFAULT_BUDGET;

    private final Expectimax search;
    private DiceState view;

    public DiceExpectimax() { this(DEFAULT_BUDGET); }

    public DiceExpectimax(int budget) { search = new Expectimax(budget); }

    /** The deepest search completed for the last choice (1 = greedy's horizon). */
    public int lastDepth() { return search.lastDepth(); }

    /** Positions made for the last choice. */
    public long lastNodes() { return search.lastNodes(); }

    @Override public int choose(DicePosition pos, int[] moves, int n, SplittableRandom random) {
        if (view == null || view.t != pos.t) view = DiceState.at(pos);
        else view.load(pos);
        return search.choose(view, moves, n, random);
    }
}
