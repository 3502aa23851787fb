package varia.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The one reader of FEN text, used for a variant file's setup and for every position given to
 * the engine: it splits the fields and checks their shape against a {@link FenShape} (ranks and
 * files, piece letters, promoted forms, a royal piece for each side, the castling letters, the en
 * passant squares, the counters), reporting each problem at its character. {@link Fen} then sets
 * up the position from fields that passed.
 */
public final class FenReader {
    /** A field of the FEN and where it starts. */
    public record Field(String text, int start) {}

    /** A problem at a character of the FEN (0-based). */
    public record Problem(int index, String message) {}

    private final String fen;
    private final FenShape shape;
    private final List<Problem> problems = new ArrayList<>();
    private final List<Field> fields;
    /** The field a rule adds after the en-passant field (see {@link FenShape#extraField()}), or null. */
    private final Field extra;

    private FenReader(String fen, FenShape shape) {
        this.fen = fen;
        this.shape = shape;
        List<Field> all = split(fen);
        // a rule's own field stands after the en-passant field (Fairy-Stockfish's check counter: '... - 3+3 0 1')
        Field e = null;
        if (shape.extraField() != null && all.size() > 4 && all.get(4).text().matches(shape.extraField().pattern())) {
            e = all.get(4);
            all = new ArrayList<>(all);
            all.remove(4);
        }
        this.fields = all;
        this.extra = e;
    }

    /** Checks a FEN; the fields are {@link #fields()} and the problems, in the order met, {@link #problems()}. */
    public static FenReader read(String fen, FenShape shape) {
        FenReader r = new FenReader(fen == null ? "" : fen, shape);
        r.check();
        return r;
    }

    /** The standard fields (board, side, castling, en passant, clocks); a rule's own field is {@link #extra()}. */
    public List<Field> fields() { return fields; }

    /** The field a rule adds after the en-passant field, or null when the FEN has none. */
    public Field extra() { return extra; }

    public List<Problem> problems() { return problems; }

    /** The FEN with all six fields (the missing trailing ones as {@code - - 0 1}). */
    public String complete() {
        String[] defaults = {null, null, "-", "-", "0", "1"};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.max(6, fields.size()); i++) {
            if (i > 0) sb.append(' ');
            sb.append(i < fields.size() ? fields.get(i).text : defaults[i]);
            if (i == 3 && extra != null) sb.append(' ').append(extra.text);
        }
        return sb.toString();
    }

    private void error(int index, String message) { problems.add(new Problem(index, message)); }

    /**
     * Unknown piece letters: one problem per letter, either case (a wrong piece set is one
     * mistake, however many pawns the setup has), at its first occurrence; the count goes into the
     * message once the board is read. Upper-case letter to {where in problems, where in the FEN,
     * occurrences, rank of the first}.
     */
    private final Map<String, int[]> unknownLetters = new LinkedHashMap<>();
    private final Set<String> usedLetters = new HashSet<>();

    private void unknownLetter(int index, String c, String where) {
        String up = c.toUpperCase(Locale.ROOT);
        int[] seen = unknownLetters.get(up);
        if (seen != null) { seen[2]++; return; }
        unknownLetters.put(up, new int[] {problems.size(), index, 1});
        error(index, "unknown piece letter '" + c + "' " + where);
    }

    /** The piece token at {@code j}: its letter, and the {@code '} after it when the letter is dressed ({@code C'}). */
    private static String token(String text, int j) {
        return j + 1 < text.length() && text.charAt(j + 1) == '\'' ? text.substring(j, j + 2) : text.substring(j, j + 1);
    }

    /** Completes the unknown-letter problems: how often each letter occurs, and pieces defined but absent from a setup. */
    private void finishUnknownLetters() {
        if (unknownLetters.isEmpty()) return;
        String absent = "";
        if (shape.setup() && shape.letters() != null) {
            List<String> unused = shape.letters().stream().filter(l -> !usedLetters.contains(l)).map(String::valueOf).toList();
            if (!unused.isEmpty() && unused.size() <= 3)
                absent = "; defined but nowhere in " + position() + ": " + String.join(", ", unused)
                        + " (use one letter for a piece in both places)";
        }
        for (Map.Entry<String, int[]> e : unknownLetters.entrySet()) {
            int[] at = e.getValue();
            Problem first = problems.get(at[0]);
            String up = e.getKey(), low = up.toLowerCase(Locale.ROOT);
            String more = at[2] == 1 ? "" : " (and " + (at[2] - 1) + " more '" + up + "' or '" + low + "')";
            problems.set(at[0], new Problem(first.index(), first.message() + more + "; " + pieceList() + absent));
        }
    }

    private String position() { return shape.setup() ? "the start position" : "the position"; }

    private void check() {
        if (fields.isEmpty()) {
            error(0, position() + " is empty; write it as FEN, e.g. 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'");
            return;
        }
        checkBoard(fields.get(0));
        if (fields.size() < 2) {
            error(fen.length(), "the side to move is missing: add ' w' (White moves first) or ' b' after the board");
        } else {
            Field side = fields.get(1);
            if (!side.text.matches("[wbf]([0-9]{1,3})?")) error(side.start, "the side to move must be 'w' or 'b', not '" + side.text + "'");
        }
        // Fairy-Stockfish also accepts "side halfmove fullmove" without castling and en-passant fields
        boolean short4 = fields.size() == 4 && digits(fields.get(2).text) && digits(fields.get(3).text);
        if (short4) {
            checkCounter(fields.get(2), 0, "the halfmove clock (moves since the last capture or pawn move)");
            checkCounter(fields.get(3), 1, "the move number");
            return;
        }
        if (fields.size() > 2) checkCastling(fields.get(2));
        if (fields.size() > 3 && !digits(fields.get(3).text)) checkEnPassant(fields.get(3)); // digits: a running count
        if (fields.size() > 4) checkCounter(fields.get(4), 0, "the halfmove clock (moves since the last capture or pawn move)");
        if (fields.size() > 5) checkCounter(fields.get(5), 1, "the move number");
        if (fields.size() > 6) {
            error(fields.get(6).start, "too many fields: a FEN has at most six (board, side to move, castling,"
                    + " en passant, halfmove clock, move number)" + (shape.extraField() == null ? ""
                    : " and, after the en-passant field, " + shape.extraField().meaning()));
        }
    }

    private static boolean digits(String s) { return !s.isEmpty() && s.chars().allMatch(ch -> ch >= '0' && ch <= '9'); }

    static List<Field> split(String s) {
        List<Field> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
            int start = i;
            while (i < s.length() && !Character.isWhitespace(s.charAt(i))) i++;
            if (i > start) out.add(new Field(s.substring(start, i), start));
        }
        return out;
    }

    private void checkBoard(Field field) {
        String board = field.text;
        int base = field.start;
        String hand = null;
        int handStart = -1;
        int bracket = board.indexOf('[');
        if (bracket >= 0) {
            if (!board.endsWith("]")) {
                error(base + bracket, "the hand that starts with '[' must end with ']' and be followed by a space");
                return;
            }
            hand = board.substring(bracket + 1, board.length() - 1);
            if (hand.equals("-")) hand = ""; // Fairy-Stockfish's empty hand
            handStart = base + bracket + 1;
            board = board.substring(0, bracket);
            if (Boolean.FALSE.equals(shape.hands()) && !hand.isEmpty())
                error(base + bracket, "the position has pieces in hand ([" + hand + "]), but the game has no hands;"
                        + " remove them, or add 'drops' under 'play'");
        }
        String[] rows = board.split("/", -1);
        Integer ranks = shape.ranks(), files = shape.files();
        if (ranks != null && rows.length != ranks) {
            error(base, "the board part has " + rows.length + " rank" + (rows.length == 1 ? "" : "s")
                    + " (separated by '/') but the board has " + ranks + "; write one rank per board rank,"
                    + " from rank " + ranks + " down to rank 1");
            return;
        }
        int whiteRoyals = 0, blackRoyals = 0;
        boolean letterProblem = false;
        List<Integer> wrongWidths = new ArrayList<>();
        List<Problem> widthProblems = new ArrayList<>();
        int pos = base;
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r];
            int rankNumber = rows.length - r;
            int squares = 0;
            boolean rowProblem = false;
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (c >= '0' && c <= '9') {
                    int k = j;
                    while (k < row.length() && row.charAt(k) >= '0' && row.charAt(k) <= '9') k++;
                    String digits = row.substring(j, k);
                    if (digits.startsWith("0")) {
                        error(pos + j, "'" + digits + "' in rank " + rankNumber + " is not a count of empty squares (1 or more, no leading zero)");
                        rowProblem = true;
                    } else if (digits.length() > 3) {
                        error(pos + j, "'" + digits + "' empty squares in rank " + rankNumber + ": no board is that wide"
                                + (files != null ? " (this one has " + files + " files)" : ""));
                        rowProblem = true;
                    } else {
                        int n = Integer.parseInt(digits);
                        if (!rowProblem && holeIn(rankNumber, squares, n) >= 0) {
                            error(pos + j, holeMessage(rankNumber, holeIn(rankNumber, squares, n)));
                            rowProblem = true;
                        }
                        squares += n;
                    }
                    j = k - 1;
                    continue;
                }
                if (c == '*') { // a hole of the board, as Fairy-Stockfish writes a wall square
                    if (!rowProblem && holes() != null && files != null && squares < files && !holes().get((rankNumber - 1) * files + squares)) {
                        error(pos + j, "'*' in rank " + rankNumber + " marks a hole, but " + (char) ('a' + squares) + rankNumber
                                + " is a square of the board" + (holes().isEmpty() ? ", which has no holes ('board.holes')" : "")
                                + "; write a piece letter or a count of empty squares");
                        rowProblem = true;
                    }
                    squares++;
                    continue;
                }
                if (c == '+') {
                    Set<String> promoted = shape.promoted();
                    if (j + 1 >= row.length() || !isAsciiLetter(row.charAt(j + 1))) {
                        error(pos + j, "'+' in rank " + rankNumber + " must be followed by the letter of a promoted piece");
                        rowProblem = true;
                    } else if (promoted != null && !promoted.contains(token(row, j + 1).toUpperCase(Locale.ROOT))) {
                        String written = token(row, j + 1), form = "+" + written.toUpperCase(Locale.ROOT);
                        error(pos + j, "'+" + written + "' in rank " + rankNumber + ": no promoted form '" + form
                                + "' is defined; " + (promoted.isEmpty()
                                ? "the variant has no promoted forms (define one with a piece key such as '" + form + "')"
                                : "the promoted forms are " + promoted.stream().sorted().map(l -> "+" + l).collect(Collectors.joining(", "))));
                        rowProblem = true;
                        squares++;
                        j += written.length();
                    } else if (!rowProblem && holeIn(rankNumber, squares, 1) >= 0) {
                        error(pos + j, holeMessage(rankNumber, squares));
                        rowProblem = true;
                    } else if (royal("+" + token(row, j + 1))) {
                        if (Character.isUpperCase(row.charAt(j + 1))) whiteRoyals++; else blackRoyals++;
                    }
                    continue;
                }
                if (c == '~') { // Fairy-Stockfish's mark of a promoted piece (crazyhouse: Q~)
                    boolean afterLetter = j > 0 && (isAsciiLetter(row.charAt(j - 1)) || row.charAt(j - 1) == '\'')
                            && !(j >= 2 && row.charAt(j - 2) == '+') && !(j >= 3 && row.charAt(j - 1) == '\'' && row.charAt(j - 3) == '+');
                    if (!afterLetter) {
                        error(pos + j, "'~' in rank " + rankNumber + " must follow a piece letter (a promoted piece, e.g. 'Q~')");
                        rowProblem = true;
                    } else if (Boolean.FALSE.equals(shape.tildes())) {
                        error(pos + j, "'~' in rank " + rankNumber + " marks a promoted piece that goes back to the hand as its base,"
                                + " but no piece of this game promotes so (pieces.X.promotion.demote-on-capture)");
                        rowProblem = true;
                    }
                    continue;
                }
                if (isAsciiLetter(c)) {
                    if (!rowProblem && holeIn(rankNumber, squares, 1) >= 0) {
                        error(pos + j, holeMessage(rankNumber, squares));
                        rowProblem = true;
                    }
                    squares++;
                    String piece = token(row, j);
                    if (!knownLetter(piece)) {
                        unknownLetter(pos + j, piece, "in rank " + rankNumber);
                        letterProblem = true;
                    } else if ((j == 0 || row.charAt(j - 1) != '+') && royal(piece)) {
                        if (Character.isUpperCase(c)) whiteRoyals++; else blackRoyals++;
                    }
                    j += piece.length() - 1;
                    continue;
                }
                error(pos + j, "unexpected character '" + c + "' in rank " + rankNumber
                        + "; a rank holds piece letters, counts of empty squares" + (holes() != null && holes().isEmpty() ? "" : " and '*' for holes"));
                rowProblem = true;
            }
            if (!rowProblem && files != null && squares != files) {
                wrongWidths.add(squares);
                error(pos, "rank " + rankNumber + " has " + squares + " square" + (squares == 1 ? "" : "s")
                        + " but the board has " + files + " files");
                widthProblems.add(problems.get(problems.size() - 1));
            }
            if (rowProblem) letterProblem = true;
            pos += row.length() + 1;
        }
        if (hand != null) {
            for (int j = 0; j < hand.length(); j++) {
                char c = hand.charAt(j);
                if (!isAsciiLetter(c)) {
                    error(handStart + j, "unexpected character '" + c + "' in the hand; write piece letters");
                    letterProblem = true;
                    continue;
                }
                String piece = token(hand, j);
                int at = j;
                j += piece.length() - 1;
                if (!knownLetter(piece)) {
                    unknownLetter(handStart + at, piece, "in the hand");
                    letterProblem = true;
                } else if (royal(piece)) {
                    if (!shape.royalsInHand()) {
                        error(handStart + j, "a royal piece ('" + c + "') cannot be in hand: captured pieces go to the hand,"
                                + " and royal pieces are never captured");
                        letterProblem = true;
                    }
                    if (Character.isUpperCase(c)) whiteRoyals++; else blackRoyals++;
                }
            }
        }
        finishUnknownLetters();
        if (wrongWidths.size() == rows.length && rows.length > 1 && wrongWidths.stream().distinct().count() == 1) {
            // every rank is as wide as the others but not as the board: one mistake (the board's width, or the whole setup)
            int width = wrongWidths.get(0);
            Problem first = widthProblems.get(0);
            int at = problems.indexOf(first);
            problems.removeAll(widthProblems);
            problems.add(at, new Problem(first.index(), "every rank has " + width + " square" + (width == 1 ? "" : "s")
                    + " but the board has " + files + " files; is the board's width (board.files) right?"));
        }
        // a side needs a royal piece exactly when the file makes some piece royal for it (Horde chess: Black only)
        Set<String> white = shape.royalsOf(0), black = shape.royalsOf(1);
        if (shape.requireRoyals() && shape.letters() != null && white != null && black != null && !letterProblem) {
            boolean same = white.equals(black);
            if (!white.isEmpty() && whiteRoyals == 0) error(base, "White has no royal piece (" + sorted(white) + ") in " + position()
                    + (same ? "; each side needs one" : "; the file makes " + sorted(white) + " royal for White"));
            if (!black.isEmpty() && blackRoyals == 0) error(base, "Black has no royal piece (" + sorted(black).toLowerCase() + ") in " + position()
                    + (same ? "; each side needs one" : "; the file makes " + sorted(black) + " royal for Black"));
        }
    }

    private java.util.BitSet holes() { return shape.holes(); }

    /** The file of the first hole among {@code n} squares from {@code file} on a rank, or -1 (also when unknown). */
    private int holeIn(int rankNumber, int file, int n) {
        java.util.BitSet holes = holes();
        Integer files = shape.files();
        if (holes == null || holes.isEmpty() || files == null || shape.ranks() == null || rankNumber > shape.ranks()) return -1;
        for (int f = file; f < Math.min(files, file + n); f++) if (holes.get((rankNumber - 1) * files + f)) return f;
        return -1;
    }

    private String holeMessage(int rankNumber, int file) {
        return (char) ('a' + file) + "" + rankNumber + " is a hole (board.holes), not a square: write '*' for it"
                + " (a count of empty squares counts squares only)";
    }

    private static String sorted(Set<String> symbols) { return symbols.stream().sorted().collect(Collectors.joining(", ")); }

    /** Is the piece written so ('K', 'k', '+E') royal for its colour (upper case White, lower case Black)? */
    private boolean royal(String symbol) {
        char letter = symbol.charAt(symbol.startsWith("+") ? 1 : 0);
        Set<String> royals = shape.royalsOf(Character.isUpperCase(letter) ? 0 : 1);
        return royals != null && royals.contains(symbol.toUpperCase(java.util.Locale.ROOT));
    }

    private void checkCastling(Field field) {
        Set<Character> castling = shape.castling();
        if (field.text.equals("-") || castling == null || shape.files() == null) return;
        int files = shape.files();
        // besides castling letters, file letters name back-rank pieces that hold a first-move right (Fairy-Stockfish's
        // gating field, e.g. Ouk Chatrang's DEde), and squares name pieces holding a special right off their first rank
        List<String> tokens = tokens(field.text);
        if (!shape.hasCastling() && tokens.stream().anyMatch(t -> t.length() == 1 && Character.toUpperCase(t.charAt(0)) - 'A' >= files
                && !castling.contains(Character.toUpperCase(t.charAt(0))))) { // a rule's own letter is no castling
            error(field.start, "the castling field is '" + field.text + "' but the variant has no 'castling' block;"
                    + " write '-', add a castling block, or use file letters for pieces that hold a first-move right");
            return;
        }
        Set<String> seen = new HashSet<>();
        int at = field.start;
        for (String token : tokens) {
            char c = token.charAt(0), up = Character.toUpperCase(c);
            boolean ok;
            if (token.length() > 1) {
                int rank = Integer.parseInt(token.substring(1));
                ok = up - 'A' < files && shape.ranks() != null && rank >= 1 && rank <= shape.ranks();
            } else {
                ok = castling.contains(up) || up - 'A' < files; // castling letters, rules' own letters, file letters
            }
            if (!ok) {
                String known = castling.stream().sorted().map(String::valueOf).collect(Collectors.joining());
                String last = String.valueOf((char) ('A' + files - 1));
                error(at, "unknown " + (token.length() > 1 ? "square '" + token + "'" : "letter '" + c + "'")
                        + " in the castling field: write " + (shape.hasCastling() ? "a castling letter (" + known + " for White, "
                        + known.toLowerCase() + " for Black), " : "") + "a file letter A-" + last + " (a-" + last.toLowerCase()
                        + " for Black) naming a piece that holds a first-move right, or '-'");
            } else if (!seen.add(token)) {
                error(at, "'" + token + "' appears twice in the castling field");
            }
            at += token.length();
        }
    }

    /** The castling field's tokens: single letters, or a letter with digits (a square). */
    static List<String> tokens(String field) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < field.length(); ) {
            int j = i + 1;
            while (j < field.length() && field.charAt(j) >= '0' && field.charAt(j) <= '9') j++;
            out.add(field.substring(i, j));
            i = j;
        }
        return out;
    }

    private void checkEnPassant(Field field) {
        String t = field.text;
        if (t.equals("-")) return;
        boolean ok = t.matches("([a-z][0-9]{1,2})+");
        if (ok && shape.files() != null && shape.ranks() != null) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z])([0-9]{1,2})").matcher(t);
            while (m.find()) {
                int file = m.group(1).charAt(0) - 'a' + 1, rank = Integer.parseInt(m.group(2));
                ok &= file <= shape.files() && rank >= 1 && rank <= shape.ranks();
            }
        }
        if (!ok) error(field.start, "the en-passant field must be '-' or a square on the board such as 'e3', not '" + t + "'");
    }

    private void checkCounter(Field field, int min, String what) {
        String t = field.text;
        boolean ok = digits(t) && t.length() <= 9 && Integer.parseInt(t) >= min;
        if (!ok) error(field.start, what + " must be a whole number from " + min + " to 999999999, not '" + t + "'");
    }

    private boolean knownLetter(String c) {
        String up = c.toUpperCase(Locale.ROOT);
        boolean known = isAsciiLetter(c.charAt(0)) && (shape.letters() == null || shape.letters().contains(up));
        if (known) usedLetters.add(up);
        return known;
    }

    private String pieceList() {
        return "the pieces are " + shape.letters().stream().map(String::valueOf).collect(Collectors.joining(", "))
                + " (upper case for White, lower case for Black)";
    }

    private static boolean isAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
}
