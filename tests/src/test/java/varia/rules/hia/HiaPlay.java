package varia.rules.hia;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import varia.engine.FenException;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/** Helpers for the Hia tests: legal moves in coordinate notation, playing lines, what stands where. */
final class HiaPlay {
    private HiaPlay() {}

    static Variant variant(String name) { return variant(name, Map.of()); }

    static Variant variant(String name, Map<String, String> options) {
        try {
            return Variants.resolve(name, options);
        } catch (Exception e) {
            throw new AssertionError("cannot load variant '" + name + "' " + options + ": " + e.getMessage(), e);
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

    /** The legal moves of the piece on {@code square} (e.g. {@code i5}; "i1" does not match "i10"). */
    static Set<String> movesFrom(Position p, String square) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(p))
            if (m.startsWith(square) && !Character.isDigit(m.charAt(square.length()))) out.add(m);
        return out;
    }

    /** The legal moves of the piece on {@code from} that end on one of {@code squares}. */
    static Set<String> movesTo(Position p, String from, String... squares) {
        Set<String> out = new TreeSet<>();
        for (String m : movesFrom(p, from))
            for (String s : squares) if (m.substring(from.length()).equals(s)) out.add(m);
        return out;
    }

    static Set<String> set(String... moves) { return new TreeSet<>(Set.of(moves)); }

    /** Plays moves in coordinate notation; fails on one that is not legal. */
    static Position play(Position p, String... moves) {
        for (String m : moves) {
            int move = p.parseUci(m);
            if (move == Moves.NONE) fail("move " + m + " is not legal in " + p.toFen() + "; legal: " + moves(p));
            p.make(move);
        }
        return p;
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
