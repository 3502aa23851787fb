package varia.rules.hia;

import java.util.Set;
import java.util.TreeSet;
import varia.engine.Position;

/** Helpers for the Hia tests: legal moves in coordinate notation, playing lines, what stands where. */
final class HiaPlay extends varia.rules.RulesPlay {
    private HiaPlay() {}

    /** The legal moves of the piece on {@code from} that end on one of {@code squares}. */
    static Set<String> movesTo(Position p, String from, String... squares) {
        Set<String> out = new TreeSet<>();
        for (String m : movesFrom(p, from))
            for (String s : squares) if (m.substring(from.length()).equals(s)) out.add(m);
        return out;
    }

    /** The square's index: files a.., ranks 1.. (the engine's squareName is the inverse). */
    static int square(Position p, String name) {
        for (int sq = 0; sq < p.squareCount(); sq++) if (p.squareName(sq).equals(name)) return sq;
        throw new IllegalArgumentException("no square " + name);
    }

    /** What stands on the square as a FEN letter (upper case White), or '.' when empty. */
    static char at(Position p, String name) {
        int sq = square(p, name);
        if (p.colourAt(sq) < 0) return '.';
        char l = p.pieceTypeAt(sq).letter();
        return p.colourAt(sq) == 0 ? l : Character.toLowerCase(l);
    }
}
