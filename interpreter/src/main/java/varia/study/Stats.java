package varia.study;

/** The interval estimates of a study's summary (95 %, z = 1.96). */
public final class Stats {
    private Stats() {}

    public static final double Z95 = 1.959963984540054;

    /** A point estimate with its interval. */
    public record Estimate(double value, double low, double high) {
        public static final Estimate NONE = new Estimate(Double.NaN, Double.NaN, Double.NaN);
        public boolean known() { return !Double.isNaN(value); }
    }

    /**
     * Wilson's score interval for a proportion of {@code k} in {@code n}: unlike the normal
     * approximation it stays inside [0, 1] and behaves for rates near 0 or 1 and small n.
     */
    public static Estimate wilson(long k, long n) {
        if (n <= 0) return Estimate.NONE;
        double p = (double) k / n, z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        return new Estimate(p, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /**
     * A mean with the normal-approximation interval {@code mean +- z * s / sqrt(n)} from the
     * count, sum and sum of squares of the sample (s the sample standard deviation).
     */
    public static Estimate mean(long n, double sum, double sumSquares) {
        if (n <= 0) return Estimate.NONE;
        double mean = sum / n;
        if (n == 1) return new Estimate(mean, Double.NaN, Double.NaN);
        double var = Math.max(0, (sumSquares - n * mean * mean) / (n - 1));
        double half = Z95 * Math.sqrt(var / n);
        return new Estimate(mean, mean - half, mean + half);
    }
}
