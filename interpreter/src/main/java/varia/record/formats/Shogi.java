package varia.record.formats;

import java.util.Map;

/**
 * Shogi coordinates: native squares (file 1-9 counted from Sente's right, rank 1-9 from Gote's
 * side) to Fairy-Stockfish's ({@code a1} = Sente's lower left, i.e. file 9 rank 9), and the
 * start position. Sente is White in Fairy-Stockfish's FEN.
 */
final class Shogi {
    private Shogi() {}

    static final String START_BOARD = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

    /** {@code (7, 7)} -> {@code c3}. */
    static String square(int file, int rank) {
        if (file < 1 || file > 9 || rank < 1 || rank > 9) return null;
        return (char) ('a' + 9 - file) + Integer.toString(10 - rank);
    }

    /** CSA piece codes to FEN letters (upper case; promoted with '+'). */
    static final Map<String, String> CSA = Map.ofEntries(
            Map.entry("FU", "P"), Map.entry("KY", "L"), Map.entry("KE", "N"), Map.entry("GI", "S"),
            Map.entry("KI", "G"), Map.entry("KA", "B"), Map.entry("HI", "R"), Map.entry("OU", "K"),
            Map.entry("TO", "+P"), Map.entry("NY", "+L"), Map.entry("NK", "+N"), Map.entry("NG", "+S"),
            Map.entry("UM", "+B"), Map.entry("RY", "+R"));

    /** The full-width or kanji digit's value 1-9, an ASCII digit's too; 0 otherwise. */
    static int digit(char c) {
        if (c >= '1' && c <= '9') return c - '0';
        if (c >= '１' && c <= '９') return c - '１' + 1;
        int k = "一二三四五六七八九".indexOf(c);
        return k + 1;
    }

    /** {@code 2023/01/02 10:00:00} as PGN's Date {@code 2023.01.02} and Time {@code 10:00:00}: nothing of the value is dropped. */
    static void dateAndTime(varia.record.Game g, String val) {
        if (val.length() < 10) { g.tag("Date", val); return; }
        g.tag("Date", val.substring(0, 10).replace('/', '.'));
        String rest = val.substring(10).strip();
        if (!rest.isEmpty()) g.tag("Time", rest);
    }
}
