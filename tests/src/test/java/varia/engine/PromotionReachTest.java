package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@link PromotionReach}: the squares from which a piece could promote, read at load time, skip
 * the zone test on every other square without changing a move. Seeded random games in every
 * bundled variant, each position's legal moves with the precomputed answer and with the zone
 * asked for every move; promotions counted so that the games that have them must meet some.
 */
class PromotionReachTest {
    static final int GAMES = 6, PLIES = 160;

    /** Games whose seeded random games promote often enough for the count to mean something. */
    private static final java.util.Set<String> PROMOTING = java.util.Set.of("chess", "makruk", "shatranj", "shogi",
            "ouk-chatrang", "sittuyin", "chaturanga");

    @TestFactory
    Stream<DynamicTest> precomputedReachGivesTheSameMoves() {
        return Variants.bundled().stream().map(key -> DynamicTest.dynamicTest(key, () -> {
            int promotions = agree(key);
            if (PROMOTING.contains(key)) assertTrue(promotions > 0, key + ": no promotion met");
        }));
    }

    /**
     * Chess: a pawn may promote only from its seventh rank (a step or a capture) or its sixth (the
     * double step, which the tables keep on every square since a position may hold an unmoved pawn
     * anywhere); a knight never (it has no promotion).
     */
    @Test
    void chessPawnsPromoteOnlyFromTheirSixthAndSeventhRanks() throws Exception {
        Position p = Position.start(Variants.resolve("chess"));
        MoveTables t = p.t;
        int pawn = type(p, "P"), knight = type(p, "N"), files = 8;
        for (int sq = 0; sq < 64; sq++) {
            int rank = sq / files;
            assertEquals(rank == 5 || rank == 6, p.c.mayPromote[(0 * t.types + pawn) * t.squares + sq], "white pawn on " + sq);
            assertEquals(rank == 1 || rank == 2, p.c.mayPromote[(1 * t.types + pawn) * t.squares + sq], "black pawn on " + sq);
            assertFalse(p.c.mayPromote[(0 * t.types + knight) * t.squares + sq], "knight on " + sq);
        }
    }

    private static int type(Position p, String letter) {
        var pieces = p.c.variant.pieces();
        for (int i = 0; i < pieces.size(); i++) if (Character.toUpperCase(pieces.get(i).letter()) == letter.charAt(0)) return i;
        throw new AssertionError("no piece " + letter);
    }

    private static int agree(String key) throws Exception {
        Variant v = Variants.resolve(key);
        int[] buf = new int[Moves.MAX_MOVES];
        int promotions = 0;
        for (int game = 0; game < GAMES; game++) {
            SplittableRandom rnd = new SplittableRandom(game * 37L + key.hashCode());
            Position p = Position.start(v);
            for (int ply = 0; ply < PLIES; ply++) {
                TreeSet<String> reach = moves(p, buf, true), asked = moves(p, buf, false);
                assertEquals(asked, reach, key + " game " + game + " at " + p.toFen());
                int n = p.legalMoves(buf);
                if (n == 0) break;
                for (int i = 0; i < n; i++) if (Moves.kind(buf[i]) != Moves.KIND_DROP && Moves.promotion(buf[i]) >= 0) promotions++;
                p.make(buf[rnd.nextInt(n)]);
            }
        }
        return promotions;
    }

    private static TreeSet<String> moves(Position p, int[] buf, boolean reach) {
        boolean saved = PromotionReach.enabled;
        PromotionReach.enabled = reach;
        try {
            int n = p.legalMoves(buf);
            TreeSet<String> out = new TreeSet<>();
            for (int i = 0; i < n; i++) out.add(p.moveToUci(buf[i]));
            return out;
        } finally {
            PromotionReach.enabled = saved;
        }
    }
}
