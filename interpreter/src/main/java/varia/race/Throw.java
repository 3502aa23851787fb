package varia.race;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The chance device of a race game as data: its outcomes with their probabilities and distances
 * (four cowries, two dice, long dice alike). Sampling uses a cumulative table, so a throw costs one
 * random number and a short scan.
 *
 * @param description in words, e.g. "4 cowrie shells, each mouth up with probability 0.5"
 * @param outcomes    in the file's order, probabilities summing to 1
 */
public record Throw(String description, List<Outcome> outcomes) {
    public Throw {
        outcomes = List.copyOf(outcomes);
    }

    /** The index of a random outcome. */
    public int sample(SplittableRandom random) {
        double r = random.nextDouble();
        double sum = 0;
        for (int i = 0; i < outcomes.size() - 1; i++) {
            sum += outcomes.get(i).probability();
            if (r < sum) return i;
        }
        return outcomes.size() - 1;
    }

    public Outcome outcome(int index) { return outcomes.get(index); }

    public int size() { return outcomes.size(); }

    /** The mean distance of a throw. */
    public double meanDistance() {
        return outcomes.stream().mapToDouble(o -> o.distance() * o.probability()).sum();
    }

    /**
     * The outcome a record's token names: an outcome's name, else a distance that exactly one
     * outcome gives; -1 when none or several.
     */
    public int parse(String token) {
        for (int i = 0; i < outcomes.size(); i++) if (outcomes.get(i).name().equals(token)) return i;
        if (!token.matches("[0-9]{1,4}")) return -1;
        int d = Integer.parseInt(token), found = -1;
        for (int i = 0; i < outcomes.size(); i++) {
            if (outcomes.get(i).distance() != d) continue;
            if (found >= 0) return -1;
            found = i;
        }
        return found;
    }

    /** The token a record writes for an outcome: its distance when no other outcome gives it, else its name. */
    public String token(int index) {
        int d = outcomes.get(index).distance();
        for (int i = 0; i < outcomes.size(); i++) if (i != index && outcomes.get(i).distance() == d) return outcomes.get(index).name();
        return Integer.toString(d);
    }
}
