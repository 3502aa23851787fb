package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Helpers for the constructed-position tests of the chess-family historical variants: legal
 * moves in Fairy-Stockfish's coordinate notation ({@code e2e4}, {@code b7b8j}), playing a line of
 * moves, and the game's result.
 */
final class ChessPlay {
    private ChessPlay() {}

    /** A bundled variant by key or alias. */
    static Variant variant(String name) {
        return variant(name, Map.of());
    }

    /** A bundled variant with option values (name to value). */
    static Variant variant(String name, Map<String, String> options) {
        try {
            return Variants.resolve(name, options);
        } catch (Exception e) {
            throw new AssertionError("cannot load variant '" + name + "'" + (options.isEmpty() ? "" : " with " + options)
                    + ": " + e.getMessage(), e);
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

    /** The legal moves of the piece on {@code square} (e.g. {@code e1}). */
    static Set<String> movesFrom(Position p, String square) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(p))
            if (m.startsWith(square) && !Character.isDigit(m.charAt(square.length()))) out.add(m);
        return out;
    }

    static Set<String> set(String... moves) {
        return new TreeSet<>(Set.of(moves));
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

    static GameResult.Status status(Position p) {
        return p.result().status();
    }
}
