package varia.dice;

import java.util.SplittableRandom;

/**
 * The computer player of dice chess: expectimax over the dice, deepened move by move within a
 * budget of positions. A move node belongs to the player whose dice are being played (the rest
 * of the mover's own turn first, then the next players'); when a turn passes, a chance node
 * averages the next player's possible throws ({@link DiceThrows}: their exact probabilities from
 * the file's die, outcomes that move the same pieces merged). Leaves are rated by the greedy
 * player's {@link DiceHeuristic}, for every player at once ({@link DiceEvaluation}).
 *
 * <p>With three or four players each move node maximises its own player's value (max-n), not the
 * searching player's loss (paranoid): the opponents really do play for themselves (the greedy one
 * maximises exactly the rating used here, so at the first reply max-n predicts its move), while the
 * paranoid assumption that all of them gang up guards against replies that rarely come in a game
 * where they mostly fight each other (reasoned, not measured). With two players the heuristic is
 * nearly zero-sum and max-n is plain expectiminimax.
 *
 * <p>Search: iterative deepening by moves (depth 1 is the greedy player's choice; depth 2 plans
 * both dice of a turn; depth 3 adds the next throw and the reply), each depth searched in full or
 * thrown away when the budget runs out mid-way, so that the choice depends on the position and the
 * budget only, never on the clock: the same seed gives the same game on any machine. No allocation
 * after the first move: positions, move lists and value vectors are kept per level.
 */
public final class DiceExpectimax implements DiceStrategy {
    /** Positions per decision by default: a few milliseconds on one core in Chaturaji, and most of the gain (docs/chaturaji.md). */
    public static final int DEFAULT_BUDGET = 4000;
    static final int MAX_DEPTH = 8;
    /** A won or lost game, beyond any rating (a sooner win counts a little more). */
    static final double WIN = 10_000;

    private final int budget;
    private DiceTable t;
    private DiceThrows throwsOf;
    private DiceEvaluation evaluation;
    private DicePosition[] child;
    private int[][] moves;
    private double[][] values;
    private int nodes, lastDepth;
    private boolean outOfBudget;

    public DiceExpectimax() { this(DEFAULT_BUDGET); }

    public DiceExpectimax(int budget) {
        if (budget < 1) throw new IllegalArgumentException("a node budget of at least 1, not " + budget);
        this.budget = budget;
    }

    /** The deepest search completed for the last choice (1 = greedy's horizon). */
    public int lastDepth() { return lastDepth; }

    /** Positions made for the last choice. */
    public int lastNodes() { return nodes; }

    @Override public int choose(DicePosition pos, int[] rootMoves, int n, SplittableRandom random) {
        if (n == 1) return rootMoves[0];
        prepare(pos.t);
        nodes = 0;
        outOfBudget = false;
        double noise = random.nextDouble(); // one draw: ties go the same way for the same seed
        int best = root(pos, rootMoves, n, 1, noise);
        lastDepth = 1;
        for (int depth = 2; depth <= MAX_DEPTH; depth++) {
            int b = root(pos, rootMoves, n, depth, noise);
            if (outOfBudget) break;
            best = b;
            lastDepth = depth;
        }
        return best;
    }

    private void prepare(DiceTable table) {
        if (t == table) return;
        t = table;
        throwsOf = new DiceThrows(table.game);
        evaluation = new DiceEvaluation(table);
        int levels = 2 * MAX_DEPTH + 2;
        child = new DicePosition[levels];
        moves = new int[levels][table.maxMoves];
        values = new double[levels][table.players];
        for (int i = 0; i < levels; i++) child[i] = new DicePosition(table);
    }

    /** The best root move at this depth (or any, when the budget ran out: the caller then discards it). */
    private int root(DicePosition pos, int[] rootMoves, int n, int depth, double noise) {
        int p = pos.toMove, best = rootMoves[0];
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            DicePosition c = child[0];
            c.copyFrom(pos);
            c.play(rootMoves[i]);
            nodes++;
            double v = value(c, depth - 1, 1)[p] + 1e-9 * ((noise * (i + 1) * 7919) % 1); // ties: a fixed, seeded order
            if (depth > 1 && outOfBudget) return best;
            if (v > bestValue) { bestValue = v; best = rootMoves[i]; }
        }
        return best;
    }

    /** Every player's value of {@code pos} with {@code depth} moves left to look at; the vector lives at {@code values[level]}. */
    private double[] value(DicePosition pos, int depth, int level) {
        double[] out = values[level];
        if (pos.over()) return terminal(pos, depth, out);
        if (depth == 0 || outOfBudget) {
            java.util.Arrays.fill(out, -WIN);
            evaluation.values(pos, out);
            return out;
        }
        if (pos.inTurn()) return moveNode(pos, depth, level, out);
        return chanceNode(pos, depth, level, out);
    }

    /** The mover's turn goes on: it picks the move best for itself. */
    private double[] moveNode(DicePosition pos, int depth, int level, double[] out) {
        int mover = pos.toMove, n = pos.generate(moves[level]);
        double best = Double.NEGATIVE_INFINITY;
        DicePosition c = child[level];
        for (int i = 0; i < n; i++) {
            c.copyFrom(pos);
            c.play(moves[level][i]);
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

    /** The turn has passed: the next player's throws, weighted by their chances. */
    private double[] chanceNode(DicePosition pos, int depth, int level, double[] out) {
        java.util.Arrays.fill(out, 0);
        DicePosition c = child[level];
        for (int k = 0; k < throwsOf.dice.length; k++) {
            c.copyFrom(pos);
            c.startTurn(throwsOf.dice[k]);
            if (++nodes > budget) outOfBudget = true;
            boolean lost = c.generate(moves[level]) == 0;
            if (lost) c.loseRest(); // no piece can use them: the turn passes at once (counted as a move, so that depth bounds it)
            double[] v = value(c, lost ? depth - 1 : depth, level + 1);
            double w = throwsOf.probability[k];
            for (int q = 0; q < out.length; q++) out[q] += w * v[q];
            if (outOfBudget) break;
        }
        return out;
    }

    /** A finished game: the winner +WIN, the others -WIN (sooner results weigh a little more); a draw 0. */
    private static double[] terminal(DicePosition pos, int depth, double[] out) {
        int w = pos.winner();
        for (int q = 0; q < out.length; q++) out[q] = w < 0 ? (pos.in[q] ? 0 : -WIN) : q == w ? WIN + depth : -WIN - depth;
        return out;
    }
}
