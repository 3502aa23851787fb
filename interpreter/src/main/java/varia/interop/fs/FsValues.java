package varia.interop.fs;

import java.util.List;

/**
 * Reads one value the way Fairy-Stockfish's parser does (src/parser.cpp, the {@code set}
 * templates): the value it ends up with, and what is wrong with the text when it would not read
 * it as written (Fairy-Stockfish applies the value anyway, or a default; this reader reports it).
 */
final class FsValues {
    private FsValues() {}

    /** The value Fairy-Stockfish takes, and a problem (null when the text is fine) with the column offset it starts at. */
    record Parsed(Object value, String problem, int offset) {
        static Parsed ok(Object v) { return new Parsed(v, null, 0); }

        static Parsed bad(Object v, String problem) { return new Parsed(v, problem, 0); }
    }

    /** A leading whole number, as {@code istream >> int} reads it (white space first, then an optional sign and digits). */
    static Parsed integer(String text) {
        String t = text.stripLeading();
        int i = 0;
        if (i < t.length() && (t.charAt(i) == '-' || t.charAt(i) == '+')) i++;
        int digits = i;
        while (i < t.length() && Character.isDigit(t.charAt(i))) i++;
        if (i == digits) return Parsed.bad(0, "'" + text + "' is not a whole number");
        long v;
        try {
            v = Long.parseLong(t.substring(0, i));
        } catch (NumberFormatException e) {
            return Parsed.bad(0, "'" + text + "' is too large a number");
        }
        if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) return Parsed.bad(0, "'" + text + "' is too large a number");
        if (!t.substring(i).isBlank())
            return new Parsed((int) v, "text after the number is ignored: '" + t.substring(i).strip() + "' (Fairy-Stockfish reads comments only at the start of a line)", i);
        return Parsed.ok((int) v);
    }

    /** A rank, 1-based in the text, 0-based in the result. */
    static Parsed rank(String text) {
        Parsed p = integer(text);
        int r = (Integer) p.value() - 1;
        if (p.problem() != null && p.value().equals(0)) return Parsed.bad(r, "'" + text + "' is not a rank number");
        if (r < 0 || r >= FsSquares.RANKS) return Parsed.bad(Math.max(0, Math.min(r, FsSquares.RANKS - 1)), "rank " + (r + 1) + " is not a rank of Fairy-Stockfish's boards (1-" + FsSquares.RANKS + ")");
        return new Parsed(r, p.problem(), p.offset());
    }

    /** A file: a number (1-based) or a letter; 0-based in the result. */
    static Parsed file(String text) {
        String t = text.stripLeading();
        if (t.isEmpty()) return Parsed.bad(-1, "a file is missing: write a letter such as 'g'");
        int f;
        if (Character.isDigit(t.charAt(0))) {
            Parsed p = integer(t);
            f = (Integer) p.value() - 1;
        } else f = t.charAt(0) - 'a';
        if (f < 0 || f >= FsSquares.FILES)
            return Parsed.bad(Math.max(0, Math.min(f, FsSquares.FILES - 1)), "'" + text + "' is not a file of Fairy-Stockfish's boards (a-" + (char) ('a' + FsSquares.FILES - 1) + ")");
        return Parsed.ok(f);
    }

    static Parsed bool(String text) {
        if (text.equals("true")) return Parsed.ok(true);
        if (text.equals("false")) return Parsed.ok(false);
        String s = text.strip();
        return Parsed.bad(false, "'" + text + "' is neither true nor false" + (s.startsWith("true") || s.startsWith("false")
                ? " (text after the value: Fairy-Stockfish reads comments only at the start of a line, and reads this as false)" : "; Fairy-Stockfish reads it as false"));
    }

    static Parsed result(String text) {
        if (List.of("win", "loss", "draw", "none").contains(text)) return Parsed.ok(text);
        return Parsed.bad("none", "'" + text + "' is not a result: write win, loss, draw or none");
    }

    static Parsed word(String text, List<String> words) {
        if (words.contains(text)) return Parsed.ok(text);
        return Parsed.bad("none", "'" + text + "' is not one of " + String.join(", ", words));
    }

    /** Squares: {@code a1}, {@code *3} (rank 3), {@code c*} (file c), separated by spaces; {@code -} ends the list. */
    static Parsed squares(String text) {
        FsSquares s = FsSquares.NONE;
        int pos = 0;
        for (String token : text.split("\\s+")) {
            if (token.isEmpty()) continue;
            int offset = text.indexOf(token, pos);
            pos = offset + token.length();
            if (token.equals("-")) break;
            String bad = null;
            if (token.endsWith("*") && token.length() == 2 && Character.isLetter(token.charAt(0))) {
                int f = Character.toLowerCase(token.charAt(0)) - 'a';
                if (f >= FsSquares.FILES) bad = "file " + token.charAt(0) + " is beyond Fairy-Stockfish's last file l";
                else for (int r = 0; r < FsSquares.RANKS; r++) s = s.with(f, r);
            } else if (token.startsWith("*") && token.length() > 1 && token.substring(1).chars().allMatch(Character::isDigit)) {
                int r = small(token.substring(1)) - 1;
                if (r < 0 || r >= FsSquares.RANKS) bad = "rank " + token.substring(1) + " is not a rank of Fairy-Stockfish's boards (1-" + FsSquares.RANKS + ")";
                else for (int f = 0; f < FsSquares.FILES; f++) s = s.with(f, r);
            } else if (token.length() > 1 && Character.isLetter(token.charAt(0)) && token.substring(1).chars().allMatch(Character::isDigit)) {
                int f = Character.toLowerCase(token.charAt(0)) - 'a', r = small(token.substring(1)) - 1;
                if (f >= FsSquares.FILES || r < 0 || r >= FsSquares.RANKS) bad = "square " + token + " is outside Fairy-Stockfish's largest board (a1-l10)";
                else s = s.with(f, r);
            } else bad = "'" + token + "' is not a square: write squares such as 'a1 b2', '*3' for a rank or 'c*' for a file";
            if (bad != null) return new Parsed(s, bad, offset);
        }
        return Parsed.ok(s);
    }

    /** A rank number of a square; a number too long to be a rank is no rank (-1). */
    private static int small(String digits) { return digits.length() > 3 ? -1 : Integer.parseInt(digits); }

    /** Castling letters K Q k q; {@code -} ends them. */
    static Parsed castling(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) continue;
            if (c == '-') break;
            if ("KQkq".indexOf(c) < 0) return new Parsed(out.toString(), "'" + c + "' is not a castling letter: write K, Q, k or q", i);
            out.append(c);
        }
        return Parsed.ok(out.toString());
    }
}
