package varia.perft;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The perft table of the games that prove issue 21's rule components ({@code samples/perft-fs-rules.tsv}:
 * Fairy-Stockfish 11.1's counts from each start position, as deep as a few seconds allow, and from
 * three positions reached by seeded random moves after 10, 40 and 90 plies). The variant column
 * holds Fairy-Stockfish's names, which are Varia's aliases (with the option values they select:
 * {@code jesonmor} is Jeson Mor's goal=hold, {@code suicide} antichess's stalemate=fewer-pieces).
 * Rows up to {@link #MAX_NODES} leaves run here (the deeper ones are kept for reference).
 */
class RulesPerftTableTest {
    static final long MAX_NODES = 6_000_000;

    static List<PerftTableTest.Row> rows() throws IOException {
        return PerftTableTest.readTable(root().resolve("samples/perft-fs-rules.tsv"));
    }

    /** The table reaches every game, and every FEN is one Varia reads as written. */
    @Test
    void everyGameHasRowsAndEveryFenReadsBack() throws Exception {
        List<PerftTableTest.Row> rows = rows();
        for (String v : List.of("antichess", "suicide", "losers", "extinction", "threekings", "horde", "kingofthehill", "racingkings",
                "jesonmor", "3check", "5check", "seirawan", "placement", "kyotoshogi", "crazyhouse", "micro"))
            assertTrue(rows.stream().anyMatch(r -> r.variant().equals(v) && r.nodes() <= MAX_NODES), "no rows for " + v);
        for (PerftTableTest.Row r : rows) {
            Position p = Position.fromFen(Variants.resolve(r.variant()), r.fen());
            assertEquals(sortedHand(r.fen()), sortedHand(p.toFen()), r.displayName());
        }
    }

    /** The FEN with the letters of its hand sorted (Fairy-Stockfish writes them in its own piece order). */
    static String sortedHand(String fen) {
        int a = fen.indexOf('['), b = fen.indexOf(']');
        if (a < 0 || b < a) return fen;
        char[] hand = fen.substring(a + 1, b).toCharArray();
        java.util.Arrays.sort(hand);
        return fen.substring(0, a + 1) + new String(hand) + fen.substring(b);
    }

    @TestFactory
    Stream<DynamicTest> everyRow() throws IOException {
        Map<String, Variant> variants = new HashMap<>();
        return rows().stream().filter(r -> r.nodes() <= MAX_NODES).map(row -> DynamicTest.dynamicTest(row.displayName(), () -> {
            Variant v = variants.computeIfAbsent(row.variant(), k -> {
                try {
                    return Variants.resolve(k);
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            });
            assertEquals(row.nodes(), Perft.perft(Position.fromFen(v, row.fen()), row.depth()), row.displayName());
        }));
    }
}
