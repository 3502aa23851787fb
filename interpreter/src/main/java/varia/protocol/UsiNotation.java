package varia.protocol;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.variant.Variant;

/**
 * USI's coordinates on any board: files numbered from the first player's right (1 .. files),
 * ranks lettered from the far side (a .. for the top rank, as the first player sees the board).
 * On 9x9 that is shogi's {@code 7g7f}; on a 12x12 board the files run 1..12 ({@code 12l},
 * lishogi's Chu shogi writes them so); on an 8x8 board White's e2 is {@code 4g}. A move is
 * Varia's coordinate move with each square rewritten, so every kind of move keeps its shape:
 * {@code 7g7f+} (promotion), {@code P*5e} (drop, '*' for '@'), three squares for a multi-leg
 * move, a promotion letter after the squares, {@code win} (the entering-king declaration).
 */
final class UsiNotation {
    private static final Pattern VARIA_SQUARE = Pattern.compile("([a-z])(\\d+)");
    private static final Pattern USI_SQUARE = Pattern.compile("(\\d+)([a-z])");
    /** What a USI move can look like: a drop, two or three squares with a suffix, or a word. */
    private static final Pattern USI_MOVE = Pattern.compile("\\+?[A-Z]\\*\\d{1,2}[a-z]|(\\d{1,2}[a-z]){2,3}[+\\-a-z]?|win");

    private final int files, ranks;

    UsiNotation(Variant v) {
        files = v.files();
        ranks = v.ranks();
    }

    /** Varia's coordinate move ({@code c3c4}, {@code P@e5}) in USI ({@code 7g7f}, {@code P*5e}). */
    String toUsi(String coordinate) {
        Matcher m = VARIA_SQUARE.matcher(coordinate.replace('@', '*'));
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            int file = m.group(1).charAt(0) - 'a', rank = Integer.parseInt(m.group(2));
            m.appendReplacement(sb, (files - file) + String.valueOf((char) ('a' + ranks - rank)));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** A USI move in Varia's coordinates, or null when it is not shaped like a USI move on this board. */
    String fromUsi(String usi) {
        if (!USI_MOVE.matcher(usi).matches()) return null;
        Matcher m = USI_SQUARE.matcher(usi.replace('*', '@'));
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            int file = Integer.parseInt(m.group(1)), rank = ranks - (m.group(2).charAt(0) - 'a');
            if (file < 1 || file > files || rank < 1) return null;
            m.appendReplacement(sb, (char) ('a' + files - file) + Integer.toString(rank));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
