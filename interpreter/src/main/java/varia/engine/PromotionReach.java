package varia.engine;

import static varia.engine.MoveTables.*;

/**
 * Which pieces can promote from which squares, read at load time from their rays and the
 * promotion zones: a piece whose every destination (and, where leaving the zone promotes, whose
 * square) is outside its zone never asks the zone per move. Per (colour, type, square), indexed
 * like {@link MoveTables#rayStart}.
 */
final class PromotionReach {
    /** Off: every move asks the zone (for tests comparing the two ways). */
    static boolean enabled = true;

    private PromotionReach() {}

    static boolean[] of(MoveTables r, Promoter[] promoters, long[][] zones, boolean[] onLeaving) {
        int types = r.types, squares = r.squares;
        boolean[] out = new boolean[2 * types * squares];
        for (int c = 0; c < 2; c++)
            for (int type = 0; type < types; type++) {
                if (promoters[type] == null) continue;
                long[] zone = zones[c * types + type];
                for (int from = 0; from < squares; from++) {
                    int base = (c * types + type) * squares + from;
                    out[base] = onLeaving[type] && in(zone, from) || reachesZone(r, base, zone);
                }
            }
        return out;
    }

    /** Does any ray of the piece at {@code base} end or pass a square of the zone (a multi-leg ray: assumed so)? */
    private static boolean reachesZone(MoveTables r, int base, long[] zone) {
        for (int j = r.rayStart[base], end = r.rayStart[base + 1]; j < end; ) {
            int h = r.rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, q0 = j + 1;
            j = q0 + plen + len;
            int kind = h & KIND_MASK;
            if (kind == MULTI) return true;
            for (int q = kind == LEAP ? q0 + plen : q0, e = kind == LEAP ? q + 1 : q0 + len; q < e; q++)
                if (in(zone, r.rays[q])) return true;
        }
        return false;
    }

    private static boolean in(long[] zone, int sq) { return (zone[sq >>> 6] >>> (sq & 63) & 1) != 0; }
}
