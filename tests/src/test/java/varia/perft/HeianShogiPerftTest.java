package varia.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variants;

/**
 * Perft for the default 8x8 Heian shogi of variants/heian-shogi.yaml (seed 004 XI). No published
 * or built-in reference exists; these counts were computed for this test with Fairy-Stockfish
 * 11.1 and an ini written to encode the same rules as the file (the 9x8 ini of
 * fairy-stockfish-oracle.md section 1, moved to 8x8 with the seed's setup, plus
 * {@code extinctionClaim}, which gives the bared side its one move to bare back, as Shatranj):
 *
 * <pre>
 * [heianshogi8]
 * variantTemplate = shogi
 * maxFile = 8
 * maxRank = 8
 * shogiPawn = p
 * lance = l
 * shogiKnight = n
 * silver = s
 * gold = g
 * king = k
 * startFen = lnsgksnl/8/pppppppp/8/8/PPPPPPPP/8/LNSKGSNL w - - 0 1
 * pieceDrops = false
 * capturesToHand = false
 * promotionRank = 6
 * promotedPieceType = p:g l:g n:g s:g
 * doubleStep = false
 * castling = false
 * immobilityIllegal = true
 * stalemateValue = loss
 * nMoveRule = 0
 * extinctionValue = loss
 * extinctionPieceTypes = *
 * extinctionPieceCount = 1
 * extinctionOpponentPieceCount = 2
 * extinctionClaim = true
 * </pre>
 *
 * The mid-game positions come from seeded random games (30, 70 and 110 plies) played by FS with
 * that ini. The two bare-king probes: a bared king that cannot bare back gets its one move and
 * then the game is over (d2 = 0); one that can bare back has exactly that capture. Their deeper
 * counts would depend on the "two bare kings draw" rule of the seed, which neither the ini nor the
 * variant file can state, so they stop at d1 / d2.
 */
class HeianShogiPerftTest {

    record Row(String fen, long... counts) {}

    static final List<Row> ROWS = List.of(
            new Row("lnsgksnl/8/pppppppp/8/8/PPPPPPPP/8/LNSKGSNL w - - 0 1", 22, 484, 10296, 219018, 4602070),
            new Row("ln1g2ns/8/pp1k1p1l/P1ppp1pp/L1sP1P2/1PG1P1PP/2SK3L/1N1S2N1 w - - 0 16", 18, 479, 8760, 232202),
            new Row("4k2s/8/np2+Pn1l/5pp1/1P1s3p/2N2PKG/2S4L/+l5N1 w - - 6 36", 18, 354, 6211, 126000),
            new Row("8/2+N4g/lP4p+L/P5N1/4k3/L1+s2p2/3S4/GK3S2 w - - 3 56", 29, 489, 12483, 220632),
            new Row("4k3/8/4G3/8/8/8/8/3K4 b - - 0 1", 2, 0),
            new Row("4k3/4G3/8/8/8/8/8/3K4 b - - 0 1", 1),
            new Row("4k3/8/8/8/8/2g5/3G4/3K4 w - - 0 1", 8, 82, 623, 6973));

    @TestFactory
    Stream<DynamicTest> fairyStockfishIni8x8() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Row r : ROWS) {
            for (int d = 1; d <= r.counts().length; d++) {
                int depth = d;
                long expected = r.counts()[d - 1];
                tests.add(DynamicTest.dynamicTest(String.format("heian-shogi 8x8 d%d = %,d  %s", d, expected, r.fen()), () ->
                        // Fairy-Stockfish plays on with two bare kings: compare under that reading
                        assertEquals(expected, Perft.perft(Position.fromFen(
                                Variants.resolve("heian-shogi", java.util.Map.of("two-bare-kings", "play-on")), r.fen()), depth))));
            }
        }
        return tests.stream();
    }
}
