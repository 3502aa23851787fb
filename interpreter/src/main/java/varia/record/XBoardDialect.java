package varia.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.engine.FenException;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * PGN as XBoard and WinBoard write it, read into Varia's notation. From XBoard's own source
 * (GNU XBoard, github arunpersaud/xboard, commit e5085376: common.h, backend.c, moves.c):
 * <ul>
 * <li>ranks are counted from {@code '1' - (BOARD_HEIGHT == 10)} (common.h, macro {@code ONE}): on a
 *     board of ten ranks (xiangqi) the first rank is {@code 0} and the last {@code 9}, in SAN, its
 *     disambiguation and drops alike (moves.c, {@code CoordsToAlgebraic}); Varia counts 1-10;</li>
 * <li>its piece letters come from the variant's {@code pieceToChar} table (backend.c,
 *     {@code InitPosition}): xiangqi {@code "PH.R.AE..K.C."}, so the horse is {@code H} and the
 *     elephant {@code E} in moves and in the FEN tag (Varia: {@code N}, {@code B}); shogi's table
 *     is Varia's own letters, with promoted pieces as {@code +R};</li>
 * <li>an empty hand is written {@code [-]} in a FEN (backend.c, {@code PositionToFEN}).</li>
 * </ul>
 * A PGN game is read this way when its moves name a square on rank 0, or its FEN tag uses XBoard's
 * letters, or (no square naming rank 10 either) when Varia's reading stops early and this one
 * replays it further; a native record's moves (KIF, ICCS...), already translated, never are.
 */
public final class XBoardDialect {
    private XBoardDialect() {}

    /** XBoard's letter to Varia's, by variant key, where they differ (backend.c's pieceToChar tables). */
    static final Map<String, Map<Character, Character>> LETTERS = Map.of("xiangqi", Map.of('H', 'N', 'E', 'B'));

    private static final Pattern RANK_ZERO = Pattern.compile("(?<![0-9])[a-z]0(?![0-9])");
    private static final Pattern RANK_TEN = Pattern.compile("[a-z]10(?![0-9])");
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");

    /**
     * The game in Varia's notation when XBoard wrote it (a copy: its FEN tag and moves translated,
     * each move keeping its text as written for errors), else the game itself.
     */
    public static Game adapt(Game g, Variant v) {
        for (RecordedMove m : g.moves()) if (m.written() != null) return g; // a native record's moves, already translated
        String fen = g.tag("FEN");
        boolean emptyHand = fen != null && fen.contains("[-]");
        boolean tenRanks = v.ranks() == 10;
        boolean xboard = tenRanks && (anyMove(g, RANK_ZERO) || fen != null && fenHasXBoardLetters(fen, v));
        if (!xboard && tenRanks && !anyMove(g, RANK_TEN)) xboard = shiftedGoesFurther(g, v);
        if (!xboard && !emptyHand) return g;
        Game out = new Game(g.number(), g.line());
        out.tags().putAll(g.tags());
        out.preComment(g.preComment());
        out.termination(g.termination());
        for (Problem p : g.problems()) out.problem(p.line(), p.column(), p.message());
        if (fen != null) out.tag("FEN", fen(fen, v, xboard));
        for (RecordedMove m : g.moves())
            out.moves().add(xboard ? new RecordedMove(move(m.text(), v), m.line(), m.column(), m.comment(), m.asWritten(), m.number()) : m);
        return out;
    }

    /** A move in Varia's notation: ranks counted from 1, Varia's letters. */
    static String move(String text, Variant v) {
        Map<Character, Character> letters = LETTERS.getOrDefault(v.key(), Map.of());
        StringBuilder sb = new StringBuilder();
        for (char c : text.toCharArray()) sb.append(letters.getOrDefault(c, c));
        if (v.ranks() != 10) return sb.toString();
        Matcher m = DIGITS.matcher(sb);
        return m.replaceAll(r -> Integer.toString(Integer.parseInt(r.group()) + 1));
    }

    /** The FEN in Varia's dialect: an empty hand {@code []}, and (when XBoard's) Varia's letters on the board. */
    static String fen(String fen, Variant v, boolean letters) {
        String out = fen.replace("[-]", "[]");
        if (!letters) return out;
        Map<Character, Character> map = LETTERS.getOrDefault(v.key(), Map.of());
        int end = out.indexOf(' ');
        StringBuilder board = new StringBuilder();
        for (char c : (end < 0 ? out : out.substring(0, end)).toCharArray()) {
            Character to = map.get(Character.toUpperCase(c));
            board.append(to == null ? c : Character.isLowerCase(c) ? Character.toLowerCase(to) : to);
        }
        return board + (end < 0 ? "" : out.substring(end));
    }

    private static boolean anyMove(Game g, Pattern p) {
        for (RecordedMove m : g.moves()) if (p.matcher(m.text()).find()) return true;
        return false;
    }

    /** Does the FEN's board use a letter XBoard writes where Varia has another (xiangqi's h, e)? */
    private static boolean fenHasXBoardLetters(String fen, Variant v) {
        Map<Character, Character> map = LETTERS.getOrDefault(v.key(), Map.of());
        String board = fen.strip().split("\\s+")[0];
        for (char c : board.toCharArray()) if (map.containsKey(Character.toUpperCase(c)) && v.pieceByLetter(Character.toUpperCase(c)) == null) return true;
        return false;
    }

    /** Neither rank 0 nor rank 10 is named: the reading that replays more moves decides (Varia's on a tie). */
    private static boolean shiftedGoesFurther(Game g, Variant v) {
        int plain = replayed(g.tag("FEN"), g.moves(), v, false);
        if (plain == g.moves().size()) return false; // Varia's reading replays it all: the usual case, one extra replay
        return replayed(g.tag("FEN"), g.moves(), v, true) > plain;
    }

    private static int replayed(String fen, List<RecordedMove> moves, Variant v, boolean xboard) {
        Position pos;
        try {
            pos = (fen == null || fen.isBlank() ? Position.start(v) : Position.fromFen(v, fen(fen.strip(), v, xboard))).arbitrated(true);
        } catch (FenException | RuntimeException e) {
            return -1;
        }
        List<RecordedMove> list = new ArrayList<>();
        for (RecordedMove m : moves) list.add(xboard ? new RecordedMove(move(m.text(), v), m.line(), m.column(), m.comment()) : m);
        return Replay.moves(pos, list, new MoveParser(new San(v)), null).plies();
    }
}
