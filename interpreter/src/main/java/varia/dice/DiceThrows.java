package varia.dice;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The distinct throws of one turn with their probabilities, for the expectimax player's chance
 * nodes. Outcomes that move the same piece types lead to the same positions (al-Biruni's 5 plays
 * as 1, his 6 as 4), so they are merged into one class with their summed probability; a turn's
 * dice are then a multiset of classes (their order is the mover's choice, not chance), each with
 * its multinomial probability. Chaturaji's two dice: 4 classes, 10 throws instead of 36.
 */
final class DiceThrows {
    /** [throw] -> the outcome indices of its dice (one representative per class). */
    final int[][] dice;
    /** [throw] -> its probability; they sum to 1. */
    final double[] probability;

    DiceThrows(DiceChessGame g) {
        List<Integer> reps = new ArrayList<>();
        List<Double> probs = new ArrayList<>();
        for (int o = 0; o < g.die().size(); o++) {
            int c = 0;
            while (c < reps.size() && !Arrays.equals(g.moves()[reps.get(c)], g.moves()[o])) c++;
            if (c == reps.size()) { reps.add(o); probs.add(0.0); }
            probs.set(c, probs.get(c) + g.die().outcome(o).probability());
        }
        List<int[]> throwsOut = new ArrayList<>();
        List<Double> p = new ArrayList<>();
        enumerate(new int[g.rules().dicePerTurn()], 0, 0, reps, probs, throwsOut, p);
        dice = throwsOut.toArray(new int[0][]);
        probability = p.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The multisets as non-decreasing class sequences; probability k! / prod(multiplicity!) * prod(p). */
    private static void enumerate(int[] classes, int i, int from, List<Integer> reps, List<Double> probs, List<int[]> out, List<Double> p) {
        if (i == classes.length) {
            double prob = factorial(classes.length);
            int run = 1;
            for (int j = 0; j < classes.length; j++) {
                prob *= probs.get(classes[j]);
                if (j > 0 && classes[j] == classes[j - 1]) prob /= ++run;
                else run = 1;
            }
            int[] dice = new int[classes.length];
            for (int j = 0; j < dice.length; j++) dice[j] = reps.get(classes[j]);
            out.add(dice);
            p.add(prob);
            return;
        }
        for (int c = from; c < reps.size(); c++) {
            classes[i] = c;
            enumerate(classes, i + 1, c, reps, probs, out, p);
        }
    }

    private static double factorial(int k) {
        double f = 1;
        for (int i = 2; i <= k; i++) f *= i;
        return f;
    }
}
