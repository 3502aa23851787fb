package varia.play;

import java.util.Locale;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * Coordinate moves as Fairy-Stockfish writes them ({@code e2e4}, {@code e7e8q}, {@code a9a10});
 * also accepts upper case and a separating {@code -} or {@code x} ({@code E2-E4}, {@code d4xe5}).
 */
public final class CoordinateMoveParser implements MoveParser {
    @Override
    public int parse(Position pos, String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        int m = pos.parseUci(t);
        if (m != Moves.NONE) return m;
        String joined = t.replaceFirst("^([a-z]\\d+)[-x]([a-z]\\d+)", "$1$2").replace("=", "");
        return joined.equals(t) ? Moves.NONE : pos.parseUci(joined);
    }
}
