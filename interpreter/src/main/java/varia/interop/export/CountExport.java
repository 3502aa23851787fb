package varia.interop.export;

import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.rules.Outcome;
import varia.rules.adjacency.AdjacentRoyals;
import varia.rules.counting.CountRule;
import varia.rules.counting.Counts;
import varia.rules.material.Material;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Counting: Fairy-Stockfish has three fixed rules ({@code countingRule = makruk}, {@code cambodian},
 * {@code asean}) over its rook, khon, knight and pawn; a Varia file whose clauses are one of them,
 * counted as Fairy-Stockfish counts (the count belongs to nobody, restarts only when a capture
 * bares a side, a mate by the counting side wins), says it with that key. Points ({@code end.material})
 * no rule uses change nothing.
 */
final class CountExport {
    private CountExport() {}

    static void write(Variant v, FsTypes types, Out out) {
        Counts c = v.rule(Counts.KEY);
        Material m = v.rule(Material.KEY);
        out.said(Counts.KEY);
        out.said(Material.KEY);
        if (m != null) {
            boolean used = c != null && c.weakerCounts() || v.rule(AdjacentRoyals.KEY) != null;
            if (used) out.missing("end.material", "points that decide a rule of the file (Fairy-Stockfish's material counting is janggi's only)");
            else out.notes.add("end.material: points no rule of the file uses, left out");
        }
        if (c == null) return;
        String r = letter(v, types, "rook"), s = letter(v, types, "silver"), n = letter(v, types, "knight"), p = letter(v, types, "pawn");
        if (c.weakerCounts() || c.restarts() || c.counterMate() != Outcome.LOSS || r == null || s == null || n == null || p == null) {
            out.missing("end.counting", "counting other than Fairy-Stockfish's (the count belongs to nobody, restarts when a capture bares a side, on its rook, khon, knight and pawn)");
            return;
        }
        List<String> clauses = c.rules().stream().map(CountRule::clause).map(x -> x.replaceAll("\\s+", " ").strip()).toList();
        List<String> makruk = List.of("board 64 when no " + p, "pieces " + r + r + " 8, " + r + " 16, " + s + s + " 22, " + n + n + " 32, " + s + " 44, " + n
                + " 64, else 64 from pieces + 1 when no " + p);
        List<String> cambodian = List.of("board 63 when no " + p, "pieces " + r + r + " 7, " + r + " 15, " + s + s + " 21, " + n + n + " 31, " + s + " 43, "
                + n + " 63, else 63 from pieces + 1 when no " + p);
        List<String> asean = List.of("pieces " + r + " 16, " + s + " 44, " + n + " 64, else 64 when no " + p);
        String rule = clauses.equals(makruk) ? "makruk" : clauses.equals(cambodian) ? "cambodian" : clauses.equals(asean) ? "asean" : null;
        if (rule == null) out.missing("end.counting", "count clauses other than Fairy-Stockfish's makruk, cambodian or asean counting");
        else out.put("countingRule", rule, "end.counting");
    }

    /** The Varia letter (upper case) of the piece exported as this built-in type, or null. */
    private static String letter(Variant v, FsTypes types, String type) {
        for (PieceType q : v.pieces()) if (!q.isPromotedForm() && types.of.get(q.index()) == FsPieceType.named(type)) return String.valueOf(q.letter());
        return null;
    }
}
