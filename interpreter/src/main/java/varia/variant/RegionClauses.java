package varia.variant;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.yaml.ClauseException;

/**
 * Parses a region clause, written from the owner's point of view:
 * {@code files d-f ranks 1-3} (both optional, intersected), explicit squares {@code d1 e2 f3},
 * region names ({@code palace}; {@code enemy-palace} is the opponent's palace), joined by {@code +}.
 * Squares are numbered rank by rank from a1 = 0.
 */
public final class RegionClauses {
    private RegionClauses() {}

    /** White's and Black's squares of a named region, or null when the name is unknown (the lookup reports why). */
    interface Lookup {
        /** {white, black}; throws with the column when the name cannot be used. */
        BitSet[] find(String name, int column) throws ClauseException;
    }

    private record Tok(String text, int start) {}

    private static final Pattern SQUARE = Pattern.compile("([a-z])([0-9]{1,2})");
    private static final Pattern FILE_RANGE = Pattern.compile("([a-z])(?:-([a-z]))?");
    private static final Pattern RANK_RANGE = Pattern.compile("([0-9]{1,2})(?:-([0-9]{1,2}))?");

    /** True when {@code text} is only a rank clause ({@code rank 8}, {@code ranks 6-8}). */
    static boolean isRankClause(String text) {
        return text.trim().matches("ranks?\\s+[0-9]{1,2}(\\s*-\\s*[0-9]{1,2})?");
    }

    /** True when {@code text} is a single word (a region name). */
    static boolean isName(String text) { return text.trim().matches("[A-Za-z_][A-Za-z0-9_-]*") && !SQUARE.matcher(text.trim()).matches(); }

    /** {white, black} squares of the clause. Columns in exceptions are 1-based within {@code text}. */
    static BitSet[] parse(String text, int files, int ranks, Lookup lookup) throws ClauseException {
        List<Tok> toks = tokens(text);
        if (toks.isEmpty()) {
            throw new ClauseException(1, "the region is empty; write e.g. 'files d-f ranks 1-3', 'd1 e2 f3' or a region name");
        }
        BitSet white = new BitSet(), black = new BitSet();
        List<List<Tok>> terms = new ArrayList<>();
        List<Tok> current = new ArrayList<>();
        for (Tok t : toks) {
            if (t.text.equals("+")) {
                if (current.isEmpty()) throw new ClauseException(t.start + 1, "'+' needs a region on each side");
                terms.add(current);
                current = new ArrayList<>();
            } else {
                current.add(t);
            }
        }
        if (current.isEmpty()) {
            Tok last = toks.get(toks.size() - 1);
            throw new ClauseException(last.start + 1, "'+' needs a region on each side");
        }
        terms.add(current);
        for (List<Tok> term : terms) {
            BitSet[] sets = term(term, files, ranks, lookup);
            white.or(sets[0]);
            black.or(sets[1]);
        }
        return new BitSet[] {white, black};
    }

    private static BitSet[] term(List<Tok> term, int files, int ranks, Lookup lookup) throws ClauseException {
        Tok first = term.get(0);
        String w = first.text;
        if (!w.equals("files") && !w.equals("file") && !w.equals("ranks") && !w.equals("rank")
                && !SQUARE.matcher(w).matches()) {
            if (!isName(w)) throw new ClauseException(first.start + 1, "unexpected '" + w + "'; " + SHAPES);
            if (term.size() > 1) {
                Tok extra = term.get(1);
                throw new ClauseException(extra.start + 1, "unexpected '" + extra.text + "' after the region name '" + w
                        + "'; join regions with '+'");
            }
            return lookup.find(w, first.start + 1);
        }
        BitSet own = new BitSet();
        if (SQUARE.matcher(w).matches()) {
            for (Tok t : term) {
                Matcher m = SQUARE.matcher(t.text);
                if (!m.matches()) {
                    throw new ClauseException(t.start + 1, "'" + t.text + "' is not a square; a square list holds squares"
                            + " such as d1 e2 (join other clauses with '+')");
                }
                int f = m.group(1).charAt(0) - 'a', r = Integer.parseInt(m.group(2)) - 1;
                if (f >= files || r < 0 || r >= ranks) {
                    throw new ClauseException(t.start + 1, "square '" + t.text + "' is outside the board (files a-"
                            + (char) ('a' + files - 1) + ", ranks 1-" + ranks + ")");
                }
                own.set(r * files + f);
            }
        } else {
            int f0 = 0, f1 = files - 1, r0 = 0, r1 = ranks - 1;
            boolean seenFiles = false, seenRanks = false;
            for (int i = 0; i < term.size(); i++) {
                Tok k = term.get(i);
                boolean isFiles = k.text.equals("files") || k.text.equals("file");
                boolean isRanks = k.text.equals("ranks") || k.text.equals("rank");
                if (!isFiles && !isRanks) {
                    throw new ClauseException(k.start + 1, "unexpected '" + k.text + "'; after a files or ranks clause"
                            + " comes the other one or '+'");
                }
                if ((isFiles && seenFiles) || (isRanks && seenRanks)) {
                    throw new ClauseException(k.start + 1, "'" + k.text + "' given twice in one part; join parts with '+'");
                }
                if (i + 1 >= term.size()) {
                    throw new ClauseException(k.start + k.text.length() + 1, "'" + k.text + "' needs a range, e.g. '"
                            + (isFiles ? "files d-f" : "ranks 1-3") + "'");
                }
                Tok v = term.get(++i);
                if (isFiles) {
                    seenFiles = true;
                    Matcher m = FILE_RANGE.matcher(v.text);
                    if (!m.matches()) throw new ClauseException(v.start + 1, "'" + v.text + "' is not a file range such as d-f");
                    f0 = m.group(1).charAt(0) - 'a';
                    f1 = m.group(2) == null ? f0 : m.group(2).charAt(0) - 'a';
                    if (f1 < f0) throw new ClauseException(v.start + 1, "'" + v.text + "' runs backwards; write the lower file first");
                    if (f1 >= files) {
                        int bad = f0 >= files ? 0 : v.text.length() - 1;
                        throw new ClauseException(v.start + 1 + bad, "file '" + (char) ('a' + (f0 >= files ? f0 : f1)) + "' is outside the board,"
                                + " whose files are a-" + (char) ('a' + files - 1));
                    }
                } else {
                    seenRanks = true;
                    Matcher m = RANK_RANGE.matcher(v.text);
                    if (!m.matches()) throw new ClauseException(v.start + 1, "'" + v.text + "' is not a rank range such as 1-3");
                    r0 = Integer.parseInt(m.group(1)) - 1;
                    r1 = m.group(2) == null ? r0 : Integer.parseInt(m.group(2)) - 1;
                    if (r0 < 0) throw new ClauseException(v.start + 1, "ranks are numbered from 1");
                    if (r1 < r0) throw new ClauseException(v.start + 1, "'" + v.text + "' runs backwards; write the lower rank first");
                    if (r1 >= ranks) {
                        int bad = r0 >= ranks ? 0 : v.text.indexOf('-') + 1;
                        throw new ClauseException(v.start + 1 + bad, "rank " + (r0 >= ranks ? r0 + 1 : r1 + 1)
                                + " is outside the board, whose ranks are 1-" + ranks);
                    }
                }
            }
            for (int r = r0; r <= r1; r++) for (int f = f0; f <= f1; f++) own.set(r * files + f);
        }
        return new BitSet[] {own, rotate(own, files, ranks)};
    }

    /** The same squares seen from the other side (rotated by 180 degrees). */
    static BitSet rotate(BitSet squares, int files, int ranks) {
        BitSet out = new BitSet();
        int n = files * ranks;
        for (int s = squares.nextSetBit(0); s >= 0; s = squares.nextSetBit(s + 1)) out.set(n - 1 - s);
        return out;
    }

    private static final String SHAPES = "a region is 'files d-f ranks 1-3', squares such as 'd1 e2 f3',"
            + " or region names, joined by '+'";

    private static List<Tok> tokens(String s) {
        List<Tok> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c) || c == ',') { i++; continue; }
            if (c == '+') { out.add(new Tok("+", i)); i++; continue; }
            int start = i;
            while (i < s.length() && !Character.isWhitespace(s.charAt(i)) && s.charAt(i) != '+' && s.charAt(i) != ',') i++;
            out.add(new Tok(s.substring(start, i), start));
        }
        return out;
    }

    /** Squares of a set in board order, as names (a1 b1 ...). */
    public static String names(BitSet squares, int files) {
        StringBuilder sb = new StringBuilder();
        for (int s = squares.nextSetBit(0); s >= 0; s = squares.nextSetBit(s + 1)) {
            if (sb.length() > 0) sb.append(' ');
            sb.append((char) ('a' + s % files)).append(s / files + 1);
        }
        return sb.toString();
    }

}
