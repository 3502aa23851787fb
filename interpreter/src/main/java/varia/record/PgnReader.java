package varia.record;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Streaming PGN reader: {@link #next()} returns one game at a time, so a file of any size is read
 * in memory bounded by its largest game. Hand-written (no grammar) so that it never throws:
 * every lexical or structural problem becomes a {@link Problem} with line and column in the
 * game it belongs to, and reading resumes at the next token.
 *
 * <p>Accepted: tag pairs {@code [Name "value"]}; move numbers {@code 12.} and {@code 12...}
 * (also glued to the move, {@code 1.e4}); comments {@code {...}} and {@code ; to end of line};
 * lines starting with {@code %} (escape lines); NAGs {@code $n} and stand-alone {@code !?}-style
 * marks; variations {@code ( ... )}, nested, skipped; the result tokens {@code 1-0 0-1 1/2-1/2 *}
 * (also {@code ½-½}); {@code (Pass)} as a pass move. A game ends at its result token, or without
 * one where the next game's tags begin, or at the end of the input.
 */
public final class PgnReader implements AutoCloseable {
    /**
     * Limits that keep memory bounded on hostile input, far above real records. Passing one is
     * never silent: it is a problem of the game ({@code convert} then fails rather than drop text).
     * A word (move, move number) of more than MAX_WORD characters; a tag value or a comment of more
     * than MAX_TEXT; more than MAX_TAGS tags or MAX_MOVES moves; more than MAX_GAME_TEXT characters
     * of tags and comments in one game. After MAX_PROBLEMS problems the rest are counted.
     */
    public static final int MAX_WORD = 4096, MAX_TEXT = 1 << 20, MAX_TAGS = 10_000, MAX_MOVES = 20_000,
            MAX_GAME_TEXT = 16 << 20, MAX_PROBLEMS = 20;

    private final Reader in;
    private final char[] buf = new char[1 << 16];
    private int pos, len;
    private boolean eof;
    private int line = 1, col = 1;
    private long charsRead;
    private int gameCount;
    private IOException ioError;
    /** Per game: characters of tags and comments kept, problems not listed, whether a limit was already reported. */
    private long kept;
    private int unlisted;
    private boolean wordCut, tagsFull, gameFull;

    public PgnReader(Reader in) { this.in = in; }

    public static PgnReader of(String text) { return new PgnReader(new StringReader(text)); }

    /** Reads every game of a text (convenience for small inputs). */
    public static List<Game> readAll(String text) {
        List<Game> games = new ArrayList<>();
        try (PgnReader r = of(text)) {
            for (Game g; (g = r.next()) != null; ) games.add(g);
        }
        return games;
    }

    /** Characters consumed so far (for progress reports). */
    public long charsRead() { return charsRead; }

    // ---------------------------------------------------------------- character level

    private boolean fill() {
        if (eof) return false;
        if (pos < len) return true;
        try {
            int n = in.read(buf, 0, buf.length);
            if (n <= 0) { eof = true; return false; }
            pos = 0;
            len = n;
            return true;
        } catch (IOException e) {
            ioError = e;
            eof = true;
            return false;
        }
    }

    /** The next character without consuming it, or -1 at the end. */
    private int peek() { return pos < len || fill() ? buf[pos] : -1; }

    private int read() {
        if (!(pos < len || fill())) return -1;
        char c = buf[pos++];
        charsRead++;
        if (c == '\n') { line++; col = 1; } else col++;
        return c;
    }

    private static boolean isSpace(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0xFEFF || c == 0xA0; }

    /** Characters that end a symbol. */
    private static boolean isDelimiter(int c) {
        return c < 0 || isSpace(c) || c == '[' || c == ']' || c == '{' || c == '}' || c == '(' || c == ')'
                || c == ';' || c == '"' || c == '$';
    }

    // ---------------------------------------------------------------- games

    /** The next game, or null at the end of the input. Never throws. */
    public Game next() {
        Game g = readGame();
        if (g != null && unlisted > 0) g.problem(g.problems().get(g.problems().size() - 1).line(), 0, "and " + unlisted + " more problems in this game");
        return g;
    }

    private Game readGame() {
        Game g = null;
        boolean inMovetext = false;
        int depth = 0; // variation nesting
        while (true) {
            skipSpace();
            int c = peek();
            if (c < 0) {
                if (g == null) return null;
                if (ioError != null) problem(g, line, col, "read error: " + ioError.getMessage());
                if (depth > 0) problem(g, line, col, "variation not closed: missing ')'");
                if (g.termination() == null && (!g.moves().isEmpty() || !g.tags().isEmpty()))
                    missingResult(g, line, col, "at the end of the game");
                return g.tags().isEmpty() && g.moves().isEmpty() && g.termination() == null && g.problems().isEmpty() ? null : g;
            }
            int l = line, k = col;
            if (c == '%' && k == 1) { skipLine(); continue; }
            if (g == null) {
                g = new Game(++gameCount, l);
                kept = 0;
                unlisted = 0;
                tagsFull = gameFull = false;
            }
            switch (c) {
                case '[' -> {
                    if (inMovetext) {
                        // next game's tags: this one had no result
                        if (depth > 0) problem(g, l, k, "variation not closed: missing ')'");
                        missingResult(g, l, k, "before the next game's tags");
                        return g;
                    }
                    readTag(g);
                }
                case '{' -> {
                    String comment = readBraceComment(g);
                    if (depth == 0) attachComment(g, comment, l, k);
                }
                case ';' -> {
                    read();
                    String comment = readToEol(g);
                    if (depth == 0) attachComment(g, comment.strip(), l, k);
                }
                case '(' -> {
                    if (isPassInParens()) {
                        inMovetext = true;
                        if (depth == 0) addMove(g, "(Pass)", l, k);
                        for (int i = 0; i < 6; i++) read();
                    } else {
                        read();
                        inMovetext = true;
                        if (depth == 0 && g.moves().isEmpty()) problem(g, l, k, "variation before any move");
                        depth++;
                    }
                }
                case ')' -> {
                    read();
                    if (depth == 0) problem(g, l, k, "')' without a matching '('");
                    else depth--;
                }
                case ']', '}' -> {
                    read();
                    problem(g, l, k, "unexpected '" + (char) c + "'");
                }
                case '"' -> {
                    readString(g);
                    problem(g, l, k, "string outside a tag");
                }
                case '$' -> {
                    read();
                    String digits = readSymbol();
                    if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit))
                        problem(g, l, k, "'$' must be followed by a number (NAG)");
                    inMovetext = true;
                }
                default -> {
                    String sym = readSymbol();
                    if (wordCut) {
                        problem(g, l, k, "a word of more than " + MAX_WORD + " characters ('" + shorten(sym) + "'); not read");
                        inMovetext = true;
                        continue;
                    }
                    if (sym.isEmpty()) { // a character no token can start with
                        int bad = read();
                        problem(g, l, k, "unexpected character " + describe(bad));
                        continue;
                    }
                    inMovetext = true;
                    String result = resultToken(sym);
                    if (result == null && oddResult(sym)) {
                        if (depth > 0) continue;
                        g.tolerate(l, k, "'" + shorten(sym) + "' is not a PGN result (1-0, 0-1, 1/2-1/2 or *)", "read as *");
                        g.termination("*");
                        return g;
                    }
                    if (result != null) {
                        if (depth == 0) {
                            g.termination(result);
                            return g;
                        }
                        continue; // a variation's result: ignore
                    }
                    String move = stripMoveNumber(sym);
                    if (move == null) {
                        problem(g, l, k, "not a move number: '" + shorten(sym) + "'");
                        continue;
                    }
                    if (move.isEmpty() || isAnnotation(move)) continue;
                    if (depth == 0) addMove(g, move, l, k + (sym.length() - move.length()));
                }
            }
        }
    }

    /**
     * A game without a result token: PGN requires one, archives often leave it out. Tolerated:
     * the Result tag's result stands when there is one, else the game is unfinished ({@code *}).
     */
    private static void missingResult(Game g, int l, int k, String where) {
        String tag = g.tag("Result");
        boolean tagged = tag != null && Game.RESULTS.contains(tag.strip());
        g.tolerate(l, k, "missing result (1-0, 0-1, 1/2-1/2 or *) " + where,
                tagged ? "the Result tag's " + tag.strip() + " stands" : "read as * (unfinished)");
    }

    private void addMove(Game g, String text, int l, int k) {
        if (g.moves().size() >= MAX_MOVES) {
            if (g.moves().size() == MAX_MOVES) problem(g, l, k, "more than " + MAX_MOVES + " moves; the rest is ignored");
            return;
        }
        g.moves().add(new RecordedMove(text, l, k, null));
    }

    private void attachComment(Game g, String comment, int l, int k) {
        if (comment.isEmpty() || !keep(g, comment.length(), l, k)) return;
        List<RecordedMove> moves = g.moves();
        String before = moves.isEmpty() ? g.preComment() : moves.get(moves.size() - 1).comment();
        String c = before == null ? comment : before + " " + comment;
        if (c.length() > MAX_TEXT) {
            problem(g, l, k, "comments on one move pass " + MAX_TEXT + " characters; the rest is not kept");
            c = c.substring(0, MAX_TEXT);
        }
        if (moves.isEmpty()) g.preComment(c);
        else moves.set(moves.size() - 1, moves.get(moves.size() - 1).withComment(c));
    }

    /** Counts text kept for this game; false (after one problem) once the game's budget is spent. */
    private boolean keep(Game g, int chars, int l, int k) {
        kept += chars;
        if (kept <= MAX_GAME_TEXT) return true;
        if (!gameFull) problem(g, l, k, "the game's tags and comments pass " + MAX_GAME_TEXT + " characters; the rest are not kept");
        gameFull = true;
        return false;
    }

    private void problem(Game g, int l, int k, String message) {
        if (g.problems().size() < MAX_PROBLEMS) g.problem(l, k, message);
        else unlisted++;
    }

    /** {@code (Pass)} (any case) at the reader's position. */
    private boolean isPassInParens() {
        // needs 6 characters of look-ahead: make sure they are in the buffer
        if (len - pos < 6 && !eof) {
            System.arraycopy(buf, pos, buf, 0, len - pos);
            len -= pos;
            pos = 0;
            try {
                while (len < 6) {
                    int n = in.read(buf, len, buf.length - len);
                    if (n <= 0) break;
                    len += n;
                }
            } catch (IOException e) {
                ioError = e;
            }
        }
        return len - pos >= 6 && new String(buf, pos, 6).equalsIgnoreCase("(pass)");
    }

    // ---------------------------------------------------------------- tokens

    private void skipSpace() {
        for (int c; (c = peek()) >= 0 && isSpace(c); ) read();
    }

    private void skipLine() {
        for (int c; (c = read()) >= 0 && c != '\n'; ) { }
    }

    private String readToEol(Game g) {
        int l = line, k = col;
        StringBuilder sb = new StringBuilder();
        boolean cut = false;
        for (int c; (c = peek()) >= 0 && c != '\n'; ) {
            read();
            if (c == '\r') continue;
            if (sb.length() < MAX_TEXT) sb.append((char) c);
            else cut = true;
        }
        if (cut) problem(g, l, k, "comment longer than " + MAX_TEXT + " characters; the rest is not kept");
        return sb.toString();
    }

    /** A word up to the next delimiter; {@link #wordCut} tells whether it was longer than MAX_WORD (the rest is skipped). */
    private String readSymbol() {
        StringBuilder sb = new StringBuilder();
        wordCut = false;
        for (int c; !isDelimiter(c = peek()); ) {
            read();
            if (sb.length() < MAX_WORD) sb.append((char) c);
            else wordCut = true;
        }
        return sb.toString();
    }

    private String readBraceComment(Game g) {
        int l = line, k = col;
        read(); // {
        StringBuilder sb = new StringBuilder();
        boolean cut = false;
        for (int c; ; ) {
            c = read();
            if (c < 0) { problem(g, l, k, "comment not closed: missing '}'"); break; }
            if (c == '}') break;
            if (sb.length() < MAX_TEXT) sb.append(c == '\n' || c == '\r' ? ' ' : (char) c);
            else cut = true;
        }
        if (cut) problem(g, l, k, "comment longer than " + MAX_TEXT + " characters; the rest is not kept");
        return sb.toString().strip().replaceAll("\\s+", " ");
    }

    /** Reads a quoted string at the reader's position; null when it was not closed on its line or was too long. */
    private String readString(Game g) {
        int l = line, k = col;
        read(); // "
        StringBuilder sb = new StringBuilder();
        boolean cut = false;
        while (true) {
            int c = peek();
            if (c < 0 || c == '\n') { problem(g, l, k, "string not closed: missing '\"'"); return null; }
            read();
            if (c == '"') break;
            if (c == '\\') {
                int d = peek();
                if (d == '"' || d == '\\') { read(); c = d; }
            }
            if (sb.length() < MAX_TEXT) sb.append((char) c);
            else cut = true;
        }
        if (!cut) return sb.toString();
        problem(g, l, k, "string longer than " + MAX_TEXT + " characters; not kept");
        return null;
    }

    /**
     * Tags that decide how the moves are read: a broken one is a problem of the game. Any other
     * broken tag is tolerated (a note), as archives have them (an unescaped quote in an Event).
     */
    static final java.util.Set<String> DECISIVE_TAGS = java.util.Set.of("FEN", "SetUp", "Variant", "VariantOptions");

    private void readTag(Game g) {
        int l = line, k = col;
        read(); // [
        skipSpace();
        int nl = line, nk = col;
        String name = readSymbol();
        if (wordCut) {
            problem(g, nl, nk, "tag name longer than " + MAX_WORD + " characters");
            recoverTag();
            return;
        }
        if (name.isEmpty()) {
            String rest = restOfLine(g);
            g.tolerate(nl, nk, "tag name expected after '['", "'[" + shorten(rest) + "' skipped");
            return;
        }
        String badName = name.chars().allMatch(ch -> Character.isLetterOrDigit(ch) || ch == '_' || ch == '-' || ch == '+')
                ? null : "bad tag name '" + shorten(name) + "'";
        skipSpace();
        String value;
        if (peek() != '"') { // [Event Some Cup]
            int vl = line, vk = col;
            String rest = restOfLine(g);
            int close = rest.lastIndexOf(']');
            value = (close >= 0 ? rest.substring(0, close) : rest).strip();
            if (!tolerate(g, name, vl, vk, "tag " + shorten(name) + ": value in double quotes expected", "read as \"" + shorten(value) + "\"")) return;
        } else {
            int vl = line, vk = col;
            String[] closed = {null};
            value = readTagString(g, closed);
            if (value == null) return; // too long: a problem already
            if (closed[0] == null) { // not closed on its line
                String v = value.strip();
                if (v.endsWith("]")) v = v.substring(0, v.length() - 1).strip();
                if (!tolerate(g, name, vl, vk, "tag " + shorten(name) + ": string not closed: missing '\"'", "read as \"" + shorten(v) + "\"")) return;
                value = v;
            } else {
                skipBlanks();
                if (peek() == ']') read();
                else if (peek() == '\n' || peek() < 0) {
                    if (!tolerate(g, name, line, col, "tag " + shorten(name) + ": ']' expected", "read as \"" + shorten(value) + "\"")) return;
                } else {
                    int rl = line, rk = col;
                    String rest = restOfLine(g);
                    int[] end = closingQuote(rest);
                    if (end != null) { // an unescaped quote inside the value: [Event ""Huangshan Cup" National Tournament 2002"]
                        value = value + "\"" + unescape(rest.substring(0, end[0]));
                        if (!tolerate(g, name, vl, vk, "tag " + shorten(name) + ": a '\"' inside the value is not escaped (PGN writes \\\")",
                                "read as \"" + shorten(value) + "\"" + (end[1] >= rest.length() ? "" : "; the rest of the line is skipped"))) return;
                    } else {
                        if (!tolerate(g, name, rl, rk, "tag " + shorten(name) + ": ']' expected", "the tag is skipped")) return;
                        return;
                    }
                }
            }
        }
        if (badName != null && !tolerate(g, name, nl, nk, badName, "read as it stands")) return;
        if (g.tags().containsKey(name)) {
            if (DECISIVE_TAGS.contains(name)) problem(g, l, k, "tag " + shorten(name) + " given twice");
            else g.tolerate(l, k, "tag " + shorten(name) + " given twice", "the first is kept");
        } else if (g.tags().size() >= MAX_TAGS) {
            if (!tagsFull) problem(g, l, k, "more than " + MAX_TAGS + " tags; the rest are not kept");
            tagsFull = true;
        } else if (keep(g, name.length() + value.length(), l, k)) g.tags().put(name, value);
    }

    /** A broken tag: a note for most tags (true: keep its value), a problem for those that decide how the moves are read (false). */
    private boolean tolerate(Game g, String name, int l, int k, String problem, String reading) {
        if (DECISIVE_TAGS.contains(name)) {
            problem(g, l, k, problem);
            return false;
        }
        g.tolerate(l, k, problem, reading);
        return true;
    }

    /** Spaces and tabs on this line. */
    private void skipBlanks() {
        for (int c; (c = peek()) == ' ' || c == '\t' || c == '\r'; ) read();
    }

    /** The rest of the line (without its end), at most MAX_TEXT characters kept. */
    private String restOfLine(Game g) {
        StringBuilder sb = new StringBuilder();
        for (int c; (c = peek()) >= 0 && c != '\n'; ) {
            read();
            if (c != '\r' && sb.length() < MAX_TEXT) sb.append((char) c);
        }
        return sb.toString();
    }

    /**
     * In the rest of a tag's line after a quote that did not close it: the first {@code "} followed
     * by {@code ]} and then only spaces or another tag's {@code [}: {index of the quote, index after
     * the spaces}; null when there is none. One pass (a hostile line of a megabyte costs no more).
     */
    static int[] closingQuote(String rest) {
        int n = rest.length();
        for (int i = rest.indexOf('"'); i >= 0; i = rest.indexOf('"', i + 1)) {
            int j = i + 1;
            while (j < n && Character.isWhitespace(rest.charAt(j))) j++;
            if (j >= n || rest.charAt(j) != ']') continue;
            int k = j + 1;
            while (k < n && Character.isWhitespace(rest.charAt(k))) k++;
            if (k >= n || rest.charAt(k) == '[') return new int[] {i, k};
        }
        return null;
    }

    private static String unescape(String s) {
        return s.replace("\\\"", "\"").replace("\\\\", "\\");
    }

    /**
     * A tag's quoted value at the reader's position: {@code closed[0]} is set when the closing quote
     * was found; without it the value is the rest of the line. Null (after a problem) when too long.
     */
    private String readTagString(Game g, String[] closed) {
        int l = line, k = col;
        read(); // "
        StringBuilder sb = new StringBuilder();
        boolean cut = false;
        while (true) {
            int c = peek();
            if (c < 0 || c == '\n') break;
            read();
            if (c == '"') { closed[0] = ""; break; }
            if (c == '\r') continue;
            if (c == '\\') {
                int d = peek();
                if (d == '"' || d == '\\') { read(); c = d; }
            }
            if (sb.length() < MAX_TEXT) sb.append((char) c);
            else cut = true;
        }
        if (!cut) return sb.toString();
        problem(g, l, k, "string longer than " + MAX_TEXT + " characters; not kept");
        if (closed[0] == null) recoverTag();
        return null;
    }

    /** Skips to the end of a broken tag: past the next ']' on this line, or to the end of the line. */
    private void recoverTag() {
        for (int c; (c = peek()) >= 0 && c != '\n'; ) {
            read();
            if (c == ']') return;
        }
    }

    // ---------------------------------------------------------------- token classes

    static String resultToken(String s) {
        return switch (s) {
            case "1-0" -> "1-0";
            case "0-1" -> "0-1";
            case "1/2-1/2", "½-½", "1/2" -> "1/2-1/2";
            case "*" -> "*";
            default -> null;
        };
    }

    /**
     * A result written otherwise than PGN writes it ({@code 1:0}, {@code 1–0} with a dash,
     * {@code 0.5-0.5}, {@code ½:½}) or one PGN has no token for ({@code 1/2-0}, a forfeit by one
     * side of a drawn game): tolerated as {@code *} with a note. ({@code 0-0} is a castling.)
     */
    static boolean oddResult(String s) {
        if (s.isEmpty() || s.length() > 9 || "01½".indexOf(s.charAt(0)) < 0) return false; // every move token: be quick
        String n = s.replace('–', '-').replace('—', '-').replace('−', '-').replace(':', '-').replace("0.5", "1/2").replace("½", "1/2");
        return !s.equals("1/2") && n.matches("1-0|0-1|1/2-1/2|1/2-0|0-1/2");
    }

    /**
     * The move in a symbol after removing a leading move number ({@code 12.}, {@code 12...},
     * {@code 12.e4}); "" for a bare move number; the symbol itself when it has none; null for
     * digits not followed by a dot (not a move in any supported notation).
     */
    static String stripMoveNumber(String s) {
        int i = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
        if (i == 0) return s;
        int j = i;
        while (j < s.length() && (s.charAt(j) == '.' || s.charAt(j) == '…')) j++;
        if (j == i) return null;
        return s.substring(j);
    }

    /** Stand-alone annotation marks such as {@code !}, {@code ?!}, {@code +-}, {@code =}. */
    static boolean isAnnotation(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '!' && c != '?' && c != '=' && c != '+' && c != '-' && c != '/' && c != '∞' && c != '±' && c != '∓') return false;
        }
        return !s.equals("--"); // "--" is a pass (null move)
    }

    private static String describe(int c) {
        return c < 0 ? "end of input" : c < 32 || c == 127 ? String.format("U+%04X", c) : "'" + (char) c + "'";
    }

    static String shorten(String s) { return s.length() <= 40 ? s : s.substring(0, 37) + "..."; }

    @Override public void close() {
        try { in.close(); } catch (IOException ignored) { }
    }
}
