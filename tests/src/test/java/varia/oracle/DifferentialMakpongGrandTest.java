package varia.oracle;

import static org.junit.jupiter.api.Assertions.assertTrue;
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
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Issue 18: Makpong and Grand chess against Fairy-Stockfish 11.1 ({@code makpong}, {@code grand}),
 * as {@link DifferentialTest} does for chess: seeded games, and at every position Varia's legal
 * moves must be exactly Fairy-Stockfish's for Varia's FEN. Plain random games rarely test the two
 * rules, so half the games lean towards them: in Makpong a move that gives check is chosen when
 * there is one (half the time), so that kings stand in check often; in Grand chess a pawn move or
 * a capture (half the time), so that pawns reach the promotion ranks with pieces lost and not.
 */
class DifferentialMakpongGrandTest {
    static final int GAMES = 20;
    static final int MAX_PLIES = 250;

    private static FairyStockfish fs;

    /** Counts over all games: how often each rule was exercised (checked to be non-zero). */
    static final Map<String, Integer> EXERCISED = new HashMap<>();

    @BeforeAll
    static void startOracle() throws IOException {
        fs = new FairyStockfish();
    }

    @AfterAll
    static void stopOracle() {
        if (fs != null) fs.close();
        assertTrue(EXERCISED.getOrDefault("makpong: in check", 0) > 40, "Makpong positions in check: " + EXERCISED);
        assertTrue(EXERCISED.getOrDefault("grand: pawn on the promotion ranks", 0) > 100, "Grand promotions: " + EXERCISED);
    }

    @TestFactory
    Stream<DynamicContainer> games() {
        return Stream.of("makpong", "grand").map(variant -> DynamicContainer.dynamicContainer(variant,
                IntStream.range(0, GAMES).mapToObj(g -> {
                    long seed = (variant.equals("makpong") ? 18_000L : 18_500L) + g;
                    boolean leaning = g % 2 == 1;
                    return DynamicTest.dynamicTest(variant + " game " + (g + 1) + " (seed " + seed + (leaning ? ", leaning" : "") + ")",
                            () -> playAndCompare(variant, seed, leaning));
                })));
    }

    static void playAndCompare(String name, long seed, boolean leaning) throws Exception {
        Variant v = Variants.resolve(name);
        fs.setVariant(name);
        Position pos = Position.start(v);
        Random random = new Random(seed);
        int[] moves = new int[Moves.MAX_MOVES];
        List<String> played = new ArrayList<>();
        Map<Long, Integer> occurrences = new HashMap<>();
        for (int ply = 0; ply <= MAX_PLIES; ply++) {
            String fen = pos.toFen();
            int seen = occurrences.merge(pos.hash(), 1, Integer::sum);
            String where = name + " seed " + seed + ", ply " + ply + ", FEN " + fen
                    + "\n  moves from the start: " + (played.isEmpty() ? "(none)" : String.join(" ", played));
            String reported = fs.setPosition(fen);
            if (!FairyStockfish.accepts(fen, reported)) fail("Fairy-Stockfish did not accept Varia's FEN (it set up '" + reported + "'): " + where);
            int n = pos.legalMoves(moves);
            Set<String> variaMoves = new TreeSet<>();
            for (int k = 0; k < n; k++) variaMoves.add(pos.moveToUci(moves[k]));
            Set<String> oracleMoves = new TreeSet<>(fs.legalMoves());
            count(name, pos, fen);
            if (!variaMoves.equals(oracleMoves)) {
                if (n == 0 && (DifferentialTest.endedByDrawRule(v, fen, seen) || DifferentialTest.endedByCount(pos))) break;
                Set<String> onlyVaria = new TreeSet<>(variaMoves);
                onlyVaria.removeAll(oracleMoves);
                Set<String> onlyFs = new TreeSet<>(oracleMoves);
                onlyFs.removeAll(variaMoves);
                fail("legal moves differ at " + where + "\n  only Varia: " + onlyVaria + "\n  only Fairy-Stockfish: " + onlyFs);
            }
            if (n == 0 || ply == MAX_PLIES) break;
            int move = leaning && random.nextBoolean() ? leaning(name, pos, moves, n, random) : moves[random.nextInt(n)];
            played.add(pos.moveToUci(move));
            pos.make(move);
        }
    }

    /** A move towards the rule under test, or any move when there is none. */
    static int leaning(String name, Position pos, int[] moves, int n, Random random) {
        List<Integer> preferred = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int m = moves[k];
            boolean wanted = name.equals("makpong") ? pos.givesCheck(m)
                    : pos.pieceTypeAt(Moves.from(m)) != null && pos.pieceTypeAt(Moves.from(m)).letter() == 'P'
                      || pos.codeAt(Moves.to(m)) != 0;
            if (wanted) preferred.add(m);
        }
        return preferred.isEmpty() ? moves[random.nextInt(n)] : preferred.get(random.nextInt(preferred.size()));
    }

    static void count(String name, Position pos, String fen) {
        if (name.equals("makpong") && pos.inCheck()) EXERCISED.merge("makpong: in check", 1, Integer::sum);
        if (name.equals("grand")) {
            String[] ranks = fen.split(" ")[0].split("/");
            // ranks 8-10 for White (the first three FEN ranks), 1-3 for Black (the last three)
            boolean near = ranks[0].contains("P") || ranks[1].contains("P") || ranks[2].contains("P")
                    || ranks[7].contains("p") || ranks[8].contains("p") || ranks[9].contains("p");
            if (near) EXERCISED.merge("grand: pawn on the promotion ranks", 1, Integer::sum);
        }
    }
}
