package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import varia.diagram.PieceRow;
import varia.engine.Position;
import varia.variant.OptionChoice;
import varia.variant.Variant;

/**
 * Set-up choices each side makes for itself (janggi's four orders of horses and elephants): an
 * option whose values are named {@code A-B} for every pairing of a first-player choice {@code A}
 * with a second-player choice {@code B}, each value's start position differing from the others
 * only in the first player's pieces as {@code A} changes and in the second's as {@code B} does.
 * The play page then offers each side its own row of pictures instead of the list of pairs. Found
 * from the option's names and positions alone: nothing here names a game.
 */
final class SetupChoices {
    private SetupChoices() {}

    /** One arrangement of a side: its name in the option's values, its pieces in words and as a picture (as the side sees them). */
    record Choice(String key, String label, String svg) {}

    record Side(String name, List<Choice> choices) {}

    /** {@code values}: "first|second" choice keys to the option's value. */
    record PerSide(String option, List<Side> sides, Map<String, String> values) {}

    /** The per-side set-up options of a variant; {@code load} gives the variant with one option value chosen. */
    static List<PerSide> of(Variant base, Function<Map<String, String>, Variant> load) {
        List<PerSide> out = new ArrayList<>();
        for (OptionChoice o : base.options()) {
            PerSide p = perSide(base, o, load);
            if (p != null) out.add(p);
        }
        return out;
    }

    private static PerSide perSide(Variant base, OptionChoice o, Function<Map<String, String>, Variant> load) {
        List<String> firsts = new ArrayList<>(), seconds = new ArrayList<>();
        Map<String, String> values = new LinkedHashMap<>();
        for (OptionChoice.Value val : o.values()) {
            String[] ab = val.name().split("-", 2);
            if (ab.length != 2 || ab[0].isEmpty() || ab[1].isEmpty() || ab[1].contains("-")) return null;
            if (!firsts.contains(ab[0])) firsts.add(ab[0]);
            if (!seconds.contains(ab[1])) seconds.add(ab[1]);
            values.put(ab[0] + "|" + ab[1], val.name());
        }
        if (firsts.size() < 2 || seconds.size() < 2 || values.size() != firsts.size() * seconds.size()) return null;
        // every value's pieces: a side's must depend only on its own part of the name
        Map<String, int[]> first = new LinkedHashMap<>(), second = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : values.entrySet()) {
            Variant v = load.apply(Map.of(o.name(), e.getValue()));
            if (v == null) return null;
            Position p = Position.start(v);
            String[] ab = e.getKey().split("\\|");
            if (!agrees(first, ab[0], pieces(p, 0)) || !agrees(second, ab[1], pieces(p, 1))) return null;
        }
        if (distinct(first) < 2 || distinct(second) < 2) return null;
        varia.rules.sides.Sides sides = varia.rules.sides.Sides.of(base);
        return new PerSide(o.name(), List.of(side(base, sides.of(0), 0, first), side(base, sides.of(1), 1, second)), values);
    }

    /** The piece type on each square of one side's pieces ({@code -1}: none of its pieces there). */
    private static int[] pieces(Position p, int colour) {
        int[] out = new int[p.variant().files() * p.variant().ranks()];
        for (int sq = 0; sq < out.length; sq++) out[sq] = p.typeAt(sq) >= 0 && p.colourAt(sq) == colour ? p.typeAt(sq) : -1;
        return out;
    }

    private static boolean agrees(Map<String, int[]> seen, String key, int[] pieces) {
        int[] before = seen.putIfAbsent(key, pieces);
        return before == null || java.util.Arrays.equals(before, pieces);
    }

    private static long distinct(Map<String, int[]> m) {
        return m.values().stream().map(java.util.Arrays::toString).distinct().count();
    }

    /** A side's choices, each drawn as its pieces on the squares where the choices differ, left to right from that side's seat. */
    private static Side side(Variant v, String name, int colour, Map<String, int[]> arrangements) {
        int files = v.files();
        TreeSet<Integer> differ = new TreeSet<>();
        int[] one = arrangements.values().iterator().next();
        for (int[] a : arrangements.values()) for (int sq = 0; sq < a.length; sq++) if (a[sq] != one[sq]) differ.add(sq);
        // the side's back rank first, each rank from its left: White's files a..., Black's from the last file
        List<Integer> order = new ArrayList<>(differ);
        order.sort((x, y) -> {
            int rx = x / files, ry = y / files, fx = x % files, fy = y % files;
            if (rx != ry) return colour == 0 ? Integer.compare(rx, ry) : Integer.compare(ry, rx);
            return colour == 0 ? Integer.compare(fx, fy) : Integer.compare(fy, fx);
        });
        List<Choice> out = new ArrayList<>();
        for (Map.Entry<String, int[]> e : arrangements.entrySet()) {
            List<Integer> row = new ArrayList<>();
            int lastFile = -1, lastRank = -1;
            for (int sq : order) {
                int f = sq % files, r = sq / files;
                if (lastFile >= 0 && (r != lastRank || Math.abs(f - lastFile) > 1)) row.add(-1); // a gap where other squares lie between
                row.add(e.getValue()[sq]);
                lastFile = f;
                lastRank = r;
            }
            String label = PieceRow.text(v, row, colour);
            out.add(new Choice(e.getKey(), label, PieceRow.svg(v, row, colour, name + ": " + e.getKey() + " " + label)));
        }
        return new Side(name, out);
    }
}
