package varia.game;

import java.util.SplittableRandom;

/**
 * Monte Carlo tree search for any game: N seats (each node keeps every seat's summed return, and
 * the seat deciding picks by its own: max-n), chance nodes (an outcome drawn by its odds at each
 * pass, one child per outcome of {@link State#chanceOutcomes}). Each iteration walks down by UCT,
 * adds one node, plays random actions from it and backs the result up. The playout runs to the
 * end, or, when the family has a heuristic, {@link #PLAYOUT} decisions and then reads
 * {@code tanh((value - value at the root) / scale)} for each seat ({@link Game#evaluationScale}):
 * relative to the root, so that a lead already won still tells the actions apart (and a draw,
 * an even game, is read as losing that lead). The action
 * played is the most visited (the better mean among equals). Random numbers come from the caller's source only: a seed gives the same game.
 */
public final class Mcts implements Player {
    /** Iterations per decision by default. */
    public static final int DEFAULT_ITERATIONS = 1000;
    /** Decisions a playout makes before the heuristic judges, for a game that has one. */
    static final int PLAYOUT = Integer.getInteger("varia.mcts.playout", 4);
    /** Actions after which a playout without a heuristic stops (a safeguard: games end long before). */
    static final int MAX_PLAYOUT = 20_000;
    /** The exploration constant on returns from -1 to 1. */
    static final double C = 1.2;

    private final long iterations;
    private State scratch;
    private int[] actions;
    private double[] odds, values, base;

    public Mcts() { this(DEFAULT_ITERATIONS); }

    public Mcts(long iterations) {
        if (iterations < 1) throw new IllegalArgumentException("at least 1 iteration, not " + iterations);
        this.iterations = iterations;
    }

    /** A node: the action that led to it, its visits and each seat's summed return, its children once expanded. */
    private static final class Node {
        final int action;
        long visits;
        final double[] sum;
        Node[] children;
        int[] moves;
        double[] odds;
        int expanded;

        Node(int action, int players) {
            this.action = action;
            sum = new double[players];
        }
    }

    @Override public int choose(State state, int[] rootActions, int n, SplittableRandom random) {
        if (n == 1) return rootActions[0];
        int players = state.players();
        if (scratch == null || scratch.game() != state.game() || scratch.players() != players) {
            scratch = state.copy();
            actions = new int[state.maxActions()];
            odds = new double[state.maxActions()];
            values = new double[players];
            base = new double[players];
        }
        // the heuristic is read relative to the root's: a lead already won still tells the moves apart
        java.util.Arrays.fill(base, Double.NaN);
        if (state.game().evaluationScale() > 0) state.evaluate(base);
        Node root = new Node(0, players);
        root.moves = java.util.Arrays.copyOf(rootActions, n);
        root.children = new Node[n];
        Node[] path = new Node[64];
        for (long it = 0; it < iterations; it++) {
            scratch.copyFrom(state);
            Node node = root;
            int depth = 0;
            path[depth++] = node;
            boolean added = false;
            while (!scratch.isTerminal() && !added) {
                boolean chance = scratch.isChance();
                int mover = scratch.current();
                if (node.children == null) expand(node, chance);
                int i = chance ? draw(node.odds, node.moves.length, random) : select(node, mover, random);
                Node child = node.children[i];
                if (child == null) {
                    child = node.children[i] = new Node(node.moves[i], players);
                    node.expanded++;
                    added = !chance; // a chance outcome adds no decision: go on to the next one
                }
                scratch.apply(child.action);
                node = child;
                if (depth == path.length) path = java.util.Arrays.copyOf(path, depth * 2);
                path[depth++] = node;
            }
            playout(random);
            for (int d = 0; d < depth; d++) {
                Node v = path[d];
                v.visits++;
                for (int q = 0; q < players; q++) v.sum[q] += values[q];
            }
        }
        int mover = state.current(), best = 0;
        for (int i = 1; i < n; i++) if (better(root.children[i], root.children[best], mover)) best = i;
        return rootActions[best];
    }

    private static long visits(Node n) { return n == null ? 0 : n.visits; }

    /** More visits, or as many and a better mean for the mover. */
    private static boolean better(Node a, Node b, int mover) {
        if (visits(a) != visits(b)) return visits(a) > visits(b);
        return a != null && a.sum[mover] / a.visits > b.sum[mover] / b.visits;
    }

    /** The node's actions or chance outcomes, listed from the scratch state it stands for. */
    private void expand(Node node, boolean chance) {
        int k = chance ? scratch.chanceOutcomes(actions, odds) : scratch.legalActions(actions);
        node.moves = java.util.Arrays.copyOf(actions, k);
        if (chance) node.odds = java.util.Arrays.copyOf(odds, k);
        node.children = new Node[k];
    }

    /** An untried action first (at random among them), else UCT by the mover's mean return. */
    private static int select(Node node, int mover, SplittableRandom random) {
        int k = node.moves.length;
        if (node.expanded < k) {
            int untried = random.nextInt(k - node.expanded);
            for (int i = 0; i < k; i++) if (node.children[i] == null && untried-- == 0) return i;
        }
        double logN = Math.log(node.visits + 1), best = Double.NEGATIVE_INFINITY;
        int pick = 0;
        for (int i = 0; i < k; i++) {
            Node c = node.children[i];
            double u = c.sum[mover] / c.visits + C * Math.sqrt(logN / c.visits);
            if (u > best) {
                best = u;
                pick = i;
            }
        }
        return pick;
    }

    /** An index drawn by the odds. */
    private static int draw(double[] odds, int k, SplittableRandom random) {
        double r = random.nextDouble(), sum = 0;
        for (int i = 0; i < k - 1; i++) {
            sum += odds[i];
            if (r < sum) return i;
        }
        return k - 1;
    }

    /** Random actions from the scratch state; {@code values} gets each seat's return (or judged value). */
    private void playout(SplittableRandom random) {
        double scale = scratch.game().evaluationScale();
        int decisions = 0, limit = scale > 0 ? PLAYOUT : MAX_PLAYOUT;
        for (int steps = 0; !scratch.isTerminal() && decisions < limit && steps < MAX_PLAYOUT; steps++) {
            if (scratch.isChance()) {
                scratch.apply(scratch.sample(random));
                continue;
            }
            int n = scratch.legalActions(actions);
            scratch.apply(actions[random.nextInt(n)]);
            decisions++;
        }
        if (scratch.isTerminal()) { // a win or a loss beyond any rating; a draw is an even game: worse than a lead, better than a deficit
            scratch.returns(values);
            for (int q = 0; q < values.length; q++)
                if (values[q] == 0 && scale > 0 && !Double.isNaN(base[q])) values[q] = Math.tanh(-base[q] / scale);
            return;
        }
        if (scale <= 0) {
            java.util.Arrays.fill(values, 0);
            return;
        }
        java.util.Arrays.fill(values, Double.NaN);
        scratch.evaluate(values);
        for (int q = 0; q < values.length; q++) // NaN: a seat out of the game
            values[q] = Double.isNaN(values[q]) ? -1 : Math.tanh((values[q] - (Double.isNaN(base[q]) ? 0 : base[q])) / scale);
    }
}
