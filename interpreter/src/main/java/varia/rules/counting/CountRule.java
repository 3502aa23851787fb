package varia.rules.counting;

import java.util.Map;

/**
 * A counting rule: when it starts, the side that counts, and the limit in moves.
 *
 * @param kind     BOARD (both sides without pawns: the weaker side counts to a fixed limit) or
 *                 PIECES (one side bare: the limit depends on the stronger side's material)
 * @param clause   the clause as written, for messages and describe
 * @param limit    BOARD: the limit in moves; PIECES: the default when no entry matches
 * @param limits   PIECES: material (letters, e.g. "RR") to limit, smallest applicable wins
 * @param startsAtPieces PIECES: the count starts at the number of pieces on the board + 1
 * @param pawns    letters of the piece types that block counting while on the board
 * @param extra    PIECES: moves added to the limit when the bared royal piece stands in
 *                 {@code extraRegion} as the count starts (Sittuyin's four central squares); 0 = none
 * @param extraRegion the region for {@code extra}, or null
 * @param claim    the count binds only once the counting side announces it (Makruk's board's
 *                 honour): unannounced, its expiry only lets a draw be claimed; false = it runs
 *                 and ends the game by itself
 */
public record CountRule(Kind kind, String clause, int limit, Map<String, Integer> limits,
                        boolean startsAtPieces, String pawns, int extra, String extraRegion, boolean claim) {
    public CountRule { limits = Map.copyOf(limits); }

    public CountRule(Kind kind, String clause, int limit, Map<String, Integer> limits, boolean startsAtPieces, String pawns,
                     int extra, String extraRegion) {
        this(kind, clause, limit, limits, startsAtPieces, pawns, extra, extraRegion, false);
    }

    public CountRule(Kind kind, String clause, int limit, Map<String, Integer> limits, boolean startsAtPieces, String pawns) {
        this(kind, clause, limit, limits, startsAtPieces, pawns, 0, null, false);
    }

    /** The same count, binding only once announced ({@code claim}). */
    public CountRule claimed(boolean c) {
        return new CountRule(kind, clause, limit, limits, startsAtPieces, pawns, extra, extraRegion, c);
    }

    public enum Kind { BOARD, PIECES }
}
