package varia.rules.zones;

import varia.engine.Position;
import varia.notation.Offset;

/**
 * Which piece's zone of influence stops a move, from the variant's {@link Zones} and the pieces on
 * the board: for explaining an illegal move ("the zone of the Hia on g5 stops the Tereg on f4").
 * The engine's own stops (slide-stop marks) are what generation uses; this reads the same rule.
 */
public final class ZoneStops {
    private ZoneStops() {}

    /** The square of a piece whose zone covers {@code sq} and slows pieces of colour {@code mover}, or -1. */
    public static int caster(Position p, int mover, int sq) { return caster(p, mover, sq, -1); }

    /**
     * As {@link #caster(Position, int, int)}, for the piece on {@code moving}: its own zone does not
     * stop it, so a caster there is not counted.
     */
    public static int caster(Position p, int mover, int sq, int moving) {
        Zones zones = p.variant().rule(Zones.KEY);
        if (zones == null) return -1;
        for (int c = 0; c < 2; c++)
            for (int i = 0; i < p.pieceCount(c); i++) {
                int s = p.pieceSquare(c, i);
                Zone z = zones.of(p.typeAt(s));
                if (z == null || s == moving || c == mover && !z.affectsFriends()) continue;
                for (Offset o : z.offsets()) if (p.geometry().shift(s, o, c) == sq) return s;
            }
        return -1;
    }

    /** Whether the zone cast from {@code caster} is strict (a piece standing in it moves one square only). */
    public static boolean strict(Position p, int caster) {
        Zones zones = p.variant().rule(Zones.KEY);
        return zones != null && zones.of(p.typeAt(caster)) != null && zones.of(p.typeAt(caster)).strict();
    }

    /** Whether the variant's zones also stop the path of a lame leap (a pawn's double step). */
    public static boolean stopLameLeaps(Position p) {
        Zones zones = p.variant().rule(Zones.KEY);
        if (zones == null) return false;
        for (Zone z : zones.byType()) if (z != null && z.stopsLameLeaps()) return true;
        return false;
    }
}
