package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.record.Game;
import varia.record.RecordedMove;

/**
 * KIF shogi records (Japanese): header lines {@code 先手：name}, {@code 後手：}, {@code 開始日時：},
 * {@code 棋戦：}, {@code 手合割：} (even games and the common handicaps), then numbered moves such as
 * {@code 1 ７六歩(77)}, {@code 2 同　歩(34)} (same square as the previous move), {@code 5 ２二角成(88)}
 * (promotes), {@code 不成} (declines), {@code ５五角打} (drop), and endings {@code 投了 詰み 切れ負け
 * 反則負け 反則勝ち 入玉勝ち 千日手 持将棋 中断}. {@code *} lines are comments, {@code #} lines are
 * ignored; the main line ends where the first {@code 変化：} (variation) starts. Board diagrams
 * (BOD) are not read; such games get a problem.
 */
public final class Kif implements RecordFormat {
    @Override public String name() { return "kif"; }
    @Override public String variant() { return "shogi"; }
    @Override public List<String> extensions() { return List.of("kif", "kifu"); }
    @Override public boolean recognises(Head h) { return h.contains("手数", "手合割", "先手："); }
    @Override public List<String> fallbackEncodings() { return List.of(varia.io.TextDecoding.SHIFT_JIS); }

    private static final Pattern MOVE_LINE = Pattern.compile("^\\s*(\\d+)\\s+(\\S+)(.*)$");
    private static final Pattern MOVE = Pattern.compile(
            "^(?:(同)[\\s　]*|([1-9１-９])([一二三四五六七八九1-9１-９]))(成香|成桂|成銀|[歩香桂銀金角飛玉王と杏圭全馬龍竜])(成|不成)?(打)?(?:\\(([1-9])([1-9])\\))?$");

    static final Map<String, String> PIECES = Map.ofEntries(
            Map.entry("歩", "P"), Map.entry("香", "L"), Map.entry("桂", "N"), Map.entry("銀", "S"), Map.entry("金", "G"),
            Map.entry("角", "B"), Map.entry("飛", "R"), Map.entry("玉", "K"), Map.entry("王", "K"),
            Map.entry("と", "+P"), Map.entry("成香", "+L"), Map.entry("杏", "+L"), Map.entry("成桂", "+N"), Map.entry("圭", "+N"),
            Map.entry("成銀", "+S"), Map.entry("全", "+S"), Map.entry("馬", "+B"), Map.entry("龍", "+R"), Map.entry("竜", "+R"));

    /** Handicaps: the pieces the upper player (Gote's side, who moves first) leaves out. */
    static final Map<String, String> HANDICAPS = Map.of(
            "平手", Shogi.START_BOARD,
            "香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL");

    @Override
    public List<Game> read(String text) {
        List<Game> games = new ArrayList<>();
        Game g = null;
        boolean inVariation = false, goteFirst = false;
        String last = null;
        int lineNo = 0;
        for (String raw : text.split("\\R", -1)) {
            lineNo++;
            String line = raw.replace("\uFEFF", "");
            if (line.isBlank() || line.startsWith("#")) continue;
            boolean variation = line.startsWith("変化：") || line.startsWith("変化:");
            if (g == null || (g.termination() != null && !inVariation && !variation && isHeader(line))) {
                g = new Game(games.size() + 1, lineNo);
                g.tag("Variant", variant());
                games.add(g);
                inVariation = false;
                goteFirst = false;
                last = null;
            }
            if (variation) { inVariation = true; continue; }
            if (inVariation) continue;
            if (line.startsWith("*")) { comment(g, line.substring(1).strip()); continue; }
            if (line.startsWith("|") || line.matches("\\s*[９9]\\s+[８8].*")) {
                if (g.problems().isEmpty()) g.problem(lineNo, 1, "board diagrams (BOD) are not supported; use 手合割 or SFEN");
                continue;
            }
            int colon = indexOfColon(line);
            if (colon > 0 && !MOVE_LINE.matcher(line).matches()) {
                String key = line.substring(0, colon).strip(), val = line.substring(colon + 1).strip();
                switch (key) {
                    case "先手", "下手" -> g.tag("White", val);
                    case "後手", "上手" -> g.tag("Black", val);
                    case "棋戦" -> g.tag("Event", val);
                    case "場所" -> g.tag("Site", val);
                    case "開始日時" -> Shogi.dateAndTime(g, val);
                    case "戦型" -> g.tag("Opening", val);
                    case "手合割" -> {
                        String board = HANDICAPS.get(val);
                        if (board == null) g.problem(lineNo, colon + 2, "unknown handicap '" + val + "'");
                        else if (!val.equals("平手")) {
                            goteFirst = true;
                            g.tag("SetUp", "1");
                            g.tag("FEN", board + "[] b - - 0 1");
                        }
                    }
                    default -> { }
                }
                continue;
            }
            Matcher ml = MOVE_LINE.matcher(line);
            if (!ml.matches()) {
                if (!line.strip().startsWith("手数") && !line.strip().startsWith("まで")) g.problem(lineNo, 1, "not a KIF line: '" + shorten(line.strip()) + "'");
                continue;
            }
            if (g.termination() != null) continue; // after the ending: summary lines
            String digits = ml.group(1); // any length: only its parity counts
            boolean odd = (digits.charAt(digits.length() - 1) - '0') % 2 == 1;
            String mv = ml.group(2).replace("　", "");
            String rest = ml.group(3);
            if (mv.equals("同") && !rest.isBlank()) mv = "同" + rest.strip().split("\\s+")[0];
            int col = line.indexOf(ml.group(2)) + 1;
            // whose move: odd numbers belong to the first mover
            int mover = odd ? (goteFirst ? 1 : 0) : (goteFirst ? 0 : 1);
            String end = ending(mv, mover);
            if (end != null) {
                String[] e = end.split("\\|");
                g.termination(e[0]);
                g.tag("Result", e[0]);
                g.tag("Termination", e[1]);
                continue;
            }
            String expected = Integer.toString(g.moves().size() + 1);
            if (!digits.replaceFirst("^0+(?=\\d)", "").equals(expected))
                g.problem(lineNo, 1, "move number " + shorten(digits) + " where " + expected + " was expected");
            Matcher m = MOVE.matcher(mv);
            if (!m.matches()) { g.problem(lineNo, col, "not a KIF move: '" + shorten(mv) + "'"); continue; }
            String to;
            if (m.group(1) != null) {
                if (last == null) { g.problem(lineNo, col, "同 (same square) before any move"); continue; }
                to = last;
            } else {
                to = Shogi.square(Shogi.digit(m.group(2).charAt(0)), Shogi.digit(m.group(3).charAt(0)));
            }
            String piece = PIECES.get(m.group(4));
            String fsMove;
            if (m.group(6) != null) {
                if (piece.startsWith("+")) { g.problem(lineNo, col, "a promoted piece cannot be dropped"); continue; }
                fsMove = piece + "@" + to;
            } else if (m.group(7) != null) {
                String from = Shogi.square(m.group(7).charAt(0) - '0', m.group(8).charAt(0) - '0');
                fsMove = from + to + ("成".equals(m.group(5)) ? "+" : "");
            } else {
                // without a source square the move needs the position (KI2 style): the drop reading is the only one possible here
                g.problem(lineNo, col, "move without a source square (KI2 style) is not supported: '" + shorten(mv) + "'");
                continue;
            }
            last = to;
            g.moves().add(new RecordedMove(fsMove, lineNo, col, null, mv, digits.replaceFirst("^0+(?=\\d)", ""))); // errors use the KIF's own count
        }
        for (Game x : games) if (x.termination() == null) x.termination("*");
        return games;
    }

    /** "result|termination" when the word ends the game, else null. {@code mover} is who would move. */
    static String ending(String word, int mover) {
        String moverLoses = mover == 0 ? "0-1" : "1-0", moverWins = mover == 0 ? "1-0" : "0-1";
        return switch (word) {
            case "投了" -> moverLoses + "|resignation";
            case "詰み" -> moverLoses + "|checkmate";
            case "切れ負け", "時間切れ" -> moverLoses + "|time forfeit";
            case "反則負け" -> moverLoses + "|illegal move";
            case "反則勝ち" -> moverWins + "|illegal move";
            case "入玉勝ち" -> moverWins + "|entering king declaration";
            case "千日手" -> "1/2-1/2|repetition (sennichite)";
            case "持将棋" -> "1/2-1/2|impasse (jishogi)";
            case "中断", "封じ手" -> "*|interrupted";
            case "不戦勝" -> moverWins + "|forfeit";
            case "不戦敗" -> moverLoses + "|forfeit";
            default -> null;
        };
    }

    private static boolean isHeader(String line) { return indexOfColon(line) > 0 && !MOVE_LINE.matcher(line).matches(); }

    private static int indexOfColon(String line) {
        int a = line.indexOf('：'), b = line.indexOf(':');
        if (a < 0) return b;
        if (b < 0) return a;
        return Math.min(a, b);
    }

    private static void comment(Game g, String c) {
        if (c.isEmpty()) return;
        List<RecordedMove> ms = g.moves();
        if (ms.isEmpty()) g.preComment(g.preComment() == null ? c : g.preComment() + " " + c);
        else {
            RecordedMove last = ms.get(ms.size() - 1);
            ms.set(ms.size() - 1, last.withComment(last.comment() == null ? c : last.comment() + " " + c));
        }
    }

    private static String shorten(String s) { return s.length() <= 30 ? s : s.substring(0, 27) + "..."; }
}
