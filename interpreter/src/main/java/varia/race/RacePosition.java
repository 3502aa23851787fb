package varia.race;

import java.util.Arrays;

/**
 * A race position for N players: where each piece stands on its owner's track (off the board,
 * a track index, or home), how many pieces of each player stand on each square, whose turn it is,
 * and who has finished. Moves are ints ({@link RaceMove}); {@link #generate} lists the legal ones
 * for a throw, {@link #play} makes one and passes the turn. Allocation-free after construction;
 * {@link #copyFrom} lets a computer player try moves on a scratch copy.
 */
public final class RacePosition extends SeatedPosition {
    /** A piece not yet entered (or captured and sent back). */
    public static final int OFF = -1;

    final RaceTable t;
    /** [player * pieces + i] -> OFF, a track index, or the last index (home). */
    final int[] at;
    /** [player * squares + square] -> that player's pieces there (home squares excluded). */
    final byte[] count;
    final int[] off, home;
    /** finishing order: finish[k] = the k-th player to bring all pieces home. */
    final int[] finish;
    int finished;

    public RacePosition(RaceTable t) {
        this.t = t;
        at = new int[t.players * t.pieces];
        Arrays.fill(at, OFF);
        count = new byte[t.players * t.squares];
        off = new int[t.players];
        Arrays.fill(off, t.pieces);
        home = new int[t.players];
        finish = new int[t.players];
        arrays(new int[][] {at, off, home, finish}, new byte[][] {count}, new boolean[0][]);
    }

    public void copyFrom(RacePosition o) {
        copyArrays(o);
        finished = o.finished;
    }

    public RaceTable table() { return t; }

    /** Players in the order they finished (the first is the winner). */
    public int[] finishOrder() { return Arrays.copyOf(finish, finished); }

    public int winner() { return finished > 0 ? finish[0] : -1; }

    public int off(int player) { return off[player]; }

    public int home(int player) { return home[player]; }

    /** Where piece {@code i} of a player stands: OFF, or a track index (the last one is home). */
    public int piece(int player, int i) { return at[player * t.pieces + i]; }

    /** A player's pieces on a square (not counting those home). */
    public int count(int player, int square) { return count[player * t.squares + square]; }

    /** True when a player has finished. */
    public boolean finished(int player) { return home[player] == t.pieces; }

    /** The legal moves for a throw (outcome index) into {@code out}; a lost throw gives the one move PASS. */
    public int generate(int outcome, int[] out) {
        int p = toMove, d = t.distance[outcome], n = 0, base = p * t.pieces;
        if (off[p] > 0 && t.enters[outcome]) {
            int target = t.rules.entry() == RaceRules.Entry.THROW ? d - 1 : 0;
            if (landing(p, OFF, target, 1) >= 0) out[n++] = RaceMove.of(OFF, 1);
        }
        int last = t.track[p].length - 1;
        for (int i = 0; i < t.pieces; i++) {
            int from = at[base + i];
            if (from == OFF || from == last || seenBefore(base, i, from)) continue;
            int here = count[p * t.squares + t.track[p][from]];
            // a single piece, or the whole stack together
            if (landing(p, from, from + d, 1) >= 0) out[n++] = RaceMove.of(from, 1);
            if (here > 1 && t.rules.moveTogether() && landing(p, from, from + d, here) >= 0) out[n++] = RaceMove.of(from, here);
        }
        if (n == 0 || !t.rules.mustMove()) out[n++] = RaceMove.PASS;
        return n;
    }

    private boolean seenBefore(int base, int i, int from) {
        for (int j = 0; j < i; j++) if (at[base + j] == from) return true;
        return false;
    }

    /**
     * Where {@code k} pieces of player {@code p} moving from track index {@code from} (OFF: entering,
     * passing the squares before {@code target}) to {@code target} end, or -1 when the move is not
     * allowed. The target is clamped to home when overshooting is allowed.
     */
    int landing(int p, int from, int target, int k) {
        int last = t.track[p].length - 1;
        if (target > last) {
            if (t.rules.exactHome()) return -1;
            target = last;
        }
        int[] track = t.track[p];
        if (k == 1 && t.rules.singlesBlocked() && t.stack > 1)
            for (int j = from + 1; j < target; j++) if (stackOn(track[j])) return -1;
        if (target == last) return target;
        int sq = track[target];
        if (count[p * t.squares + sq] + k > t.stack) return -1;
        for (int q = 0; q < t.players; q++) {
            if (q == p) continue;
            int c = count[q * t.squares + sq];
            if (c == 0) continue;
            if (t.nest[sq]) {
                if (!t.rules.sharedNests()) return -1;
            } else if (c >= 2 && k < 2 && t.rules.stacksSafe()) {
                return -1;
            }
        }
        return target;
    }

    /** True when some player has two or more pieces on the square. */
    private boolean stackOn(int sq) {
        for (int q = 0; q < t.players; q++) if (count[q * t.squares + sq] >= 2) return true;
        return false;
    }

    /** True when {@code move} is among the legal moves for the throw. */
    public boolean isLegal(int outcome, int move) {
        int[] moves = new int[t.pieces * 4 + 2];
        int n = generate(outcome, moves);
        for (int i = 0; i < n; i++) if (moves[i] == move) return true;
        return false;
    }

    /**
     * Makes a legal move for a throw and passes the turn (keeping it on another throw: an outcome or
     * a capture that earns one). Returns the number of opponent pieces captured.
     */
    public int play(int outcome, int move) {
        int p = toMove, captured = 0;
        if (move != RaceMove.PASS) captured = make(p, RaceMove.from(move), RaceMove.count(move), t.distance[outcome]);
        if (over) return captured;
        boolean again = t.extraThrow[outcome] || (captured > 0 && t.rules.captureBonus());
        if (!again || finished(p)) toMove = next(p);
        return captured;
    }

    private int make(int p, int from, int k, int d) {
        int last = t.track[p].length - 1;
        int target = from == OFF ? (t.rules.entry() == RaceRules.Entry.THROW ? d - 1 : 0) : from + d;
        if (target > last) target = last;
        int base = p * t.pieces, captured = 0;
        if (from != OFF) count[p * t.squares + t.track[p][from]] -= k;
        for (int i = 0, moved = 0; i < t.pieces && moved < k; i++) {
            if (at[base + i] != from) continue;
            at[base + i] = target;
            moved++;
        }
        if (from == OFF) off[p] -= k;
        if (target == last) {
            home[p] += k;
            if (home[p] == t.pieces) finishPlayer(p);
            return 0;
        }
        int sq = t.track[p][target];
        if (!t.nest[sq]) {
            for (int q = 0; q < t.players; q++) {
                if (q == p || count[q * t.squares + sq] == 0) continue;
                captured += count[q * t.squares + sq];
                count[q * t.squares + sq] = 0;
                for (int i = q * t.pieces; i < (q + 1) * t.pieces; i++) {
                    int idx = at[i];
                    if (idx != OFF && idx != t.track[q].length - 1 && t.track[q][idx] == sq) {
                        at[i] = OFF;
                        off[q]++;
                    }
                }
            }
        }
        count[p * t.squares + sq] += k;
        return captured;
    }

    private void finishPlayer(int p) {
        finish[finished++] = p;
        int left = t.players - finished;
        if (!t.rules.places() || left <= 1) {
            if (t.rules.places() && left == 1)
                for (int q = 0; q < t.players; q++) if (!finished(q)) finish[finished++] = q;
            over = true;
        }
    }

    private int next(int p) {
        for (int i = 1; i <= t.players; i++) {
            int q = (p + i) % t.players;
            if (!finished(q)) return q;
        }
        return p;
    }

    /** Sets up pieces directly (for tests and constructed positions): {@code where} per piece, OFF or a track index. */
    public void place(int player, int... where) {
        if (where.length != t.pieces) throw new IllegalArgumentException("give " + t.pieces + " places");
        int base = player * t.pieces, last = t.track[player].length - 1;
        for (int i = 0; i < t.pieces; i++) {
            int old = at[base + i];
            if (old == OFF) off[player]--;
            else if (old == last) home[player]--;
            else count[player * t.squares + t.track[player][old]]--;
            int w = where[i];
            if (w < OFF || w > last) throw new IllegalArgumentException("track index " + w + " is not on the track");
            at[base + i] = w;
            if (w == OFF) off[player]++;
            else if (w == last) home[player]++;
            else count[player * t.squares + t.track[player][w]]++;
        }
    }

    /** Whose turn it is (for constructed positions). */
    public void setToMove(int player) { toMove = player; }
}
