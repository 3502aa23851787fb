package varia.rules;

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
 * Helpers shared by the rule tests: bundled variants (with options), positions from FEN, legal
 * moves in Fairy-Stockfish's coordinates ({@code e2e4}, {@code P@e5}, {@code e5f6f}, a pass as the
 * royal piece's own square), playing lines. Each game family's helper extends it with its extras.
 */
public class RulesPlay {
    protected RulesPlay() {}

    /** A bundled variant by key or alias (aliases may carry options, e.g. {@code janggicasual}). */
    public static Variant variant(String name) { return variant(name, Map.of()); }

    /** A bundled variant with option values (name to value). */
    public static Variant variant(String name, Map<String, String> options) {
        try {
            return Variants.resolve(name, options);
        } catch (Exception e) {
            throw new AssertionError("cannot load variant '" + name + "'" + (options.isEmpty() ? "" : " with " + options)
                    + ": " + e.getMessage(), e);
        }
    }

    public static Position position(Variant v, String fen) {
        try {
            return Position.fromFen(v, fen);
        } catch (FenException e) {
            throw new AssertionError(v.key() + ": the engine refused the FEN '" + fen + "': " + e.getMessage(), e);
        }
    }

    /** The legal moves; a move generated twice fails the test. */
    public static Set<String> moves(Position p) {
        int[] buf = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(buf);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            String uci = p.moveToUci(buf[i]);
            if (!out.add(uci)) fail("move " + uci + " generated twice in " + p.toFen());
        }
        return out;
    }

    public static Set<String> moves(Variant v, String fen) { return moves(position(v, fen)); }

    /**
     * The legal moves starting with {@code prefix}: a from-square such as {@code e2} ({@code i1}
     * does not match {@code i10}), or a drop prefix such as {@code P@}.
     */
    public static Set<String> movesFrom(Position p, String prefix) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(p)) {
            if (!m.startsWith(prefix)) continue;
            if (prefix.endsWith("@") || m.length() == prefix.length() || !Character.isDigit(m.charAt(prefix.length()))) out.add(m);
        }
        return out;
    }

    public static Set<String> movesFrom(Variant v, String fen, String prefix) { return movesFrom(position(v, fen), prefix); }

    public static Set<String> set(String... moves) { return new TreeSet<>(Set.of(moves)); }

    /** Plays moves given in coordinate notation; fails on one that is not legal. */
    public static Position play(Position p, String... moves) {
        for (String m : moves) {
            int move = p.parseUci(m);
            if (move == Moves.NONE) fail("move " + m + " is not legal in " + p.toFen() + "; legal: " + moves(p));
            p.make(move);
        }
        return p;
    }

    public static GameResult.Status status(Position p) { return p.result().status(); }
}
