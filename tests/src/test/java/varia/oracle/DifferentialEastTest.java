package varia.oracle;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
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
 * Differential test against Fairy-Stockfish 11.1 for the East Asian games: seeded random games
 * (reproducible) in xiangqi, the four janggi rulesets and shogi. At every position Varia's legal
 * moves (FS coordinate notation: {@code e2e2} pass, {@code P@e5} drop, {@code +} promotion) must
 * equal FS's {@code go perft 1} moves, and FS's FEN must equal Varia's {@code toFen()}.
 *
 * <p>Unlike {@link DifferentialTest} the position is given to FS as the start position plus the
 * moves played ({@code position startpos moves ...}), not as a FEN: janggi's pass and bikjang
 * endings depend on the previous move, which a FEN does not carry (fairy-stockfish-oracle.md
 * section 4). FS silently stops at an illegal move, so the FEN comparison also checks that every
 * move was taken.
 *
 * <p>Tolerated differences, each verified:
 * <ul>
 *   <li>shogi pawn-drop mate: FS generates it (result only), Varia forbids it
 *       (fairy-stockfish-oracle.md section 2). Every FS-only move must be a pawn drop on the square
 *       in front of the enemy king after which FS has no legal move (a check with no answer: mate);</li>
 *   <li>n-move and repetition rules: FS does not prune them, Varia may (as in DifferentialTest);</li>
 *   <li>shogi hands: the order of the letters inside the brackets is free (FS writes G N L P S R B).</li>
 * </ul>
 */
class DifferentialEastTest {

    static final int GAMES = 8;
    static final int MAX_PLIES = 160;

    /** Varia name, FS name, FS start FEN (as its {@code d} prints it). */
    static final List<String[]> VARIANTS = List.of(
            new String[] {"xiangqi", "xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
            // FS's janggi is Varia's option ruleset=janggi (the default ruleset follows seed 004 X:
            // no repetition draw, the facing forfeit, the lone-piece check draw)
            new String[] {"janggi-fairy-stockfish", "janggi", JANGGI_START()},
            new String[] {"janggitraditional", "janggitraditional", JANGGI_START()},
            new String[] {"janggimodern", "janggimodern", JANGGI_START()},
            new String[] {"janggicasual", "janggicasual", JANGGI_START()},
            // FS has no impasse rule: Varia's option impasse=none (the default is seed 004 XIII's jishogi claim)
            new String[] {"shogi-fairy-stockfish", "shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"});

    static String JANGGI_START() {
        return "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    }

    private static FairyStockfish fs;

    @BeforeAll
    static void startOracle() throws IOException {
        fs = new FairyStockfish();
    }

    @AfterAll
    static void stopOracle() {
        if (fs != null) fs.close();
    }

    @TestFactory
    Stream<DynamicContainer> randomGames() {
        return IntStream.range(0, VARIANTS.size()).mapToObj(i -> {
            String[] v = VARIANTS.get(i);
            return DynamicContainer.dynamicContainer(v[0], IntStream.range(0, GAMES).mapToObj(g -> {
                long seed = 7000L + 100L * i + g;
                return DynamicTest.dynamicTest(v[0] + " game " + (g + 1) + " (seed " + seed + ")",
                        () -> playAndCompare(v[0], v[1], v[2], seed));
            }));
        });
    }

    /** Shogi positions with pieces in hand (perft-fs.tsv), so that random games drop often. */
    static final List<String> SHOGI_HAND_POSITIONS = List.of(
            "lnsg3nk/1r2b1gs1/ppppppp1p/7N1/7p1/9/PPPPPPPP1/1B5R1/LNSGKGS1L[P] w - - 0 1",
            "7nl/lrg2gsb1/np1spkppp/2P2p2P/3pP4/1PsP3P1/Pb3PP1N/L3GSKR1/1N1G4L[PP] w - - 4 26",
            "1n4k1l/1Gsrs1gb+P/2+NpppBp1/lp7/p2P1S2p/PP3g2r/K4PP1+n/L1S4Gl/4P2N1[pppp] w - - 2 46",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL[GRpppppnsg] b - - 0 1");

    @TestFactory
    Stream<DynamicTest> shogiFromPositionsWithHands() {
        return IntStream.range(0, SHOGI_HAND_POSITIONS.size() * 3).mapToObj(k -> {
            String fen = SHOGI_HAND_POSITIONS.get(k / 3);
            long seed = 9000L + k;
            return DynamicTest.dynamicTest("shogi from " + fen + " (seed " + seed + ")",
                    () -> playAndCompare("shogi-fairy-stockfish", "shogi", VARIANTS.get(5)[2], fen, seed));
        });
    }

    /** The uchifuzume probe of fairy-stockfish-oracle.md section 7: FS's only extra move is the mating P@i8. */
    @org.junit.jupiter.api.Test
    void pawnDropMateIsTheOnlyDifference() throws Exception {
        String fen = SHOGI_HAND_POSITIONS.get(0);
        Variant v = Variants.resolve("shogi-fairy-stockfish");
        fs.setVariant("shogi", VARIANTS.get(5)[2]);
        Position pos = Position.fromFen(v, fen);
        fs.setPosition(fen);
        Set<String> onlyFs = new TreeSet<>(fs.legalMoves());
        int[] moves = new int[Moves.MAX_MOVES];
        int n = pos.legalMoves(moves);
        for (int k = 0; k < n; k++) onlyFs.remove(pos.moveToUci(moves[k]));
        org.junit.jupiter.api.Assertions.assertEquals(Set.of("P@i8"), onlyFs, "FS-only moves at the probe");
        org.junit.jupiter.api.Assertions.assertTrue(isPawnDropMate(pos, fen, List.of(), "P@i8"), "P@i8 is a mating pawn drop");
    }

    static void playAndCompare(String variantName, String fsName, String fsStart, long seed) throws Exception {
        playAndCompare(variantName, fsName, fsStart, null, seed);
    }

    /** From {@code rootFen} (null: the start position), moves sent to FS as 'position fen/startpos ... moves'. */
    static void playAndCompare(String variantName, String fsName, String fsStart, String rootFen, long seed) throws Exception {
        Variant v = Variants.resolve(variantName);
        fs.setVariant(fsName, fsStart);
        Position pos = rootFen == null ? Position.start(v) : Position.fromFen(v, rootFen);
        Random random = new Random(seed);
        int[] moves = new int[Moves.MAX_MOVES];
        List<String> played = new ArrayList<>();
        Map<Long, Integer> occurrences = new HashMap<>();

        for (int ply = 0; ply <= MAX_PLIES; ply++) {
            String fen = pos.toFen();
            int seen = occurrences.merge(pos.hash(), 1, Integer::sum);
            String where = variantName + " seed " + seed + ", ply " + ply + ", FEN " + fen
                    + "\n  moves from the start: " + (played.isEmpty() ? "(none)" : String.join(" ", played));

            String reported = reach(rootFen, played);
            if (!sameFen(fen, reported)) fail("Fairy-Stockfish reached '" + reported + "' (a move not taken?): " + where);

            int n = pos.legalMoves(moves);
            Set<String> variaMoves = new TreeSet<>();
            for (int k = 0; k < n; k++) {
                String uci = pos.moveToUci(moves[k]);
                if (!variaMoves.add(uci)) fail("Varia generated " + uci + " twice: " + where);
                if (pos.parseUci(uci) != moves[k]) fail("parseUci(\"" + uci + "\") does not give the move back: " + where);
            }
            Set<String> oracleMoves = new TreeSet<>(fs.legalMoves());

            Set<String> onlyVaria = new TreeSet<>(variaMoves);
            onlyVaria.removeAll(oracleMoves);
            Set<String> onlyFs = new TreeSet<>(oracleMoves);
            onlyFs.removeAll(variaMoves);
            if (onlyVaria.isEmpty() && !onlyFs.isEmpty() && v.key().equals("shogi")) {
                for (String m : onlyFs) {
                    if (!isPawnDropMate(pos, rootFen, played, m)) {
                        fail("Fairy-Stockfish has " + m + ", which is not a mating pawn drop: " + where
                                + "\n  only Fairy-Stockfish: " + onlyFs);
                    }
                }
                onlyFs.clear();
            }
            if (!onlyVaria.isEmpty() || !onlyFs.isEmpty()) {
                if (n == 0 && DifferentialTest.endedByDrawRule(v, fen, seen)) break;
                fail("legal moves differ at " + where + "\n  only Varia: " + onlyVaria + "\n  only Fairy-Stockfish: " + onlyFs
                        + "\n  (Varia " + variaMoves.size() + " moves, Fairy-Stockfish " + oracleMoves.size() + ")");
            }
            if (n == 0 || ply == MAX_PLIES) break;
            int move = moves[random.nextInt(n)];
            played.add(pos.moveToUci(move));
            pos.make(move);
        }
    }

    /** A pawn drop on the square in front of the enemy royal after which FS finds no legal reply. */
    static boolean isPawnDropMate(Position pos, String rootFen, List<String> played, String move) throws IOException {
        if (!move.startsWith("P@")) return false;
        int us = pos.sideToMove();
        String target = move.substring(2);
        int file = target.charAt(0) - 'a', rank = Integer.parseInt(target.substring(1));
        int kingRank = us == 0 ? rank + 1 : rank - 1;
        String kingSquare = (char) ('a' + file) + Integer.toString(kingRank);
        boolean inFront = false;
        for (int sq = 0; sq < pos.squareCount(); sq++) {
            var t = pos.pieceTypeAt(sq);
            if (t != null && t.royal() && pos.colourAt(sq) != us && pos.squareName(sq).equals(kingSquare)) inFront = true;
        }
        if (!inFront) return false;
        List<String> line = new ArrayList<>(played);
        line.add(move);
        reach(rootFen, line);
        boolean mate = fs.legalMoves().isEmpty();
        reach(rootFen, played);
        return mate;
    }

    /** Sets FS to the root position (start position when null) plus the moves; returns the FEN FS reports. */
    static String reach(String rootFen, List<String> moves) throws IOException {
        if (rootFen == null) return fs.setStartPosition(moves);
        return fs.setPosition(moves.isEmpty() ? rootFen : rootFen + " moves " + String.join(" ", moves));
    }

    /** Board, side to move, castling field equal; letters of a hand compared as a multiset. */
    static boolean sameFen(String a, String b) {
        String[] x = a.trim().split("\\s+"), y = b.trim().split("\\s+");
        if (x.length < 2 || y.length < 2) return false;
        return normaliseHand(x[0]).equals(normaliseHand(y[0])) && x[1].equals(y[1])
                && (x.length > 2 ? x[2] : "-").equals(y.length > 2 ? y[2] : "-");
    }

    /** Sorts the letters of the hand; an empty hand {@code []} counts as no hand. */
    static String normaliseHand(String board) {
        if (board.endsWith("[]")) board = board.substring(0, board.length() - 2);
        int open = board.indexOf('[');
        if (open < 0) return board;
        int close = board.indexOf(']', open);
        char[] hand = board.substring(open + 1, close < 0 ? board.length() : close).toCharArray();
        Arrays.sort(hand);
        return board.substring(0, open) + "[" + new String(hand) + "]";
    }

}
