package varia.engine;

/**
 * The generator's walk of multi-leg rays (layout in {@link MultiLegTables}): the moves of pieces
 * with several legs (lions, hook movers), added through the generator's own legality paths.
 * Apart from the piece loop, so that variants without such moves carry nothing for them there.
 */
final class MultiLegMoves {
    private final Generator g;

    MultiLegMoves(Generator g) { this.g = g; }

    /**
     * Walks one leg of a multi-leg ray (the layout is in {@link MultiLegTables}): at each square the
     * leg may stop on, the next legs go on, or (on the last leg) a move is made. The piece's own
     * square counts as empty (it has left it), and so does the square it captured on its way.
     */
    int leg(int[] out, int n, int at, int from, int type, int victim, int start, int how, long noCap) {
        final Position pos = g.p;
        final int[] rays = pos.t.rays, board = pos.board;
        final int head = rays[at], count = head >>> 16, them = pos.stm ^ 1;
        final boolean last = (head & MultiLegTables.L_LAST) != 0;
        int q = at + 1;
        for (int k = 0; k < count; k++) {
            int sq = rays[q++], block = 0;
            if (!last) {
                int size = rays[q++];
                block = q;
                q += size;
            }
            int code = sq == from || sq == victim ? 0 : board[sq];
            if (code == 0) {
                if ((head & MultiLegTables.L_MOVE) != 0)
                    n = last ? multiMove(out, n, from, sq, victim, type, start, how) : legs(out, n, block, from, type, victim, start, how, noCap);
                continue; // a slide goes on over an empty square
            }
            if ((head & MultiLegTables.L_CAPTURE) != 0 && Position.colourOf(code) == them && (noCap >>> Position.typeOf(code) & 1) == 0) {
                if (last) n = multiMove(out, n, from, sq, victim, type, start, how);
                else if (victim < 0) n = legs(out, n, block, from, type, sq, start, how, noCap);
            } else if (!last && (head & MultiLegTables.L_HOP) != 0) n = legs(out, n, block, from, type, victim, start, how, noCap);
            break; // an occupied square ends the leg
        }
        return n;
    }

    /** The next legs from one square: a count of nodes, each preceded by its size. */
    private int legs(int[] out, int n, int block, int from, int type, int victim, int start, int how, long noCap) {
        final int[] rays = g.p.t.rays;
        for (int i = 0, nodes = rays[block], at = block + 1; i < nodes; i++, at += 1 + rays[at])
            n = leg(out, n, at + 1, from, type, victim, start, how, noCap);
        return n;
    }

    /**
     * A completed multi-leg path. Its effect is the move: a plain move when nothing was captured on
     * the way and it ends elsewhere, else a {@link Moves#MULTI} move. Several paths with one effect
     * (a pass through any empty neighbour, a hook mover's two corners) give one move: the piece's
     * moves so far (from {@code start} on) are searched for it.
     */
    private int multiMove(int[] out, int n, int from, int to, int victim, int type, int start, int how) {
        if (victim < 0 && to != from) {
            int m = Moves.make(from, to);
            for (int i = start; i < n; i++) if (out[i] >= 0 && (out[i] & 0xFF00FFFF) == m) return n;
            return g.add(out, n, m, type, how);
        }
        int m = Moves.multi(from, to, victim);
        for (int i = start; i < n; i++) if (out[i] == m) return n;
        if (g.capturesOnly && victim < 0 || g.quietsOnly && victim >= 0) return n;
        if ((g.royalN != 0 || g.filtered) && !g.isLegal(m)) return n; // no protected royal and no filter: nothing to test
        out[n] = m;
        return n + 1;
    }

    /**
     * Where the moves of the piece on {@code from} begin in {@code out} (they are contiguous): the
     * multi-leg moves of a piece are compared with its moves so far. Kept out of the piece loop, so
     * that variants without multi-leg moves carry nothing for them there.
     */
    static int pieceStart(int[] out, int n, int from) {
        int i = n;
        while (i > 0 && Moves.from(out[i - 1]) == from && Moves.kind(out[i - 1]) == Moves.KIND_NORMAL) i--;
        return i;
    }
}
