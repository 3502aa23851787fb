package varia.study;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import varia.study.Summary.ArmSummary;

/** The summary as CSV (one row per arm) and as a text table for the terminal. */
public final class SummaryTable {
    private SummaryTable() {}

    /** The CSV columns of a two-sided game's summary (White and Black). */
    public static final List<String> COLUMNS = columns(List.of("white", "black"));

    /** The CSV columns for games of these seats: counts, each seat's win rate, draws, the first seat's score, the mean length. */
    public static List<String> columns(List<String> seats) {
        List<String> c = new ArrayList<>(List.of("arm", "games", "played"));
        for (String s : seats) c.add(s + "_wins");
        c.addAll(List.of("draws", "unfinished", "errors"));
        for (String s : seats) c.addAll(List.of(s + "_win_rate", s + "_win_low", s + "_win_high"));
        c.addAll(List.of("draw_rate", "draw_low", "draw_high", seats.get(0) + "_score", seats.get(0) + "_score_low", seats.get(0) + "_score_high",
                "mean_length", "mean_length_low", "mean_length_high"));
        return List.copyOf(c);
    }

    public static void csv(Appendable out, List<ArmSummary> arms) throws IOException {
        if (arms.isEmpty()) return;
        Csv.row(out, columns(arms.get(0).seats()));
        for (ArmSummary a : arms) {
            List<Object> v = new ArrayList<>(List.of(a.arm(), a.games(), a.played()));
            v.addAll(a.wins());
            v.addAll(List.of(a.draws(), a.unfinished(), a.errors()));
            List<Stats.Estimate> es = new ArrayList<>(a.winRates());
            es.addAll(List.of(a.drawRate(), a.score(), a.length()));
            for (Stats.Estimate e : es) v.addAll(List.of(e.value(), e.low(), e.high()));
            Csv.row(out, v);
        }
    }

    /** A seat's name as a heading: White, South. */
    static String title(String seat) { return seat.isEmpty() ? seat : Character.toUpperCase(seat.charAt(0)) + seat.substring(1); }

    /**
     * A fixed-width table: counts (a two-sided game's wins headed 1-0 and 0-1), then each estimate
     * as {@code value [low, high]}.
     */
    public static String text(List<ArmSummary> arms) {
        List<String> seats = arms.isEmpty() ? List.of("white", "black") : arms.get(0).seats();
        List<String[]> rows = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of("arm", "games"));
        head.addAll(seats.size() == 2 ? List.of("1-0", "0-1") : seats);
        head.addAll(List.of("draw", "*", "error"));
        for (String s : seats) head.add(title(s) + " wins");
        head.addAll(List.of("draws", title(seats.get(0)) + " score", "length (plies)"));
        rows.add(head.toArray(new String[0]));
        for (ArmSummary a : arms) {
            List<String> r = new ArrayList<>(List.of(a.arm(), "" + a.games()));
            for (long w : a.wins()) r.add("" + w);
            r.addAll(List.of("" + a.draws(), "" + a.unfinished(), "" + a.errors()));
            for (Stats.Estimate e : a.winRates()) r.add(percent(e));
            r.addAll(List.of(percent(a.drawRate()), percent(a.score()), plain(a.length())));
            rows.add(r.toArray(new String[0]));
        }
        int[] width = new int[rows.get(0).length];
        for (String[] r : rows) for (int i = 0; i < r.length; i++) width[i] = Math.max(width[i], r[i].length());
        StringBuilder sb = new StringBuilder();
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                if (i > 0) sb.append("  ");
                boolean left = i == 0;
                String pad = " ".repeat(width[i] - r[i].length());
                sb.append(left ? r[i] + pad : pad + r[i]);
            }
            sb.append('\n');
        }
        String first = title(seats.get(0));
        sb.append("(95% intervals: Wilson for rates, normal approximation for " + first + "'s score and the mean length; \"*\" = stopped at the ply cap, scored as "
                + (seats.size() == 2 ? "a draw" : "an even share") + ")\n");
        return sb.toString().replaceAll(" +\n", "\n");
    }

    static String percent(Stats.Estimate e) {
        if (!e.known()) return "-";
        if (Double.isNaN(e.low())) return String.format(Locale.ROOT, "%.1f%%", 100 * e.value());
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * e.value(), 100 * e.low(), 100 * e.high());
    }

    static String plain(Stats.Estimate e) {
        if (!e.known()) return "-";
        if (Double.isNaN(e.low())) return String.format(Locale.ROOT, "%.1f", e.value());
        return String.format(Locale.ROOT, "%.1f [%.1f, %.1f]", e.value(), e.low(), e.high());
    }
}
