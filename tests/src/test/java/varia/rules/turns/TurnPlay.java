package varia.rules.turns;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import varia.engine.FenException;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/** Helpers for the turn-structure tests: variants with options, positions, legal moves in coordinates. */
final class TurnPlay {
    private TurnPlay() {}

    static Variant variant(String name) { return variant(name, Map.of()); }

    static Variant variant(String name, Map<String, String> options) {
        try {
            return Variants.resolve(name, options);
        } catch (Exception e) {
            throw new AssertionError("cannot load variant '" + name + "' with " + options + ": " + e.getMessage(), e);
        }
    }

    static Position position(Variant v, String fen) {
        try {
            return Position.fromFen(v, fen);
        } catch (FenException e) {
            throw new AssertionError(v.key() + ": the engine refused the FEN '" + fen + "': " + e.getMessage(), e);
        }
    }

    /** Legal moves in Fairy-Stockfish coordinates ({@code e2e4}, {@code P@e5}, {@code e5f6f}, a pass as the king's own square). */
    static Set<String> moves(Position p) {
        int[] buf = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(buf);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            String uci = p.moveToUci(buf[i]);
            if (!out.add(uci)) fail("move " + uci + " generated twice in " + p.toFen());
        }
        return out;
    }

    static Set<String> moves(Variant v, String fen) { return moves(position(v, fen)); }

    /** The legal moves starting with {@code prefix}. */
    static Set<String> movesFrom(Position p, String prefix) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(p)) if (m.startsWith(prefix)) out.add(m);
        return out;
    }

    /** Plays coordinate moves, failing on one that is not legal. */
    static Position play(Position p, String... uci) {
        for (String u : uci) {
            int[] buf = new int[Moves.MAX_MOVES];
            int n = p.legalMoves(buf);
            int found = Moves.NONE;
            for (int i = 0; i < n; i++) if (p.moveToUci(buf[i]).equals(u)) found = buf[i];
            if (found == Moves.NONE) fail(u + " is not legal in " + p.toFen() + "; legal: " + moves(p));
            p.make(found);
        }
        return p;
    }

    static Set<String> set(String... s) { return new TreeSet<>(Set.of(s)); }
}
