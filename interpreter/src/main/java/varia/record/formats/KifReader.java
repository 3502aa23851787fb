package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.record.Game;
import varia.record.RecordedMove;

/**
 * Reads Kakinoki's KIF and KI2 as the applications that write them do: Kifu for Windows,
 * Shogidokoro and ShogiGUI, Piyo Shogi (the time glued to the move, {@code ７六歩(77)( 0:01/00:00:01)}),
 * 81Dojo (numbers not aligned, {@code (0:23/0:0:23)}), Shogi Wars (a trailing line naming the loser,
 * {@code 後手時間切れ}), Shogi Club 24 ({@code 2 先手 反則負け}) and KI2 (moves without origins,
 * several on a line, {@code ▲７六歩△３四歩}). Start positions: {@code 手合割} (the handicaps) or a
 * board diagram ({@link KifDiagram}). Comments ({@code *}) are kept; variations ({@code 変化：})
 * are left out with a note. Anything it cannot read is a problem at its line and column, never
 * an exception.
 */
final class KifReader {
    private final String variant;
    private final List<Game> games = new ArrayList<>();
    private Game g;
    private ShogiBoard board;
    private KifDiagram diagram;
    private String handicap;
    private boolean started, inVariation, variationNoted;
    private int firstNumber, startSide;
    private int[] last;

    KifReader(String variant) { this.variant = variant; }

    private static final Pattern NUMBERED = Pattern.compile("[\\s　]*([0-9０-９]+)[\\s　]*(.*)");
    private static final Pattern TIME = Pattern.compile("[\\s　]*[(（][\\s　]*[0-9:：/ 　]*[)）][\\s　]*\\+?[\\s　]*");
    /** Keys that open a new game when they follow one (a file may hold several games). */
    private static final Set<String> OPENING_KEYS = Set.of("開始日時", "手合割", "先手", "後手", "下手", "上手", "棋戦", "表題", "対局ID",
            "先手の持駒", "後手の持駒", "上手の持駒", "下手の持駒");

    List<Game> read(String text) {
        int lineNo = 0;
        for (String raw : text.split("\\R", -1)) {
            lineNo++;
            String line = raw.replace("\uFEFF", "");
            if (line.isBlank()) continue;
            if (line.startsWith("#")) continue; // comments and "#KIF version=2.0 encoding=UTF-8"
            String strip = line.strip();
            if (g == null || (g.termination() != null || started) && !inVariation && opensGame(line)) newGame(lineNo);
            if (strip.startsWith("変化：") || strip.startsWith("変化:")) {
                inVariation = true;
                if (!variationNoted) g.note(lineNo, 1, "variations (変化) are not read: the main line only");
                variationNoted = true;
                continue;
            }
            if (inVariation) continue;
            if (strip.startsWith("*") || strip.startsWith("＊")) { comment(strip.substring(1).strip()); continue; }
            if (strip.startsWith("&") || strip.startsWith("手数----") || strip.startsWith("手数＝") || strip.startsWith("手数=")) continue;
            if (diagramLine(line, strip, lineNo)) continue;
            int colon = colon(line);
            if (colon > 0 && !NUMBERED.matcher(line).matches()) { header(line.substring(0, colon).strip(), line.substring(colon + 1).strip(), lineNo, colon); continue; }
            if (strip.startsWith("まで")) { summary(strip, lineNo); continue; }
            Matcher num = NUMBERED.matcher(line);
            if (num.matches() && !num.group(2).isEmpty()) { numbered(num, line, lineNo); continue; }
            if ("▲△☗☖▼▽".indexOf(strip.charAt(0)) >= 0) { ki2(line, lineNo); continue; }
            ShogiEndings.Ending e = ShogiEndings.sentence(strip, mover(), startSide);
            if (e != null) { summary(strip, lineNo); continue; }
            g.note(lineNo, 1, "line not read: '" + shorten(strip) + "'");
        }
        for (Game x : games) if (x.termination() == null) x.termination("*");
        if (g != null && !started) setUp(lineNo);
        return games;
    }

    private void newGame(int lineNo) {
        if (g != null && !started) setUp(lineNo);
        g = new Game(games.size() + 1, lineNo);
        g.tag("Variant", variant);
        games.add(g);
        board = null;
        diagram = new KifDiagram();
        handicap = null;
        started = inVariation = variationNoted = false;
        firstNumber = 0;
        last = null;
    }

    /** A header line that opens a game ({@code 開始日時：}, {@code 手合割：}, {@code 先手：}...). */
    static boolean opensGame(String line) {
        int colon = colon(line);
        return colon > 0 && !NUMBERED.matcher(line).matches() && OPENING_KEYS.contains(line.substring(0, colon).strip());
    }

    /** The side that would make the next move. */
    private int mover() { return board != null ? board.sideToMove() : 0; }

    private boolean diagramLine(String line, String strip, int lineNo) {
        if (KifDiagram.FILES.matcher(line).matches() || KifDiagram.BORDER.matcher(line).matches()) return true;
        if (strip.startsWith("|") || strip.startsWith("｜")) {
            String p = diagram.row(strip.replace('｜', '|'));
            if (p != null) g.problem(lineNo, 1, p);
            return true;
        }
        switch (strip) {
            case "先手番", "下手番" -> diagram.sideToMove = 0;
            case "後手番", "上手番" -> diagram.sideToMove = 1;
            default -> { return false; }
        }
        return true;
    }

    private void header(String key, String val, int lineNo, int colon) {
        switch (key) {
            case "先手", "下手" -> g.tag("White", val);
            case "後手", "上手" -> g.tag("Black", val);
            case "棋戦" -> g.tag("Event", val);
            case "表題" -> { if (g.tag("Event") == null) g.tag("Event", val); }
            case "場所" -> g.tag("Site", val);
            case "開始日時" -> Shogi.dateAndTime(g, val);
            case "終了日時" -> { if (!val.isEmpty()) g.tag("EndTime", val); }
            case "戦型" -> { if (!val.isEmpty()) g.tag("Opening", val); }
            case "持ち時間" -> { if (!val.isEmpty()) g.tag("TimeControl", val); }
            case "手合割" -> handicap = val.replaceAll("[\\s　]", "");
            case "手番" -> diagram.sideToMove = val.startsWith("先手") || val.startsWith("下手") ? 0 : 1;
            case "先手の持駒", "下手の持駒", "後手の持駒", "上手の持駒" -> {
                String p = diagram.hand(key.startsWith("先手") || key.startsWith("下手") ? 0 : 1, val);
                if (p != null) g.problem(lineNo, colon + 2, p);
            }
            default -> { }
        }
    }

    /** The start position, once, before the first move or at the game's end. */
    private void setUp(int lineNo) {
        started = true;
        if (diagram.complete()) {
            board = diagram.board(handicap != null && !handicap.equals("平手") && Handicaps.board(handicap) != null ? 1 : 0);
        } else {
            if (diagram.started()) g.problem(lineNo, 1, "the board diagram is incomplete: 9 rows are needed");
            board = ShogiBoard.start();
            if (handicap != null && !handicap.equals("平手")) {
                String h = Handicaps.board(handicap);
                if (h == null) g.problem(g.line(), 1, "unknown handicap '" + handicap + "' (known: " + String.join(" ", Handicaps.NAMES) + "); give a board diagram");
                else {
                    board.setFen(h);
                    board.sideToMove(diagram.sideToMove != null ? diagram.sideToMove : 1); // the handicap giver (上手) moves first
                }
            } else if (diagram.sideToMove != null) board.sideToMove(diagram.sideToMove);
        }
        startSide = board.sideToMove();
        if (!board.isStandardStart()) {
            g.tag("SetUp", "1");
            g.tag("FEN", board.fen());
        }
    }

    /** A numbered line: a move ({@code 1 ７六歩(77)}), an ending ({@code 95 投了}, {@code 2 先手 反則負け}). */
    private void numbered(Matcher num, String line, int lineNo) {
        if (!started) setUp(lineNo);
        String digits = num.group(1).chars().map(c -> c >= '０' && c <= '９' ? c - '０' + '0' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        String rest = num.group(2);
        int col = num.start(2) + 1;
        String first = rest.split("[\\s　(（]", 2)[0];
        ShogiEndings.Ending e = ShogiEndings.word(first, mover());
        if (e == null) e = ShogiEndings.sentence(rest.replaceAll(TIME.pattern() + "$", ""), mover(), startSide);
        if (e != null) { end(e, lineNo, rest.strip()); return; }
        if (g.termination() != null) { g.problem(lineNo, 1, "a move after the game's end (" + g.tag("Termination") + ")"); return; }
        if (first.equals("パス")) { add("pass", lineNo, col, "パス", digits); return; }
        int[] end = {0};
        KifMove m = KifMove.parse(rest, 0, end);
        if (m == null) { g.problem(lineNo, col, "not a KIF move: '" + shorten(rest.strip()) + "'"); return; }
        String after = rest.substring(end[0]);
        if (!after.isBlank() && !TIME.matcher(after).matches() && !after.strip().equals("+"))
            g.note(lineNo, col + end[0], "text after the move not read: '" + shorten(after.strip()) + "'");
        String n = digits.replaceFirst("^0+(?=\\d)", "");
        int number = n.length() > 9 ? -1 : Integer.parseInt(n);
        if (g.moves().isEmpty()) {
            firstNumber = number;
            if (number != 1) g.note(lineNo, 1, "the moves are numbered from " + n + ", not 1");
        } else if (number != firstNumber + g.moves().size())
            g.problem(lineNo, 1, "move number " + shorten(n) + " where " + (firstNumber + g.moves().size()) + " was expected");
        move(m, rest.substring(0, end[0]).strip(), lineNo, col, n);
    }

    /** A KI2 line: one or more moves, each after its side's mark, perhaps an ending after them. */
    private void ki2(String line, int lineNo) {
        if (!started) setUp(lineNo);
        int i = 0;
        while (i < line.length()) {
            while (i < line.length() && Character.isWhitespace(line.charAt(i)) || i < line.length() && line.charAt(i) == '　') i++;
            if (i >= line.length()) return;
            int[] end = {0};
            KifMove m = KifMove.parse(line, i, end);
            if (m == null) {
                String rest = line.substring(i).strip();
                ShogiEndings.Ending e = ShogiEndings.sentence(rest, mover(), startSide);
                if (e == null && "▲△☗☖▼▽".indexOf(rest.charAt(0)) >= 0) e = ShogiEndings.word(rest.substring(1), mover());
                if (e != null) end(e, lineNo, rest);
                else g.problem(lineNo, i + 1, "not a KI2 move: '" + shorten(rest) + "'");
                return;
            }
            if (g.termination() != null) { g.problem(lineNo, i + 1, "a move after the game's end (" + g.tag("Termination") + ")"); return; }
            if (m.side() >= 0 && m.side() != board.sideToMove())
                g.problem(lineNo, i + 1, "it is " + (board.sideToMove() == 0 ? "sente's (▲)" : "gote's (△)") + " move, not " + (m.side() == 0 ? "sente's" : "gote's"));
            move(m, line.substring(i, end[0]), lineNo, i + 1, Integer.toString(g.moves().size() + firstOr1()));
            i = end[0];
        }
    }

    private int firstOr1() { return g.moves().isEmpty() || firstNumber == 0 ? 1 : firstNumber; }

    private void move(KifMove m, String written, int lineNo, int col, String number) {
        KifMove.Resolved r = m.resolve(board, last);
        if (r.error() != null) { g.problem(lineNo, col, r.error() + ": '" + shorten(written) + "'"); return; }
        last = m.same() ? last : new int[] {m.file(), m.rank()};
        add(r.text(), lineNo, col, written.replace("　", ""), number);
    }

    private void add(String text, int lineNo, int col, String written, String number) {
        if (text.equals("pass")) board.sideToMove(1 - board.sideToMove());
        g.moves().add(new RecordedMove(text, lineNo, col, null, written, number)); // errors use the KIF's own count
    }

    private void end(ShogiEndings.Ending e, int lineNo, String written) {
        if (!started) setUp(lineNo);
        if (g.termination() != null) {
            if (!e.result().equals(g.termination()))
                g.note(lineNo, 1, "'" + shorten(written) + "' says " + e.result() + " (" + e.termination() + "), the record's ending "
                        + g.termination() + " (" + g.tag("Termination") + ") is kept");
            return;
        }
        g.termination(e.result());
        g.tag("Result", e.result());
        g.tag("Termination", e.termination());
    }

    /** {@code まで94手で後手の勝ち}: the ending when no move's place said it, else a check of it. */
    private void summary(String strip, int lineNo) {
        if (!started) setUp(lineNo);
        ShogiEndings.Ending e = ShogiEndings.sentence(strip, mover(), startSide);
        if (e != null) end(e, lineNo, strip);
    }

    private void comment(String c) {
        if (c.isEmpty()) return;
        List<RecordedMove> ms = g.moves();
        if (ms.isEmpty()) g.preComment(g.preComment() == null ? c : g.preComment() + " " + c);
        else {
            RecordedMove lastMove = ms.get(ms.size() - 1);
            ms.set(ms.size() - 1, lastMove.withComment(lastMove.comment() == null ? c : lastMove.comment() + " " + c));
        }
    }

    static int colon(String line) {
        int a = line.indexOf('：'), b = line.indexOf(':');
        if (a < 0) return b;
        if (b < 0) return a;
        return Math.min(a, b);
    }

    static String shorten(String s) { return s.length() <= 30 ? s : s.substring(0, 27) + "..."; }

    /** The handicaps by name, as the pieces the handicap giver (上手, gote) leaves out. */
    static final class Handicaps {
        private Handicaps() {}

        /** Squares (file * 10 + rank) left empty, from the usual tables (Kakinoki's KIF specification, CSA's, JKF's). */
        private static final Map<String, int[]> REMOVED = Map.ofEntries(
                Map.entry("香落ち", new int[] {11}), Map.entry("右香落ち", new int[] {91}), Map.entry("角落ち", new int[] {22}),
                Map.entry("飛車落ち", new int[] {82}), Map.entry("飛落ち", new int[] {82}), Map.entry("飛香落ち", new int[] {82, 11}),
                Map.entry("二枚落ち", new int[] {22, 82}), Map.entry("三枚落ち", new int[] {22, 82, 91}),
                Map.entry("四枚落ち", new int[] {11, 22, 82, 91}), Map.entry("五枚落ち", new int[] {11, 22, 81, 82, 91}),
                Map.entry("左五枚落ち", new int[] {11, 21, 22, 82, 91}), Map.entry("六枚落ち", new int[] {11, 21, 22, 81, 82, 91}),
                Map.entry("左七枚落ち", new int[] {11, 21, 22, 31, 81, 82, 91}), Map.entry("右七枚落ち", new int[] {11, 21, 22, 71, 81, 82, 91}),
                Map.entry("八枚落ち", new int[] {11, 21, 22, 31, 71, 81, 82, 91}),
                Map.entry("十枚落ち", new int[] {11, 21, 22, 31, 41, 61, 71, 81, 82, 91}));
        static final List<String> NAMES = List.of("平手", "香落ち", "右香落ち", "角落ち", "飛車落ち", "飛香落ち", "二枚落ち", "三枚落ち", "四枚落ち",
                "五枚落ち", "左五枚落ち", "六枚落ち", "左七枚落ち", "右七枚落ち", "八枚落ち", "十枚落ち");

        /** The board field of a handicap's start position, or null for an unknown name. */
        static String board(String name) {
            if (name.equals("平手")) return Shogi.START_BOARD;
            int[] removed = REMOVED.get(name);
            if (removed == null) return null;
            ShogiBoard b = ShogiBoard.start();
            for (int sq : removed) b.remove(sq / 10, sq % 10);
            return b.boardFen();
        }
    }
}
