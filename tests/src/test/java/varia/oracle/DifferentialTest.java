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
 * Differential test against Fairy-Stockfish: seeded random games (reproducible) in chess,
 * shatranj and makruk; at every position Varia's legal moves (in coordinate notation) must be
 * exactly Fairy-Stockfish's {@code go perft 1} moves for Varia's {@code toFen()}, and FS must
 * accept that FEN. A game ends when Varia has no legal move or after {@link #MAX_PLIES} plies.
 *
 * <p>One convention difference is tolerated: FS does not prune positions that n-move,
 * repetition or counting rules end, Varia does (a finished game has no moves). When Varia has no
 * moves, FS has some, and one of those rules ended the game, the game ends there without a failure.
 *
 * <p>Also checked on the way: {@code parseUci(moveToUci(m)) == m} for every legal move, no two
 * legal moves with the same notation, and that unmaking the whole game restores every FEN.
 */
class DifferentialTest {

    static final int GAMES = 12;
    static final int MAX_PLIES = 200;
    /**
     * Varia's variant name (key or alias) -> Fairy-Stockfish's name; index = seed block. Makruk runs
     * under Fairy-Stockfish's counting (alias {@code makruk-fairy-stockfish} = option
     * {@code counting=fairy-stockfish}): the default follows seed 004 section VI, whose counts (while
     * the stronger side has pawns, restarted by the bare king's captures, owned by the weaker side)
     * FS does not keep, so the FEN's count fields and the positions a count ends would differ.
     */
    static final List<String[]> VARIANTS = List.of(
            new String[] {"chess", "chess"},
            new String[] {"shatranj", "shatranj"},
            new String[] {"makruk-fairy-stockfish", "makruk"});

    private static FairyStockfish fs;

    @BeforeAll
    static void startOracle() throws IOException {
        fs = new FairyStockfish(); // fails with "install fairy-stockfish: ..." when missing
    }

    @AfterAll
    static void stopOracle() {
        if (fs != null) fs.close();
    }

    @TestFactory
    Stream<DynamicContainer> randomGames() {
        return IntStream.range(0, VARIANTS.size()).mapToObj(i -> {
            String varia = VARIANTS.get(i)[0];
            String fsName = VARIANTS.get(i)[1];
            return DynamicContainer.dynamicContainer(varia, IntStream.range(0, GAMES).mapToObj(g -> {
                long seed = 1000L * (i + 1) + g;
                return DynamicTest.dynamicTest(varia + " game " + (g + 1) + " (seed " + seed + ")",
                        () -> playAndCompare(varia, fsName, seed));
            }));
        });
    }

    static void playAndCompare(String variantName, String fsName, long seed) throws Exception {
        Variant v = Variants.resolve(variantName);
        fs.setVariant(fsName);
        Position pos = Position.start(v);
        Random random = new Random(seed);
        int[] moves = new int[Moves.MAX_MOVES];
        List<String> played = new ArrayList<>();
        List<String> fens = new ArrayList<>();
        Map<Long, Integer> occurrences = new HashMap<>();

        for (int ply = 0; ply <= MAX_PLIES; ply++) {
            String fen = pos.toFen();
            fens.add(fen);
            int seen = occurrences.merge(pos.hash(), 1, Integer::sum);
            String where = variantName + " seed " + seed + ", ply " + ply + ", FEN " + fen
                    + "\n  moves from the start: " + (played.isEmpty() ? "(none)" : String.join(" ", played));

            String reported = fs.setPosition(fen);
            if (!FairyStockfish.accepts(fen, reported)) {
                fail("Fairy-Stockfish did not accept Varia's FEN (it set up '" + reported + "'): " + where);
            }

            int n = pos.legalMoves(moves);
            Set<String> variaMoves = new TreeSet<>();
            for (int k = 0; k < n; k++) {
                String uci = pos.moveToUci(moves[k]);
                if (!variaMoves.add(uci)) fail("Varia generated " + uci + " twice: " + where);
                int back = pos.parseUci(uci);
                if (back != moves[k]) fail("parseUci(\"" + uci + "\") = " + back + ", expected " + moves[k] + ": " + where);
            }
            Set<String> oracleMoves = new TreeSet<>(fs.legalMoves());

            if (!variaMoves.equals(oracleMoves)) {
                if (n == 0 && (endedByDrawRule(v, fen, seen) || endedByCount(pos))) break;
                Set<String> onlyVaria = new TreeSet<>(variaMoves);
                onlyVaria.removeAll(oracleMoves);
                Set<String> onlyFs = new TreeSet<>(oracleMoves);
                onlyFs.removeAll(variaMoves);
                fail("legal moves differ at " + where
                        + "\n  only Varia: " + onlyVaria + "\n  only Fairy-Stockfish: " + onlyFs
                        + "\n  (Varia " + variaMoves.size() + " moves, Fairy-Stockfish " + oracleMoves.size() + ")");
            }
            if (n == 0 || ply == MAX_PLIES) break;
            int move = moves[random.nextInt(n)];
            played.add(pos.moveToUci(move));
            pos.make(move);
        }

        // Take the whole game back: every position must come back exactly.
        for (int k = played.size() - 1; k >= 0; k--) {
            pos.unmake();
            String fen = pos.toFen();
            if (!fen.equals(fens.get(k))) {
                fail(variantName + " seed " + seed + ": after unmaking " + played.get(k) + " (ply " + k + ") the FEN is "
                        + fen + ", expected " + fens.get(k));
            }
        }
        assertTrue(fens.size() >= 1);
    }

    /**
     * Whether a rule that Fairy-Stockfish scores without pruning (an expired count) or does not
     * have (two bare kings draw, seed 004 II) ended the game: Varia then has no moves.
     */
    static boolean endedByCount(Position pos) {
        String reason = pos.result().reason();
        return reason.equals("count expired") || reason.equals("bare kings");
    }

    /** Whether the variant's n-move or repetition rule ends the game at this position. */
    static boolean endedByDrawRule(Variant v, String fen, int occurrences) {
        varia.rules.repetition.Repetition rep = v.rule(varia.rules.repetition.Repetition.KEY);
        varia.rules.nmove.NMoveRule nm = v.rule(varia.rules.nmove.NMoveRule.KEY);
        if (rep != null && rep.times() > 0 && occurrences >= rep.times()) return true;
        if (nm != null) {
            String[] f = fen.trim().split("\\s+");
            if (f.length >= 6) {
                try {
                    return Integer.parseInt(f[f.length - 2]) >= 2 * nm.moves();
                } catch (NumberFormatException e) {
                    return false;
                }
            }
        }
        return false;
    }
}
