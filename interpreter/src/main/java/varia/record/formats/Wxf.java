package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.record.Game;

/**
 * WXF xiangqi notation ({@code C2.5}, {@code H8+7}, {@code R1-2}, tandem pieces {@code R+.3},
 * {@code C--1}) in PGN-shaped files ({@code [Format "WXF"]}). WXF is relative to the mover: files
 * are counted from the mover's right, {@code +} is forward, {@code -} backward, {@code .} (or
 * {@code =}) along the rank; the last digit is the new file, or for straight moves forward or back
 * the number of steps. Translating needs the piece positions, so this class tracks a board (no
 * legality: the engine checks that). Letters: K (G), A, E (B), H (N), R, C, P.
 * Also read: the tandem form with the sign first ({@code +P+1}), full-width characters
 * ({@code Ｃ２＝５}) and move pairs without a space between them ({@code C2=5H8+7}).
 * Not read: the multi-pawn forms that start with a digit ({@code 3+.4}) or double signs ({@code ++.4}).
 */
public final class Wxf implements RecordFormat {
    @Override public String name() { return "wxf"; }
    @Override public String variant() { return "xiangqi"; }
    @Override public List<String> extensions() { return List.of("wxf"); }
    @Override public GameStarts gameStarts() { return GameStarts.PGN; }

    /**
     * A {@code Format "WXF"} tag, or PGN-shaped text whose every move is a WXF move ({@code C2.5},
     * {@code H8+7}, {@code +P+1}, full-width, or two glued together): no other notation has a
     * piece letter, a digit or sign, a sign and a digit.
     */
    @Override public boolean recognises(Head h) {
        return "WXF".equalsIgnoreCase(h.tag("Format")) || h.movetextAll(Wxf::isMoves, w -> true, 1, variant());
    }

    /** One word of movetext that is one or two WXF moves. */
    static boolean isMoves(String word) {
        for (String m : normalize(word).split(" ")) {
            String u = m.toUpperCase(java.util.Locale.ROOT);
            if (!MOVE.matcher(u).matches() && !PREFIXED.matcher(u).matches()) return false;
        }
        return true;
    }

    private static final Pattern MOVE = Pattern.compile("([KGAEBHNRCP])([1-9+\\-])([+\\-.=])([1-9])");
    /** Tandem pieces with the sign first ({@code +P+1}, {@code -R=7}), as xqdb-style files write them. */
    private static final Pattern PREFIXED = Pattern.compile("([+\\-])([KGAEBHNRCP])([+\\-.=])([1-9])");
    /** Between two moves written without a space ({@code C2=5H8+7}). */
    private static final Pattern GLUED = Pattern.compile("(?<=[+\\-=.][1-9])(?=[+\\-]?[KGAEBHNRCP][1-9+\\-=.])");

    /**
     * Full-width forms ({@code Ｃ２＝５}) become ASCII (NFKC) and glued move pairs are split,
     * outside tag lines.
     */
    static String normalize(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (String line : text.split("\\R", -1)) {
            if (sb.length() > 0) sb.append('\n');
            if (line.stripLeading().startsWith("[")) { sb.append(line); continue; }
            String l = java.text.Normalizer.normalize(line, java.text.Normalizer.Form.NFKC);
            sb.append(GLUED.matcher(l).replaceAll(" "));
        }
        return sb.toString();
    }

    /** Board state: [rank 0-9 from Red][file 0-8 from Red's left], FS letters (upper Red), 0 empty. */
    static final class Board {
        final char[][] sq = new char[10][9];
        int side; // 0 Red, 1 Black

        static Board of(String fen) {
            Board b = new Board();
            String[] parts = fen.strip().split("\\s+");
            String[] rows = parts[0].split("/");
            if (rows.length != 10) return null;
            for (int r = 0; r < 10; r++) {
                int f = 0;
                for (char c : rows[9 - r].toCharArray()) {
                    if (Character.isDigit(c)) f += c - '0';
                    else { if (f > 8) return null; b.sq[r][f++] = c; }
                }
                if (f != 9) return null;
            }
            b.side = parts.length > 1 && parts[1].equals("b") ? 1 : 0;
            return b;
        }

        int fileOf(int n) { return side == 0 ? 9 - n : n - 1; }
        int dir() { return side == 0 ? 1 : -1; }
    }

    @Override
    public List<Game> read(String text) {
        return Xiangqi.read(normalize(text), variant(), new Xiangqi.Translator() {
            @Override public Object start(Game g) {
                String fen = g.tag("FEN");
                Board b = Board.of(fen == null ? Xiangqi.START_FEN : fen);
                if (b == null) g.problem(g.line(), 1, "FEN tag is not a xiangqi position");
                return b;
            }
            @Override public String translate(Object state, String move, String[] why) {
                if (state == null) { why[0] = "no position"; return null; }
                return Wxf.translate((Board) state, move, why);
            }
        });
    }

    /** One WXF move in Fairy-Stockfish coordinates, made on the board; null with the reason. */
    public static String translate(Board b, String move, String[] why) {
        String text = move.strip().toUpperCase(java.util.Locale.ROOT);
        Matcher p = PREFIXED.matcher(text);
        if (p.matches()) text = p.group(2) + p.group(1) + p.group(3) + p.group(4); // +P+1 is P++1
        Matcher m = MOVE.matcher(text);
        if (!m.matches()) { why[0] = "not a WXF move (like C2.5 or H8+7)"; return null; }
        char type = switch (m.group(1).charAt(0)) {
            case 'G' -> 'K';
            case 'B' -> 'E';
            case 'N' -> 'H';
            default -> m.group(1).charAt(0);
        };
        char fs = switch (type) { case 'K' -> 'k'; case 'A' -> 'a'; case 'E' -> 'b'; case 'H' -> 'n'; case 'R' -> 'r'; case 'C' -> 'c'; default -> 'p'; };
        char mine = b.side == 0 ? Character.toUpperCase(fs) : fs;
        char where = m.group(2).charAt(0), op = m.group(3).charAt(0);
        int n = m.group(4).charAt(0) - '0';
        List<int[]> cands = new ArrayList<>();
        for (int r = 0; r < 10; r++) for (int f = 0; f < 9; f++) if (b.sq[r][f] == mine) cands.add(new int[] {r, f});
        if (Character.isDigit(where)) {
            int file = b.fileOf(where - '0');
            cands.removeIf(c -> c[1] != file);
        } else {
            // tandem: the file holding two or more of them; front = furthest forward for the mover
            int tandem = -1;
            for (int f = 0; f < 9; f++) {
                int k = 0;
                for (int[] c : cands) if (c[1] == f) k++;
                if (k >= 2) { if (tandem >= 0) { why[0] = "two files have tandem pieces: say the file"; return null; } tandem = f; }
            }
            if (tandem < 0) { why[0] = "no two such pieces on one file"; return null; }
            int tf = tandem;
            cands.removeIf(c -> c[1] != tf);
            cands.sort((x, y) -> Integer.compare(y[0] * b.dir(), x[0] * b.dir()));
            int[] pick = where == '+' ? cands.get(0) : cands.get(cands.size() - 1);
            cands = new ArrayList<>(List.of(pick));
        }
        if (cands.isEmpty()) { why[0] = "no such piece on that file"; return null; }
        List<int[]> found = new ArrayList<>();
        for (int[] c : cands) {
            int[] to = destination(b, type, c, op, n);
            if (to != null && to[0] >= 0 && to[0] < 10 && to[1] >= 0 && to[1] < 9 && confined(b, type, to))
                found.add(new int[] {c[0], c[1], to[0], to[1]});
        }
        if (found.isEmpty()) { why[0] = "the piece cannot move so"; return null; }
        if (found.size() > 1) {
            // two pieces on one file that could both move so: WXF would have used + or -
            why[0] = "ambiguous: two such pieces on that file (use + or -)";
            return null;
        }
        int[] mv = found.get(0);
        b.sq[mv[2]][mv[3]] = b.sq[mv[0]][mv[1]];
        b.sq[mv[0]][mv[1]] = 0;
        b.side ^= 1;
        return Xiangqi.square(mv[1], mv[0]) + Xiangqi.square(mv[3], mv[2]);
    }

    /**
     * Elephants stay on their side of the river and advisors (and the king) in the palace, so two
     * of them on one file never need + or -: the one whose move stays inside is meant.
     */
    static boolean confined(Board b, char type, int[] to) {
        int own = b.side == 0 ? to[0] : 9 - to[0]; // rank counted from the mover's side
        return switch (type) {
            case 'E' -> own <= 4;
            case 'A', 'K' -> own <= 2 && to[1] >= 3 && to[1] <= 5;
            default -> true;
        };
    }

    static int[] destination(Board b, char type, int[] from, char op, int n) {
        int r = from[0], f = from[1], dir = b.dir();
        switch (type) {
            case 'K', 'R', 'C', 'P' -> {
                if (op == '.' || op == '=') return new int[] {r, b.fileOf(n)};
                return new int[] {r + (op == '+' ? dir : -dir) * n, f};
            }
            default -> {
                if (op == '.' || op == '=') return null;
                int tf = b.fileOf(n), df = Math.abs(tf - f);
                int dr = switch (type) {
                    case 'H' -> df == 1 ? 2 : df == 2 ? 1 : -1;
                    case 'E' -> df == 2 ? 2 : -1;
                    default -> df == 1 ? 1 : -1; // A
                };
                if (dr < 0) return null;
                return new int[] {r + (op == '+' ? dir : -dir) * dr, tf};
            }
        }
    }
}
