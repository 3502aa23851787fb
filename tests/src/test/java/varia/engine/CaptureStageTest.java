package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The captures the search's quiescence asks for ({@link Position#legalCaptures}) are legal moves.
 * Sittuyin's deployment (seed 004 section V: the pieces are placed, one a turn, before play) left
 * its pawn captures in that list, which the duty to drop forbids.
 */
class CaptureStageTest {

    /** White's e4 pawn could take d5, but while White holds pieces it must place one. */
    @Test
    void sittuyinsDeploymentHasNoCaptures() throws Exception {
        Variant v = Variants.registry().bundledVariant("sittuyin");
        int[] moves = new int[Moves.MAX_MOVES];
        Position p = Position.start(v);
        assertEquals(0, p.legalCaptures(moves));
        int n = p.legalMoves(moves);
        for (int i = 0; i < n; i++) assertEquals(Moves.KIND_DROP, Moves.kind(moves[i]), p.moveToUci(moves[i]));
        // placed: the same capture is then the side's to make
        Position placed = Position.fromFen(v, "k7/8/4pppp/pppp4/4PPPP/PPPP4/8/K7 w - - 0 1");
        int c = placed.legalCaptures(moves);
        Set<String> names = new HashSet<>();
        for (int i = 0; i < c; i++) names.add(placed.moveToUci(moves[i]));
        assertTrue(names.contains("e4d5"), names.toString());
    }

    @Test
    void everyCaptureListedIsALegalMoveAlongRandomGamesOfEveryBundledVariant() throws Exception {
        Random random = new Random(33);
        int[] moves = new int[Moves.MAX_MOVES], captures = new int[Moves.MAX_MOVES];
        for (String key : Variants.bundled()) {
            Variant v = Variants.registry().bundledVariant(key);
            for (int game = 0; game < 3; game++) {
                Position p = Position.start(v);
                for (int ply = 0; ply < 120 && !p.result().isOver(); ply++) {
                    int n = p.legalMoves(moves);
                    Set<Integer> legal = new HashSet<>();
                    for (int i = 0; i < n; i++) legal.add(moves[i]);
                    int c = p.legalCaptures(captures);
                    for (int i = 0; i < c; i++)
                        assertTrue(legal.contains(captures[i]), key + ": " + p.moveToUci(captures[i]) + " listed as a capture but not legal in " + p.toFen());
                    if (n == 0) break;
                    p.make(moves[random.nextInt(n)]);
                }
            }
        }
    }
}
