package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.record.Game;
import varia.record.RecordedMove;

/**
 * DhtmlXQ, the UBB code of the dpxq.com xiangqi viewer in which web pages and forums publish
 * games: {@code [DhtmlXQ]...[/DhtmlXQ]} blocks of tags {@code [DhtmlXQ_name]value[/DhtmlXQ_name]},
 * in a page or on their own. The moves ({@code movelist}, or the node {@code move_0_1_0}) are
 * groups of four digits, file then row of the origin and of the destination: files 0-8 from Red's
 * left, rows 0-9 from Black's side ({@code 7747} is the cannon's h3-e3). {@code binit} places
 * the 32 pieces by the same two digits each, in XQF's order (Red's rook, horse, elephant,
 * advisor, king, advisor, elephant, horse, rook, cannons, pawns, then Black's; {@code 99} off
 * the board); {@code fen} may give the position instead. {@code title}, {@code event},
 * {@code date}, {@code place}, {@code round}, {@code red}/{@code redname}, {@code black}/
 * {@code blackname}, {@code result} (红胜 黑胜 和棋, W L D, 1-0...) and {@code commentN} (after
 * move N) are read; other nodes of the move tree are variations, left out with a note. A page
 * may hold several blocks: one game each.
 */
public final class Dhtmlxq implements RecordFormat {
    @Override public String name() { return "dhtmlxq"; }
    @Override public String variant() { return "xiangqi"; }
    @Override public List<String> extensions() { return List.of("dhtmlxq", "ubb"); }
    @Override public List<String> fallbackEncodings() { return List.of("GB18030"); }
    /** A line that opens a block, when the block before it (if any) is closed. */
    @Override public GameStarts gameStarts() {
        return (line, previous) -> {
            int open = line.indexOf("[DhtmlXQ]");
            return previous != null && open >= 0 && !line.substring(0, open).contains("[DhtmlXQ_")
                    && previous.lastIndexOf("[DhtmlXQ]") <= previous.lastIndexOf("[/DhtmlXQ]");
        };
    }

    @Override public boolean recognises(Head h) {
        String t = h.text();
        return t.contains("[DhtmlXQ_movelist]") || t.contains("[DhtmlXQ_binit]") || t.contains("[DhtmlXQ_move_0_1_0]");
    }

    private static final Pattern BLOCK = Pattern.compile("\\[DhtmlXQ(?:iFrame)?\\](.*?)\\[/DhtmlXQ(?:iFrame)?\\]", Pattern.DOTALL);
    private static final Pattern TAG = Pattern.compile("\\[DhtmlXQ_([A-Za-z0-9_]+)\\](.*?)\\[/DhtmlXQ_\\1\\]", Pattern.DOTALL);
    private static final String PIECES = "RNBAKABNRCCPPPPP";

    @Override
    public List<Game> read(String text) {
        Lines lines = new Lines(text);
        List<Game> games = new ArrayList<>();
        Matcher b = BLOCK.matcher(text);
        while (b.find()) games.add(game(text, b.start(1), b.end(1), games.size() + 1, lines));
        if (games.isEmpty()) games.add(game(text, 0, text.length(), 1, lines)); // tags without the wrapper
        return games;
    }

    private Game game(String text, int from, int to, int number, Lines lines) {
        Game g = new Game(number, lines.line(from));
        g.tag("Variant", variant());
        Matcher t = TAG.matcher(text);
        t.region(from, to);
        String moves = null, binit = null, fen = null, result = null;
        int movesAt = -1, binitAt = -1, variations = 0;
        java.util.Map<Integer, String> comments = new java.util.TreeMap<>();
        while (t.find()) {
            String name = t.group(1).toLowerCase(Locale.ROOT), value = t.group(2).strip();
            switch (name) {
                case "movelist" -> { moves = t.group(2); movesAt = t.start(2); }
                case "move_0_1_0" -> { if (moves == null) { moves = t.group(2); movesAt = t.start(2); } }
                case "binit" -> { binit = value; binitAt = t.start(2); }
                case "fen" -> fen = value;
                case "title" -> { if (!value.isEmpty()) g.tag("Title", value); }
                case "event" -> { if (!value.isEmpty()) g.tag("Event", value); }
                case "date" -> { if (!value.isEmpty()) g.tag("Date", value); }
                case "place" -> { if (!value.isEmpty()) g.tag("Site", value); }
                case "round" -> { if (!value.isEmpty()) g.tag("Round", value); }
                case "red", "redname" -> { if (!value.isEmpty() && g.tag("White") == null) g.tag("White", value); }
                case "black", "blackname" -> { if (!value.isEmpty() && g.tag("Black") == null) g.tag("Black", value); }
                case "redteam" -> { if (!value.isEmpty()) g.tag("WhiteTeam", value); }
                case "blackteam" -> { if (!value.isEmpty()) g.tag("BlackTeam", value); }
                case "result" -> result = value;
                default -> {
                    if (name.matches("comment\\d+")) comments.put(Integer.parseInt(name.substring(7)), value.replace("||", "\n"));
                    else if (name.matches("comment0_\\d+")) comments.put(Integer.parseInt(name.substring(9)), value.replace("||", "\n"));
                    else if (name.matches("move_\\d+_\\d+_\\d+")) variations++;
                }
            }
        }
        if (g.tag("Event") == null) g.tag("Event", g.tag("Title") != null ? g.tag("Title") : "?");
        String res = result(result);
        if (res == null) {
            g.note(lines.line(from), 1, "result '" + shorten(result) + "' is not one DhtmlXQ writes (红胜 黑胜 和棋, W L D): read as *");
            res = "*";
        }
        g.tag("Result", res);
        g.termination(res);
        char[][] board = binit != null ? binit(g, binit, binitAt, lines) : null;
        List<RecordedMove> line = new ArrayList<>();
        int firstFrom = -1;
        if (moves == null) g.note(lines.line(from), 1, "no [DhtmlXQ_movelist]: a position without moves");
        else {
            int at = movesAt;
            StringBuilder digits = new StringBuilder();
            List<Integer> where = new ArrayList<>();
            for (int i = 0; i < moves.length(); i++) {
                char c = moves.charAt(i);
                if (c >= '0' && c <= '9') { digits.append(c); where.add(at + i); }
                else if (!Character.isWhitespace(c)) { g.problem(lines.line(at + i), lines.column(at + i), "'" + c + "' in the move list: moves are groups of four digits"); break; }
            }
            if (digits.length() % 4 != 0 && g.problems().isEmpty())
                g.problem(lines.line(where.get(digits.length() - digits.length() % 4)), lines.column(where.get(digits.length() - digits.length() % 4)),
                        "the move list ends with " + digits.length() % 4 + " digit(s): moves are groups of four digits");
            for (int k = 0; k + 4 <= digits.length(); k += 4) {
                int fx = digits.charAt(k) - '0', fy = digits.charAt(k + 1) - '0', tx = digits.charAt(k + 2) - '0', ty = digits.charAt(k + 3) - '0';
                int pos = where.get(k);
                String written = digits.substring(k, k + 4);
                if (fx > 8 || tx > 8) { g.problem(lines.line(pos), lines.column(pos), "move " + (k / 4 + 1) + " '" + written + "': file 9 is off the board (files are 0-8)"); break; }
                if (line.isEmpty()) firstFrom = fx * 10 + fy;
                line.add(new RecordedMove(Xiangqi.square(fx, 9 - fy) + Xiangqi.square(tx, 9 - ty), lines.line(pos), lines.column(pos),
                        comments.get(k / 4 + 1), written));
            }
        }
        g.moves().addAll(line);
        if (comments.containsKey(0)) g.preComment(comments.get(0));
        if (variations > 0) g.note(lines.line(from), 1, variations + " variation" + (variations == 1 ? "" : "s") + " left out: the main line is read");
        if (board != null) setUp(g, board, firstFrom);
        else if (fen != null && !fen.isBlank()) {
            String f = fen.strip();
            if (!f.equals(Xiangqi.START_FEN)) { g.tag("SetUp", "1"); g.tag("FEN", f.split("\\s+").length < 2 ? f + " w - - 0 1" : f); }
        }
        return g;
    }

    /** The 32 pieces of {@code binit}, files 0-8 by Black-side rows 0-9; null (and a problem) when it does not read. */
    private static char[][] binit(Game g, String binit, int at, Lines lines) {
        String d = binit.replaceAll("\\s", "");
        if (!d.matches("\\d{64}")) {
            g.problem(lines.line(at), lines.column(at), "[DhtmlXQ_binit] has " + d.length() + " characters: 64 digits are needed (two per piece, 99 for none)");
            return null;
        }
        char[][] board = new char[9][10];
        for (int i = 0; i < 32; i++) {
            int x = d.charAt(2 * i) - '0', y = d.charAt(2 * i + 1) - '0';
            if (x > 8) continue; // 9x: not on the board
            if (board[x][y] != 0) {
                g.problem(lines.line(at), lines.column(at) + 2 * i, "[DhtmlXQ_binit]: two pieces on " + Xiangqi.square(x, 9 - y));
                return null;
            }
            char p = PIECES.charAt(i % 16);
            board[x][y] = i < 16 ? p : Character.toLowerCase(p);
        }
        return board;
    }

    private static void setUp(Game g, char[][] board, int firstFrom) {
        char first = firstFrom >= 0 && firstFrom / 10 <= 8 ? board[firstFrom / 10][firstFrom % 10] : 0;
        StringBuilder fen = new StringBuilder();
        for (int y = 0; y <= 9; y++) {
            int empty = 0;
            for (int x = 0; x < 9; x++) {
                char p = board[x][y];
                if (p == 0) { empty++; continue; }
                if (empty > 0) { fen.append(empty); empty = 0; }
                fen.append(p);
            }
            if (empty > 0) fen.append(empty);
            if (y < 9) fen.append('/');
        }
        String full = fen + (first != 0 && Character.isLowerCase(first) ? " b" : " w") + " - - 0 1";
        if (!full.equals(Xiangqi.START_FEN)) { g.tag("SetUp", "1"); g.tag("FEN", full); }
    }

    /** The PGN result of a DhtmlXQ result; null when it is none DhtmlXQ writes. */
    static String result(String r) {
        if (r == null) return "*";
        String s = r.strip().replace(" ", "");
        if (s.isEmpty() || s.equals("未知") || s.equals("*") || s.equals("?")) return "*";
        if (s.equals("1-0") || s.equalsIgnoreCase("W") || s.equals("红胜") || s.equals("紅勝") || s.equals("红先胜") || s.equals("紅先勝") || s.equals("红方胜")) return "1-0";
        if (s.equals("0-1") || s.equalsIgnoreCase("L") || s.equals("黑胜") || s.equals("黑勝") || s.equals("红先负") || s.equals("紅先負") || s.equals("黑方胜")) return "0-1";
        if (s.equals("1/2-1/2") || s.equalsIgnoreCase("D") || s.equals("和棋") || s.equals("红先和") || s.equals("紅先和") || s.equals("和")) return "1/2-1/2";
        return null;
    }

    private static String shorten(String s) { return s == null ? "" : s.length() <= 30 ? s : s.substring(0, 27) + "..."; }

    /** Line and column (1-based) of offsets in a text. */
    static final class Lines {
        private final int[] starts;

        Lines(String text) {
            List<Integer> s = new ArrayList<>();
            s.add(0);
            for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') s.add(i + 1);
            starts = s.stream().mapToInt(Integer::intValue).toArray();
        }

        int line(int offset) {
            int k = java.util.Arrays.binarySearch(starts, offset);
            return (k >= 0 ? k : -k - 2) + 1;
        }

        int column(int offset) { return offset - starts[line(offset) - 1] + 1; }
    }
}
