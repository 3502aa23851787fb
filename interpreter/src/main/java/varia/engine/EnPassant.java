package varia.engine;

import static varia.engine.MoveTables.*;

/**
 * En passant: the squares a lame move-only step passed over, kept only when an enemy piece could
 * take there by the board alone (pins aside), as Fairy-Stockfish decides, so that the hash and
 * the FEN agree on them.
 */
final class EnPassant {
    private EnPassant() {}

    /**
     * True when a piece of the side that did not make the double step has an en-passant capture
     * onto one of the marked squares by the board alone (as Fairy-Stockfish decides, pins aside):
     * only then is the mark kept, so the hash and the FEN agree on it.
     */
    static boolean capturable(Position p) {
        if (p.t.epByHop) return true;
        int us = Position.colourOf(p.board[p.epVictim]) ^ 1;
        int[] rays = p.t.rays;
        for (int w = 0; w < p.words; w++)
            for (long b = p.marks[2 * p.words + w]; b != 0; b &= b - 1) {
                int[] src = p.t.epSources[us * p.squares + (w << 6 | Long.numberOfTrailingZeros(b))];
                if (src == null) continue;
                for (int i = 0; i < src.length; i += 3) {
                    if (p.board[src[i]] != Position.code(src[i + 1], us)) continue;
                    // the squares before the target along the ray (a leap's path, a slide's earlier squares) must be empty
                    int q0 = (src[i + 2] >>> 8) + 1, before = src[i + 2] & 0xFF;
                    boolean open = true;
                    for (int q = q0; q < q0 + before; q++) if (p.board[rays[q]] != 0) { open = false; break; }
                    if (open) return true;
                }
            }
        return false;
    }

    /** Marks the squares a lame move-only step passed over as en-passant targets. */
    static void mark(Position p, int from, int to, int type) {
        int base = (p.stm * p.types + type) * p.squares + from;
        int[] rays = p.t.rays;
        for (int j = p.t.rayStart[base], end = p.t.rayStart[base + 1]; j < end; ) {
            int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, q0 = j + 1;
            j = q0 + plen + len;
            if ((h & KIND_MASK) == LEAP && (h & F_CREATES_EP) != 0 && rays[q0 + plen] == to) {
                int marked = p.t.epPathCount == null || p.t.epPathCount[q0 - 1] == 0 ? plen : p.t.epPathCount[q0 - 1];
                for (int q = q0; q < q0 + marked; q++) p.addEp(rays[q]);
                p.epVictim = to;
                return;
            }
        }
    }
}
