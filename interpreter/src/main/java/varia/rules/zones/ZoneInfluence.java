package varia.rules.zones;

import varia.engine.AfterMove;
import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.OwnStops;
import varia.engine.Ply;
import varia.engine.Position;
import varia.notation.Offset;

/**
 * Zones of influence in the engine: after every move the zone squares of each caster are the
 * slide stops of the colours it affects (and, for a strict zone, squares where a piece slides one
 * square only). The generator and the attack test honour the stops; unmake restores them. A
 * piece's own zone never stops the piece itself (seeds 000 and 002 give the Hia its two squares):
 * the generator asks {@link #ownOnly} when a caster whose zone covers its own side meets a stop.
 */
final class ZoneInfluence implements AfterMove, OwnStops {
    private final int types, squares;
    /**
     * Per (colour, type, square): the zone squares a caster there covers, as a bit set of the
     * board's words (null: not a caster), so that a recomputation ORs one word set per caster.
     */
    private final long[][] zoneMasks;
    /** Per type: does it cast a zone? Does that zone slow its own side too? Is it strict? */
    private final boolean[] caster, friends, strict;

    private ZoneInfluence(Zones zones, Geometry g) {
        types = zones.byType().size();
        squares = g.squares;
        zoneMasks = new long[2 * types * squares][];
        caster = new boolean[types];
        friends = new boolean[types];
        strict = new boolean[types];
        for (int t = 0; t < types; t++) {
            Zone z = zones.of(t);
            if (z == null) continue;
            caster[t] = true;
            friends[t] = z.affectsFriends();
            strict[t] = z.strict();
            for (int c = 0; c < 2; c++)
                for (int s = 0; s < squares; s++) {
                    long[] mask = new long[g.words];
                    for (Offset o : z.offsets()) {
                        int q = g.shift(s, o, c);
                        if (q >= 0) mask[q >>> 6] |= 1L << (q & 63);
                    }
                    zoneMasks[(c * types + t) * squares + s] = mask;
                }
        }
    }

    static void install(Zones zones, Installer in) {
        ZoneInfluence influence = new ZoneInfluence(zones, in.geometry());
        boolean strict = false;
        for (int t = 0; t < zones.byType().size(); t++) {
            Zone z = zones.of(t);
            if (z == null) continue;
            in.changesLines(t);
            strict |= z.strict();
            if (z.stopsLameLeaps()) in.leapStops();
            if (z.affectsFriends()) in.ownStops(t, influence);
        }
        in.slideStops(strict);
        in.afterMove(influence);
    }

    /**
     * The stop on {@code sq} met by the caster on {@code from} is its own zone's alone: its zone
     * covers the square, and no other caster's zone that slows the caster's side does.
     */
    @Override public boolean ownOnly(Position p, int from, int sq) {
        int c = p.colourAt(from);
        if (c < 0 || !covers(c, p.typeAt(from), from, sq)) return false;
        for (int side = 0; side < 2; side++)
            for (int i = 0, n = p.pieceCount(side); i < n; i++) {
                int s = p.pieceSquare(side, i), t = p.typeAt(s);
                // a square the generator's two-square test emptied or filled without the lists (Generator.safeOnTwoSquares: never a caster's)
                if (t < 0 || p.colourAt(s) != side) continue;
                if (s == from || !caster[t] || side == c && !friends[t]) continue;
                if (covers(side, t, s, sq)) return false;
            }
        return true;
    }

    /** Does the zone of a colour-{@code c} caster of type {@code t} on {@code at} cover {@code sq}? */
    private boolean covers(int c, int t, int at, int sq) {
        long[] zone = zoneMasks[(c * types + t) * squares + at];
        return zone != null && (zone[sq >>> 6] >>> (sq & 63) & 1) != 0;
    }

    /** The stops change only when a caster moves, is taken, promoted into or gated ({@link #touchesCaster}); casters change lines. */
    @Override public boolean changesAttacksOnlyByLineChangers() { return true; }

    @Override public void afterSetup(Position p) { compute(p); }

    @Override public void afterMake(Position p, int move) { if (touchesCaster(p, move)) compute(p); }

    /**
     * Could the move have changed a zone? A piece's own move changes none unless it moves, takes
     * promotes into or gates a caster: make keeps the previous position's stops, which then still hold.
     * Other kinds of move (drops, castling, multi-leg) recompute.
     */
    private boolean touchesCaster(Position p, int move) {
        int kind = Moves.kind(move);
        if (move < 0 || kind != Moves.KIND_NORMAL && kind != Moves.KIND_EN_PASSANT) return true;
        Ply h = p.before();
        // the origin too: a piece gated there as its neighbour leaves (Old 1 Hia's king brings the Hia)
        return casts(h.mover) || casts(h.captured) || casts(p.codeAt(Moves.to(move))) || casts(p.codeAt(Moves.from(move)));
    }

    private boolean casts(int code) { return code != 0 && caster[Position.typeOfCode(code)]; }

    /** Recomputes the stops (few casters: cheaper than bookkeeping). */
    private void compute(Position p) {
        p.squareMarks().clearStops();
        for (int c = 0; c < 2; c++)
            for (int i = 0, n = p.pieceCount(c); i < n; i++) {
                int sq = p.pieceSquare(c, i), t = p.typeAt(sq);
                if (!caster[t]) continue;
                long[] zone = zoneMasks[(c * types + t) * squares + sq];
                p.squareMarks().addStops(c ^ 1, zone, false);
                if (strict[t]) p.squareMarks().addStops(c ^ 1, zone, true);
                if (friends[t]) {
                    p.squareMarks().addStops(c, zone, false);
                    if (strict[t]) p.squareMarks().addStops(c, zone, true);
                }
            }
    }
}
