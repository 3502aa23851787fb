package varia.study;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import varia.study.Summary.ArmSummary;

/** The summary as CSV (one row per arm) and as a text table for the terminal. */
public final class SummaryTable {
    private SummaryTable() {}

    public static final List<String> COLUMNS = List.of("arm", "games", "played", "white_wins", "black_wins", "draws",
            "unfinished", "errors", "white_win_rate", "white_win_low", "white_win_high", "black_win_rate", "black_win_low",
            "black_win_high", "draw_rate", "draw_low", "draw_high", "white_score", "white_score_low", "white_score_high",
            "mean_length", "mean_length_low", "mean_length_high");

    public static void csv(Appendable out, List<ArmSummary> arms) throws IOException {
        Csv.row(out, COLUMNS);
        for (ArmSummary a : arms) {
            List<Object> v = new ArrayList<>(List.of(a.arm(), a.games(), a.played(), a.white(), a.black(), a.draws(), a.unfinished(), a.errors()));
            for (Stats.Estimate e : List.of(a.whiteRate(), a.blackRate(), a.drawRate(), a.whiteScore(), a.length()))
                v.addAll(List.of(e.value(), e.low(), e.high()));
            Csv.row(out, v);
        }
    }

    /** A fixed-width table: counts, then each estimate as {@code value [low, high]}. */
    public static String text(List<ArmSummary> arms) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"arm", "games", "1-0", "0-1", "draw", "*", "error", "White wins", "Black wins", "draws", "White score", "length (plies)"});
        for (ArmSummary a : arms)
            rows.add(new String[] {a.arm(), "" + a.games(), "" + a.white(), "" + a.black(), "" + a.draws(), "" + a.unfinished(), "" + a.errors(),
                    percent(a.whiteRate()), percent(a.blackRate()), percent(a.drawRate()), percent(a.whiteScore()), plain(a.length())});
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
        sb.append("(95% intervals: Wilson for rates, normal approximation for White's score and the mean length; \"*\" = stopped at the ply cap, scored as a draw)\n");
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
