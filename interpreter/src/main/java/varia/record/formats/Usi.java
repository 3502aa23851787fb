package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import varia.record.Game;

/**
 * USI move strings and SFEN positions (shogi engines' protocol): {@code position startpos moves
 * 7g7f 3c3d}, {@code position sfen <sfen> moves ...}, or bare move lists, one game per
 * {@code position} line. Moves become Fairy-Stockfish coordinates: {@code 7g7f} -> {@code c3c4},
 * {@code 8h2b+} -> {@code b2h8+}, {@code P*5e} -> {@code P@e5}.
 */
public final class Usi implements RecordFormat {
    @Override public String name() { return "usi"; }
    @Override public String variant() { return "shogi"; }
    /** One game a line. */
    @Override public GameStarts gameStarts() {
        return (line, previous) -> line.startsWith("position") || line.startsWith("sfen") || line.startsWith("startpos");
    }
    @Override public List<String> extensions() { return List.of("usi", "sfen"); }
    @Override public boolean recognises(Head h) { return h.anyLine("(position|sfen) .*"); }

    // compiled once: every line and every move is tested against them
    private static final Pattern LINE_BREAK = Pattern.compile("\\R"), SPACES = Pattern.compile("\\s+"), DIGITS = Pattern.compile("\\d+"),
            DROP = Pattern.compile("[PLNSGBRK]\\*[1-9][a-i]"), STEP = Pattern.compile("[1-9][a-i][1-9][a-i]\\+?");

    @Override
    public List<Game> read(String text) {
        List<Game> games = new ArrayList<>();
        int lineNo = 0;
        Game current = null;
        for (String raw : LINE_BREAK.split(text, -1)) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            String[] w = SPACES.split(line);
            int i = 0;
            if (w[0].equals("position") || w[0].equals("sfen") || w[0].equals("startpos") || current == null) {
                current = new Game(games.size() + 1, lineNo);
                current.tag("Variant", variant());
                games.add(current);
                if (w[i].equals("position")) i++;
                if (i < w.length && w[i].equals("startpos")) i++;
                else if (i < w.length && w[i].equals("sfen")) {
                    if (w.length < i + 4) {
                        current.problem(lineNo, 1, "sfen needs board, side to move and hands");
                        continue;
                    }
                    String fen = sfenToFen(w[i + 1], w[i + 2], w[i + 3], i + 4 < w.length ? w[i + 4] : "1");
                    if (fen == null) current.problem(lineNo, 1, "bad SFEN: " + varia.io.Printable.shorten(String.join(" ", w)));
                    else if (!fen.startsWith(Shogi.START_BOARD + "[] w")) { current.tag("SetUp", "1"); current.tag("FEN", fen); }
                    i += 4;
                    if (i < w.length && DIGITS.matcher(w[i]).matches()) i++;
                }
            }
            if (i < w.length && w[i].equals("moves")) i++;
            int col = 1;
            for (; i < w.length; i++) {
                String mv = move(w[i]);
                if (mv == null) current.problem(lineNo, line.indexOf(w[i]) + 1, "not a USI move: '" + w[i] + "'");
                else current.moves().add(new varia.record.RecordedMove(mv, lineNo, line.indexOf(w[i]) + col, null, w[i]));
            }
        }
        for (Game g : games) if (g.termination() == null) g.termination("*");
        return games;
    }

    /** One USI move in Fairy-Stockfish coordinates, or null. */
    public static String move(String usi) {
        if (DROP.matcher(usi).matches()) {
            return usi.charAt(0) + "@" + Shogi.square(usi.charAt(2) - '0', usi.charAt(3) - 'a' + 1);
        }
        if (STEP.matcher(usi).matches()) {
            String from = Shogi.square(usi.charAt(0) - '0', usi.charAt(1) - 'a' + 1);
            String to = Shogi.square(usi.charAt(2) - '0', usi.charAt(3) - 'a' + 1);
            return from + to + (usi.endsWith("+") ? "+" : "");
        }
        return null;
    }

    /** SFEN (board, side b/w, hands like {@code 2Pp} or {@code -}) to Fairy-Stockfish's FEN, or null. */
    public static String sfenToFen(String board, String side, String hands, String moveNo) {
        if (!board.matches("[1-9plnsgbrkPLNSGBRK+/]+") || board.split("/", -1).length != 9) return null;
        if (!side.equals("b") && !side.equals("w")) return null;
        StringBuilder hand = new StringBuilder();
        if (!hands.equals("-")) {
            int count = 0;
            for (char c : hands.toCharArray()) {
                if (Character.isDigit(c)) count = count * 10 + (c - '0');
                else if ("PLNSGBRplnsgbr".indexOf(c) >= 0) {
                    hand.append(String.valueOf(c).repeat(Math.max(1, count)));
                    count = 0;
                } else return null;
            }
        }
        int ply = 1;
        try { ply = Integer.parseInt(moveNo); } catch (NumberFormatException ignored) { }
        // SFEN counts plies from 1; FEN counts full moves
        int full = (ply + 1) / 2;
        return board + "[" + sortHand(hand.toString()) + "] " + (side.equals("b") ? "w" : "b") + " - - 0 " + Math.max(1, full);
    }

    static String sortHand(String h) {
        StringBuilder up = new StringBuilder(), low = new StringBuilder();
        for (char c : h.toCharArray()) (Character.isUpperCase(c) ? up : low).append(c);
        return up.toString() + low;
    }
}
