package varia.study;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A study's results per arm: counts, rates with Wilson intervals, White's score and the mean
 * length with their intervals, why games ended, and the length distribution. Built from rows
 * one at a time, or from grouped counts (a Spark aggregation) with the same numbers.
 *
 * <p>Rates are over the games played ({@code games} less {@code errors}); an unfinished game
 * (stopped at the ply cap) counts half a point in White's score, as a draw would.
 */
public final class Summary {
    private final Map<String, Counts> arms = new LinkedHashMap<>();

    /** Declares the arms in the study's order (so an arm without any game still shows). */
    public Summary(List<Arm> studyArms) {
        for (Arm a : studyArms) arms.put(a.label(), new Counts(a.label()));
    }

    public Summary add(GameRow row) { return add(row.arm(), row.result(), row.reason(), row.length(), 1); }

    /** Adds {@code count} games of one arm that ended alike. */
    public Summary add(String arm, String result, String reason, int length, long count) {
        Counts c = arms.computeIfAbsent(arm, Counts::new);
        c.games += count;
        switch (result) {
            case "1-0" -> c.white += count;
            case "0-1" -> c.black += count;
            case "1/2-1/2" -> c.draws += count;
            case GameRow.UNFINISHED -> c.unfinished += count;
            default -> c.errors += count;
        }
        c.reasons.merge(result + " " + reason, count, Long::sum);
        if (!result.equals(GameRow.ERROR)) c.lengths.merge(length, count, Long::sum);
        return this;
    }

    public List<ArmSummary> arms() {
        List<ArmSummary> out = new ArrayList<>();
        for (Counts c : arms.values()) out.add(c.summary());
        return out;
    }

    /** One arm's figures. {@code reasons} maps "result reason" to games, most frequent first. */
    public record ArmSummary(String arm, long games, long white, long black, long draws, long unfinished, long errors,
                             Stats.Estimate whiteRate, Stats.Estimate blackRate, Stats.Estimate drawRate,
                             Stats.Estimate whiteScore, Stats.Estimate length,
                             Map<String, Long> reasons, Map<Integer, Long> lengths) {
        /** Games that were played to an end or to the cap. */
        public long played() { return games - errors; }
    }

    private static final class Counts {
        final String arm;
        long games, white, black, draws, unfinished, errors;
        final Map<String, Long> reasons = new TreeMap<>();
        final TreeMap<Integer, Long> lengths = new TreeMap<>();

        Counts(String arm) { this.arm = arm; }

        ArmSummary summary() {
            long n = games - errors;
            // White's score per game: 1, 1/2 (draw or unfinished), 0
            double sum = white + 0.5 * (draws + unfinished), squares = white + 0.25 * (draws + unfinished);
            double lsum = 0, lsq = 0;
            for (var e : lengths.entrySet()) {
                lsum += (double) e.getKey() * e.getValue();
                lsq += (double) e.getKey() * e.getKey() * e.getValue();
            }
            Stats.Estimate score = Stats.mean(n, sum, squares);
            if (score.known() && !Double.isNaN(score.low()))
                score = new Stats.Estimate(score.value(), Math.max(0, score.low()), Math.min(1, score.high()));
            List<Map.Entry<String, Long>> sorted = new ArrayList<>(reasons.entrySet());
            sorted.sort(Map.Entry.<String, Long>comparingByValue().reversed()); // stable: ties stay alphabetical
            Map<String, Long> byCount = new LinkedHashMap<>();
            for (var e : sorted) byCount.put(e.getKey(), e.getValue());
            return new ArmSummary(arm, games, white, black, draws, unfinished, errors,
                    Stats.wilson(white, n), Stats.wilson(black, n), Stats.wilson(draws, n), score,
                    Stats.mean(n, lsum, lsq), Collections.unmodifiableMap(byCount), Collections.unmodifiableMap(new TreeMap<>(lengths)));
        }
    }
}
