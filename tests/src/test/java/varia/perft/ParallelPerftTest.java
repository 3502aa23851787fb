package varia.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import varia.engine.FenException;
import varia.engine.ParallelPerft;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Parallel perft ({@code varia perft --threads N}) counts exactly what one thread counts: per root
 * move, in the same order, in every bundled variant, on 1, 2 and 3 threads; and where the root has
 * few moves (a king in check), so that the tasks are split two and three plies deep.
 */
class ParallelPerftTest {

    private static Supplier<Position> copies(Variant v, String fen) {
        return () -> {
            try {
                return fen == null ? Position.start(v) : Position.fromFen(v, fen);
            } catch (FenException e) {
                throw new IllegalArgumentException(e);
            }
        };
    }

    private static void sameAsOneThread(Variant v, String fen, int depth) {
        List<Perft.Entry> single = Perft.divide(copies(v, fen).get(), depth);
        long total = single.stream().mapToLong(Perft.Entry::nodes).sum();
        assertEquals(total, Perft.perft(copies(v, fen).get(), depth));
        for (int threads : new int[] {1, 2, 3}) {
            ParallelPerft.Result r = ParallelPerft.run(copies(v, fen), depth, threads);
            assertEquals(single, r.divide(), v.key() + " d" + depth + " on " + threads + " threads, per root move");
            assertEquals(total, r.nodes(), v.key() + " d" + depth + " on " + threads + " threads");
        }
    }

    @Test
    void everyBundledVariantAtDepthThree() throws Exception {
        for (String key : Variants.bundled()) sameAsOneThread(Variants.resolve(key), null, 3);
    }

    @Test
    void makrukDepthFourMatchesFairyStockfish() throws Exception {
        // samples/perft-fs.tsv: makruk start position, depth 4 = 273,026 (Fairy-Stockfish 11.1)
        Variant v = Variants.resolve("makruk");
        assertEquals(273_026, ParallelPerft.perft(copies(v, null), 4, 2));
        sameAsOneThread(v, null, 4);
    }

    @Test
    void fewRootMovesAreSplitDeeper() throws Exception {
        // Black's king in check from the rook on e1, four replies: tasks of two and three plies
        Variant chess = Variants.resolve("chess");
        String fen = "4k3/8/8/8/8/8/8/K3R3 b - - 0 1";
        assertEquals(4, Perft.divide(copies(chess, fen).get(), 1).size());
        sameAsOneThread(chess, fen, 5);
    }

    @Test
    void depthZeroAndOne() throws Exception {
        Variant v = Variants.resolve("shogi");
        assertEquals(1, ParallelPerft.perft(copies(v, null), 0, 2));
        assertEquals(30, ParallelPerft.perft(copies(v, null), 1, 2));
    }
}
