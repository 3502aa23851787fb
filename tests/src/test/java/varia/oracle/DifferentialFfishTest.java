package varia.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
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
 * Differential test against Fairy-Stockfish's newer build (ffish 0.7.10, {@link Ffish}) for the
 * rule components of issue 29 that Fairy-Stockfish 11.1 cannot express: for each game, perft from
 * the start, and seeded random games in which Varia's legal moves must equal ffish's at every
 * position (for Varia's own FEN, which ffish must accept as written), with perft to
 * {@link Game#alongDepth} from every {@link #EVERY}-th position. Taking the games back must restore every FEN.
 * Which game proves which component: docs/variant-format.md, "Proof against Fairy-Stockfish".
 *
 * <p>Tolerated, as in {@link DifferentialTest}: Fairy-Stockfish does not prune positions that the
 * n-move or repetition rule ends; Varia does.
 */
class DifferentialFfishTest {
    static final int GAMES = 8, MAX_PLIES = 160, EVERY = 20;

    /**
     * A game: Varia's name (key, alias or file under tests/), ffish's, the variants.ini text ffish
     * needs for it (or null: a built-in), the start-position perft depth and the depth along games.
     */
    record Game(String varia, String ffish, String config, int startDepth, int alongDepth) {
        /**
         * The file's text as Fairy-Stockfish counts perft: a drop that may not mate (uchifuzume, Tori shogi's swallow)
         * is a move there, judged only in the result (fairy-stockfish-oracle.md, section 2), so the counts are taken
         * with 'no-mate' off; the legal-move sets are compared under the file's own rules, each extra ffish move
         * checked to be such a mate.
         */
        Variant fairyStockfishReading() throws Exception {
            java.nio.file.Path file = varia.endsWith(".yaml") ? TestPaths.root().resolve(varia) : TestPaths.root().resolve("variants/" + varia + ".yaml");
            String text = Files.readString(file);
            if (!text.contains("no-mate: true")) return variant(this);
            return new varia.variant.VariantLoader().load(varia, file.toString(), text.replace("no-mate: true", "no-mate: false"));
        }
    }

    static final List<Game> GAMES_LIST = List.of(
            new Game("troitzky", "troitzky", null, 4, 3),                     // holes
            new Game("tori-shogi", "torishogi", null, 4, 3),                  // drop.file-limit (swallows: two a file)
            new Game("tests/src/test/resources/issue29/king-first-placement.yaml", "kingfirst",
                    "tests/src/test/resources/issue29/ffish.ini", 4, 3));      // drop.first

    private static Ffish ffish;

    @BeforeAll
    static void start() throws IOException {
        assertTrue(Ffish.available(), Ffish.INSTALL_HINT);
        ffish = new Ffish();
        for (Game g : GAMES_LIST) if (g.config() != null) ffish.loadConfig(Files.readString(TestPaths.root().resolve(g.config())));
    }

    @AfterAll
    static void stop() { if (ffish != null) ffish.close(); }

    static Variant variant(Game g) throws Exception {
        return g.varia().endsWith(".yaml") ? Variants.load(TestPaths.root().resolve(g.varia())) : Variants.resolve(g.varia());
    }

    @TestFactory
    Stream<DynamicContainer> games() {
        return IntStream.range(0, GAMES_LIST.size()).mapToObj(i -> {
            Game game = GAMES_LIST.get(i);
            List<DynamicTest> tests = new ArrayList<>();
            tests.add(DynamicTest.dynamicTest(game.varia() + " perft from the start", () -> startPerft(game)));
            for (int g = 0; g < GAMES; g++) {
                long seed = 29_000L + 100L * i + g;
                tests.add(DynamicTest.dynamicTest(game.varia() + " game " + (g + 1) + " (seed " + seed + ")", () -> playAndCompare(game, seed)));
            }
            return DynamicContainer.dynamicContainer(game.varia(), tests);
        });
    }

    static void startPerft(Game game) throws Exception {
        Variant v = variant(game);
        Position pos = Position.start(v);
        String start = ffish.variant(game.ffish());
        assertTrue(FairyStockfish.accepts(pos.toFen(), start), "ffish's start position " + start + " is not Varia's " + pos.toFen());
        Position counted = Position.start(game.fairyStockfishReading());
        for (int d = 1; d <= game.startDepth(); d++)
            assertEquals(ffish.perft(d), Perft.perft(counted, d), game.varia() + " perft " + d + " from the start");
    }

    /** Mating drops of no-mate pieces that ffish lists and Varia does not (counted, for the report). */
    static int matingDrops;

    /** A drop ({@code S@g3}) of a piece whose drop may not mate. */
    static boolean noMateDrop(Variant v, String move) {
        int at = move.indexOf('@');
        if (at != 1) return false;
        var drops = v.rule(varia.rules.drops.Drops.KEY);
        var type = v.pieceByLetter(move.charAt(0));
        return drops != null && type != null && drops.of(type.index()).noMate();
    }

    static void playAndCompare(Game game, long seed) throws Exception {
        Variant v = variant(game), fsReading = game.fairyStockfishReading();
        Position pos = Position.start(v);
        ffish.variant(game.ffish());
        Random random = new Random(seed);
        int[] moves = new int[Moves.MAX_MOVES];
        List<String> played = new ArrayList<>(), fens = new ArrayList<>();
        Map<Long, Integer> occurrences = new HashMap<>();
        for (int ply = 0; ply <= MAX_PLIES; ply++) {
            String fen = pos.toFen();
            fens.add(fen);
            int seen = occurrences.merge(pos.hash(), 1, Integer::sum);
            String where = game.varia() + " seed " + seed + ", ply " + ply + ", FEN " + fen
                    + "\n  moves from the start: " + (played.isEmpty() ? "(none)" : String.join(" ", played));
            String reported = ffish.setPosition(fen);
            if (!FairyStockfish.accepts(fen, reported)) fail("ffish did not accept Varia's FEN (it answered '" + reported + "'): " + where);
            int n = pos.legalMoves(moves);
            Set<String> variaMoves = new TreeSet<>();
            for (int k = 0; k < n; k++) if (!variaMoves.add(pos.moveToUci(moves[k]))) fail("Varia generated a move twice: " + where);
            Set<String> oracleMoves = new TreeSet<>(ffish.legalMoves());
            // Fairy-Stockfish forbids a mating drop of a no-mate piece (uchifuzume; Tori shogi's swallow) only in the
            // result, not in its moves (fairy-stockfish-oracle.md, section 2): each such extra move must be one
            for (String m : new ArrayList<>(oracleMoves))
                if (!variaMoves.contains(m) && noMateDrop(v, m) && ffish.mates(m)) { oracleMoves.remove(m); matingDrops++; }
            if (!variaMoves.equals(oracleMoves)) {
                if (n == 0 && DifferentialTest.endedByDrawRule(v, fen, seen)) break;
                Set<String> onlyVaria = new TreeSet<>(variaMoves), onlyFs = new TreeSet<>(oracleMoves);
                onlyVaria.removeAll(oracleMoves);
                onlyFs.removeAll(variaMoves);
                fail("legal moves differ at " + where + "\n  only Varia: " + onlyVaria + "\n  only ffish: " + onlyFs);
            }
            if (ply % EVERY == 0 && ply > 0 && n > 0)
                assertEquals(ffish.perft(game.alongDepth()), Perft.perft(Position.fromFen(fsReading, fen), game.alongDepth()),
                        "perft " + game.alongDepth() + " at " + where);
            if (n == 0 || ply == MAX_PLIES) break;
            int move = moves[random.nextInt(n)];
            played.add(pos.moveToUci(move));
            pos.make(move);
        }
        for (int k = played.size() - 1; k >= 0; k--) {
            pos.unmake();
            assertEquals(fens.get(k), pos.toFen(), game.varia() + " seed " + seed + ": after unmaking " + played.get(k) + " (ply " + k + ")");
        }
    }
}
