package varia.yaml;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean ...?" for typos: the closest known word by edit distance, if it is close enough. */
public final class Suggestions {
    private Suggestions() {}

    /**
     * The candidate closest to {@code word} (case-insensitive; a swap of two neighbouring letters
     * counts as one edit), or null when none is within a small distance.
     */
    public static String closest(String word, Collection<String> candidates) {
        String w = word.toLowerCase(Locale.ROOT);
        int limit = w.length() <= 3 ? 1 : w.length() <= 6 ? 2 : 3;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(w, c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) { bestDistance = d; best = c; }
        }
        return bestDistance <= limit && bestDistance < Math.max(w.length(), 1) ? best : null;
    }

    /** Edit distance (optimal string alignment: insert, delete, substitute, swap neighbours). */
    public static int distance(String a, String b) {
        int n = a.length(), m = b.length();
        int[][] d = new int[n + 1][m + 1];
        for (int i = 0; i <= n; i++) d[i][0] = i;
        for (int j = 0; j <= m; j++) d[0][j] = j;
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[n][m];
    }
}
