package varia.record;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Position;
import varia.oracle.FairyStockfish;
import varia.variant.Variant;

/**
 * Replays every sample with Fairy-Stockfish too: before each move, FS is given Varia's position
 * and the move (in FS coordinates) must be among FS's legal moves. Variants without a built-in
 * Fairy-Stockfish counterpart ({@link #FS_NAMES}) are reported as skipped with the reason, never
 * dropped silently.
 */
class SamplesOracleTest {
    private static FairyStockfish fs;

    /** Varia key -> Fairy-Stockfish 11.1 built-in variant playing the same rules. */
    static final Map<String, String> FS_NAMES = Map.ofEntries(
            Map.entry("chess", "chess"), Map.entry("shatranj", "shatranj"), Map.entry("makruk", "makruk"),
            Map.entry("xiangqi", "xiangqi"), Map.entry("janggi", "janggi"), Map.entry("shogi", "shogi"),
            Map.entry("sittuyin", "sittuyin"), Map.entry("shatar", "shatar"), Map.entry("makpong", "makpong"),
            Map.entry("grand", "grand"),
            // the games of issue 21's rule components
            Map.entry("antichess", "antichess"), Map.entry("losers", "losers"), Map.entry("extinction", "extinction"),
            Map.entry("three-kings", "threekings"), Map.entry("horde", "horde"), Map.entry("king-of-the-hill", "kingofthehill"),
            Map.entry("racing-kings", "racingkings"), Map.entry("three-check", "3check"), Map.entry("seirawan", "seirawan"),
            Map.entry("placement", "placement"), Map.entry("kyoto-shogi", "kyotoshogi"),
            // the games of issue 29's components that Fairy-Stockfish 11.1 has
            Map.entry("crazyhouse", "crazyhouse"), Map.entry("micro-shogi", "micro"));

    /** Why a bundled variant is not replayed by Fairy-Stockfish. */
    static final Map<String, String> NOT_REPLAYED = Map.of(
            "ouk-chatrang", "its default ruleset 'current' is not Fairy-Stockfish 11.1's cambodian (king's leap, neang's step); "
                    + "only games under ruleset fairy-stockfish-11 (alias cambodian-fs11) could be replayed",
            "chaturanga", "Fairy-Stockfish 11.1 has no built-in chaturanga",
            "indian-9th-century", "Fairy-Stockfish 11.1 has no built-in variant with these rules",
            "heian-shogi", "Fairy-Stockfish 11.1 has no built-in heian shogi (HeianShogiPerftTest compares with an ini of its own)",
            "sho-shogi", "Fairy-Stockfish 11.1 has no built-in shoshogi (its perft rows come from FS's own tests, which load variants.ini)",
            "tori-shogi", "Fairy-Stockfish 11.1 has no Tori shogi; DifferentialFfishTest proves the game against ffish's build",
            "troitzky", "Fairy-Stockfish 11.1 has no holes (a '*' in its FEN makes it crash); DifferentialFfishTest proves the game"
                    + " against ffish's build, which has it",
            "jeson-mor", "its default reading (the knight wins by leaving e5) is not Fairy-Stockfish's jesonmor; only games under"
                    + " goal=hold (alias jesonmor) could be replayed");

    @BeforeAll
    static void start() throws IOException { fs = new FairyStockfish(); }

    @AfterAll
    static void stop() { if (fs != null) fs.close(); }

    /** The FEN with the pieces in hand ({@code [PPPslp]}) sorted: FS orders them its own way. */
    static String sortedHands(String fen) {
        int a = fen.indexOf('['), b = fen.indexOf(']');
        if (a < 0 || b < a) return fen;
        char[] hand = fen.substring(a + 1, b).toCharArray();
        java.util.Arrays.sort(hand);
        return fen.substring(0, a + 1) + new String(hand) + fen.substring(b);
    }

    @TestFactory
    Stream<DynamicTest> everySampleMoveIsLegalForFairyStockfish() throws IOException {
        return Samples.all().stream().map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
            String fsName = FS_NAMES.get(s.variant());
            Assumptions.assumeTrue(fsName != null, s.variant() + ": " + NOT_REPLAYED.getOrDefault(s.variant(),
                    "no Fairy-Stockfish counterpart is known for this variant"));
            Variant v = s.rules();
            fs.setVariant(fsName, FairyStockfish.START_FENS.getOrDefault(fsName, Position.start(v).toFen()));
            MoveParser parser = new MoveParser(new San(v));
            Position pos = Validator.start(s.game(), v);
            // through Replay, the one reader of records: the compulsory moves a setup holds (Shatar's 1.d4 d5) are passed over
            Replay.Result r = Replay.moves(pos, s.game().moves(), parser, (ply, rm, move, before) -> {
                String fen = before.toFen();
                try {
                    String reported = fs.setPosition(fen);
                    assertTrue(FairyStockfish.accepts(sortedHands(fen), sortedHands(reported)), "FS did not accept " + fen + " (reported " + reported + ")");
                    Set<String> legal = fs.legalMoves();
                    String uci = before.moveToUci(move);
                    assertTrue(legal.contains(uci), s + " ply " + ply + " " + rm.text() + " = " + uci + " is not legal for Fairy-Stockfish in " + fen + "; FS: " + legal);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            assertTrue(r.complete(), () -> s + " ply " + r.plies() + " " + r.stop().move().text() + ": " + r.stop().error());
        }));
    }
}
