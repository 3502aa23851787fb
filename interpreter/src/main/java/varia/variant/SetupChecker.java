package varia.variant;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import varia.yaml.Problems;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Structural check of the {@code setup} FEN: rank and file counts, piece letters, a royal piece
 * for each side, the side to move, the castling and en-passant fields and the move counters.
 * The engine parses the position itself; this check only gives the author precise errors.
 */
final class SetupChecker {
    private final Problems problems;
    private final ScalarNode node;
    private final String fen;
    private final Integer files, ranks;          // null when the board block is broken
    private final List<Character> letters;       // null when the pieces block is broken
    private final Set<Character> royals;         // null when unknown
    private final Set<Character> castlingLetters; // null when unknown; empty when the game has no castling
    private final boolean hasCastling;
    private final Set<Character> promoted;        // letters with a promoted form ('+P'); null when unknown

    SetupChecker(Problems problems, ScalarNode node, Integer files, Integer ranks, List<Character> letters,
                 Set<Character> royals, Set<Character> castlingLetters, boolean hasCastling) {
        this(problems, node, files, ranks, letters, royals, castlingLetters, hasCastling, null);
    }

    SetupChecker(Problems problems, ScalarNode node, Integer files, Integer ranks, List<Character> letters,
                 Set<Character> royals, Set<Character> castlingLetters, boolean hasCastling, Set<Character> promoted) {
        this.promoted = promoted;
        this.problems = problems;
        this.node = node;
        this.fen = node.getValue();
        this.files = files;
        this.ranks = ranks;
        this.letters = letters;
        this.royals = royals;
        this.castlingLetters = castlingLetters;
        this.hasCastling = hasCastling;
    }

    private record Field(String text, int start) {}

    private void error(int index, String message) { problems.inside(node, index, "setup: " + message); }

    /** The FEN with all six fields (missing trailing ones filled with {@code - - 0 1}), or null. */
    String check() {
        int before = problems.count();
        List<Field> fields = split(fen);
        if (fields.isEmpty()) {
            error(0, "the start position is empty; write it as FEN, e.g. 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'");
            return null;
        }
        checkBoard(fields.get(0));
        if (fields.size() < 2) {
            error(fen.length(), "the side to move is missing: add ' w' (White moves first) or ' b' after the board");
        } else {
            Field side = fields.get(1);
            if (!side.text.equals("w") && !side.text.equals("b") && !side.text.equals("f")) {
                error(side.start, "the side to move must be 'w' or 'b', not '" + side.text + "'");
            }
        }
        if (fields.size() > 2) checkCastling(fields.get(2));
        if (fields.size() > 3) checkEnPassant(fields.get(3));
        if (fields.size() > 4) checkCounter(fields.get(4), 0, "the halfmove clock (moves since the last capture or pawn move)");
        if (fields.size() > 5) checkCounter(fields.get(5), 1, "the move number");
        if (fields.size() > 6) {
            error(fields.get(6).start, "too many fields: a FEN has at most six (board, side to move, castling,"
                    + " en passant, halfmove clock, move number)");
        }
        if (problems.count() > before) return null;
        String[] defaults = {null, null, "-", "-", "0", "1"};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            if (i > 0) sb.append(' ');
            sb.append(i < fields.size() ? fields.get(i).text : defaults[i]);
        }
        return sb.toString();
    }

    private static List<Field> split(String s) {
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
            handStart = base + bracket + 1;
            board = board.substring(0, bracket);
        }
        String[] rows = board.split("/", -1);
        if (ranks != null && rows.length != ranks) {
            error(base, "the board part has " + rows.length + " rank" + (rows.length == 1 ? "" : "s")
                    + " (separated by '/') but the board has " + ranks + "; write one rank per board rank,"
                    + " from rank " + ranks + " down to rank 1");
            return;
        }
        int whiteRoyals = 0, blackRoyals = 0;
        boolean letterProblem = false;
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
                    while (k < row.length() && Character.isDigit(row.charAt(k))) k++;
                    String digits = row.substring(j, k);
                    if (digits.startsWith("0")) {
                        error(pos + j, "'" + digits + "' in rank " + rankNumber + " is not a count of empty squares (1 or more, no leading zero)");
                        rowProblem = true;
                    } else {
                        squares += Integer.parseInt(digits.length() > 3 ? "999" : digits);
                    }
                    j = k - 1;
                    continue;
                }
                if (c == '+') {
                    if (j + 1 >= row.length() || !isAsciiLetter(row.charAt(j + 1))) {
                        error(pos + j, "'+' in rank " + rankNumber + " must be followed by the letter of a promoted piece");
                        rowProblem = true;
                    } else if (promoted != null && !promoted.contains(Character.toUpperCase(row.charAt(j + 1)))) {
                        String form = "+" + Character.toUpperCase(row.charAt(j + 1));
                        error(pos + j, "'+" + row.charAt(j + 1) + "' in rank " + rankNumber + ": no promoted form '" + form
                                + "' is defined; " + (promoted.isEmpty()
                                ? "the variant has no promoted forms (define one with a piece key such as '" + form + "')"
                                : "the promoted forms are " + promoted.stream().sorted().map(l -> "+" + l)
                                        .collect(Collectors.joining(", "))));
                        rowProblem = true;
                        squares++;
                        j++;
                    }
                    continue;
                }
                if (isAsciiLetter(c)) {
                    squares++;
                    if (!knownLetter(c)) {
                        error(pos + j, "unknown piece letter '" + c + "' in rank " + rankNumber + "; " + pieceList());
                        letterProblem = true;
                    } else if (royals != null && royals.contains(Character.toUpperCase(c))) {
                        if (Character.isUpperCase(c)) whiteRoyals++; else blackRoyals++;
                    }
                    continue;
                }
                error(pos + j, "unexpected character '" + c + "' in rank " + rankNumber
                        + "; a rank holds piece letters and counts of empty squares");
                rowProblem = true;
            }
            if (!rowProblem && files != null && squares != files) {
                error(pos, "rank " + rankNumber + " has " + squares + " square" + (squares == 1 ? "" : "s")
                        + " but the board has " + files + " files");
            }
            if (rowProblem) letterProblem = true;
            pos += row.length() + 1;
        }
        if (hand != null) {
            for (int j = 0; j < hand.length(); j++) {
                char c = hand.charAt(j);
                if (!isAsciiLetter(c) || !knownLetter(c)) {
                    error(handStart + j, "unknown piece letter '" + c + "' in the hand; " + pieceList());
                    letterProblem = true;
                } else if (royals != null && royals.contains(Character.toUpperCase(c))) {
                    if (Character.isUpperCase(c)) whiteRoyals++; else blackRoyals++;
                }
            }
        }
        if (letters != null && royals != null && !royals.isEmpty() && !letterProblem) {
            String royalLetters = royals.stream().sorted().map(String::valueOf).collect(Collectors.joining(", "));
            if (whiteRoyals == 0) {
                error(base, "White has no royal piece (" + royalLetters + ") in the start position; each side needs one");
            }
            if (blackRoyals == 0) {
                error(base, "Black has no royal piece (" + royalLetters.toLowerCase() + ") in the start position; each side needs one");
            }
        }
    }

    private void checkCastling(Field field) {
        if (field.text.equals("-") || castlingLetters == null) return;
        // besides castling letters, file letters name back-rank pieces that still hold a first-move
        // right (Fairy-Stockfish's gating field, e.g. Ouk Chatrang's DEde); the engine checks the piece
        if (!hasCastling && !field.text.chars().allMatch(c -> isAsciiLetter((char) c) && Character.toUpperCase((char) c) - 'A' < files)) {
            error(field.start, "the castling field is '" + field.text + "' but the variant has no 'castling' block;"
                    + " write '-', add a castling block, or use file letters for pieces that hold a first-move right");
            return;
        }
        Set<Character> seen = new HashSet<>();
        for (int j = 0; j < field.text.length(); j++) {
            char c = field.text.charAt(j);
            char up = Character.toUpperCase(c);
            boolean castlingLetter = hasCastling && isAsciiLetter(c) && castlingLetters.contains(up);
            boolean fileLetter = isAsciiLetter(c) && up - 'A' < files;
            if (!castlingLetter && !fileLetter) {
                String known = castlingLetters.stream().sorted().map(String::valueOf).collect(Collectors.joining());
                String last = String.valueOf((char) ('A' + files - 1));
                error(field.start + j, "unknown letter '" + c + "' in the castling field: write "
                        + (hasCastling ? "a castling letter (" + known + " for White, " + known.toLowerCase() + " for Black), " : "")
                        + "a file letter A-" + last + " (a-" + last.toLowerCase() + " for Black) naming a piece that holds a first-move right, or '-'");
            } else if (!seen.add(c)) {
                error(field.start + j, "letter '" + c + "' appears twice in the castling field");
            }
        }
    }

    private void checkEnPassant(Field field) {
        String t = field.text;
        if (t.equals("-")) return;
        boolean ok = t.length() >= 2 && t.charAt(0) >= 'a' && t.charAt(0) <= 'z'
                && t.substring(1).chars().allMatch(Character::isDigit) && t.length() <= 4;
        if (ok && files != null && ranks != null) {
            int file = t.charAt(0) - 'a' + 1;
            int rank = Integer.parseInt(t.substring(1));
            ok = file <= files && rank >= 1 && rank <= ranks;
        }
        if (!ok) error(field.start, "the en-passant field must be '-' or a square on the board such as 'e3', not '" + t + "'");
    }

    private void checkCounter(Field field, int min, String what) {
        String t = field.text;
        boolean ok = !t.isEmpty() && t.length() <= 9 && t.chars().allMatch(Character::isDigit) && Integer.parseInt(t) >= min;
        if (!ok) error(field.start, what + " must be a whole number of at least " + min + ", not '" + t + "'");
    }

    private boolean knownLetter(char c) {
        return letters == null || letters.contains(Character.toUpperCase(c));
    }

    private String pieceList() {
        return "the pieces are " + letters.stream().map(String::valueOf).collect(Collectors.joining(", "))
                + " (upper case for White, lower case for Black)";
    }

    private static boolean isAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
}
