package varia.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.TestPaths;
import varia.engine.Moves;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Test games of issue 29's components against Fairy-Stockfish 11.1 with variants of its own ini
 * syntax (tests/src/test/resources/issue29/fs11.ini, loaded through VariantPath): perft from the
 * start, and seeded random games in which the legal moves are compared at every position (for
 * Varia's own FEN, which Fairy-Stockfish must accept as written) with perft every
 * {@link #EVERY} plies. Which game proves which component: docs/variant-format.md, "Proof against
 * Fairy-Stockfish".
 */
class DifferentialIniTest {
    static final int GAMES = 8, MAX_PLIES = 120, EVERY = 10;
    static final String INI = "tests/src/test/resources/issue29/fs11.ini";

    /** Varia's file, Fairy-Stockfish's name in the ini, the start-position perft depth and the depth along games. */
    record Game(String file, String fsName, int startDepth, int alongDepth) {}

    static final List<Game> GAMES_LIST = List.of(
            new Game("tests/src/test/resources/issue29/promotion-limit.yaml", "promolimit", 4, 3)); // promotion.limit

    private static FairyStockfish fs;

    @BeforeAll
    static void start() throws IOException {
        fs = new FairyStockfish();
        fs.loadVariants(TestPaths.root().resolve(INI));
    }

    @AfterAll
    static void stop() { if (fs != null) fs.close(); }

    @TestFactory
    Stream<DynamicContainer> games() {
        return IntStream.range(0, GAMES_LIST.size()).mapToObj(i -> {
            Game game = GAMES_LIST.get(i);
            List<DynamicTest> tests = new ArrayList<>();
            tests.add(DynamicTest.dynamicTest(game.fsName() + " perft from the start", () -> {
                Variant v = Variants.load(TestPaths.root().resolve(game.file()));
                fs.setVariant(game.fsName(), Position.start(v).toFen());
                for (int d = 1; d <= game.startDepth(); d++) assertEquals(fs.perft(d), Perft.perft(Position.start(v), d), "perft " + d);
            }));
            for (int g = 0; g < GAMES; g++) {
                long seed = 29_500L + 100L * i + g;
                tests.add(DynamicTest.dynamicTest(game.fsName() + " game " + (g + 1) + " (seed " + seed + ")", () -> playAndCompare(game, seed)));
            }
            return DynamicContainer.dynamicContainer(game.fsName(), tests);
        });
    }

    static void playAndCompare(Game game, long seed) throws Exception {
        Variant v = Variants.load(TestPaths.root().resolve(game.file()));
        Position pos = Position.start(v);
        fs.setVariant(game.fsName(), pos.toFen());
        Random random = new Random(seed);
        int[] moves = new int[Moves.MAX_MOVES];
        List<String> played = new ArrayList<>();
        Map<Long, Integer> occurrences = new HashMap<>();
        for (int ply = 0; ply <= MAX_PLIES; ply++) {
            String fen = pos.toFen();
            int seen = occurrences.merge(pos.hash(), 1, Integer::sum);
            String where = game.fsName() + " seed " + seed + ", ply " + ply + ", FEN " + fen + "\n  moves: " + String.join(" ", played);
            String reported = fs.setPosition(fen);
            if (!FairyStockfish.accepts(fen, reported)) fail("Fairy-Stockfish did not accept Varia's FEN (it set up '" + reported + "'): " + where);
            int n = pos.legalMoves(moves);
            Set<String> varia = new TreeSet<>();
            for (int k = 0; k < n; k++) varia.add(pos.moveToUci(moves[k]));
            Set<String> oracle = new TreeSet<>(fs.legalMoves());
            if (!varia.equals(oracle)) {
                if (n == 0 && DifferentialTest.endedByDrawRule(v, fen, seen)) break;
                fail("legal moves differ at " + where + "\n  Varia " + varia + "\n  Fairy-Stockfish " + oracle);
            }
            if (ply % EVERY == 0 && ply > 0 && n > 0) assertEquals(fs.perft(game.alongDepth()), Perft.perft(pos, game.alongDepth()), "perft at " + where);
            if (n == 0) break;
            int move = moves[random.nextInt(n)];
            played.add(pos.moveToUci(move));
            pos.make(move);
        }
    }
}
