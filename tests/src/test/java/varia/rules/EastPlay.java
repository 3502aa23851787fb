package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import varia.engine.FenException;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Helpers for the constructed-position tests of the East Asian variants: legal moves of a FEN in
 * Fairy-Stockfish's coordinate notation ({@code e2e4}, {@code a8a9+}, {@code P@e5}, a pass as the
 * king's own square {@code e2e2}), so the expected sets can be checked against FS 11.1 by hand.
 */
final class EastPlay {
    private EastPlay() {}

    /** A bundled variant by key or alias (aliases may carry options, e.g. {@code janggicasual}). */
    static Variant variant(String name) {
        try {
            return Variants.resolve(name);
        } catch (Exception e) {
            throw new AssertionError("cannot load variant '" + name + "': " + e.getMessage(), e);
        }
    }

    /**
     * A bundled variant with options, through {@code Variants.resolve(String, Map)} (research/yaml-v2-spec.md,
     * "options"). Called reflectively so this module compiles before the loader for options lands.
     */
    static Variant variant(String name, Map<String, String> options) {
        Method m;
        try {
            m = Variants.class.getMethod("resolve", String.class, Map.class);
        } catch (NoSuchMethodException e) {
            throw new AssertionError("Variants.resolve(String, Map<String,String>) does not exist yet (options land with the loader2 branch)");
        }
        try {
            return (Variant) m.invoke(null, name, options);
        } catch (InvocationTargetException e) {
            throw new AssertionError("cannot load variant '" + name + "' with " + options + ": " + e.getCause().getMessage(), e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    static Position position(Variant v, String fen) {
        try {
            return Position.fromFen(v, fen);
        } catch (FenException e) {
            throw new AssertionError(v.key() + ": the engine refused the FEN '" + fen + "': " + e.getMessage(), e);
        }
    }

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

    static Set<String> moves(Variant v, String fen) {
        return moves(position(v, fen));
    }

    /** The legal moves starting with {@code prefix} (a from-square such as {@code e2}, or {@code P@}). */
    static Set<String> movesFrom(Variant v, String fen, String prefix) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(v, fen)) {
            if (m.startsWith(prefix) && (prefix.endsWith("@") || !Character.isDigit(m.charAt(prefix.length())))) out.add(m);
        }
        return out;
    }

    static Set<String> set(String... moves) {
        return new TreeSet<>(Set.of(moves));
    }

    static void assertMoves(Set<String> expected, Set<String> actual, String why) {
        assertEquals(expected, actual, why);
    }

    /** Plays moves given in coordinate notation; fails on one that is not legal. */
    static Position play(Position p, String... moves) {
        for (String m : moves) {
            int move = p.parseUci(m);
            if (move == Moves.NONE) fail("move " + m + " is not legal in " + p.toFen() + "; legal: " + moves(p));
            p.make(move);
        }
        return p;
    }
}
