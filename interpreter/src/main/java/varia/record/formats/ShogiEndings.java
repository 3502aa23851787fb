package varia.record.formats;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How KIF and KI2 records end: a word in a move's place ({@code 95 投了}: the side that would make
 * move 95 resigns), a line naming a side ({@code 後手時間切れ}, {@code 先手の反則負け}, Shogi Club
 * 24's {@code 2 先手 反則負け}) and the summary line ({@code まで94手で後手の勝ち},
 * {@code まで105手で時間切れにより先手の勝ち}). Each becomes a PGN result (sente is White) and the
 * reason for the Termination tag; none is refused.
 */
final class ShogiEndings {
    private ShogiEndings() {}

    /** A result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}) and its reason. */
    record Ending(String result, String termination) {}

    private static String wins(int side) { return side == 0 ? "1-0" : "0-1"; }
    private static String loses(int side) { return side == 0 ? "0-1" : "1-0"; }

    /** A word written in a move's place; {@code mover} would have made that move. Null when the word ends nothing. */
    static Ending word(String word, int mover) {
        return switch (word) {
            case "投了" -> new Ending(loses(mover), "resignation");
            case "詰み", "詰" -> new Ending(loses(mover), "checkmate");
            case "切れ負け", "時間切れ", "時間切れ負け" -> new Ending(loses(mover), "time forfeit");
            case "反則負け" -> new Ending(loses(mover), "illegal move");
            case "反則勝ち" -> new Ending(wins(mover), "illegal move");
            case "入玉勝ち", "宣言勝ち", "勝ち宣言", "入玉宣言" -> new Ending(wins(mover), "entering king declaration");
            case "千日手" -> new Ending("1/2-1/2", "repetition (sennichite)");
            case "持将棋" -> new Ending("1/2-1/2", "impasse (jishogi)");
            case "引き分け", "引分け", "引分" -> new Ending("1/2-1/2", "draw");
            case "中断", "封じ手" -> new Ending("*", "interrupted");
            case "不詰" -> new Ending("*", "no mate (不詰)");
            case "不戦勝" -> new Ending(wins(mover), "forfeit");
            case "不戦敗" -> new Ending(loses(mover), "forfeit");
            default -> null;
        };
    }

    private static final Pattern BLANKS = Pattern.compile("[\\s　]"); // compiled once: every line is tested
    private static final Pattern NAMED = Pattern.compile(
            "(?:まで(\\d+)手で)?(時間切れにより)?(先手|後手|下手|上手|▲|△|☗|☖)の?(勝ち|負け|反則勝ち|反則負け|時間切れ|切れ負け|時間切れ負け|投了|詰み|入玉勝ち|宣言勝ち|不戦勝|不戦敗)");
    private static final Pattern SUMMARY = Pattern.compile("まで(\\d+)手(?:目)?で?(.*)");

    /** Sente (0) or gote (1) as a record names them (下手 is sente, 上手 gote, in handicap games). */
    static int side(String name) { return "先手下手▲☗".contains(name) ? 0 : 1; }

    /**
     * A line that says how the game ended, with or without a side's name; {@code mover} is the
     * side to move after the moves read, {@code startSide} the side that moved first (a summary's
     * count of moves, {@code まで108手}, says who was to move). Null when the line says nothing of an ending.
     */
    static Ending sentence(String line, int mover, int startSide) {
        String s = BLANKS.matcher(line).replaceAll("");
        Matcher m = NAMED.matcher(s);
        if (m.matches()) {
            int side = side(m.group(3));
            boolean time = m.group(2) != null;
            return switch (m.group(4)) {
                case "勝ち" -> new Ending(wins(side), time ? "time forfeit" : "resignation");
                case "負け" -> new Ending(loses(side), time ? "time forfeit" : "resignation");
                case "反則勝ち" -> new Ending(wins(side), "illegal move");
                case "反則負け" -> new Ending(loses(side), "illegal move");
                case "時間切れ", "切れ負け", "時間切れ負け" -> new Ending(loses(side), "time forfeit");
                case "投了" -> new Ending(loses(side), "resignation");
                case "詰み" -> new Ending(loses(side), "checkmate");
                case "入玉勝ち", "宣言勝ち" -> new Ending(wins(side), "entering king declaration");
                case "不戦勝" -> new Ending(wins(side), "forfeit");
                default -> new Ending(loses(side), "forfeit");
            };
        }
        Matcher sum = SUMMARY.matcher(s);
        if (sum.matches()) {
            String n = sum.group(1);
            int side = n.length() > 6 ? mover : (startSide + Integer.parseInt(n)) % 2;
            return word(sum.group(2), side);
        }
        return null;
    }

    /** True for a summary line ({@code まで...}), which may end the game or only repeat how it ended. */
    static boolean isSummary(String line) { return line.strip().startsWith("まで"); }
}
