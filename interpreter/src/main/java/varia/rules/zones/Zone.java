package varia.rules.zones;

import java.util.List;
import varia.notation.Offset;

/**
 * A zone of influence a piece casts around itself (the Mongolian Hia): sliding moves of the
 * pieces it affects end on the first zone square they reach (they may still move or capture
 * there), and the same holds for their attacks. Leaps are immune; a lame leap's path (a pawn's
 * double step) counts as a slide only where {@code stopsLameLeaps} says so.
 *
 * @param offsets       the zone's squares relative to the caster (default: the 8 neighbours)
 * @param affectsFriends true: the caster's own side is slowed too (Kisliouk); false: enemies only (Carrillo)
 * @param strict        true: any affected piece standing in a zone moves one square only, even
 *                      when its first step leaves the zone (the strictest reading)
 * @param stopsLameLeaps true: a lame leap's path is stopped as a slide (a pawn's double or triple
 *                      step ends before a zone square); false: only slides (seed 000 names the sliders)
 */
public record Zone(List<Offset> offsets, boolean affectsFriends, boolean strict, boolean stopsLameLeaps) {
    public Zone { offsets = List.copyOf(offsets); }

    public Zone(List<Offset> offsets, boolean affectsFriends, boolean strict) { this(offsets, affectsFriends, strict, false); }

    public static final List<Offset> NEIGHBOURS = List.of(
            new Offset(-1, -1), new Offset(0, -1), new Offset(1, -1), new Offset(-1, 0),
            new Offset(1, 0), new Offset(-1, 1), new Offset(0, 1), new Offset(1, 1));
}
