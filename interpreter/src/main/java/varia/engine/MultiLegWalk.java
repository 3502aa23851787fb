package varia.engine;

/**
 * Slow walks of multi-leg rays (layout in {@link MultiLegTables}) for what the generator does
 * not need: whether a piece attacks a square with a capture that depends on occupied squares,
 * whether a piece could capture on a square at all (rule checks), and which square a move goes
 * through (to name it). Never on chess's path: only variants with multi-leg moves have such rays.
 */
final class MultiLegWalk {
    private MultiLegWalk() {}

    private static final int ANY_END = -2;

    /** The conditional multi-leg attackers of {@code target} ((origin, ray) pairs): does one of them capture there now? */
    static boolean attackedOnTheWay(Position p, int[] pairs, int target, int by) {
        MoveTables t = p.t;
        for (int i = 0; i < pairs.length; i += 2) {
            int origin = pairs[i], ray = pairs[i + 1], code = p.board[origin];
            if (code == 0 || Position.colourOf(code) != by) continue;
            int base = (by * p.types + Position.typeOf(code)) * p.squares + origin;
            if (ray < t.rayStart[base] || ray >= t.rayStart[base + 1]) continue; // another type's ray
            if ((t.rays[ray] & MoveTables.F_INITIAL) != 0 && !p.isUnmoved(origin)) continue;
            if (captures(p, ray + 1, origin, target, by)) return true;
        }
        return false;
    }

    /**
     * Could the colour-{@code by} piece on {@code origin} capture on {@code target} along the
     * multi-leg ray whose first node is at {@code at}? The target counts as an enemy piece.
     */
    static boolean captures(Position p, int at, int origin, int target, int by) {
        return walk(p, at, origin, by, -1, target, 0, 0, null, 0, -1);
    }

    /**
     * A square a multi-leg move of the piece on its origin goes through: the square it captures on
     * its way, else the first stop of a path with the move's effect (for the three-square name of a
     * pass, say); -1 when no path of the current position has that effect.
     */
    static int via(Position p, int move) {
        int victim = Moves.victim(move);
        if (victim >= 0) return victim;
        int from = Moves.from(move), to = Moves.to(move), code = p.board[from];
        if (code == 0) return -1;
        int by = Position.colourOf(code), base = (by * p.types + Position.typeOf(code)) * p.squares + from;
        int[] rays = p.t.rays, stop = {-1};
        for (int j = p.t.rayStart[base], end = p.t.rayStart[base + 1]; j < end; ) {
            int h = rays[j], len = h >>> MoveTables.LEN_SHIFT, plen = (h >>> MoveTables.PATH_SHIFT) & 0xFF;
            if ((h & MoveTables.KIND_MASK) == MoveTables.MULTI && walk(p, j + 1, from, by, -1, -1, to, -1, stop, 0, -1)) return stop[0];
            j += 1 + plen + len;
        }
        return -1;
    }

    /**
     * Searches the paths of one leg node. Goals: {@code target >= 0}: a capture on target (one on
     * the way counts when the move can then end); {@code goalTo == ANY_END}: any ending; else an
     * ending on {@code goalTo} that captured exactly {@code goalVictim} on its way. {@code stop[0]}
     * gets the first leg's square of the path found.
     */
    /** Does a path of the node at {@code at} whose first leg stops on {@code via} end on {@code to}, capturing nothing on its way? */
    static boolean pathThrough(Position p, int at, int origin, int by, int via, int to) {
        return walk(p, at, origin, by, -1, -1, to, -1, null, 0, via);
    }

    private static boolean walk(Position p, int at, int origin, int by, int victim, int target, int goalTo, int goalVictim,
                                int[] stop, int depth, int first) {
        int[] rays = p.t.rays, board = p.board;
        int head = rays[at], count = head >>> 16, q = at + 1;
        boolean last = (head & MultiLegTables.L_LAST) != 0;
        for (int k = 0; k < count; k++) {
            int sq = rays[q++], block = 0;
            if (!last) {
                int size = rays[q++];
                block = q;
                q += size;
            }
            if (depth == 0 && stop != null) stop[0] = sq;
            if (depth == 0 && first >= 0 && sq != first) { // not the stop asked for: pass over it, if it is empty
                if (sq == origin || board[sq] == 0) continue;
                break;
            }
            boolean enemy;
            int code;
            if (sq == target) { code = 1; enemy = true; }
            else {
                code = sq == origin || sq == victim ? 0 : board[sq];
                enemy = code != 0 && Position.colourOf(code) != by;
            }
            if (code == 0) {
                if ((head & MultiLegTables.L_MOVE) != 0) {
                    if (last) {
                        if (target < 0 && (goalTo == ANY_END || sq == goalTo && victim == goalVictim)) return true;
                    } else if (next(p, block, origin, by, victim, target, goalTo, goalVictim, stop, depth, -1)) return true;
                }
                continue;
            }
            if (enemy && (head & MultiLegTables.L_CAPTURE) != 0) {
                if (last) {
                    if (target >= 0 ? sq == target : goalTo == ANY_END || sq == goalTo && victim == goalVictim) return true;
                } else if (victim < 0) {
                    if (sq == target) {
                        if (next(p, block, origin, by, sq, -1, ANY_END, 0, null, depth, -1)) return true;
                    } else if (next(p, block, origin, by, sq, target, goalTo, goalVictim, stop, depth, -1)) return true;
                }
            } else if (!last && (head & MultiLegTables.L_HOP) != 0
                    && next(p, block, origin, by, victim, target, goalTo, goalVictim, stop, depth, -1)) return true;
            break;
        }
        return false;
    }

    private static boolean next(Position p, int block, int origin, int by, int victim, int target, int goalTo, int goalVictim,
                                int[] stop, int depth, int first) {
        int[] rays = p.t.rays;
        for (int i = 0, nodes = rays[block], at = block + 1; i < nodes; i++, at += 1 + rays[at])
            if (walk(p, at + 1, origin, by, victim, target, goalTo, goalVictim, stop, depth + 1, first)) return true;
        return false;
    }
}
