package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The search's staged generation ({@link StagedMoves}) against {@code legalMoves}: in seeded
 * random games of every bundled variant, wherever staged generation applies, the captures and
 * the quiet moves are together exactly the legal moves, each once; every legal move passes the
 * hash move's test ({@link StagedMoves#legal}), and a move of the other side's (its piece on the
 * origin) does not.
 */
class StagedMovesTest {
    static final int GAMES = 4, PLIES = 120;

    @TestFactory
    Stream<DynamicTest> capturesAndQuietsAreTheLegalMoves() {
        return Variants.bundled().stream().map(key -> DynamicTest.dynamicTest(key, () -> agree(key, GAMES)));
    }

    /** Hoppers' screens, drops and promotions: more games where the two stages split the most. */
    @TestFactory
    Stream<DynamicTest> moreGamesWhereTheStagesSplitMost() {
        return Stream.of("xiangqi", "janggi", "shogi", "crazyhouse", "chu-shogi").map(key -> DynamicTest.dynamicTest(key, () -> agree(key, 30)));
    }

    @Test
    void appliesToTheGamesTheMatchesPlay() throws Exception {
        for (String key : new String[] {"xiangqi", "shogi", "makruk", "janggi", "shatranj", "chess"})
            assertTrue(StagedMoves.applies(Position.start(Variants.resolve(key))), key);
        // free turns (Senterej's werera): both sides' moves, generated all at once
        assertFalse(StagedMoves.applies(Position.start(Variants.resolve("senterej"))));
    }

    private static void agree(String key, int games) throws Exception {
        Variant v = Variants.resolve(key);
        int[] all = new int[Moves.MAX_MOVES], caps = new int[Moves.MAX_MOVES], quiets = new int[Moves.MAX_MOVES], before = new int[Moves.MAX_MOVES];
        for (int game = 0; game < games; game++) {
            SplittableRandom rnd = new SplittableRandom(game * 7919L + key.hashCode());
            Position p = Position.start(v);
            int nBefore = 0, moverBefore = -1;
            for (int ply = 0; ply < PLIES; ply++) {
                int n = p.legalMoves(all);
                String at = key + " game " + game + " at " + p.toFen();
                if (StagedMoves.applies(p)) {
                    assertEquals(n == 0 && p.endedByRule() != null, StagedMoves.ended(p), at);
                    if (!StagedMoves.ended(p)) {
                        long hash = p.hash();
                        int c = StagedMoves.captures(p, caps), q = StagedMoves.quiets(p, quiets);
                        int[] staged = new int[c + q];
                        System.arraycopy(caps, 0, staged, 0, c);
                        System.arraycopy(quiets, 0, staged, c, q);
                        int[] legal = Arrays.copyOf(all, n);
                        Arrays.sort(staged);
                        Arrays.sort(legal);
                        // a move offered only when there is no other (a stalemated king's swap) comes from legalMoves itself
                        if (!(c + q == 0 && p.c.fallbackSources.length > 0)) assertArrayEquals(legal, staged, p, at);
                        for (int i = 0; i < n; i++) assertTrue(StagedMoves.legal(p, all[i]), at + ": " + p.moveToUci(all[i]));
                        for (int i = 0; i < nBefore && moverBefore != p.sideToMove(); i++) {
                            int m = before[i];
                            if (!Moves.onBoard(Moves.kind(m)) || Arrays.binarySearch(legal, m) >= 0) continue;
                            assertFalse(StagedMoves.legal(p, m), at + ": the other side's move " + m);
                        }
                        assertEquals(hash, p.hash(), at + ": position restored");
                    }
                }
                if (n == 0) break;
                System.arraycopy(all, 0, before, 0, n);
                nBefore = n;
                moverBefore = p.sideToMove();
                p.make(all[rnd.nextInt(n)]);
            }
        }
    }

    private static void assertArrayEquals(int[] legal, int[] staged, Position p, String at) {
        if (Arrays.equals(legal, staged)) return;
        StringBuilder sb = new StringBuilder(at).append(": legal ");
        for (int m : legal) sb.append(p.moveToUci(m)).append(' ');
        sb.append("| staged ");
        for (int m : staged) sb.append(p.moveToUci(m)).append(' ');
        throw new AssertionError(sb.toString());
    }
}
