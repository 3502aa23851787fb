package varia.dice;

/**
 * Check and mate on a dice-chess board ({@code rules.check}, the four seasons' "check given to a
 * king" and checkmate): which player attacks a square, whether a move leaves the mover's king
 * attacked, and whether a player whose turn comes is mated (his king attacked, no move of any of
 * his men, whatever the dice). An attack counts only from a player still in who may take the
 * king's owner ({@code rules.captures}). Allocation-free but for one scratch list per position.
 */
final class DiceCheck {
    private DiceCheck() {}

    /** The player whose man attacks {@code sq} (a man of {@code p}'s there), trying {@code first} first; -1 when none does. */
    static int attacker(DicePosition pos, int sq, int p, int first) {
        DiceTable t = pos.t;
        for (int i = 0; i < t.players; i++) {
            int q = (first + t.players - i) % t.players; // the last mover first, then those before him
            if (q == p || !pos.in[q] || !pos.mayTake(q, p)) continue;
            for (int from = 0; from < t.squares; from++) {
                int v = pos.board[from];
                if (v != DicePosition.EMPTY && v / t.types == q && attacks(pos, q, v % t.types, from, sq)) return q;
            }
        }
        return -1;
    }

    /** True when {@code q}'s man of {@code type} on {@code from} could take on {@code target}. */
    private static boolean attacks(DicePosition pos, int q, int type, int from, int target) {
        DiceTable t = pos.t;
        int fx = from % t.files, fy = from / t.files, dir = pos.facing[from];
        for (DiceTable.Ray r : t.rays[dir][type]) {
            if (!r.capture() || !pos.pathClear(fx, fy, r.path())) continue;
            int x = fx, y = fy;
            for (int k = 0; k < r.range(); k++) {
                x += r.dx();
                y += r.dy();
                if (x < 0 || x >= t.files || y < 0 || y >= t.ranks) break;
                int to = y * t.files + x;
                if (to == target) return pos.mayEnter(q, type, dir, to);
                if (pos.board[to] != DicePosition.EMPTY) break;
            }
        }
        return false;
    }

    /** The first attacker of one of {@code p}'s kings (trying {@code first} first), or -1 when none is attacked. */
    static int checker(DicePosition pos, int p, int first) {
        DiceTable t = pos.t;
        for (int sq = 0; sq < t.squares; sq++) {
            int v = pos.board[sq];
            if (v == DicePosition.EMPTY || v / t.types != p || !t.type(v % t.types).king()) continue;
            int q = attacker(pos, sq, p, first);
            if (q >= 0) return q;
        }
        return -1;
    }

    /** True when moving {@code p}'s man from {@code from} to {@code to} leaves one of {@code p}'s kings attacked (the board is restored). */
    static boolean exposes(DicePosition pos, int p, int from, int to) {
        int moved = pos.board[from], taken = pos.board[to];
        byte face = pos.facing[to];
        pos.board[to] = moved;
        pos.facing[to] = pos.facing[from];
        pos.board[from] = DicePosition.EMPTY;
        boolean attacked = checker(pos, p, p) >= 0;
        pos.board[from] = moved;
        pos.board[to] = taken;
        pos.facing[to] = face;
        return attacked;
    }

    /** The player who mates {@code q} ({@code last}, the last mover, when he is one of the attackers), or -1 when {@code q} is not mated. */
    static int mater(DicePosition pos, int q, int last) {
        int by = checker(pos, q, last);
        if (by < 0) return -1;
        DiceTable t = pos.t;
        int[] scratch = pos.checkScratch();
        for (int sq = 0; sq < t.squares; sq++) {
            int v = pos.board[sq];
            if (v != DicePosition.EMPTY && v / t.types == q && pos.pieceMoves(q, v % t.types, sq, 0, scratch, 0) > 0) return -1;
        }
        return by;
    }
}
