package varia.record.formats;

import java.util.Map;
import java.util.regex.Pattern;

/**
 * A KIF board diagram (BOD), the start position of handicap games written out, problems and games
 * from any position:
 * <pre>
 * 後手の持駒：飛　角　金四　歩十八
 *   ９ ８ ７ ６ ５ ４ ３ ２ １
 * +---------------------------+
 * |v香v桂 ・ ・ ・ ・ ・v桂v香|一
 * ...
 * +---------------------------+
 * 先手の持駒：なし
 * 後手番
 * </pre>
 * {@code v} marks gote's pieces. 上手 and 下手 (handicap games) stand for gote and sente.
 */
final class KifDiagram {
    private final String[][] rows = new String[10][]; // rank -> 9 cells (file 9..1), each "" or "v香"/" 香"
    private int rowsRead;
    private final int[][] hands = new int[2][7];
    private boolean handsGiven;
    Integer sideToMove;

    /** The header line of the files ({@code ９ ８ ７ ... １}), with nothing after it. */
    static final Pattern FILES = Pattern.compile("[\\s　]*[９9][\\s　]*[８8][\\s　]*[７7][\\s　]*[６6][\\s　]*[５5][\\s　]*[４4][\\s　]*[３3][\\s　]*[２2][\\s　]*[１1][\\s　]*");
    static final Pattern BORDER = Pattern.compile("[\\s　]*\\+-+\\+[\\s　]*");

    boolean started() { return rowsRead > 0 || handsGiven || sideToMove != null; }
    boolean complete() { return rowsRead == 9; }

    /**
     * A row {@code |v香v桂 ・...|一}; null when it reads, else the problem. Rows without their
     * rank numeral count from the top.
     */
    String row(String line) {
        int a = line.indexOf('|'), b = line.lastIndexOf('|');
        if (b <= a) return "a board row needs | on both sides";
        String cells = line.substring(a + 1, b);
        String[] out = new String[9];
        int n = 0;
        boolean gote = false;
        for (int i = 0; i < cells.length(); i++) {
            char c = cells.charAt(i);
            if (c == 'v' || c == 'V') { gote = true; continue; }
            if (c == ' ' || c == '^' || c == '\t') continue;
            if (n >= 9) return "more than 9 squares in a board row";
            if (c == '・' || c == '　' || c == '.' || c == '*') out[n++] = "";
            else if (KifMove.PIECES.containsKey(String.valueOf(c))) out[n++] = (gote ? "v" : " ") + c;
            else return "'" + c + "' is not a piece in a board row";
            gote = false;
        }
        if (n != 9) return "a board row has 9 squares, not " + n;
        String tail = line.substring(b + 1).strip();
        int rank = tail.isEmpty() ? rowsRead + 1 : Shogi.digit(tail.charAt(0));
        if (rank < 1 || rank > 9) return "rank '" + tail + "' after a board row";
        if (rows[rank] == null) rowsRead++;
        rows[rank] = out;
        return null;
    }

    private static final Map<Character, Integer> KANJI = Map.of('一', 1, '二', 2, '三', 3, '四', 4, '五', 5, '六', 6, '七', 7, '八', 8, '九', 9);

    /** A hand ({@code 飛　角　歩十八}, {@code なし}); null when it reads, else the problem. */
    String hand(int side, String value) {
        handsGiven = true;
        String v = value.strip();
        if (v.isEmpty() || v.equals("なし")) return null;
        for (String item : v.split("[\\s　、,]+")) {
            if (item.isEmpty()) continue;
            String piece = item.substring(0, 1);
            String letter = KifMove.PIECES.get(piece);
            int t = letter == null ? -1 : ShogiBoard.type(letter);
            if (t < 0 || t >= ShogiBoard.K) return "'" + item + "' is not a piece in hand";
            int count = count(item.substring(1));
            if (count < 0) return "'" + item + "': the count does not read";
            hands[side][t] += count;
        }
        return null;
    }

    /** {@code ""} 1, {@code 十八} 18, {@code 18} or {@code １８} 18; -1 when it does not read. */
    static int count(String s) {
        if (s.isEmpty()) return 1;
        String ascii = s.chars().map(c -> c >= '０' && c <= '９' ? c - '０' + '0' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        if (ascii.matches("\\d{1,2}")) return Integer.parseInt(ascii);
        int n = 0;
        if (s.startsWith("十")) { n = 10; s = s.substring(1); }
        if (s.isEmpty()) return n;
        if (s.length() != 1 || !KANJI.containsKey(s.charAt(0))) return -1;
        return n + KANJI.get(s.charAt(0));
    }

    /** The diagram's position on a board (rows first; hands; the side to move, sente unless said). */
    ShogiBoard board(int defaultSide) {
        ShogiBoard b = new ShogiBoard();
        for (int r = 1; r <= 9; r++) {
            if (rows[r] == null) continue;
            for (int k = 0; k < 9; k++) {
                String c = rows[r][k];
                if (c.isEmpty()) continue;
                b.put(9 - k, r, ShogiBoard.type(KifMove.PIECES.get(c.substring(1))), c.charAt(0) == 'v' ? 1 : 0);
            }
        }
        for (int s = 0; s < 2; s++) for (int t = 0; t < 7; t++) b.addToHand(s, t, hands[s][t]);
        b.sideToMove(sideToMove != null ? sideToMove : defaultSide);
        return b;
    }
}
