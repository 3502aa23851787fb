package varia.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The figures of {@code varia bench} and how they are printed: per game the rate of each run of
 * both engines (runs taken in turn, A B A B), the median ratio of the paired runs and their spread
 * (the smallest and largest ratio), flagged {@code noisy} when that spread exceeds 15% of the median.
 */
final class BenchTable {
    private BenchTable() {}

    /** A spread of the ratios wider than this share of their median makes a row noisy. */
    static final double NOISY = 0.15;

    /**
     * One game: its depth, each engine's count, and the rates of each run in millions of nodes per CPU
     * second (run i of Varia was taken just before run i of the other engine).
     */
    record Measured(String game, int depth, long nodes, long otherNodes, double[] varia, double[] other) {
        Measured {
            if (varia.length == 0 || varia.length != other.length)
                throw new IllegalArgumentException("runs of both engines must pair up: " + varia.length + " and " + other.length);
        }

        double[] ratios() {
            double[] r = new double[varia.length];
            for (int i = 0; i < r.length; i++) r[i] = varia[i] / other[i];
            return r;
        }

        double ratio() { return median(ratios()); }
        double min() { return Arrays.stream(ratios()).min().orElseThrow(); }
        double max() { return Arrays.stream(ratios()).max().orElseThrow(); }
        boolean noisy() { return max() - min() > NOISY * ratio(); }
    }

    static String header(String other) {
        return String.format(Locale.ROOT, "%-18s %5s %13s %10s %10s %7s  %s", "game", "depth", "nodes", "Varia M/s", other, "ratio", "spread");
    }

    /** A row: the rates and the ratio are medians over the runs; the spread is the ratios' min-max. */
    static String row(Measured m, String otherName) {
        String line = String.format(Locale.ROOT, "%-18s %5d %13d %10.2f %10.2f %7.2f  %.2f-%.2f", m.game(), m.depth(), m.nodes(),
                median(m.varia()), median(m.other()), m.ratio(), m.min(), m.max());
        if (m.noisy()) line += "  noisy";
        if (m.nodes() != m.otherNodes()) line += "  (counts differ: " + otherName + " " + m.otherNodes() + ", the rules differ there)";
        return line;
    }

    static String geometricMean(List<Measured> rows) {
        return String.format(Locale.ROOT, "%.2f", Math.exp(rows.stream().mapToDouble(m -> Math.log(m.ratio())).average().orElse(0)));
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
