package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import varia.record.Game;

/**
 * Xiangqi's Chinese notation ({@code 炮二平五 马８进７}) in PGN-shaped files, as the xqbase and
 * DhtmlXQ collections publish them ({@code [Format "Chinese"]}, often without it): the piece's
 * name, its file from the mover's right (Red in Chinese numerals, Black in digits, full-width or
 * not), 进 forward, 退 back or 平 along the rank, then the new file or the points moved. Doubled
 * pieces: 前 / 后 (also after the name, {@code 车前平三}, as the AXF page writes it), pawns 前 中 后
 * or 前(一) 二 三 四 五, with the file instead of the name when two files hold several
 * ({@code 前九平八}, or {@code 前兵九平八}). Read: simplified and traditional forms (進 後 車 俥 馬 傌 砲 包
 * 帥 將), 上 / 下 for 进 / 退, and a FEN tag whose side is {@code r} (Red, xqbase's word). The
 * translation tracks a board as the WXF reader does (no legality: the engine checks that).
 */
public final class Chinese implements RecordFormat {
    @Override public String name() { return "chinese"; }
    @Override public String variant() { return "xiangqi"; }
    @Override public List<String> extensions() { return List.of(); }
    @Override public GameStarts gameStarts() { return GameStarts.PGN; }
    @Override public List<String> fallbackEncodings() { return List.of("GB18030"); }

    /** A {@code Format "Chinese"} tag, or PGN-shaped text whose every move is one in Chinese notation. */
    @Override public boolean recognises(Head h) {
        return "Chinese".equalsIgnoreCase(h.tag("Format")) || h.movetextAll(w -> parse(w) != null, w -> true, 1, variant());
    }

    private static final String PIECES = "帅將将帥仕士相象马馬傌车車俥炮砲包兵卒";
    private static final String POSITIONS = "前中后後";
    private static final String ORDINALS = "一二三四五";

    /** The piece letter (WXF's K A E H R C P) a name stands for, or 0. */
    static char piece(char c) {
        return switch (c) {
            case '帅', '帥', '将', '將' -> 'K';
            case '仕', '士' -> 'A';
            case '相', '象' -> 'E';
            case '马', '馬', '傌' -> 'H';
            case '车', '車', '俥' -> 'R';
            case '炮', '砲', '包' -> 'C';
            case '兵', '卒' -> 'P';
            default -> 0;
        };
    }

    /** 1-9 for a Chinese numeral or a digit (full-width ones are made ASCII first), else 0. */
    static int number(char c) {
        int i = "一二三四五六七八九".indexOf(c);
        if (i >= 0) return i + 1;
        return c >= '1' && c <= '9' ? c - '0' : 0;
    }

    static char direction(char c) {
        return switch (c) {
            case '进', '進', '上' -> '+';
            case '退', '下' -> '-';
            case '平' -> '.';
            default -> 0;
        };
    }

    /**
     * A move taken apart: its piece letter (0: a pawn named by its file), its file (0: none),
     * its place among the doubled pieces ({@code '+'} front, {@code '-'} rear, {@code 'm'}
     * middle, {@code '1'}-{@code '5'} counted from the front; 0: none), the direction and number.
     */
    record Parsed(char piece, int file, char place, char direction, int number) {}

    /** The move's parts, or null when it is not written in Chinese notation. */
    static Parsed parse(String word) {
        String w = java.text.Normalizer.normalize(word.strip(), java.text.Normalizer.Form.NFKC);
        int n = w.length();
        if (n < 4 || n > 5) return null;
        char dir = direction(w.charAt(n - 2));
        int to = number(w.charAt(n - 1));
        if (dir == 0 || to == 0) return null;
        char a = w.charAt(0), b = w.charAt(1);
        if (n == 5) { // 前兵九平八: place, name, file
            char place = place(a);
            return place != 0 && piece(b) == 'P' && number(w.charAt(2)) > 0 ? new Parsed('P', number(w.charAt(2)), place, dir, to) : null;
        }
        if (piece(a) != 0 && POSITIONS.indexOf(b) >= 0) return new Parsed(piece(a), 0, place(b), dir, to); // 车前平三
        if (piece(a) != 0 && number(b) > 0) return new Parsed(piece(a), number(b), (char) 0, dir, to);   // 炮二平五
        char place = place(a);
        if (place == 0) return null;
        if (piece(b) != 0) return new Parsed(piece(b), 0, place, dir, to);  // 前马退二, 二兵进一
        if (number(b) > 0) return new Parsed('P', number(b), place, dir, to); // 前九平八
        return null;
    }

    private static char place(char c) {
        return switch (c) {
            case '前' -> '+';
            case '后', '後' -> '-';
            case '中' -> 'm';
            default -> ORDINALS.indexOf(c) >= 0 ? (char) ('1' + ORDINALS.indexOf(c)) : 0;
        };
    }

    @Override
    public List<Game> read(String text) {
        return Xiangqi.read(text, variant(), new Xiangqi.Translator() {
            @Override public Object start(Game g) {
                String fen = g.tag("FEN");
                if (fen != null && fen.strip().split("\\s+").length > 1 && fen.strip().split("\\s+")[1].equals("r")) {
                    String[] f = fen.strip().split("\\s+");
                    f[1] = "w";
                    g.tag("FEN", String.join(" ", f));
                    g.tolerate(g.line(), 1, "the FEN tag's side to move is 'r'", "read as 'w': Red, who is White");
                }
                Wxf.Board b = Wxf.Board.of(g.tag("FEN") == null ? Xiangqi.START_FEN : g.tag("FEN"));
                if (b == null) g.problem(g.line(), 1, "FEN tag is not a xiangqi position");
                return b;
            }
            @Override public String translate(Object state, String move, String[] why) {
                if (state == null) { why[0] = "no position"; return null; }
                return Chinese.translate((Wxf.Board) state, move, why);
            }
        });
    }

    /** One move in Chinese notation in Fairy-Stockfish coordinates, made on the board; null with the reason. */
    public static String translate(Wxf.Board b, String move, String[] why) {
        Parsed m = parse(move);
        if (m == null) { why[0] = "not a move in Chinese notation (like 炮二平五 or 马８进７)"; return null; }
        char type = m.piece();
        char fs = switch (type) { case 'K' -> 'k'; case 'A' -> 'a'; case 'E' -> 'b'; case 'H' -> 'n'; case 'R' -> 'r'; case 'C' -> 'c'; default -> 'p'; };
        char mine = b.side == 0 ? Character.toUpperCase(fs) : fs;
        List<int[]> cands = new ArrayList<>();
        for (int r = 0; r < 10; r++) for (int f = 0; f < 9; f++) if (b.sq[r][f] == mine) cands.add(new int[] {r, f});
        if (m.file() > 0) {
            int file = b.fileOf(m.file());
            cands.removeIf(c -> c[1] != file);
        }
        if (m.place() != 0) {
            // the file holding two or more of them (given, or the only one); then by place, the front first
            int column = -1;
            for (int f = 0; f < 9; f++) {
                int k = 0;
                for (int[] c : cands) if (c[1] == f) k++;
                if (k < 2) continue;
                if (column >= 0) { why[0] = "two files hold several such pieces: say the file (前九平八)"; return null; }
                column = f;
            }
            if (column < 0) { why[0] = "no two such pieces on one file"; return null; }
            int col = column;
            cands.removeIf(c -> c[1] != col);
            cands.sort((x, y) -> Integer.compare(y[0] * b.dir(), x[0] * b.dir()));
            int i = switch (m.place()) {
                case '+' -> 0;
                case '-' -> cands.size() - 1;
                case 'm' -> cands.size() == 3 ? 1 : -1;
                default -> m.place() - '1';
            };
            if (i < 0 || i >= cands.size()) { why[0] = "no such piece: " + cands.size() + " on that file"; return null; }
            cands = new ArrayList<>(List.of(cands.get(i)));
        }
        if (cands.isEmpty()) { why[0] = "no such piece on that file"; return null; }
        List<int[]> found = new ArrayList<>();
        for (int[] c : cands) {
            int[] to = Wxf.destination(b, type, c, m.direction(), m.number());
            if (to != null && to[0] >= 0 && to[0] < 10 && to[1] >= 0 && to[1] < 9 && Wxf.confined(b, type, to))
                found.add(new int[] {c[0], c[1], to[0], to[1]});
        }
        if (found.isEmpty()) { why[0] = "the piece cannot move so"; return null; }
        if (found.size() > 1) { why[0] = "ambiguous: two such pieces on that file (use 前 or 后)"; return null; }
        int[] mv = found.get(0);
        b.sq[mv[2]][mv[3]] = b.sq[mv[0]][mv[1]];
        b.sq[mv[0]][mv[1]] = 0;
        b.side ^= 1;
        return Xiangqi.square(mv[1], mv[0]) + Xiangqi.square(mv[3], mv[2]);
    }
}
