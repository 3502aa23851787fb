package varia.rules.zones;

import java.util.List;
import varia.notation.Offset;

/**
 * A zone of influence a piece casts around itself (the Mongolian Hia): sliding moves of the
 * pieces it affects end on the first zone square they reach (they may still move or capture
 * there), and the same holds for their attacks. Leaps are immune; a lame leap's path counts as a
 * slide.
 *
 * @param offsets       the zone's squares relative to the caster (default: the 8 neighbours)
 * @param affectsFriends true: the caster's own side is slowed too (Kisliouk); false: enemies only (Carrillo)
 * @param strict        true: any affected piece standing in a zone moves one square only, even
 *                      when its first step leaves the zone (the strictest reading)
 */
public record Zone(List<Offset> offsets, boolean affectsFriends, boolean strict) {
    public Zone { offsets = List.copyOf(offsets); }

    public static final List<Offset> NEIGHBOURS = List.of(
            new Offset(-1, -1), new Offset(0, -1), new Offset(1, -1), new Offset(-1, 0),
            new Offset(1, 0), new Offset(-1, 1), new Offset(0, 1), new Offset(1, 1));
}
