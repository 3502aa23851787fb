package varia.rules.chu;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A slow, deliberately plain move generator for Chu Shogi, written from the rules (H.G. Muller's
 * and the Chu Shogi Association's descriptions, Wikipedia's piece table) without any engine or
 * notation code: the board is a 12x12 array of piece names ("N", "+O"; upper case for the first
 * player, who moves up the board), a move copies the board, and moves are listed by what they do
 * (from, to, the square captured on the way, the promotion), so a lion reaching a square by
 * several paths counts once. Used only to check the engine's perft counts.
 *
 * <p>Rules encoded, as variants/chu-shogi.yaml reads them: every piece's steps, slides and jumps;
 * the lion (and the promoted kirin) reaches every square within two, jumping; after capturing on
 * a square next to it, it may step once more from there (anywhere but back: a double capture, or
 * capture and move on), or step back to where it started (igui); with an empty square next to it
 * it may step there and back (jitto, a pass). The horned falcon has this power straight forward
 * only, the soaring eagle on its two forward diagonals only: a step, a jump to the second square,
 * a capture on the first then on (or to) the second, igui and jitto on that line. A promotable
 * piece may promote (or not) on a move that starts or ends in the last four ranks. The king and
 * the crown prince are royal; when a side has only one of them left, no move may leave it where
 * an enemy move could capture it. The lion-trading rules of the file's
 * {@code play.lion-trading} (see {@link #tradingAllows}).
 */
final class ChuReference {
    static final int N = 12;
    private static final int[][] ORTH = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}}, DIAG = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    private static final int[] F = {0, 1}, B = {0, -1}, L = {-1, 0}, R = {1, 0}, FL = {-1, 1}, FR = {1, 1}, BL = {-1, -1}, BR = {1, -1};

    /** What a kind of piece does: single steps, unlimited slides, jumps, and its lion power (directions, or all). */
    record Kind(List<int[]> steps, List<int[]> slides, List<int[]> jumps, List<int[]> lionLines, boolean lion) {}

    private static List<int[]> of(int[]... v) { return List.of(v); }

    private static List<int[]> join(int[][]... parts) {
        List<int[]> out = new ArrayList<>();
        for (int[][] p : parts) out.addAll(List.of(p));
        return out;
    }

    private static Kind step(List<int[]> steps) { return new Kind(steps, of(), of(), of(), false); }
    private static Kind slide(List<int[]> slides, List<int[]> steps) { return new Kind(steps, slides, of(), of(), false); }

    static final Map<String, Kind> KINDS = Map.ofEntries(
            Map.entry("K", step(join(ORTH, DIAG))),
            Map.entry("+E", step(join(ORTH, DIAG))),
            Map.entry("Q", slide(join(ORTH, DIAG), of())),
            Map.entry("+X", slide(join(ORTH, DIAG), of())),
            Map.entry("N", new Kind(of(), of(), of(), of(), true)),
            Map.entry("+O", new Kind(of(), of(), of(), of(), true)),
            Map.entry("P", step(of(F))),
            Map.entry("I", step(of(F, B))),
            Map.entry("G", step(of(F, B, L, R, FL, FR))),
            Map.entry("+P", step(of(F, B, L, R, FL, FR))),
            Map.entry("S", step(of(F, FL, FR, BL, BR))),
            Map.entry("C", step(of(F, B, FL, FR))),
            Map.entry("F", step(of(F, B, FL, FR, BL, BR))),
            Map.entry("T", step(of(B, L, R, FL, FR, BL, BR))),
            Map.entry("E", step(of(F, L, R, FL, FR, BL, BR))),
            Map.entry("+I", step(of(F, L, R, FL, FR, BL, BR))),
            Map.entry("O", new Kind(join(DIAG), of(), of(new int[] {0, 2}, new int[] {0, -2}, new int[] {2, 0}, new int[] {-2, 0}), of(), false)),
            Map.entry("X", new Kind(join(ORTH), of(), of(new int[] {2, 2}, new int[] {-2, 2}, new int[] {2, -2}, new int[] {-2, -2}), of(), false)),
            Map.entry("L", slide(of(F), of())),
            Map.entry("A", slide(of(F, B), of())),
            Map.entry("M", slide(of(L, R), of(F, B))),
            Map.entry("+C", slide(of(L, R), of(F, B))),
            Map.entry("V", slide(of(F, B), of(L, R))),
            Map.entry("+S", slide(of(F, B), of(L, R))),
            Map.entry("B", slide(join(DIAG), of())),
            Map.entry("+F", slide(join(DIAG), of())),
            Map.entry("R", slide(join(ORTH), of())),
            Map.entry("+G", slide(join(ORTH), of())),
            Map.entry("H", slide(join(DIAG), join(ORTH))),
            Map.entry("+B", slide(join(DIAG), join(ORTH))),
            Map.entry("D", slide(join(ORTH), join(DIAG))),
            Map.entry("+R", slide(join(ORTH), join(DIAG))),
            Map.entry("+T", slide(of(F, B), join(ORTH, DIAG))),
            Map.entry("+L", slide(of(F, B, FL, FR), of())),
            Map.entry("+A", slide(of(F, B, BL, BR), of())),
            Map.entry("+M", slide(join(DIAG, new int[][] {L, R}), of())),
            Map.entry("+V", slide(join(DIAG, new int[][] {F, B}), of())),
            // horned falcon: bishop, rook sideways and back, lion power straight forward
            Map.entry("+H", new Kind(of(), join(DIAG, new int[][] {L, R, B}), of(), of(F), false)),
            // soaring eagle: rook, bishop backwards, lion power on the forward diagonals
            Map.entry("+D", new Kind(of(), join(ORTH, new int[][] {BL, BR}), of(), of(FL, FR), false)));

    static final Set<String> PROMOTES = Set.of("P", "I", "G", "S", "C", "F", "T", "E", "O", "X", "L", "A", "M", "V", "B", "R", "H", "D");

    /** A position: board[rank][file] (null: empty; names as in the FEN, case gives the side) and the side to move (0 first). */
    record Pos(String[][] board, int side, boolean counterStrike) {}

    /** What a move does: -1 for no square captured on the way; promo null or the promoted name. */
    record Move(int from, int to, int victim, String promo) {}

    static Pos parse(String fen) {
        String[] f = fen.split(" ");
        String[] rows = f[0].split("/");
        String[][] b = new String[N][N];
        for (int r = 0; r < N; r++) {
            String row = rows[r];
            int file = 0;
            for (int i = 0; i < row.length(); ) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    int j = i;
                    while (j < row.length() && Character.isDigit(row.charAt(j))) j++;
                    file += Integer.parseInt(row.substring(i, j));
                    i = j;
                } else if (c == '+') {
                    b[N - 1 - r][file++] = "+" + row.charAt(i + 1);
                    i += 2;
                } else {
                    b[N - 1 - r][file++] = String.valueOf(c);
                    i++;
                }
            }
        }
        return new Pos(b, f[1].equals("w") ? 0 : 1, false);
    }

    private static int side(String piece) { return Character.isUpperCase(piece.charAt(piece.length() - 1)) ? 0 : 1; }
    private static String kind(String piece) { return piece.toUpperCase(); }
    private static boolean on(int f, int r) { return f >= 0 && f < N && r >= 0 && r < N; }
    private static boolean inZone(int side, int rank) { return side == 0 ? rank >= 8 : rank <= 3; }

    /** Every move of the side to move, by effect, without the royal-safety test. */
    static Set<Move> pseudo(Pos p, int side) {
        Set<Move> out = new LinkedHashSet<>();
        String[][] b = p.board();
        for (int r = 0; r < N; r++)
            for (int f = 0; f < N; f++) {
                String pc = b[r][f];
                if (pc == null || side(pc) != side) continue;
                Kind k = KINDS.get(kind(pc));
                int s = side == 0 ? 1 : -1; // the second player's vectors are turned round
                int from = r * N + f;
                List<Move> plain = new ArrayList<>();
                for (int[] v : k.steps()) target(b, side, from, f + s * v[0], r + s * v[1], plain);
                for (int[] v : k.jumps()) target(b, side, from, f + s * v[0], r + s * v[1], plain);
                for (int[] v : k.slides())
                    for (int x = f + s * v[0], y = r + s * v[1]; on(x, y); x += s * v[0], y += s * v[1]) {
                        target(b, side, from, x, y, plain);
                        if (b[y][x] != null) break;
                    }
                if (k.lion()) {
                    for (int dx = -2; dx <= 2; dx++)
                        for (int dy = -2; dy <= 2; dy++) if (dx != 0 || dy != 0) target(b, side, from, f + dx, r + dy, plain);
                    for (int[] v : join(ORTH, DIAG)) lionPower(b, side, f, r, v, true, out);
                }
                for (int[] v : k.lionLines()) {
                    target(b, side, from, f + s * v[0], r + s * v[1], plain);
                    target(b, side, from, f + 2 * s * v[0], r + 2 * s * v[1], plain);
                    lionPower(b, side, f, r, new int[] {s * v[0], s * v[1]}, false, out);
                }
                for (Move m : plain) {
                    out.add(m);
                    int toRank = m.to() / N;
                    if (PROMOTES.contains(kind(pc)) && (inZone(side, r) || inZone(side, toRank)))
                        out.add(new Move(m.from(), m.to(), -1, side == 0 ? "+" + kind(pc) : "+" + kind(pc).toLowerCase()));
                }
            }
        return out;
    }

    /** A move or capture onto (x, y) if that square is on the board and not the mover's own. */
    private static void target(String[][] b, int side, int from, int x, int y, List<Move> out) {
        if (!on(x, y) || b[y][x] != null && side(b[y][x]) == side) return;
        out.add(new Move(from, y * N + x, -1, null));
    }

    /**
     * The lion's double moves through the square next to it in direction v: after a capture there,
     * igui (back home), and a second step on (any direction when {@code anyWay}, else straight on
     * only) to an empty or enemy square; with that square empty, jitto (there and back: a pass).
     */
    private static void lionPower(String[][] b, int side, int f, int r, int[] v, boolean anyWay, Set<Move> out) {
        int x = f + v[0], y = r + v[1], from = r * N + f;
        if (!on(x, y)) return;
        String there = b[y][x];
        if (there == null) {
            out.add(new Move(from, from, -1, null));
            return;
        }
        if (side(there) == side) return;
        int victim = y * N + x;
        out.add(new Move(from, from, victim, null));
        for (int[] w : anyWay ? join(ORTH, DIAG) : List.of(v)) {
            int x2 = x + w[0], y2 = y + w[1];
            if (!on(x2, y2) || x2 == f && y2 == r) continue;
            if (b[y2][x2] != null && side(b[y2][x2]) == side) continue;
            out.add(new Move(from, y2 * N + x2, victim, null));
        }
    }

    static Pos after(Pos p, Move m) {
        String[][] b = new String[N][];
        for (int r = 0; r < N; r++) b[r] = p.board()[r].clone();
        int fr = m.from() / N, ff = m.from() % N, tr = m.to() / N, tf = m.to() % N;
        String pc = b[fr][ff];
        boolean takesLion = isLion(b[tr][tf]) || m.victim() >= 0 && isLion(b[m.victim() / N][m.victim() % N]);
        if (m.victim() >= 0) b[m.victim() / N][m.victim() % N] = null;
        b[fr][ff] = null;
        b[tr][tf] = m.promo() != null ? m.promo() : pc;
        return new Pos(b, 1 - p.side(), takesLion && !isLion(pc));
    }

    private static boolean isLion(String pc) { return pc != null && (kind(pc).equals("N") || kind(pc).equals("+O")); }

    /** An enemy move of the position could take on {@code sq}. */
    private static boolean attacked(Pos q, int sq) {
        for (Move e : pseudo(q, q.side())) if (e.to() == sq || e.victim() == sq) return true;
        return false;
    }

    /**
     * The lion-trading rules: a lion may not take a lion two squares away (the one where it ends)
     * that an enemy move could take back, unless it took something other than a pawn or a go-between
     * on its way; after a non-lion took a lion, the reply may not take a lion with a non-lion.
     */
    private static boolean tradingAllows(Pos p, Move m, Pos q) {
        String[][] b = p.board();
        String mover = b[m.from() / N][m.from() % N], atEnd = m.to() == m.from() ? null : b[m.to() / N][m.to() % N];
        String onWay = m.victim() < 0 ? null : b[m.victim() / N][m.victim() % N];
        if (!isLion(atEnd) && !isLion(onWay)) return true;
        if (!isLion(mover)) return !p.counterStrike();
        int df = Math.abs(m.from() % N - m.to() % N), dr = Math.abs(m.from() / N - m.to() / N);
        if (!isLion(atEnd) || Math.max(df, dr) < 2) return true;
        if (onWay != null && !kind(onWay).equals("P") && !kind(onWay).equals("I")) return true;
        return !attacked(q, m.to());
    }

    private static boolean royal(String pc) { return kind(pc).equals("K") || kind(pc).equals("+E"); }

    /** The legal moves: when the mover then has one royal piece, no enemy move may capture it. */
    static List<Move> legal(Pos p) {
        List<Move> out = new ArrayList<>();
        for (Move m : pseudo(p, p.side())) {
            Pos q = after(p, m);
            if (!tradingAllows(p, m, q)) continue;
            int royals = 0, at = -1;
            for (int r = 0; r < N; r++)
                for (int f = 0; f < N; f++) {
                    String pc = q.board()[r][f];
                    if (pc != null && side(pc) == p.side() && royal(pc)) { royals++; at = r * N + f; }
                }
            if (royals == 1) {
                if (attacked(q, at)) continue;
            }
            out.add(m);
        }
        return out;
    }

    static long perft(Pos p, int depth) {
        List<Move> moves = legal(p);
        if (depth == 1) return moves.size();
        long n = 0;
        for (Move m : moves) n += perft(after(p, m), depth - 1);
        return n;
    }
}
