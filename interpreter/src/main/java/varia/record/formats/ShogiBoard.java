package varia.record.formats;

import java.util.ArrayList;
import java.util.List;

/**
 * A shogi position as the KIF, KI2 and CSA readers track it: the pieces, the hands and the side
 * to move, with the pieces' moves (sente's "forward" is towards rank 1). It is not the engine: it
 * knows only what a reader needs to resolve a move written without its origin (KI2's
 * {@code ５八金右}) and to write a start position as Fairy-Stockfish's FEN. Legality is the
 * variant's job; a resolved move is checked again when the game is replayed.
 *
 * <p>Squares are (file 1-9, rank 1-9) as shogi writes them; a piece is a type index into
 * {@link #TYPES} and a side (0 sente, 1 gote).
 */
public final class ShogiBoard {
    /** FEN letters of the types, base forms first: P L N S G B R K, then the promoted forms. */
    public static final String[] TYPES = {"P", "L", "N", "S", "G", "B", "R", "K", "+P", "+L", "+N", "+S", "+B", "+R"};
    public static final int P = 0, L = 1, N = 2, S = 3, G = 4, B = 5, R = 6, K = 7;

    private final int[][] cell = new int[10][10]; // 0 empty, else 1 + type + 16 * side
    private final int[][] hand = new int[2][7];
    private int sideToMove;

    /** The even-game start position, sente to move. */
    public static ShogiBoard start() {
        ShogiBoard b = new ShogiBoard();
        b.setFen(Shogi.START_BOARD);
        return b;
    }

    public ShogiBoard copy() {
        ShogiBoard c = new ShogiBoard();
        for (int f = 1; f <= 9; f++) System.arraycopy(cell[f], 0, c.cell[f], 0, 10);
        for (int s = 0; s < 2; s++) System.arraycopy(hand[s], 0, c.hand[s], 0, 7);
        c.sideToMove = sideToMove;
        return c;
    }

    /** Sets the board from a FEN board field (ranks 1 to 9, each from file 9 to file 1); false when it does not read. */
    public boolean setFen(String board) {
        clear();
        String[] rows = board.split("/");
        if (rows.length != 9) return false;
        for (int r = 0; r < 9; r++) {
            int f = 9;
            for (int i = 0; i < rows[r].length(); i++) {
                char c = rows[r].charAt(i);
                if (Character.isDigit(c)) { f -= c - '0'; continue; }
                boolean promoted = c == '+';
                if (promoted && ++i >= rows[r].length()) return false;
                c = rows[r].charAt(i);
                int t = type((promoted ? "+" : "") + Character.toUpperCase(c));
                if (t < 0 || f < 1) return false;
                put(f--, r + 1, t, Character.isUpperCase(c) ? 0 : 1);
            }
            if (f != 0) return false;
        }
        return true;
    }

    public void clear() {
        for (int[] c : cell) java.util.Arrays.fill(c, 0);
        for (int[] h : hand) java.util.Arrays.fill(h, 0);
    }

    /** The type index of a FEN letter ({@code P}, {@code +B}), or -1. */
    public static int type(String letter) {
        for (int t = 0; t < TYPES.length; t++) if (TYPES[t].equals(letter)) return t;
        return -1;
    }

    public static boolean promoted(int type) { return type >= 8; }

    /** The promoted form of a type, or -1 when it has none. */
    public static int promote(int type) { return type < 7 && type != G ? (type == B ? 12 : type == R ? 13 : type + 8) : -1; }

    /** The base form of a type. */
    public static int demote(int type) { return type < 8 ? type : type == 12 ? B : type == 13 ? R : type - 8; }

    public int sideToMove() { return sideToMove; }
    public void sideToMove(int side) { sideToMove = side; }

    public boolean empty(int f, int r) { return cell[f][r] == 0; }
    public int typeAt(int f, int r) { return cell[f][r] == 0 ? -1 : (cell[f][r] - 1) % 16; }
    public int sideAt(int f, int r) { return cell[f][r] == 0 ? -1 : (cell[f][r] - 1) / 16; }

    public void put(int f, int r, int type, int side) { cell[f][r] = 1 + type + 16 * side; }
    public void remove(int f, int r) { cell[f][r] = 0; }

    public int inHand(int side, int type) { return hand[side][type]; }
    public void addToHand(int side, int type, int n) { hand[side][type] += n; }

    /** Plays a board move (a capture goes to the mover's hand, demoted) and passes the turn. */
    public void move(int ff, int fr, int tf, int tr, boolean promote) {
        int t = typeAt(ff, fr), s = sideAt(ff, fr);
        if (t < 0) { sideToMove = 1 - sideToMove; return; } // an empty origin: the replay will say so
        if (!empty(tf, tr) && sideAt(tf, tr) != s && typeAt(tf, tr) != K) hand[s][demote(typeAt(tf, tr))]++;
        remove(ff, fr);
        put(tf, tr, promote && promote(t) >= 0 ? promote(t) : t, s);
        sideToMove = 1 - s;
    }

    /** Drops a piece of the side to move's hand (when it has one) and passes the turn. */
    public void drop(int type, int tf, int tr) {
        if (hand[sideToMove][type] > 0) hand[sideToMove][type]--;
        put(tf, tr, type, sideToMove);
        sideToMove = 1 - sideToMove;
    }

    // steps (file, rank) for sente; gote's are negated
    private static final int[][] KING = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
    private static final int[][] GOLD = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}};
    private static final int[][] SILVER = {{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {1, 1}};
    private static final int[][] KNIGHT = {{-1, -2}, {1, -2}};
    private static final int[][] PAWN = {{0, -1}};
    private static final int[][] ORTHO = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
    private static final int[][] DIAG = {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
    private static final int[][] NONE = {};

    private static int[][] steps(int t) {
        return switch (t) {
            case P -> PAWN;
            case N -> KNIGHT;
            case S -> SILVER;
            case G, 8, 9, 10, 11 -> GOLD;
            case K -> KING;
            case 12 -> ORTHO; // horse: steps orthogonally
            case 13 -> DIAG;  // dragon: steps diagonally
            default -> NONE;
        };
    }

    private static int[][] slides(int t) {
        return switch (t) {
            case L -> PAWN;
            case B, 12 -> DIAG;
            case R, 13 -> ORTHO;
            default -> NONE;
        };
    }

    /** Whether the piece on (ff, fr) can move to (tf, tr) by its pattern with the way clear (the target is not looked at). */
    public boolean reaches(int ff, int fr, int tf, int tr) {
        int t = typeAt(ff, fr);
        if (t < 0 || ff == tf && fr == tr) return false;
        int sign = sideAt(ff, fr) == 0 ? 1 : -1;
        int df = tf - ff, dr = tr - fr;
        for (int[] s : steps(t)) if (s[0] * sign == df && s[1] * sign == dr) return true;
        for (int[] s : slides(t)) {
            int sf = s[0] * sign, sr = s[1] * sign;
            for (int f = ff + sf, r = fr + sr; f >= 1 && f <= 9 && r >= 1 && r <= 9; f += sf, r += sr) {
                if (f == tf && r == tr) return true;
                if (!empty(f, r)) break;
            }
        }
        return false;
    }

    /** Origins {file, rank} of the side's pieces of {@code type} that can move to (tf, tr) (not onto an own piece). */
    public List<int[]> origins(int side, int type, int tf, int tr) {
        List<int[]> out = new ArrayList<>();
        if (!empty(tf, tr) && sideAt(tf, tr) == side) return out;
        for (int f = 1; f <= 9; f++)
            for (int r = 1; r <= 9; r++)
                if (typeAt(f, r) == type && sideAt(f, r) == side && reaches(f, r, tf, tr)) out.add(new int[] {f, r});
        return out;
    }

    /** Whether a piece of {@code by} attacks (f, r). */
    public boolean attacked(int f, int r, int by) {
        for (int sf = 1; sf <= 9; sf++)
            for (int sr = 1; sr <= 9; sr++)
                if (sideAt(sf, sr) == by && reaches(sf, sr, f, r)) return true;
        return false;
    }

    /** Whether the side's king is attacked (false without a king, as in a problem without one). */
    public boolean inCheck(int side) {
        for (int f = 1; f <= 9; f++)
            for (int r = 1; r <= 9; r++)
                if (typeAt(f, r) == K && sideAt(f, r) == side) return attacked(f, r, 1 - side);
        return false;
    }

    /** Hands are written rook first, as Fairy-Stockfish writes them. */
    private static final int[] HAND_ORDER = {R, B, G, S, N, L, P};

    /** The position as Fairy-Stockfish's shogi FEN (sente is White, {@code w}). */
    public String fen() {
        StringBuilder sb = new StringBuilder();
        for (int r = 1; r <= 9; r++) {
            int empty = 0;
            for (int f = 9; f >= 1; f--) {
                int t = typeAt(f, r);
                if (t < 0) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                sb.append(sideAt(f, r) == 0 ? TYPES[t] : TYPES[t].toLowerCase(java.util.Locale.ROOT));
            }
            if (empty > 0) sb.append(empty);
            if (r < 9) sb.append('/');
        }
        StringBuilder h = new StringBuilder();
        for (int s = 0; s < 2; s++)
            for (int t : HAND_ORDER)
                for (int n = 0; n < hand[s][t]; n++) h.append(s == 0 ? TYPES[t] : TYPES[t].toLowerCase(java.util.Locale.ROOT));
        return sb + "[" + Usi.sortHand(h.toString()) + "] " + (sideToMove == 0 ? "w" : "b") + " - - 0 1";
    }

    /** The board field of {@link #fen()}. */
    public String boardFen() { String f = fen(); return f.substring(0, f.indexOf('[')); }

    /** True for the even-game position with empty hands and sente to move (no FEN tag needed). */
    public boolean isStandardStart() { return fen().equals(Shogi.START_BOARD + "[] w - - 0 1"); }
}
