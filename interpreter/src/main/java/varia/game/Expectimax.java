package varia.game;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Expectimax for any game, deepened action by action within a budget of states. A decision node
 * belongs to the seat deciding, which picks the action best for itself (max-n: with three or more
 * seats each plays for itself, as the greedy players it meets do; with two and a zero-sum
 * heuristic it is expectiminimax); a chance node averages its outcomes ({@link State#chanceOutcomes},
 * outcomes of the same effect merged by the family) with their odds. Leaves are rated by the
 * family's heuristic for every seat at once ({@link State#evaluate}).
 *
 * <p>Depth counts decisions (depth 1 is the greedy player's horizon); a chance outcome that
 * passes the turn at once (no seat can use it) counts as one, so that depth bounds it. Each depth
 * is searched in full or thrown away when the budget runs out mid-way, so the choice depends on
 * the state and the budget only, never on the clock: the same seed gives the same game on any
 * machine. No allocation after the first decision: states, action lists and value vectors are kept per level.
 */
public final class Expectimax implements Player {
    /** States per decision by default: a few milliseconds on one core in Chaturaji, and most of the gain (docs/chaturaji.md). */
    public static final int DEFAULT_BUDGET = 4000;
    static final int MAX_DEPTH = 8;
    /** A won or lost game, beyond any rating (a sooner result counts a little more). */
    static final double WIN = 10_000;

    private final long budget;
    private Game game;
    private int players;
    private State[] child;
    private int[][] actions;
    private double[][] values, odds;
    private long nodes;
    private int lastDepth;
    private boolean outOfBudget;

    public Expectimax() { this(DEFAULT_BUDGET); }

    public Expectimax(long budget) {
        if (budget < 1) throw new IllegalArgumentException("a node budget of at least 1, not " + budget);
        this.budget = budget;
    }

    /** The deepest search completed for the last choice (1 = greedy's horizon). */
    public int lastDepth() { return lastDepth; }

    /** States made for the last choice. */
    public long lastNodes() { return nodes; }

    /** Random numbers only to break near-ties, where the game's heuristic is coarse. */
    @Override public boolean draws(Game game) { return game.tieBreak() > 0; }

    @Override public int choose(State state, int[] rootActions, int n, SplittableRandom random) {
        if (n == 1) return rootActions[0];
        prepare(state);
        nodes = 0;
        outOfBudget = false;
        // one draw when the heuristic is coarse: ties go the same way for the same seed
        double noise = state.game().tieBreak() > 0 ? random.nextDouble() : 0;
        int best = root(state, rootActions, n, 1, noise);
        lastDepth = 1;
        for (int depth = 2; depth <= MAX_DEPTH; depth++) {
            int b = root(state, rootActions, n, depth, noise);
            if (outOfBudget) break;
            best = b;
            lastDepth = depth;
        }
        return best;
    }

    private void prepare(State state) {
        if (game == state.game() && players == state.players()) return;
        game = state.game();
        players = state.players();
        int levels = 2 * MAX_DEPTH + 2, width = state.maxActions();
        child = new State[levels];
        actions = new int[levels][width];
        odds = new double[levels][width];
        values = new double[levels][players];
        for (int i = 0; i < levels; i++) child[i] = state.copy();
    }

    /** The best root action at this depth (or any, when the budget ran out: the caller then discards it). */
    private int root(State state, int[] rootActions, int n, int depth, double noise) {
        int p = state.current(), best = rootActions[0];
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            State c = child[0];
            c.copyFrom(state);
            c.apply(rootActions[i]);
            nodes++;
            double v = value(c, depth - 1, 1)[p] + 1e-9 * ((noise * (i + 1) * 7919) % 1); // ties: a fixed, seeded order
            if (depth > 1 && outOfBudget) return best;
            if (v > bestValue) {
                bestValue = v;
                best = rootActions[i];
            }
        }
        return best;
    }

    /** Every seat's value of {@code s} with {@code depth} decisions left to look at; the vector lives at {@code values[level]}. */
    private double[] value(State s, int depth, int level) {
        double[] out = values[level];
        if (s.isTerminal()) return terminal(s, depth, out);
        if (depth == 0 || outOfBudget) {
            Arrays.fill(out, -WIN);
            s.evaluate(out);
            return out;
        }
        return s.isChance() ? chanceNode(s, depth, level, out) : decisionNode(s, depth, level, out);
    }

    /** The seat deciding picks the action best for itself. */
    private double[] decisionNode(State s, int depth, int level, double[] out) {
        int mover = s.current(), n = s.legalActions(actions[level]);
        double best = Double.NEGATIVE_INFINITY;
        State c = child[level];
        for (int i = 0; i < n; i++) {
            c.copyFrom(s);
            c.apply(actions[level][i]);
            if (++nodes > budget) outOfBudget = true;
            double[] v = value(c, depth - 1, level + 1);
            if (v[mover] > best) {
                best = v[mover];
                System.arraycopy(v, 0, out, 0, out.length);
            }
            if (outOfBudget) break;
        }
        return out;
    }

    /** Chance: the outcomes weighted by their odds. */
    private double[] chanceNode(State s, int depth, int level, double[] out) {
        Arrays.fill(out, 0);
        int k = s.chanceOutcomes(actions[level], odds[level]);
        State c = child[level];
        for (int i = 0; i < k; i++) {
            c.copyFrom(s);
            c.apply(actions[level][i]);
            if (++nodes > budget) outOfBudget = true;
            boolean passed = c.isChance(); // no seat could use it: the turn passed at once (counted as a decision, so that depth bounds it)
            double[] v = value(c, passed ? depth - 1 : depth, level + 1);
            double w = odds[level][i];
            for (int q = 0; q < out.length; q++) out[q] += w * v[q];
            if (outOfBudget) break;
        }
        return out;
    }

    /** A finished game: a seat's return as a win or loss beyond any rating (sooner results weigh a little more); a draw 0. */
    private static double[] terminal(State s, int depth, double[] out) {
        s.returns(out);
        for (int q = 0; q < out.length; q++) out[q] = out[q] > 0 ? WIN + depth : out[q] < 0 ? -WIN - depth : 0;
        return out;
    }
}
