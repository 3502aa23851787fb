package varia.rules.hia;

import java.util.ArrayList;
import java.util.List;

/**
 * A slow, deliberately plain move generator for Hiashatar, written from the rules (seed 000 and
 * rules-notes) without any engine code, for the default options and the zone readings below: the board is a 10x10 char array
 * ('.' empty, upper case White), a move makes a new copy of the board, and a side is in check
 * when one of the opponent's generated captures lands on its king. Used only to check the
 * engine's perft counts.
 *
 * <p>Rules encoded: K steps one square; Q, R, B slide; N leaps; H (Hia) slides one or two squares in
 * the 8 directions and never checks. Every square next to a Hia is in its zone, which stops the
 * slides of the Hia's enemies: a slide (queen, rook, bishop, Hia) ends on the first zone square it
 * reaches, where it may still move or capture. Pawns step one square forward, capture one square
 * diagonally forward, and from their first rank step two or three squares over empty squares,
 * zones or not (seed 000 names only the sliders); with {@code stepsStopped} (the option
 * zone-stops=slides-and-lame-leaps) a zone square on the way ends those steps too. After such a
 * step the opponent's pawn may capture en passant on any square it passed. Pawns promote to a queen
 * on the last rank. No move captures a king; no castling.
 *
 * <p>The zone readings of option {@code zone}: {@code all} (Kisliouk, Winther's friend-and-foe
 * version) stops the slides of both sides, but a Hia's own zone never stops that Hia (it moves one
 * or two squares: seed 000, the Hia on c5; seed 002, Bodyguard), only another Hia's; {@code strict}
 * (Wikipedia): a slider standing on a square of a zone that slows it slides one square only.
 */
final class HiashatarReference {
    static final int N = 10;

    /**
     * The rules in force: whether zones stop the pawns' double and triple steps, slow both sides
     * ({@code all}), and limit a slider standing in one to one square ({@code strict}).
     */
    record Rules(boolean stepsStopped, boolean all, boolean strict) {
        static final Rules DEFAULT = new Rules(false, false, false);
    }

    /** A position: board[rank][file], side to move (0 White, 1 Black), en-passant squares and victim, and the rules. */
    record Pos(char[][] board, int side, List<int[]> ep, int[] epVictim, Rules rules) {
        boolean stepsStopped() { return rules.stepsStopped(); }
    }

    static Pos parse(String fen) { return parse(fen, Rules.DEFAULT); }

    static Pos parse(String fen, Rules rules) {
        String[] parts = fen.trim().split("\\s+");
        char[][] b = new char[N][N];
        String[] ranks = parts[0].split("/");
        if (ranks.length != N) throw new IllegalArgumentException("need 10 ranks: " + fen);
        for (int i = 0; i < N; i++) {
            int r = N - 1 - i, f = 0;
            String row = ranks[i];
            for (int k = 0; k < row.length(); k++) {
                char c = row.charAt(k);
                if (Character.isDigit(c)) {
                    int n = c - '0';
                    if (k + 1 < row.length() && Character.isDigit(row.charAt(k + 1))) n = n * 10 + (row.charAt(++k) - '0');
                    for (int j = 0; j < n; j++) b[r][f++] = '.';
                } else {
                    b[r][f++] = c;
                }
            }
            if (f != N) throw new IllegalArgumentException("rank " + (r + 1) + " has " + f + " files: " + fen);
        }
        if (!parts[3].equals("-")) throw new IllegalArgumentException("the reference takes no en-passant field: " + fen);
        return new Pos(b, parts[1].equals("w") ? 0 : 1, List.of(), null, rules);
    }

    static boolean on(int f, int r) { return f >= 0 && f < N && r >= 0 && r < N; }

    static int colour(char c) { return c == '.' ? -1 : Character.isUpperCase(c) ? 0 : 1; }

    static char kind(char c) { return Character.toUpperCase(c); }

    /**
     * zone[r][f]: the square is next to a Hia that slows {@code side} (one of the other side, or under
     * {@code all} any Hia) other than the Hia on ({@code exceptF}, {@code exceptR}), the piece that moves.
     */
    static boolean[][] zoneAgainst(char[][] b, int side, boolean all, int exceptF, int exceptR) {
        boolean[][] z = new boolean[N][N];
        for (int r = 0; r < N; r++)
            for (int f = 0; f < N; f++)
                if (kind(b[r][f]) == 'H' && (all || colour(b[r][f]) != side) && !(f == exceptF && r == exceptR))
                    for (int dr = -1; dr <= 1; dr++)
                        for (int df = -1; df <= 1; df++)
                            if ((dr != 0 || df != 0) && on(f + df, r + dr)) z[r + dr][f + df] = true;
        return z;
    }

    static char[][] copy(char[][] b) {
        char[][] c = new char[N][];
        for (int r = 0; r < N; r++) c[r] = b[r].clone();
        return c;
    }

    static final int[][] ORTH = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] DIAG = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static final int[][] ALL8 = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    /** A generated move: from, to, the position after it, and whether it captures. */
    record Move(int ff, int fr, int tf, int tr, Pos after, boolean capture) {
        String uci() { return "" + (char) ('a' + ff) + (fr + 1) + (char) ('a' + tf) + (tr + 1); }
    }

    /** Every move of the side to move's pieces, ignoring whether its own king is left in check. */
    static List<Move> pseudo(Pos p) {
        List<Move> out = new ArrayList<>();
        char[][] b = p.board();
        int us = p.side();
        boolean all = p.rules().all();
        boolean[][] zone = zoneAgainst(b, us, all, -1, -1);
        for (int r = 0; r < N; r++)
            for (int f = 0; f < N; f++) {
                if (colour(b[r][f]) != us) continue;
                // a slider standing in a zone under the strict reading goes one square only
                int far = p.rules().strict() && zone[r][f] ? 1 : N;
                switch (kind(b[r][f])) {
                    case 'K' -> { for (int[] d : ALL8) leap(p, f, r, d, out); }
                    case 'N' -> { for (int[] d : KNIGHT) leap(p, f, r, d, out); }
                    case 'R' -> { for (int[] d : ORTH) slide(p, f, r, d, far, zone, out); }
                    case 'B' -> { for (int[] d : DIAG) slide(p, f, r, d, far, zone, out); }
                    case 'Q' -> { for (int[] d : ALL8) slide(p, f, r, d, far, zone, out); }
                    case 'H' -> { // its own zone does not stop it
                        boolean[][] others = all ? zoneAgainst(b, us, true, f, r) : zone;
                        for (int[] d : ALL8) slide(p, f, r, d, Math.min(2, far), others, out);
                    }
                    case 'P' -> pawn(p, f, r, zone, out);
                    default -> throw new IllegalStateException("unknown piece " + b[r][f]);
                }
            }
        return out;
    }

    static void leap(Pos p, int f, int r, int[] d, List<Move> out) {
        int tf = f + d[0], tr = r + d[1];
        if (!on(tf, tr)) return;
        char t = p.board()[tr][tf];
        if (colour(t) == p.side()) return;
        out.add(make(p, f, r, tf, tr, null));
    }

    static void slide(Pos p, int f, int r, int[] d, int max, boolean[][] zone, List<Move> out) {
        for (int i = 1; i <= max; i++) {
            int tf = f + d[0] * i, tr = r + d[1] * i;
            if (!on(tf, tr)) return;
            char t = p.board()[tr][tf];
            if (t != '.') {
                if (colour(t) != p.side()) out.add(make(p, f, r, tf, tr, null));
                return;
            }
            out.add(make(p, f, r, tf, tr, null));
            if (zone[tr][tf]) return; // the first zone square ends the slide
        }
    }

    static void pawn(Pos p, int f, int r, boolean[][] zone, List<Move> out) {
        char[][] b = p.board();
        int dir = p.side() == 0 ? 1 : -1;
        int first = p.side() == 0 ? 1 : N - 2;
        // one step
        if (on(f, r + dir) && b[r + dir][f] == '.') out.add(make(p, f, r, f, r + dir, null));
        // two and three steps from the first rank: the passed squares empty (and outside enemy zones
        // where zones stop these steps)
        if (r == first) {
            List<int[]> passed = new ArrayList<>();
            for (int n = 2; n <= 3; n++) {
                int[] prev = {f, r + dir * (n - 1)};
                if (b[prev[1]][prev[0]] != '.' || p.stepsStopped() && zone[prev[1]][prev[0]]) break;
                passed.add(prev);
                int tr = r + dir * n;
                if (b[tr][f] != '.') break;
                Move m = make(p, f, r, f, tr, null);
                out.add(new Move(f, r, f, tr, new Pos(m.after().board(), m.after().side(), List.copyOf(passed), new int[] {f, tr},
                        p.rules()), false));
            }
        }
        // captures, en passant included
        for (int df : new int[] {-1, 1}) {
            int tf = f + df, tr = r + dir;
            if (!on(tf, tr)) continue;
            char t = b[tr][tf];
            if (t != '.' && colour(t) != p.side()) out.add(make(p, f, r, tf, tr, null));
            if (t == '.' && p.epVictim() != null)
                for (int[] e : p.ep()) if (e[0] == tf && e[1] == tr) out.add(make(p, f, r, tf, tr, p.epVictim()));
        }
    }

    /** The position after moving f,r to tf,tr (removing {@code alsoTake} too, for en passant). */
    static Move make(Pos p, int f, int r, int tf, int tr, int[] alsoTake) {
        char[][] b = copy(p.board());
        char piece = b[r][f];
        boolean capture = b[tr][tf] != '.' || alsoTake != null;
        b[tr][tf] = piece;
        b[r][f] = '.';
        if (alsoTake != null) b[alsoTake[1]][alsoTake[0]] = '.';
        if (kind(piece) == 'P' && (tr == 0 || tr == N - 1)) b[tr][tf] = p.side() == 0 ? 'Q' : 'q';
        return new Move(f, r, tf, tr, new Pos(b, 1 - p.side(), List.of(), null, p.rules()), capture);
    }

    /** Is {@code side}'s king attacked: does any capture of the opponent (a Hia's excepted) land on it? */
    static boolean inCheck(char[][] b, int side) { return inCheck(b, side, Rules.DEFAULT); }

    static boolean inCheck(char[][] b, int side, Rules rules) {
        Pos them = new Pos(b, 1 - side, List.of(), null, rules); // pawns' steps never capture
        for (Move m : pseudo(them)) {
            if (kind(b[m.fr()][m.ff()]) == 'H') continue; // a Hia gives no check
            if (kind(b[m.tr()][m.tf()]) == 'K' && colour(b[m.tr()][m.tf()]) == side) return true;
        }
        return false;
    }

    static List<Move> legal(Pos p) {
        List<Move> out = new ArrayList<>();
        for (Move m : pseudo(p)) {
            char target = p.board()[m.tr()][m.tf()];
            if (kind(target) == 'K') continue; // no move captures a king
            if (!inCheck(m.after().board(), p.side(), p.rules())) out.add(m);
        }
        return out;
    }

    static long perft(Pos p, int depth) {
        if (depth == 0) return 1;
        List<Move> moves = legal(p);
        if (depth == 1) return moves.size();
        long n = 0;
        for (Move m : moves) n += perft(m.after(), depth - 1);
        return n;
    }
}
