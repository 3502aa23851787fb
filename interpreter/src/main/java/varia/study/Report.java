package varia.study;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import varia.study.Summary.ArmSummary;

/**
 * The study's HTML report: one self-contained page (no script, no external file) with the
 * parameters, the summary table, inline SVG plots (outcome rates and White's score by arm with
 * 95 % error bars, the mean length by arm, the length distribution) and why the games ended.
 */
public final class Report {
    private Report() {}

    static final String[] PALETTE = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"};

    /**
     * @param title  the page's title
     * @param about  lines describing the study (variant, budget, seed, where it ran, time)
     */
    public static String html(String title, List<String> about, List<ArmSummary> arms) {
        StringBuilder h = new StringBuilder(16_384);
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(esc(title)).append("</title>\n<style>")
         .append("body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:1000px;padding:0 1em;color:#222}")
         .append("table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.25em .5em;text-align:right}")
         .append("td{white-space:nowrap}td:first-child,th:first-child{text-align:left}th{background:#f3f3f3}svg{display:block;margin:1em 0}")
         .append("svg text{font:12px system-ui,sans-serif}.note{color:#666;font-size:12px}</style></head><body>\n");
        h.append("<h1>").append(esc(title)).append("</h1>\n<ul>\n");
        for (String line : about) h.append("<li>").append(esc(line)).append("</li>\n");
        List<String> seats = seats(arms);
        String first = SummaryTable.title(seats.get(0));
        h.append("</ul>\n<h2>Summary</h2>\n").append(table(arms));
        h.append("<p class=\"note\">Rates are over the games played (errors excluded), with 95% Wilson intervals; ").append(esc(first)).append("'s score counts ")
         .append(seats.size() == 2 ? "a win 1, a draw or an unfinished game (stopped at the ply cap) &#189;"
                 : "a win 1, a shared result its share, an unfinished game 1/" + seats.size())
         .append("; its interval and the mean length's are normal approximations (95%).</p>\n");
        h.append("<h2>Outcomes and ").append(esc(first)).append("'s score by arm</h2>\n").append(ratesChart(arms));
        h.append("<h2>Game length</h2>\n<p class=\"note\">The mean length with its 95% interval, then the share of each arm's "
                + "games (errors excluded) by length; games stopped at the ply cap fall in the last bin.</p>\n").append(meanLengthChart(arms)).append(lengthChart(arms));
        h.append("<h2>How the games ended</h2>\n").append(reasons(arms));
        h.append("</body></html>\n");
        return h.toString();
    }

    /** The arms' seats (White and Black for none). */
    private static List<String> seats(List<ArmSummary> arms) { return arms.isEmpty() ? List.of("white", "black") : arms.get(0).seats(); }

    private static String table(List<ArmSummary> arms) {
        List<String> seats = seats(arms);
        StringBuilder t = new StringBuilder("<table><tr><th>arm</th><th>games</th>");
        for (String s : seats.size() == 2 ? List.of("1-0", "0-1") : seats) t.append("<th>").append(esc(s)).append("</th>");
        t.append("<th>draw</th><th>*</th><th>error</th>");
        for (String s : seats) t.append("<th>").append(esc(SummaryTable.title(s))).append(" wins</th>");
        t.append("<th>draws</th><th>").append(esc(SummaryTable.title(seats.get(0)))).append("'s score</th><th>mean length (plies)</th></tr>\n");
        for (ArmSummary a : arms) {
            t.append("<tr><td>").append(esc(a.arm())).append("</td><td>").append(a.games()).append("</td>");
            for (long n : a.wins()) t.append("<td>").append(n).append("</td>");
            for (long n : new long[] {a.draws(), a.unfinished(), a.errors()}) t.append("<td>").append(n).append("</td>");
            List<Stats.Estimate> es = new ArrayList<>(a.winRates());
            es.addAll(List.of(a.drawRate(), a.score()));
            for (Stats.Estimate e : es) t.append("<td>").append(esc(SummaryTable.percent(e))).append("</td>");
            t.append("<td>").append(esc(SummaryTable.plain(a.length()))).append("</td></tr>\n");
        }
        return t.append("</table>\n").toString();
    }

    /**
     * The series per arm, each a point with its interval: for two seats White wins, draws, Black
     * wins, White's score; for more, each seat's wins, draws, the first seat's score.
     */
    private static String ratesChart(List<ArmSummary> arms) {
        List<String> seats = seats(arms);
        List<String> nameList = new ArrayList<>(), colourList = new ArrayList<>();
        for (int q = 0; q < seats.size(); q++) {
            if (seats.size() == 2 && q == 1) { nameList.add("draws"); colourList.add("#7f7f7f"); }
            nameList.add(SummaryTable.title(seats.get(q)) + " wins");
            colourList.add(seats.size() == 2 ? (q == 0 ? "#1f77b4" : "#d62728") : PALETTE[q % PALETTE.length]);
        }
        if (seats.size() != 2) { nameList.add("draws"); colourList.add("#7f7f7f"); }
        nameList.add(SummaryTable.title(seats.get(0)) + "'s score");
        colourList.add("#000000");
        String[] names = nameList.toArray(new String[0]), colours = colourList.toArray(new String[0]);
        int w = 900, h = 340, left = 60, right = 20, top = 20, bottom = 70;
        Svg s = new Svg(w, h);
        double plotW = w - left - right, plotH = h - top - bottom;
        for (int p = 0; p <= 10; p++) { // y axis 0..100 %
            double y = top + plotH * (1 - p / 10.0);
            s.line(left, y, w - right, y, p == 5 ? "#999" : "#eee", p == 5 ? "4,3" : null);
            s.text(left - 6, y + 4, p * 10 + "%", "end", "#444");
        }
        double slot = plotW / Math.max(1, arms.size());
        for (int i = 0; i < arms.size(); i++) {
            ArmSummary a = arms.get(i);
            double cx = left + slot * (i + 0.5);
            s.text(cx, h - bottom + 18, shorten(a.arm(), (int) (slot / 7)), "middle", "#222");
            s.text(cx, h - bottom + 34, a.played() + " games", "middle", "#666");
            List<Stats.Estimate> series = new ArrayList<>();
            for (int q = 0; q < seats.size(); q++) {
                if (seats.size() == 2 && q == 1) series.add(a.drawRate());
                series.add(a.winRates().get(q));
            }
            if (seats.size() != 2) series.add(a.drawRate());
            series.add(a.score());
            Stats.Estimate[] es = series.toArray(new Stats.Estimate[0]);
            for (int k = 0; k < es.length; k++) {
                if (!es[k].known()) continue;
                double x = cx + (k - (es.length - 1) / 2.0) * Math.min(22, slot / (es.length + 2));
                double y = top + plotH * (1 - es[k].value());
                if (!Double.isNaN(es[k].low())) {
                    double y1 = top + plotH * (1 - es[k].low()), y2 = top + plotH * (1 - es[k].high());
                    s.line(x, y1, x, y2, colours[k], null);
                    s.line(x - 4, y1, x + 4, y1, colours[k], null);
                    s.line(x - 4, y2, x + 4, y2, colours[k], null);
                }
                s.circle(x, y, k == es.length - 1 ? 5 : 4, colours[k], String.format(Locale.ROOT, "%s %s: %s", a.arm(), names[k], SummaryTable.percent(es[k])));
            }
        }
        legend(s, left, h - 14, names, colours);
        return s.end();
    }

    private static String meanLengthChart(List<ArmSummary> arms) {
        int w = 900, rowH = 26, left = 200, right = 30, top = 10;
        int h = top + rowH * arms.size() + 36;
        double max = 1;
        for (ArmSummary a : arms) if (a.length().known()) max = Math.max(max, Double.isNaN(a.length().high()) ? a.length().value() : a.length().high());
        double scale = (w - left - right) / niceCeil(max);
        Svg s = new Svg(w, h);
        axisX(s, left, top + rowH * arms.size(), w - right, niceCeil(max), "mean length (plies), 95% interval");
        for (int i = 0; i < arms.size(); i++) {
            ArmSummary a = arms.get(i);
            double y = top + rowH * (i + 0.5);
            s.text(left - 8, y + 4, shorten(a.arm(), 28), "end", "#222");
            if (!a.length().known()) continue;
            String c = PALETTE[i % PALETTE.length];
            s.rect(left, y - 7, a.length().value() * scale, 14, c, 0.35);
            if (!Double.isNaN(a.length().low())) {
                s.line(left + a.length().low() * scale, y, left + a.length().high() * scale, y, c, null);
                s.line(left + a.length().low() * scale, y - 6, left + a.length().low() * scale, y + 6, c, null);
                s.line(left + a.length().high() * scale, y - 6, left + a.length().high() * scale, y + 6, c, null);
            }
            s.text(left + a.length().value() * scale + 6, y - 8, String.format(Locale.ROOT, "%.1f", a.length().value()), "start", "#444");
        }
        return s.end();
    }

    /** The share of each arm's games by length, in bins, as overlaid step lines. */
    private static String lengthChart(List<ArmSummary> arms) {
        int maxLen = 1;
        for (ArmSummary a : arms) if (!a.lengths().isEmpty()) maxLen = Math.max(maxLen, java.util.Collections.max(a.lengths().keySet()));
        int bin = (int) Math.max(1, niceCeil(maxLen / 40.0));
        int bins = maxLen / bin + 1;
        double[][] share = new double[arms.size()][bins];
        double top = 0.01;
        for (int i = 0; i < arms.size(); i++) {
            ArmSummary a = arms.get(i);
            if (a.played() == 0) continue;
            for (Map.Entry<Integer, Long> e : a.lengths().entrySet()) share[i][e.getKey() / bin] += (double) e.getValue() / a.played();
            for (double v : share[i]) top = Math.max(top, v);
        }
        top = niceCeil(top);
        int w = 900, h = 320, left = 60, right = 20, upper = 20, bottom = 60;
        double plotW = w - left - right, plotH = h - upper - bottom;
        Svg s = new Svg(w, h);
        for (int p = 0; p <= 5; p++) {
            double y = upper + plotH * (1 - p / 5.0), tick = 100 * top * p / 5;
            s.line(left, y, w - right, y, "#eee", null);
            s.text(left - 6, y + 4, String.format(Locale.ROOT, tick == Math.rint(tick) ? "%.0f%%" : "%.1f%%", tick), "end", "#444");
        }
        axisX(s, left, upper + plotH, w - right, (double) bins * bin, "length (plies), bins of " + bin);
        for (int i = 0; i < arms.size(); i++) {
            StringBuilder pts = new StringBuilder();
            for (int b = 0; b < bins; b++) {
                double x1 = left + plotW * b / bins, x2 = left + plotW * (b + 1) / bins, y = upper + plotH * (1 - share[i][b] / top);
                pts.append(String.format(Locale.ROOT, "%.1f,%.1f %.1f,%.1f ", x1, y, x2, y));
            }
            s.polyline(pts.toString(), PALETTE[i % PALETTE.length], arms.get(i).arm());
        }
        String[] names = arms.stream().map(ArmSummary::arm).toArray(String[]::new);
        String[] colours = new String[names.length];
        for (int i = 0; i < names.length; i++) colours[i] = PALETTE[i % PALETTE.length];
        legend(s, left, h - 12, names, colours);
        return s.end();
    }

    private static String reasons(List<ArmSummary> arms) {
        Set<String> all = new LinkedHashSet<>();
        for (ArmSummary a : arms) all.addAll(a.reasons().keySet());
        StringBuilder t = new StringBuilder("<table><tr><th>result and reason</th>");
        for (ArmSummary a : arms) t.append("<th>").append(esc(a.arm())).append("</th>");
        t.append("</tr>\n");
        for (String r : all) {
            t.append("<tr><td>").append(esc(r)).append("</td>");
            for (ArmSummary a : arms) {
                long n = a.reasons().getOrDefault(r, 0L);
                t.append("<td>").append(n == 0 ? "" : n + String.format(Locale.ROOT, " (%.1f%%)", 100.0 * n / Math.max(1, a.games()))).append("</td>");
            }
            t.append("</tr>\n");
        }
        return t.append("</table>\n").toString();
    }

    private static void axisX(Svg s, double x0, double y, double x1, double max, String label) {
        s.line(x0, y, x1, y, "#444", null);
        double step = niceCeil(max / 8);
        for (double v = 0; v <= max + 1e-9; v += step) {
            double x = x0 + (x1 - x0) * v / max;
            s.line(x, y, x, y + 4, "#444", null);
            s.text(x, y + 16, String.format(Locale.ROOT, "%.0f", v), "middle", "#444");
        }
        s.text((x0 + x1) / 2, y + 30, label, "middle", "#444");
    }

    private static void legend(Svg s, double x, double y, String[] names, String[] colours) {
        for (int i = 0; i < names.length; i++) {
            s.rect(x, y - 9, 10, 10, colours[i], 1);
            String n = shorten(names[i], 30);
            s.text(x + 14, y, n, "start", "#222");
            x += 24 + 7 * n.length();
        }
    }

    /** The smallest of 1, 2, 2.5, 5 times a power of ten at or above v. */
    static double niceCeil(double v) {
        if (v <= 0) return 1;
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {1, 2, 2.5, 5, 10}) if (m * p >= v - 1e-12) return m * p;
        return 10 * p;
    }

    static String shorten(String s, int max) { return s.length() <= Math.max(4, max) ? s : s.substring(0, Math.max(4, max) - 1) + "\u2026"; }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** A tiny SVG writer. */
    private static final class Svg {
        final StringBuilder b = new StringBuilder();

        Svg(int w, int h) {
            b.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", w, h, w, h));
        }

        void line(double x1, double y1, double x2, double y2, String colour, String dash) {
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"%s/>\n", x1, y1, x2, y2, colour,
                    dash == null ? "" : " stroke-dasharray=\"" + dash + "\""));
        }

        void rect(double x, double y, double w, double h, String colour, double opacity) {
            b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" fill-opacity=\"%.2f\"/>\n", x, y, Math.max(0, w), h, colour, opacity));
        }

        void circle(double x, double y, double r, String colour, String title) {
            b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"><title>%s</title></circle>\n", x, y, r, colour, esc(title)));
        }

        void polyline(String points, String colour, String title) {
            b.append("<polyline fill=\"none\" stroke-width=\"2\" stroke=\"").append(colour).append("\" points=\"").append(points.strip())
             .append("\"><title>").append(esc(title)).append("</title></polyline>\n");
        }

        void text(double x, double y, String text, String anchor, String colour) {
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" fill=\"%s\">%s</text>\n", x, y, anchor, colour, esc(text)));
        }

        String end() { return b.append("</svg>\n").toString(); }
    }
}
