package varia.record;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Position;
import varia.oracle.FairyStockfish;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Replays every sample with Fairy-Stockfish too: before each move, FS is given Varia's position
 * and the move (in FS coordinates) must be among FS's legal moves.
 */
class SamplesOracleTest {
    private static FairyStockfish fs;

    @BeforeAll
    static void start() throws IOException { fs = new FairyStockfish(); }

    @AfterAll
    static void stop() { if (fs != null) fs.close(); }

    @TestFactory
    Stream<DynamicTest> everySampleMoveIsLegalForFairyStockfish() throws IOException {
        return Samples.all().stream().map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
            Variant v = Variants.resolve(s.variant());
            fs.setVariant(s.variant());
            MoveParser parser = new MoveParser(new San(v));
            Position pos = Validator.start(s.game(), v);
            int ply = 0;
            for (RecordedMove rm : s.game().moves()) {
                MoveParser.Parsed p = parser.parse(pos, rm.text());
                assertTrue(p.ok(), s + " ply " + ply + " " + rm.text() + ": " + p.error());
                String fen = pos.toFen();
                String reported = fs.setPosition(fen);
                assertTrue(FairyStockfish.accepts(fen, reported), "FS did not accept " + fen + " (reported " + reported + ")");
                Set<String> legal = fs.legalMoves();
                String uci = pos.moveToUci(p.move());
                assertTrue(legal.contains(uci), s + " ply " + ply + " " + rm.text() + " = " + uci + " is not legal for Fairy-Stockfish in " + fen + "; FS: " + legal);
                pos.make(p.move());
                ply++;
            }
        }));
    }
}
