package varia.study;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A study's results per arm: counts, each seat's win rate with its Wilson interval, the first
 * seat's score and the mean length with their intervals, why games ended, and the length
 * distribution. Built from rows one at a time, or from grouped counts (a Spark aggregation) with
 * the same numbers.
 *
 * <p>A row's result is each seat's score joined by '-' ({@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2}; {@code 0-1-0-0} for the second of four; a shared point {@code 1/3-1/3-0-1/3}),
 * {@code *} or {@code error}. Rates are over the games played ({@code games} less {@code errors});
 * an unfinished game (stopped at the ply cap, or without a result) counts the first seat
 * {@code 1/n} of a point in its score, as an even share would.
 */
public final class Summary {
    private final List<String> seats;
    private final Map<String, Counts> arms = new LinkedHashMap<>();

    /** Declares the arms in the study's order (so an arm without any game still shows), for two seats, White and Black. */
    public Summary(List<Arm> studyArms) { this(studyArms, List.of("white", "black")); }

    /** Declares the arms, for games of these seats (in turn order). */
    public Summary(List<Arm> studyArms, List<String> seats) {
        this.seats = List.copyOf(seats);
        for (Arm a : studyArms) arms.put(a.label(), new Counts(a.label()));
    }

    public Summary add(GameRow row) { return add(row.arm(), row.result(), row.reason(), row.length(), 1); }

    /** Adds {@code count} games of one arm that ended alike. */
    public Summary add(String arm, String result, String reason, int length, long count) {
        Counts c = arms.computeIfAbsent(arm, Counts::new);
        int n = seats.size();
        c.games += count;
        c.reasons.merge(result + " " + reason, count, Long::sum);
        double first;
        if (result.equals(GameRow.UNFINISHED)) {
            c.unfinished += count;
            first = 1.0 / n;
        } else {
            double[] share = shares(result, n);
            if (share == null) {
                c.errors += count;
                return this;
            }
            int winner = -1;
            for (int q = 0; q < n; q++) if (share[q] == 1) winner = q;
            if (winner >= 0) c.wins[winner] += count;
            else c.draws += count;
            first = share[0];
        }
        c.score += first * count;
        c.scoreSquares += first * first * count;
        c.lengths.merge(length, count, Long::sum);
        return this;
    }

    /** Each seat's share of the point in a result, or null when it is no result of {@code n} seats. */
    static double[] shares(String result, int n) {
        String[] parts = result.split("-", -1);
        if (parts.length != n) return null;
        double[] out = new double[n];
        double sum = 0;
        for (int q = 0; q < n; q++) {
            String p = parts[q];
            int slash = p.indexOf('/');
            try {
                out[q] = slash < 0 ? Integer.parseInt(p) : (double) Integer.parseInt(p.substring(0, slash)) / Integer.parseInt(p.substring(slash + 1));
            } catch (NumberFormatException | ArithmeticException e) {
                return null;
            }
            if (out[q] < 0 || out[q] > 1) return null;
            sum += out[q];
        }
        return Math.abs(sum - 1) < 1e-9 ? out : null;
    }

    public List<ArmSummary> arms() {
        List<ArmSummary> out = new ArrayList<>();
        for (Counts c : arms.values()) out.add(c.summary());
        return out;
    }

    /**
     * One arm's figures. {@code wins} and {@code winRates} per seat in turn order; {@code score} is
     * the first seat's; {@code reasons} maps "result reason" to games, most frequent first.
     */
    public record ArmSummary(String arm, List<String> seats, long games, List<Long> wins, long draws, long unfinished, long errors,
                             List<Stats.Estimate> winRates, Stats.Estimate drawRate, Stats.Estimate score, Stats.Estimate length,
                             Map<String, Long> reasons, Map<Integer, Long> lengths) {
        /** Games that were played to an end or to the cap. */
        public long played() { return games - errors; }

        /** The first seat's wins (White's). */
        public long white() { return wins.get(0); }

        /** The second seat's wins (Black's). */
        public long black() { return wins.get(1); }

        public Stats.Estimate whiteRate() { return winRates.get(0); }

        public Stats.Estimate blackRate() { return winRates.get(1); }

        /** The first seat's (White's) score. */
        public Stats.Estimate whiteScore() { return score; }
    }

    private final class Counts {
        final String arm;
        long games, draws, unfinished, errors;
        final long[] wins = new long[seats.size()];
        double score, scoreSquares;
        final Map<String, Long> reasons = new TreeMap<>();
        final TreeMap<Integer, Long> lengths = new TreeMap<>();

        Counts(String arm) { this.arm = arm; }

        ArmSummary summary() {
            long n = games - errors;
            double lsum = 0, lsq = 0;
            for (var e : lengths.entrySet()) {
                lsum += (double) e.getKey() * e.getValue();
                lsq += (double) e.getKey() * e.getKey() * e.getValue();
            }
            Stats.Estimate s = Stats.mean(n, score, scoreSquares);
            if (s.known() && !Double.isNaN(s.low())) s = new Stats.Estimate(s.value(), Math.max(0, s.low()), Math.min(1, s.high()));
            List<Map.Entry<String, Long>> sorted = new ArrayList<>(reasons.entrySet());
            sorted.sort(Map.Entry.<String, Long>comparingByValue().reversed()); // stable: ties stay alphabetical
            Map<String, Long> byCount = new LinkedHashMap<>();
            for (var e : sorted) byCount.put(e.getKey(), e.getValue());
            List<Long> w = new ArrayList<>();
            List<Stats.Estimate> rates = new ArrayList<>();
            for (long x : wins) {
                w.add(x);
                rates.add(Stats.wilson(x, n));
            }
            return new ArmSummary(arm, seats, games, List.copyOf(w), draws, unfinished, errors, List.copyOf(rates), Stats.wilson(draws, n), s,
                    Stats.mean(n, lsum, lsq), Collections.unmodifiableMap(byCount), Collections.unmodifiableMap(new TreeMap<>(lengths)));
        }
    }
}
