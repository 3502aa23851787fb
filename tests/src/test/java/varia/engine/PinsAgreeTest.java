package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The generator's two ways of deciding legality give the same moves: pins (a piece off every
 * line to its royal piece needs no test, a pinned one stays on its line, the royal's steps are
 * tested with its square emptied) against making, testing and unmaking every move. Seeded random
 * games in every bundled variant, every position compared.
 */
class PinsAgreeTest {
    static final int GAMES = 6, PLIES = 120;

    @TestFactory
    Stream<DynamicTest> pinsAgreeWithMakeAndTest() {
        return Variants.bundled().stream().map(key -> DynamicTest.dynamicTest(key, () -> agree(key, GAMES)));
    }

    /**
     * Games with hoppers (cannons) read their screens and open lines as pins too: many more games
     * there, since a wrong shortcut shows only in the rarer lines (two screens, a piece stepping
     * onto a cannon's open file, a slider's pinner with a cannon behind it).
     */
    @TestFactory
    Stream<DynamicTest> hoppersScreensAgreeWithMakeAndTest() {
        return Stream.of("xiangqi", "janggi").map(key -> DynamicTest.dynamicTest(key, () -> agree(key, 80)));
    }

    private static void agree(String key, int games) throws Exception {
            Variant v = Variants.resolve(key);
            int[] buf = new int[Moves.MAX_MOVES];
            for (int game = 0; game < games; game++) {
                SplittableRandom rnd = new SplittableRandom(game * 31L + key.hashCode());
                Position p = Position.start(v);
                for (int ply = 0; ply < PLIES; ply++) {
                    TreeSet<String> withPins = moves(p, buf, true), tested = moves(p, buf, false);
                    assertEquals(tested, withPins, key + " game " + game + " at " + p.toFen());
                    int n = p.legalMoves(buf);
                    if (n == 0) break;
                    p.make(buf[rnd.nextInt(n)]);
                }
            }
    }

    private static TreeSet<String> moves(Position p, int[] buf, boolean pins) {
        boolean saved = Generator.pinsEnabled;
        Generator.pinsEnabled = pins;
        try {
            int n = p.legalMoves(buf);
            TreeSet<String> out = new TreeSet<>();
            for (int i = 0; i < n; i++) out.add(p.moveToUci(buf[i]));
            return out;
        } finally {
            Generator.pinsEnabled = saved;
        }
    }

}
