package varia.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variants;

/**
 * Published perft counts from outside the project (shared/reference/perft-published.md), as
 * Varia's own conformance numbers for the East Asian games:
 * <ul>
 *   <li>the eleven xiangqi positions of the chessprogramming.org "Chinese Chess Perft Results"
 *       page, depths 1-4 (depths 5-6 are benchmark rows, see {@link #MAX_NODES});</li>
 *   <li>shogi: start position d1-d5, "Matsuri" d1-d3, "maximum moves" d1-d3 (pawn-drop mate
 *       excluded, as the published engines do; d3 = 53393368 takes about 20 s on the 2-core
 *       machine, so it stays in the test);</li>
 *   <li>sho shogi start position d4 = 445372 (Fairy-Stockfish's repository tests, HEAD).</li>
 * </ul>
 * Positions are in Fairy-Stockfish's FEN dialect: the xiangqi FENs as published; the shogi SFENs
 * converted (SFEN side b = FS w; hands in brackets, White's upper case).
 * Rows above {@code varia.perft.maxNodes} (default 60 million here; 0 = no limit, which also
 * runs the xiangqi positions to their published d5/d6: the benchmark run) are skipped.
 */
class EastPublishedPerftTest {

    static final long MAX_NODES = Long.getLong("varia.perft.maxNodes", 60_000_000L);

    record Case(String variant, String label, String fen, long[] counts) {}

    static final List<Case> CASES = List.of(
            xq(1, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", 44, 1920, 79666, 3290240, 133312995),
            xq(2, "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w", 38, 1128, 43929, 1339047, 53112976),
            xq(3, "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w", 7, 281, 8620, 326201, 10369923),
            xq(4, "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w", 25, 424, 9850, 202884, 4739553, 100055401),
            xq(5, "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w", 28, 516, 14808, 395483, 11842230),
            xq(6, "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w", 21, 364, 7626, 162837, 3500505, 81195154),
            xq(7, "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w", 28, 222, 6241, 64971, 1914306, 23496493),
            xq(8, "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w", 23, 345, 8124, 149272, 3513104, 71287903),
            xq(9, "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w", 21, 195, 3883, 48060, 933096, 12250386),
            xq(10, "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w", 30, 830, 22787, 649866, 17920736),
            xq(11, "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w", 19, 583, 11714, 376467, 8148177),
            new Case("shogi", "start (hirate)", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
                    new long[] {30, 900, 25470, 719731, 19861490}),
            new Case("shogi", "Matsuri", "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL[GRpppppnsg] b - - 0 1",
                    new long[] {207, 28684, 4809015}),
            new Case("shogi", "maximum moves", "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3[RBGSNLPgggnnnppppppppppppppppp] w - - 0 1",
                    new long[] {593, 105677, 53393368}),
            new Case("sho-shogi", "start", "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1",
                    new long[] {-1, -1, -1, 445372}));

    static Case xq(int n, String fen, long... counts) {
        // published to d5/d6; the test goes to d4, deeper rows are benchmark rows
        return new Case("xiangqi", "chessprogramming.org #" + n, fen + " - - 0 1", counts);
    }

    @TestFactory
    Stream<DynamicTest> published() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : CASES) {
            int maxDepth = c.variant().equals("xiangqi") ? Math.min(4, c.counts().length) : c.counts().length;
            if (c.variant().equals("xiangqi") && MAX_NODES == 0) maxDepth = c.counts().length;
            for (int d = 1; d <= maxDepth; d++) {
                long expected = c.counts()[d - 1];
                if (expected < 0) continue;
                int depth = d;
                tests.add(DynamicTest.dynamicTest(String.format("%s %s d%d = %,d", c.variant(), c.label(), d, expected), () -> {
                    assumeTrue(MAX_NODES == 0 || expected <= MAX_NODES,
                            () -> String.format("%,d nodes is above varia.perft.maxNodes=%,d: benchmark row", expected, MAX_NODES));
                    Position p = Position.fromFen(Variants.resolve(c.variant()), c.fen());
                    assertEquals(expected, Perft.perft(p, depth), () -> c.variant() + " " + c.label() + " perft " + depth);
                }));
            }
        }
        return tests.stream();
    }
}
