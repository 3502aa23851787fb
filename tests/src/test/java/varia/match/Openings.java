package varia.match;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * A fixed book of openings made of random legal plies from the start position: the same seed,
 * game and number of plies give the same book on any machine, so two builds (or two engines)
 * meet the same openings. A match plays each opening twice, colours swapped, so that a lopsided
 * opening favours neither player. An opening after which the game is over is drawn again.
 */
public final class Openings {
    private Openings() {}

    /** {@code count} openings of {@code plies} plies each (coordinate notation), for variant {@code v}. */
    public static List<List<String>> book(Variant v, int count, int plies, long seed) {
        List<List<String>> book = new ArrayList<>();
        SplittableRandom rnd = new SplittableRandom(seed ^ v.key().hashCode() * 0x9E3779B97F4A7C15L);
        int[] buf = new int[Moves.MAX_MOVES];
        for (int tries = 0; book.size() < count; tries++) {
            if (tries > 100 * count + 100) throw new IllegalStateException(v.key() + ": no " + plies + "-ply opening leaves the game going");
            List<String> line = random(v, plies, rnd, buf);
            if (line != null) book.add(line);
        }
        return book;
    }

    /** One opening, or null when the game ended on the way (or after it). */
    private static List<String> random(Variant v, int plies, SplittableRandom rnd, int[] buf) {
        Position p = Position.start(v);
        List<String> line = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            int n = p.legalMoves(buf);
            if (n == 0) return null;
            int m = buf[rnd.nextInt(n)];
            line.add(p.moveToUci(m));
            p.make(m);
        }
        return p.result().isOver() ? null : line;
    }
}
