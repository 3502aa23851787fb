package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.record.Game;
import varia.record.RecordedMove;

/**
 * GIB janggi records (Korean): tags {@code [대회명 "..."]}, {@code [초대국자 "..."]} (Cho, who moves
 * first: White), {@code [한대국자 "..."]} (Han: Black), {@code [대국일자]}, {@code [대국결과 "초 완승"]}
 * (the first word names the winner: 초/楚 Cho, 한/漢 Han), the formations {@code [초차림 "마상상마"]}
 * and {@code [한차림 ...]}, then numbered moves such as {@code 1. 79졸78} or {@code 2. 41漢兵42}:
 * origin row and file, the piece (Korean or Hanja, optionally with the side), destination row and
 * file, then optional words (a captured piece, 장군 for check); Kakao writes the points with
 * letters, {@code i3卒h3}: file a-i and rank 0-9 from Cho's back row. Rows count from the top (Han's back
 * row 1) to Cho's back row 0; files 1-9 from Cho's left. {@code 한수쉼} is a pass. {@code {...}}
 * comments are skipped; games are separated by blank lines after their moves.
 *
 * <p>Formations name the horse (마) and elephant (상) on files 2, 3, 7 and 8 in ascending file
 * order, for Han as for Cho (files counted from Cho's left): checked against a real GIB file
 * (samples/janggi/gib-2016-hatteomol-cup.gib, whose moves replay only this way). The board tag
 * {@code 판} (a full position, handicap games) is read by {@link GibBoard}. A comment may span
 * lines, blank ones too, and sit between moves on a line; only a blank line outside comments
 * ends a game's moves (real archives comment after move 1 over several lines).
 */
public final class Gib implements RecordFormat {
    @Override public String name() { return "gib"; }
    @Override public String variant() { return "janggi"; }
    @Override public List<String> extensions() { return List.of("gib"); }
    @Override public GameStarts gameStarts() { return GameStarts.PGN; }
    @Override public boolean recognises(Head h) { return h.contains("초대국자", "초차림", "대국결과"); }
    @Override public List<String> fallbackEncodings() { return List.of(varia.io.TextDecoding.KOREAN); }

    /** Stray 0xFF bytes, common in GIB files (padding), are no text: dropped before decoding. */
    @Override public byte[] clean(byte[] bytes) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(bytes.length);
        for (byte b : bytes) if (b != (byte) 0xFF) out.write(b);
        return out.toByteArray();
    }

    private static final Pattern TAG = Pattern.compile("^\\[(\\S+)\\s+\"(.*)\"\\s*\\]\\s*$");
    private static final Pattern MOVE = Pattern.compile("^(\\d)(\\d)(\\D+?)(\\d)(\\d)(\\D*)$");
    /** Kakao's letters: file a-i from Cho's left, rank 0-9 from Cho's back row ({@code i3卒h3}, {@code b9馬c7}). */
    private static final Pattern LETTERS = Pattern.compile("^([a-i])(\\d)(\\D+?)([a-i])(\\d)(\\D*)$");
    private static final String OLD_COORDINATES = "구좌표";
    static final Map<String, String> FORMATIONS = Map.of("마상상마", "nbbn", "상마마상", "bnnb", "상마상마", "bnbn", "마상마상", "nbnb");

    // compiled once: every word of the moves is tested (a move number 12. or a time <35>, both skipped)
    private static final Pattern SPACES = Pattern.compile("\\s+"), SKIPPED = Pattern.compile("\\d+\\.|<\\d*>");

    @Override
    public List<Game> read(String text) {
        List<Game> games = new ArrayList<>();
        Game g = null;
        boolean inMoves = false, inComment = false;
        int lineNo = 0;
        for (String raw : text.split("\\R", -1)) {
            lineNo++;
            String line = raw.replace("\u001a", "").replace("\uFEFF", "");
            // a blank line ends a game's moves; one inside a comment does not
            boolean separator = !inComment && line.isBlank();
            if (inComment || line.indexOf('{') >= 0) {
                // comments become spaces, so the moves around them keep their columns
                StringBuilder kept = new StringBuilder(line.length());
                for (int i = 0; i < line.length(); i++) {
                    char c = line.charAt(i);
                    if (inComment) { inComment = c != '}'; kept.append(' '); }
                    else if (c == '{') { inComment = true; kept.append(' '); }
                    else kept.append(c);
                }
                line = kept.toString();
            }
            if (separator) {
                if (inMoves) { finish(g); g = null; inMoves = false; }
                continue;
            }
            if (line.isBlank()) continue;
            if (g == null) {
                g = new Game(games.size() + 1, lineNo);
                g.tag("Variant", variant());
                games.add(g);
            }
            Matcher t = TAG.matcher(line.strip());
            if (line.strip().startsWith("[")) {
                if (!t.matches()) { g.problem(lineNo, 1, "bad tag line"); continue; }
                tag(g, t.group(1), t.group(2), lineNo);
                continue;
            }
            inMoves = true;
            if (OLD_COORDINATES.equals(g.tag("기보형식"))) continue; // refused at its tag; its moves are not guessed at
            String[] words = SPACES.split(line.strip());
            int col = 0;
            for (String w : words) {
                int at = line.indexOf(w, col);
                col = at + w.length();
                if (SKIPPED.matcher(w).matches()) continue;
                String fs = move(w);
                if (fs == null) {
                    g.problem(lineNo, at + 1, "not a GIB move: '" + w + "'");
                    continue;
                }
                g.moves().add(new RecordedMove(fs, lineNo, at + 1, null, w));
            }
        }
        if (g != null) finish(g);
        return games;
    }

    private static void finish(Game g) {
        if (g == null) return;
        if (g.tag("FEN") == null && (g.tag("초차림") != null || g.tag("한차림") != null)) setup(g);
        else if (g.tag("FEN") != null) { g.tags().remove("초차림"); g.tags().remove("한차림"); }
        if (g.termination() == null) g.termination("*");
    }

    private void tag(Game g, String key, String value, int line) {
        switch (key) {
            case "대회명" -> g.tag("Event", value);
            case "대국장소" -> g.tag("Site", value);
            case "대국일자" -> g.tag("Date", value.replace('-', '.').replace('/', '.'));
            case "회전" -> g.tag("Round", value);
            case "초대국자" -> g.tag("White", value);
            case "한대국자" -> g.tag("Black", value);
            case "대국결과" -> {
                String r = value.isEmpty() ? "" : value.substring(0, 1);
                String res = switch (r) {
                    case "초", "楚" -> "1-0";
                    case "한", "漢" -> "0-1";
                    case "무" -> "1/2-1/2";
                    default -> "*";
                };
                g.termination(res);
                g.tag("Result", res);
                if (value.length() > 1) g.tag("Termination", value.substring(1).strip());
            }
            case "초차림", "초포진" -> g.tag("초차림", value);
            case "한차림", "한포진" -> g.tag("한차림", value);
            case "판" -> GibBoard.read(g, value, line);
            case "기보형식" -> {
                // the old numbering of points (one archive file of 1993 games) is not known well enough to read
                if (value.strip().equals(OLD_COORDINATES)) g.problem(line, 1, "the old coordinates (기보형식 \"구좌표\") are not read: only the usual row-file numbers and Kakao's letters");
                g.tag(key, value.strip());
            }
            default -> g.tag(key, value);
        }
    }

    /** The start position for the formations (default 마상상마), as a FEN tag when it is not the usual one. */
    private static void setup(Game g) {
        String cho = FORMATIONS.get(g.tags().getOrDefault("초차림", "마상상마"));
        String han = FORMATIONS.get(g.tags().getOrDefault("한차림", "마상상마"));
        if (cho == null || han == null) {
            g.problem(g.line(), 1, "unknown formation (마상상마, 상마마상, 상마상마 or 마상마상)");
            return;
        }
        // both formations list files b c g h from file a (Cho's left), as the real files show
        String hanFromA = han;
        String back = "r" + hanFromA.charAt(0) + hanFromA.charAt(1) + "a1a" + hanFromA.charAt(2) + hanFromA.charAt(3) + "r";
        String chosBack = ("r" + cho.charAt(0) + cho.charAt(1) + "a1a" + cho.charAt(2) + cho.charAt(3) + "r").toUpperCase();
        String fen = back + "/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/" + chosBack + " w - - 0 1";
        g.tags().remove("초차림");
        g.tags().remove("한차림");
        if (!fen.startsWith("rnba1abnr/") || !fen.contains("/RNBA1ABNR ")) {
            g.tag("SetUp", "1");
            g.tag("FEN", fen);
        }
    }

    /** One GIB move in Fairy-Stockfish coordinates ({@code pass} for 한수쉼), or null. */
    public static String move(String gib) {
        if (gib.equals("한수쉼") || gib.equals("한수쉼.")) return "pass";
        Matcher l = LETTERS.matcher(gib);
        if (l.matches()) return l.group(1) + (l.group(2).charAt(0) - '0' + 1) + l.group(4) + (l.group(5).charAt(0) - '0' + 1);
        Matcher m = MOVE.matcher(gib);
        if (!m.matches()) return null;
        String from = square(m.group(1).charAt(0) - '0', m.group(2).charAt(0) - '0');
        String to = square(m.group(4).charAt(0) - '0', m.group(5).charAt(0) - '0');
        return from == null || to == null ? null : from + to;
    }

    /** GIB row (1 top .. 9, 0 = 10th) and file (1-9 from Cho's left) to Fairy-Stockfish's square. */
    static String square(int row, int file) {
        if (file < 1 || file > 9) return null;
        int r = row == 0 ? 10 : row;
        return (char) ('a' + file - 1) + Integer.toString(11 - r);
    }
}
