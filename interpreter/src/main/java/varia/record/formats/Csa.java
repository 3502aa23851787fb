package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import varia.record.Game;
import varia.record.RecordedMove;

/**
 * CSA shogi records: {@code N+}/{@code N-} player names, {@code $EVENT:} and other {@code $}
 * fields, the position ({@code PI} with optional removals, or {@code P1}..{@code P9} rows and
 * {@code P+}/{@code P-} pieces in hand) and the side to move ({@code +}/{@code -}), moves like
 * {@code +7776FU} (destination piece code: a promotion shows as a changed code) and {@code +0055KA}
 * (drops), statements separated by commas, {@code T} times and {@code '} comments, and the
 * endings {@code %TORYO %TSUMI %TIME_UP %ILLEGAL_MOVE %+ILLEGAL_ACTION %-ILLEGAL_ACTION %KACHI
 * %SENNICHITE %JISHOGI %HIKIWAKE %CHUDAN}. Several games separated by {@code /} lines.
 * The board is tracked only to see promotions; legality is the engine's job.
 */
public final class Csa implements RecordFormat {
    @Override public String name() { return "csa"; }
    @Override public String variant() { return "shogi"; }
    @Override public List<String> extensions() { return List.of("csa"); }
    /** Games are separated by a line {@code /}. */
    @Override public GameStarts gameStarts() { return (line, previous) -> previous != null && previous.strip().equals("/"); }
    @Override public boolean recognises(Head h) { return h.anyLine("[+-]\\d{4}[A-Z]{2}.*|PI.*|V[23](\\.\\d)?"); }
    @Override public List<String> fallbackEncodings() { return List.of(varia.io.TextDecoding.SHIFT_JIS, varia.io.TextDecoding.EUC_JP); }

    // compiled once: a statement is tested against them on every line of every game
    private static final Pattern LINE_BREAK = Pattern.compile("\\R"), ROW = Pattern.compile("P[1-9].*"),
            MOVE = Pattern.compile("[+-]\\d{4}[A-Z]{2}"), CELL = Pattern.compile("[+-][A-Z]{2}");

    /** Per-game state while reading. */
    private static final class State {
        final Game game;
        final String[][] board = new String[10][10]; // [file][rank], CSA codes with side prefix, or null
        final StringBuilder hands = new StringBuilder();
        boolean setup = true, custom, sideGiven;
        int restTo = -1; // the side that takes every piece not placed ({@code 00AL}), or -1
        int sideToMove = 0; // 0 sente (+), 1 gote (-)
        int moves;
        State(Game g) { game = g; }
    }

    @Override
    public List<Game> read(String text) {
        List<Game> games = new ArrayList<>();
        State st = null;
        int lineNo = 0;
        for (String raw : LINE_BREAK.split(text, -1)) {
            lineNo++;
            if (raw.strip().equals("/")) { if (st != null) finish(st); st = null; continue; }
            if (raw.isBlank()) continue;
            if (st == null) {
                st = new State(new Game(games.size() + 1, lineNo));
                st.game.tag("Variant", variant());
                games.add(st.game);
            }
            if (raw.startsWith("'")) {
                comment(st, raw.substring(1).strip());
                continue;
            }
            String body = raw;
            int quote = raw.startsWith("P") ? -1 : raw.indexOf(",'");
            if (quote >= 0) { // a comment after the statements (v2.2 allows it after a comma)
                comment(st, raw.substring(quote + 2).strip());
                body = raw.substring(0, quote);
            }
            int from = 0;
            for (String stmt : body.startsWith("P") ? new String[] {body} : body.split(",")) {
                int at = body.indexOf(stmt, from);
                from = at + stmt.length();
                statement(st, stmt.strip(), lineNo, at + 1 + (stmt.length() - stmt.stripLeading().length()));
            }
        }
        if (st != null) finish(st);
        return games;
    }

    private static void comment(State st, String c) {
        if (c.startsWith("*")) c = c.substring(1).strip();
        if (c.isEmpty()) return;
        List<RecordedMove> ms = st.game.moves();
        if (ms.isEmpty()) st.game.preComment(st.game.preComment() == null ? c : st.game.preComment() + " " + c);
        else {
            RecordedMove last = ms.get(ms.size() - 1);
            ms.set(ms.size() - 1, last.withComment(last.comment() == null ? c : last.comment() + " " + c));
        }
    }

    private void statement(State st, String s, int line, int col) {
        Game g = st.game;
        if (s.isEmpty()) return;
        if (s.startsWith("V")) return; // version
        if (s.startsWith("N+")) { g.tag("White", s.substring(2)); return; }
        if (s.startsWith("N-")) { g.tag("Black", s.substring(2)); return; }
        if (s.startsWith("$")) {
            int k = s.indexOf(':');
            String key = k < 0 ? s.substring(1) : s.substring(1, k), val = k < 0 ? "" : s.substring(k + 1);
            switch (key) {
                case "EVENT" -> g.tag("Event", val);
                case "SITE" -> g.tag("Site", val);
                case "START_TIME" -> Shogi.dateAndTime(g, val);
                case "OPENING" -> g.tag("Opening", val);
                default -> { }
            }
            return;
        }
        if (s.startsWith("T")) return; // time spent
        if (s.startsWith("PI")) { hirate(st, s.substring(2), line, col); return; }
        if (ROW.matcher(s).matches()) { row(st, s, line, col); return; }
        if (s.startsWith("P+") || s.startsWith("P-")) { pieces(st, s, line, col); return; }
        if (s.equals("+") || s.equals("-")) {
            st.sideToMove = s.equals("+") ? 0 : 1;
            st.sideGiven = true;
            return;
        }
        if (s.startsWith("%")) { ending(st, s, line, col); return; }
        if (MOVE.matcher(s).matches()) { move(st, s, line, col); return; }
        g.problem(line, col, "not a CSA statement: '" + (s.length() > 30 ? s.substring(0, 30) + "..." : s) + "'");
    }

    private void hirate(State st, String removals, int line, int col) {
        String[] back = {"KY", "KE", "GI", "KI", "OU", "KI", "GI", "KE", "KY"};
        for (int f = 1; f <= 9; f++) {
            st.board[f][1] = "-" + back[9 - f];
            st.board[f][3] = "-FU";
            st.board[f][7] = "+FU";
            st.board[f][9] = "+" + back[9 - f];
        }
        st.board[2][2] = "-KA";
        st.board[8][2] = "-HI";
        st.board[8][8] = "+KA";
        st.board[2][8] = "+HI";
        for (int i = 0; i + 4 <= removals.length(); i += 4) {
            int f = removals.charAt(i) - '0', r = removals.charAt(i + 1) - '0';
            if (f < 1 || f > 9 || r < 1 || r > 9) { st.game.problem(line, col + 2 + i, "bad square in PI"); continue; }
            st.board[f][r] = null;
            st.custom = true;
        }
    }

    private void row(State st, String s, int line, int col) {
        int r = s.charAt(1) - '0';
        String cells = s.substring(2);
        for (int k = 0; k < 9; k++) {
            int f = 9 - k;
            String cell = 3 * k + 3 <= cells.length() ? cells.substring(3 * k, 3 * k + 3) : " * ";
            if (cell.equals(" * ") || cell.isBlank()) st.board[f][r] = null;
            else if (CELL.matcher(cell).matches() && Shogi.CSA.containsKey(cell.substring(1))) st.board[f][r] = cell;
            else st.game.problem(line, col + 2 + 3 * k, "bad cell '" + cell + "'");
        }
        st.custom = true;
    }

    private void pieces(State st, String s, int line, int col) {
        String side = s.substring(1, 2);
        for (int i = 2; i + 4 <= s.length(); i += 4) {
            String sq = s.substring(i, i + 2), code = s.substring(i + 2, i + 4);
            String letter = Shogi.CSA.get(code);
            if (letter == null && !code.equals("AL")) { st.game.problem(line, col + i, "bad piece '" + code + "'"); continue; }
            if (sq.equals("00") && code.equals("AL")) { st.restTo = side.equals("+") ? 0 : 1; st.custom = true; continue; }
            if (sq.equals("00")) {
                st.hands.append(side.equals("+") ? letter : letter.toLowerCase());
            } else {
                int f = sq.charAt(0) - '0', r = sq.charAt(1) - '0';
                if (f < 1 || f > 9 || r < 1 || r > 9) { st.game.problem(line, col + i, "bad square '" + sq + "'"); continue; }
                st.board[f][r] = side + code;
            }
        }
        st.custom = true;
    }

    private void move(State st, String s, int line, int col) {
        Game g = st.game;
        if (st.setup) endSetup(st);
        int side = s.charAt(0) == '+' ? 0 : 1;
        int ff = s.charAt(1) - '0', fr = s.charAt(2) - '0', tf = s.charAt(3) - '0', tr = s.charAt(4) - '0';
        String code = s.substring(5);
        String letter = Shogi.CSA.get(code);
        String to = Shogi.square(tf, tr);
        if (letter == null || to == null) { g.problem(line, col, "bad move '" + s + "'"); return; }
        if (side != (st.sideToMove + st.moves) % 2) g.problem(line, col, "move by the wrong side: '" + s + "'");
        String text;
        if (ff == 0 && fr == 0) {
            if (letter.startsWith("+")) { g.problem(line, col, "a promoted piece cannot be dropped: '" + s + "'"); return; }
            text = letter + "@" + to;
        } else {
            String from = Shogi.square(ff, fr);
            if (from == null) { g.problem(line, col, "bad square in '" + s + "'"); return; }
            String before = st.board[ff][fr];
            boolean promotes = before != null && !Shogi.CSA.get(before.substring(1)).startsWith("+") && letter.startsWith("+");
            text = from + to + (promotes ? "+" : "");
            st.board[ff][fr] = null;
        }
        st.board[tf][tr] = (side == 0 ? "+" : "-") + code;
        st.moves++;
        g.moves().add(new RecordedMove(text, line, col, null, s));
    }

    private void endSetup(State st) {
        st.setup = false;
        if (st.restTo >= 0) rest(st);
        if (st.custom || st.hands.length() > 0 || st.sideToMove == 1) {
            String fen = fen(st);
            if (!fen.startsWith(Shogi.START_BOARD + "[] w")) {
                st.game.tag("SetUp", "1");
                st.game.tag("FEN", fen);
            }
        }
    }

    /** {@code P-00AL}: the side takes every piece of the set (18 pawns, 4 each of L N S G, 2 B, 2 R) not on the board or in a hand. */
    private static void rest(State st) {
        String base = "PLNSGBR";
        int[] left = {18, 4, 4, 4, 4, 2, 2};
        for (int f = 1; f <= 9; f++)
            for (int r = 1; r <= 9; r++) {
                String c = st.board[f][r];
                if (c == null) continue;
                String l = Shogi.CSA.get(c.substring(1)).replace("+", "");
                int k = base.indexOf(l);
                if (k >= 0) left[k]--;
            }
        for (char c : st.hands.toString().toCharArray()) {
            int k = base.indexOf(Character.toUpperCase(c));
            if (k >= 0) left[k]--;
        }
        for (int k = 0; k < 7; k++)
            for (int n = 0; n < left[k]; n++) st.hands.append(st.restTo == 0 ? base.charAt(k) : Character.toLowerCase(base.charAt(k)));
    }

    /** The tracked position as Fairy-Stockfish's shogi FEN. */
    static String fen(State st) {
        StringBuilder sb = new StringBuilder();
        for (int r = 1; r <= 9; r++) {
            int empty = 0;
            for (int f = 9; f >= 1; f--) {
                String c = st.board[f][r];
                if (c == null) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                String l = Shogi.CSA.get(c.substring(1));
                sb.append(c.charAt(0) == '+' ? l : l.toLowerCase());
            }
            if (empty > 0) sb.append(empty);
            if (r < 9) sb.append('/');
        }
        return sb + "[" + Usi.sortHand(st.hands.toString()) + "] " + (st.sideToMove == 0 ? "w" : "b") + " - - 0 1";
    }

    private void ending(State st, String s, int line, int col) {
        if (st.setup) endSetup(st);
        Game g = st.game;
        if (g.termination() != null) return; // a second ending (some logs repeat %KACHI): the first counts
        int mover = (st.sideToMove + st.moves) % 2; // side to move when the ending is written
        String moverLoses = mover == 0 ? "0-1" : "1-0", moverWins = mover == 0 ? "1-0" : "0-1";
        String result;
        String term;
        switch (s) {
            case "%TORYO" -> { result = moverLoses; term = "resignation"; }
            case "%TSUMI" -> { result = moverLoses; term = "checkmate"; }
            case "%TIME_UP" -> { result = moverLoses; term = "time forfeit"; }
            case "%ILLEGAL_MOVE" -> { result = moverLoses; term = "illegal move"; }
            case "%+ILLEGAL_ACTION" -> { result = "0-1"; term = "illegal action"; }
            case "%-ILLEGAL_ACTION" -> { result = "1-0"; term = "illegal action"; }
            case "%KACHI" -> { result = moverWins; term = "entering king declaration"; }
            case "%SENNICHITE" -> { result = "1/2-1/2"; term = "repetition (sennichite)"; }
            case "%JISHOGI", "%HIKIWAKE" -> { result = "1/2-1/2"; term = "draw"; }
            case "%MAX_MOVES" -> { result = "1/2-1/2"; term = "move limit"; }
            case "%CHUDAN", "%MATTA", "%ERROR" -> { result = "*"; term = "interrupted"; }
            case "%FUZUMI" -> { result = "*"; term = "no mate (不詰)"; }
            default -> { g.problem(line, col, "unknown ending '" + s + "'"); return; }
        }
        g.termination(result);
        g.tag("Result", result);
        g.tag("Termination", term);
    }

    private void finish(State st) {
        if (st.setup) endSetup(st);
        if (st.game.termination() == null) st.game.termination("*");
    }
}
