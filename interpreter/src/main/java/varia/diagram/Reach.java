package varia.diagram;

import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * How each piece moves, as a small pictogram needs it: from the middle of an empty board, for the
 * first player (forward is +y), the adjacent squares it steps to, the directions it slides in (two
 * squares or more) and the squares further off it leaps to. Read from {@link MovePattern}'s move
 * diagram, so it is every piece's own movement, whatever the game. Written as
 * {@code "s:0,1 1,1|r:0,1|j:1,2 -1,2"} (steps, rays, jumps); kept per variant.
 */
final class Reach {
    private Reach() {}

    private record Kept(Variant variant, String[] reach) {}

    // by key, checked by identity (a Variant record's hash walks the whole file); bounded: authored files come and go
    private static final Map<String, Kept> CACHE = new ConcurrentHashMap<>();

    static String of(Variant v, int type) {
        Kept k = CACHE.get(v.key());
        if (k == null || k.variant() != v) {
            if (CACHE.size() > 256) CACHE.clear();
            k = new Kept(v, all(v));
            CACHE.put(v.key(), k);
        }
        return k.reach()[type];
    }

    private static String[] all(Variant v) {
        String[] out = new String[v.pieces().size()];
        int files = v.files(), cf = (files - 1) / 2, cr = (v.ranks() - 1) / 2, centre = cr * files + cf;
        for (PieceType t : v.pieces()) {
            TreeSet<String> steps = new TreeSet<>(), rays = new TreeSet<>(), jumps = new TreeSet<>();
            if (!v.board().isHole(centre)) {
                for (Mark m : MovePattern.draw(v, t, 0, centre, new MovePattern.Show(false, false, false)).marks()) {
                    if (m.when() != Mark.When.ALWAYS) continue;
                    int dx = m.square() % files - cf, dy = m.square() / files - cr;
                    int far = Math.max(Math.abs(dx), Math.abs(dy));
                    if (m.way() == Mark.Way.SLIDE && far >= 2 && (dx == 0 || dy == 0 || Math.abs(dx) == Math.abs(dy)))
                        rays.add(Integer.signum(dx) + "," + Integer.signum(dy));
                    else if (far == 1) steps.add(dx + "," + dy);
                    else if (m.way() != Mark.Way.SLIDE) jumps.add(dx + "," + dy);
                }
            }
            steps.removeIf(rays::contains); // a slide's first square is drawn by its line
            out[t.index()] = "s:" + String.join(" ", steps) + "|r:" + String.join(" ", rays) + "|j:" + String.join(" ", jumps);
        }
        return out;
    }
}
