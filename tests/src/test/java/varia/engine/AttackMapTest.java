package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The enemy attack map (walked forward from the enemy's pieces) says of every square what the
 * reverse rays say ({@link Attacks#attacked}), with the royal's square emptied as the generator
 * asks: seeded random games in every bundled variant where the map is usable, every square of
 * every position, both colours as attackers.
 */
class AttackMapTest {
    static final int GAMES = 4, PLIES = 160;

    @TestFactory
    Stream<DynamicTest> mapAgreesWithReverseRays() {
        return Variants.bundled().stream().map(key -> DynamicTest.dynamicTest(key, () -> agree(key)));
    }

    private static void agree(String key) throws Exception {
        Variant v = Variants.resolve(key);
        AttackMap map = new AttackMap(Compiled.of(v), 1, true);
        if (!map.usable) return;
        int[] buf = new int[Moves.MAX_MOVES];
        for (int game = 0; game < GAMES; game++) {
            SplittableRandom rnd = new SplittableRandom(game * 17L + key.hashCode());
            Position p = Position.start(v);
            for (int ply = 0; ply < PLIES; ply++) {
                for (int by = 0; by < 2; by++) compare(p, map, by, key + " game " + game);
                int n = p.legalMoves(buf);
                if (n == 0) break;
                p.make(buf[rnd.nextInt(n)]);
            }
        }
    }

    /** Each square, with the defending side's royal (or, without one, its first piece) taken off. */
    private static void compare(Position p, AttackMap map, int by, String where) {
        int defender = by ^ 1;
        int emptied = p.kingSq[defender] >= 0 ? p.kingSq[defender] : p.pcount[defender] > 0 ? p.plist[defender][0] : -1;
        if (emptied < 0) return;
        map.allTargets();
        map.build(p, 0, by, emptied);
        String fen = p.toFen();
        int code = p.board[emptied];
        p.board[emptied] = 0;
        try {
            for (int sq = 0; sq < p.squares; sq++) {
                int s = sq;
                assertEquals(Attacks.attacked(p, sq, by), map.attacked(0, sq), () -> where + ": square " + p.squareName(s)
                        + " attacked by " + (by == 0 ? "White" : "Black") + " at " + fen + " without the piece on " + p.squareName(emptied));
            }
        } finally {
            p.board[emptied] = code;
        }
    }

    @Test
    void theMapIsKeptOffWhereForwardRaysDoNotSayAll() throws Exception {
        assertTrue(new AttackMap(Compiled.of(Variants.resolve("ouk-chatrang")), 1).usable);
        assertTrue(new AttackMap(Compiled.of(Variants.resolve("chaturanga")), 1).usable);
        assertFalse(new AttackMap(Compiled.of(Variants.resolve("chess")), 1).usable, "a king's steps only: the reverse rays are cheaper");
        assertTrue(new AttackMap(Compiled.of(Variants.resolve("chess")), 1, true).usable);
        assertFalse(new AttackMap(Compiled.of(Variants.resolve("xiangqi")), 1, true).usable, "royal sight");
        assertFalse(new AttackMap(Compiled.of(Variants.resolve("chu-shogi")), 1, true).usable, "multi-leg captures");
        assertFalse(new AttackMap(Compiled.of(Variants.resolve("hiashatar")), 1, true).usable, "the Hia's zone stops slides");
    }
}
