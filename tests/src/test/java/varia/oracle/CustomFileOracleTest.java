package varia.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import varia.TestPaths;
import varia.engine.Moves;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The custom 10x8 file the protocol tests play through {@code varia xboard FILE} and {@code varia uci
 * FILE} (tests/src/test/resources/custom-variants/carrera-test.yaml) plays Capablanca's chess as
 * Fairy-Stockfish 11.1's {@code capablanca} does, from its own setup: perft and the legal-move sets
 * along seeded random games equal the oracle's, so the engine those tests drive is exact too.
 */
class CustomFileOracleTest {
    static final Path FILE = TestPaths.root().resolve("tests/src/test/resources/custom-variants/carrera-test.yaml");
    /** Fairy-Stockfish 11.1's own start position of 'capablanca' (to check that it switched). */
    static final String CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

    @Test
    void perftEqualsFairyStockfishCapablanca() throws Exception {
        Variant v = Variants.load(FILE);
        Position start = Position.start(v);
        try (FairyStockfish fs = new FairyStockfish()) {
            fs.setVariant("capablanca", CAPABLANCA);
            String fen = start.toFen();
            assertTrue(FairyStockfish.accepts(fen, fs.setPosition(fen)), "Fairy-Stockfish did not take " + fen);
            for (int depth = 1; depth <= 3; depth++) {
                long oracle = fs.divide(depth).values().stream().mapToLong(Long::longValue).sum();
                assertEquals(oracle, Perft.perft(Position.start(v), depth), "perft " + depth + " from " + fen);
            }
        }
    }

    @Test
    void legalMovesEqualAlongSeededGames() throws Exception {
        Variant v = Variants.load(FILE);
        int[] moves = new int[Moves.MAX_MOVES];
        int compared = 0;
        try (FairyStockfish fs = new FairyStockfish()) {
            fs.setVariant("capablanca", CAPABLANCA);
            for (long seed = 1; seed <= 4; seed++) {
                Random random = new Random(seed);
                Position pos = Position.start(v);
                for (int ply = 0; ply < 120; ply++) {
                    String fen = pos.toFen();
                    assertTrue(FairyStockfish.accepts(fen, fs.setPosition(fen)), "Fairy-Stockfish did not take " + fen);
                    int n = pos.legalMoves(moves);
                    Set<String> varia = new TreeSet<>();
                    for (int k = 0; k < n; k++) varia.add(pos.moveToUci(moves[k]));
                    if (n == 0 && !pos.inCheck()) break; // stalemate or a draw rule: both engines agree below only on moves
                    assertEquals(new TreeSet<>(fs.legalMoves()), varia, "seed " + seed + ", ply " + ply + ", " + fen);
                    compared++;
                    if (n == 0) break;
                    pos.make(moves[random.nextInt(n)]);
                }
            }
        }
        assertTrue(compared > 300, "positions compared: " + compared);
    }
}
