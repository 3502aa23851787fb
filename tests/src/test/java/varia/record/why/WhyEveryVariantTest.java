package varia.record.why;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Every bundled variant, along a few random games: every illegal move of every piece of the side to
 * move gets an explanation or none (never an exception), the position is left as it was, and no
 * explanation is given for a move the engine lists (Why is asked only about moves it does not).
 */
class WhyEveryVariantTest {
    static List<String> variants() { return Variants.bundled(); }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void explainsWithoutChangingThePosition(String key) throws Exception {
        Variant v = Variants.resolve(key);
        Random rnd = new Random(key.hashCode());
        Position p = Position.start(v);
        int[] moves = new int[Moves.MAX_MOVES];
        int explained = 0;
        for (int ply = 0; ply < 24; ply++) {
            int n = p.legalMoves(moves);
            if (n == 0) break;
            if (ply % 6 == 5) explained += sweep(p, moves, n);
            p.make(moves[rnd.nextInt(n)]);
        }
        assertTrue(explained > 0, "no illegal move was asked about");
    }

    private static int sweep(Position p, int[] moves, int n) {
        Set<Long> legal = new HashSet<>();
        for (int i = 0; i < n; i++) {
            var mi = p.info(moves[i]);
            if (mi.from() >= 0) legal.add((long) mi.from() << 16 | mi.to());
        }
        String fen = p.toFen();
        long hash = p.hash();
        int us = p.sideToMove(), count = 0;
        var g = p.geometry();
        for (int i = 0; i < p.pieceCount(us); i++) {
            int from = p.pieceSquare(us, i);
            for (int to = 0; to < p.squareCount(); to++) {
                if (to == from || legal.contains((long) from << 16 | to)) continue;
                Why.move(p, List.of(p.pieceTypeAt(from)), g.fileOf(from), g.rankOf(from), to);
                count++;
            }
        }
        for (var t : p.variant().pieces()) if (p.inHand(us, t.index()) > 0) for (int to = 0; to < p.squareCount(); to++) Why.drop(p, t, to);
        assertEquals(fen, p.toFen(), "the position changed");
        assertEquals(hash, p.hash(), "the hash changed");
        return count;
    }
}
