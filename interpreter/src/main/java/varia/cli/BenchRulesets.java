package varia.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.OptionChoice;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * {@code varia bench --rulesets}: what a game's default rules cost against its other option values,
 * Varia against Varia. Per game with options, one child JVM ({@link BenchChild}) for the default and
 * one for each other value of each option (the rest left at their defaults), all warmed up, then
 * taken in turn run by run (default, first other, second other, ..., default, ...), so that a change
 * in a shared machine's load falls on all of them. Each other set's row gives its median rate and
 * the median (and spread) of the paired runs' ratios default / it; the game's line names the fastest
 * set and whether the default is within {@link #GOAL} of it. The trees differ where the rules do:
 * the rates, not the counts, are compared.
 */
final class BenchRulesets {
    private BenchRulesets() {}

    /** The default is "within 10%" of the fastest set when its rate is at least this share of it. */
    static final double GOAL = 0.90;

    /** A depth is chosen whose tree has about this many nodes (a run of a fraction of a second to a few seconds). */
    static final long TARGET_NODES = 10_000_000L;

    /** ... but never one whose predicted count exceeds this (a game with a large branching factor). */
    static final long CAP_NODES = 150_000_000L;

    /** One option set of a game: the options given ({@code {}} for the default) and how it is named. */
    record OptionSet(String label, Map<String, String> options) {}

    /** The games with options, in the bundled order (all of them when {@code only} is null). */
    static List<String> games(List<String> only) throws VariantException {
        List<String> withOptions = new ArrayList<>();
        for (String key : Variants.bundled())
            if (!optionsOf(key).isEmpty()) withOptions.add(key);
        if (only == null) return withOptions;
        for (String name : only)
            if (!withOptions.contains(name))
                throw new UserError("bench --rulesets has no game '" + name + "' (a bundled game with options); its games: "
                        + String.join(", ", withOptions));
        return withOptions.stream().filter(only::contains).toList();
    }

    private static List<OptionChoice> optionsOf(String key) throws VariantException {
        try {
            return Variants.resolve(key).options();
        } catch (RuntimeException e) {
            return List.of(); // not a board game of the engine (a race or dice game): no perft to measure
        }
    }

    /** The default, then each other value of each option with the rest at their defaults. */
    static List<OptionSet> sets(String game) throws VariantException {
        List<OptionSet> out = new ArrayList<>(List.of(new OptionSet("(default)", Map.of())));
        for (OptionChoice o : Variants.resolve(game).options())
            for (OptionChoice.Value v : o.values())
                if (!v.name().equals(o.defaultValue())) out.add(new OptionSet(o.name() + "=" + v.name(), Map.of(o.name(), v.name())));
        return out;
    }

    /**
     * The depth measured for a game: the smallest whose perft reaches {@link #TARGET_NODES}, predicted
     * from the two depths before it (their counts' ratio) so the deepest tree is never walked here;
     * one less when the prediction exceeds {@link #CAP_NODES}. Counts, not times: the same on any
     * machine at any load.
     */
    static int depth(Variant v) { return depth(v, TARGET_NODES, CAP_NODES); }

    static int depth(Variant v, long target, long cap) {
        long prev = 1, cur = Perft.perft(Position.start(v), 1);
        int d = 1;
        while (cur > 0 && cur < target && d < 12) {
            double next = (double) cur * cur / prev;
            if (next > cap) return d;
            if (next >= target) return d + 1;
            prev = cur;
            cur = Perft.perft(Position.start(v), ++d);
        }
        return d;
    }

    /** Measures every chosen game and prints its table; returns the number of games whose default misses the goal. */
    static int run(List<String> only, int runs, int depthOffset, PrintWriter out) throws Exception {
        int missed = 0;
        List<String> games = games(only);
        out.println(String.format(Locale.ROOT, "%-18s %5s  %-32s %13s %9s %8s  %s", "game", "depth", "option set", "nodes", "M/s",
                "dflt/set", "spread"));
        for (String game : games) {
            int depth = Math.max(1, depth(Variants.resolve(game)) + depthOffset);
            if (!measure(game, depth, depthOffset, runs, out)) missed++;
            out.flush();
        }
        return missed;
    }

    /** A game's rows (one per option set), its verdict line and whether the default is within {@link #GOAL} of the fastest set. */
    record Report(List<String> lines, String verdict, boolean met) {}

    /**
     * The rows of a game from its figures: per set its count and median rate, and for the others the
     * median and spread of the paired runs' ratios default / set (run i of each was taken in turn);
     * the fastest set is the one of the highest median rate.
     */
    static Report report(String game, int depth, List<OptionSet> sets, long[] nodes, double[][] rates) {
        int[] depths = new int[sets.size()];
        java.util.Arrays.fill(depths, depth);
        return report(game, depths, sets, nodes, rates);
    }

    /** As above, each set measured at its own depth ({@link #setDepth}): rates are per node, so they still compare. */
    static Report report(String game, int[] depths, List<OptionSet> sets, long[] nodes, double[][] rates) {
        List<String> lines = new ArrayList<>();
        int fastest = 0;
        for (int k = 0; k < sets.size(); k++) {
            BenchTable.Measured m = new BenchTable.Measured(game, depths[k], nodes[0], nodes[k], rates[0], rates[k]);
            lines.add(String.format(Locale.ROOT, "%-18s %5d  %-32s %13d %9.2f %8s  %s", game, depths[k], sets.get(k).label(), nodes[k],
                    BenchTable.median(rates[k]), k == 0 ? "" : String.format(Locale.ROOT, "%.2f", m.ratio()),
                    k == 0 ? "" : String.format(Locale.ROOT, "%.2f-%.2f%s", m.min(), m.max(), m.noisy() ? "  noisy" : "")).stripTrailing());
            if (BenchTable.median(rates[k]) > BenchTable.median(rates[fastest])) fastest = k;
        }
        double share = fastest == 0 ? 1 : new BenchTable.Measured(game, depths[0], 0, 0, rates[0], rates[fastest]).ratio();
        boolean met = share >= GOAL;
        String verdict = String.format(Locale.ROOT, "%s: default / fastest (%s) %.2f: %s", game, sets.get(fastest).label(), share,
                met ? "within 10%" : "NOT within 10%");
        return new Report(lines, verdict, met);
    }

    /**
     * The depth of one option set: its own choice by {@link #depth(Variant)}, never deeper than the
     * default's. A set whose tree grows much faster (a free deployment phase) would otherwise walk
     * the default's depth for hours.
     */
    static int setDepth(int gameDepth, int ownDepth) { return Math.max(1, Math.min(gameDepth, ownDepth)); }

    /** One game: all its sets in turn, run by run; prints a row per set and the game's verdict. */
    private static boolean measure(String game, int depth, int depthOffset, int runs, PrintWriter out) throws VariantException {
        List<OptionSet> sets = new ArrayList<>();
        List<BenchChild> children = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        List<Integer> depths = new ArrayList<>();
        try {
            for (OptionSet s : sets(game)) {
                int d;
                try {
                    d = s.options().isEmpty() ? depth : setDepth(depth, depth(Variants.resolve(game, s.options())) + depthOffset);
                } catch (VariantException e) {
                    skipped.add(s.label() + " (" + String.valueOf(e.getMessage()).lines().findFirst().orElse("does not load alone") + ")");
                    continue;
                }
                children.add(new BenchChild(game, BenchChild.workerCommand(game, s.options(), d)));
                sets.add(s);
                depths.add(d);
            }
            double[][] rates = new double[sets.size()][runs];
            long[] nodes = new long[sets.size()];
            for (int i = 0; i < runs; i++)
                for (int k = 0; k < sets.size(); k++) {
                    double[] r = children.get(k).run();
                    nodes[k] = (long) r[0];
                    rates[k][i] = r[0] / r[1] / 1e6;
                }
            Report r = report(game, depths.stream().mapToInt(Integer::intValue).toArray(), sets, nodes, rates);
            r.lines().forEach(out::println);
            for (String s : skipped) out.println(String.format(Locale.ROOT, "%-18s %5s  %s: left out", game, "", s));
            out.println(r.verdict());
            return r.met();
        } finally {
            children.forEach(BenchChild::close);
        }
    }
}
