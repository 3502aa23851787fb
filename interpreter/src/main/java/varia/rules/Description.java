package varia.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import varia.variant.PieceType;
import varia.variant.Region;
import varia.variant.Variant;

/**
 * What the rule families say about a variant in plain words, gathered for the rule book
 * ({@link Describer}): lines under a piece, under "Play" and under "End of the game", with
 * helpers that name pieces and regions the same way everywhere.
 */
public final class Description {
    private final Variant variant;
    private final Map<Integer, List<String>> pieces = new LinkedHashMap<>();
    private final List<String> play = new ArrayList<>(), end = new ArrayList<>();

    Description(Variant variant) { this.variant = variant; }

    public Variant variant() { return variant; }

    /** A line (or several, split at newlines) under a piece; continuation lines are indented by the caller. */
    public void piece(int type, String line) { pieces.computeIfAbsent(type, k -> new ArrayList<>()).add(line); }

    public void play(String line) { play.add(line); }

    public void end(String line) { end.add(line); }

    List<String> pieceLines(int type) { return pieces.getOrDefault(type, List.of()); }

    List<String> playLines() { return play; }

    List<String> endLines() { return end; }

    /** "Name (X)". */
    public String ref(int type) {
        PieceType p = variant.pieces().get(type);
        return p.name() + " (" + p.symbol() + ")";
    }

    /** "Name (X), Name (Y)". */
    public String refs(List<Integer> types) { return types.stream().map(this::ref).collect(Collectors.joining(", ")); }

    /** "A, B or C". */
    public String orList(List<Integer> types) { return joinOr(types.stream().map(this::ref).toList()); }

    public static String joinOr(List<String> parts) {
        if (parts.size() <= 1) return String.join("", parts);
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " or " + parts.get(parts.size() - 1);
    }

    /** A region by name, with its squares when they say more than the name: "'palace' (files d-f ranks 1-3 for White)". */
    public String region(String name) {
        Region r = variant.region(name);
        if (r == null) return "'" + name + "'";
        String white = Describer.squares(variant, r.white());
        return white.equals(name) ? "'" + name + "'" : "'" + name + "' (" + white + " for White)";
    }

    /** Pieces by their letters ("N (N) or B (B)"), for clauses that name letters. */
    public String letters(String letters) {
        List<String> names = new ArrayList<>();
        for (char c : letters.toCharArray()) {
            PieceType p = variant.pieceByLetter(c);
            names.add(p == null ? String.valueOf(c) : p.name() + " (" + c + ")");
        }
        return joinOr(names);
    }

    /** 2 -> "2", 1.5 -> "1.5". */
    public static String number(double d) { return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d); }

    public static String ordinal(int n) {
        String suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}
