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
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Differential test against Fairy-Stockfish 11.1 for the games that prove the rule components of
 * issue 21 (which game proves which component: docs/variant-format.md, "Proof against
 * Fairy-Stockfish"): seeded random games (reproducible); at every position Varia's legal moves must
 * equal FS's {@code go perft 1} moves for Varia's own FEN, which FS must accept as written (the
 * check counter {@code 3+3} included). Taking the game back must restore every FEN.
 *
 * <p>Tolerated, as in {@link DifferentialTest}: FS does not prune positions that the n-move or
 * repetition rule ends; Varia does.
 */
class DifferentialRulesTest {

    static final int GAMES = 10;
    static final int MAX_PLIES = 200;

    /** Varia's name (key or alias, options included) and Fairy-Stockfish's. */
    static final List<String[]> VARIANTS = List.of(
            new String[] {"antichess", "antichess"},
            new String[] {"suicide", "suicide"},
            new String[] {"losers", "losers"},
            new String[] {"extinction", "extinction"},
            new String[] {"threekings", "threekings"},
            new String[] {"horde", "horde"},
            new String[] {"kingofthehill", "kingofthehill"},
            new String[] {"racingkings", "racingkings"},
            new String[] {"jesonmor", "jesonmor"},
            new String[] {"3check", "3check"},
            new String[] {"5check", "5check"},
            new String[] {"seirawan", "seirawan"},
            new String[] {"placement", "placement"},
            new String[] {"kyotoshogi", "kyotoshogi"},
            new String[] {"crazyhouse", "crazyhouse"},
            new String[] {"micro-shogi", "micro"});

    private static FairyStockfish fs;

    @BeforeAll
    static void startOracle() throws IOException { fs = new FairyStockfish(); }

    @AfterAll
    static void stopOracle() { if (fs != null) fs.close(); }

    @TestFactory
    Stream<DynamicContainer> randomGames() {
        return IntStream.range(0, VARIANTS.size()).mapToObj(i -> {
            String varia = VARIANTS.get(i)[0], fsName = VARIANTS.get(i)[1];
            return DynamicContainer.dynamicContainer(varia, IntStream.range(0, GAMES).mapToObj(g -> {
                long seed = 21_000L + 100L * i + g;
                return DynamicTest.dynamicTest(varia + " game " + (g + 1) + " (seed " + seed + ")", () -> playAndCompare(varia, fsName, seed));
            }));
        });
    }

    static void playAndCompare(String variantName, String fsName, long seed) throws Exception {
        Variant v = Variants.resolve(variantName);
        Position pos = Position.start(v);
        fs.setVariant(fsName, pos.toFen()); // FS's start position must be Varia's, FEN for FEN
        Random random = new Random(seed);
        int[] moves = new int[Moves.MAX_MOVES];
        List<String> played = new ArrayList<>(), fens = new ArrayList<>();
        Map<Long, Integer> occurrences = new HashMap<>();
        for (int ply = 0; ply <= MAX_PLIES; ply++) {
            String fen = pos.toFen();
            fens.add(fen);
            int seen = occurrences.merge(pos.hash(), 1, Integer::sum);
            String where = variantName + " seed " + seed + ", ply " + ply + ", FEN " + fen
                    + "\n  moves from the start: " + (played.isEmpty() ? "(none)" : String.join(" ", played));
            String reported = fs.setPosition(fen);
            if (!FairyStockfish.accepts(fen, reported) || !sameExtraField(fen, reported))
                fail("Fairy-Stockfish did not accept Varia's FEN (it set up '" + reported + "'): " + where);
            int n = pos.legalMoves(moves);
            Set<String> variaMoves = new TreeSet<>();
            for (int k = 0; k < n; k++) {
                String uci = pos.moveToUci(moves[k]);
                if (!variaMoves.add(uci)) fail("Varia generated " + uci + " twice: " + where);
                if (pos.parseUci(uci) != moves[k]) fail("parseUci(\"" + uci + "\") is not the move: " + where);
            }
            Set<String> oracleMoves = new TreeSet<>(fs.legalMoves());
            if (!variaMoves.equals(oracleMoves)) {
                if (n == 0 && DifferentialTest.endedByDrawRule(v, fen, seen)) break;
                Set<String> onlyVaria = new TreeSet<>(variaMoves), onlyFs = new TreeSet<>(oracleMoves);
                onlyVaria.removeAll(oracleMoves);
                onlyFs.removeAll(variaMoves);
                fail("legal moves differ at " + where + "\n  only Varia: " + onlyVaria + "\n  only Fairy-Stockfish: " + onlyFs
                        + "\n  (Varia " + variaMoves.size() + " moves, Fairy-Stockfish " + oracleMoves.size() + ")");
            }
            if (n == 0 || ply == MAX_PLIES) break;
            int move = moves[random.nextInt(n)];
            played.add(pos.moveToUci(move));
            pos.make(move);
        }
        for (int k = played.size() - 1; k >= 0; k--) {
            pos.unmake();
            assertEquals(fens.get(k), pos.toFen(), variantName + " seed " + seed + ": after unmaking " + played.get(k) + " (ply " + k + ")");
        }
    }

    /** A FEN with seven fields carries a rule's own field after en passant (the check counter): FS must report the same. */
    static boolean sameExtraField(String sent, String reported) {
        String[] a = sent.trim().split("\\s+"), b = reported.trim().split("\\s+");
        return a.length < 7 || b.length >= 7 && a[4].equals(b[4]);
    }
}
