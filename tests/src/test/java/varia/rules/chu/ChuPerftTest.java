package varia.rules.chu;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Perft;
import varia.engine.Position;
import varia.rules.RulesPlay;
import varia.variant.Variant;

/**
 * samples/chu-shogi/perft.tsv (counts of {@code ./varia perft chu-shogi N} from the start and from
 * constructed positions where lions, a horned falcon and a soaring eagle meet enemy pieces) against
 * the engine, and every row against {@link ChuReference}, an independent slow generator written
 * from the rules, at depths 1-3. The start's depths 1 and 2 are also lishogi's published values
 * (scalashogi ChushogiTest: 36 and 1296).
 */
class ChuPerftTest {
    static final Variant CHU = RulesPlay.variant("chu-shogi");

    record Row(int line, String fen, int depth, long nodes, String source) {}

    static List<Row> rows() throws IOException {
        List<String> lines = Files.readAllLines(root().resolve("samples/chu-shogi/perft.tsv"), StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals("variant\tfen\tdepth\tnodes\tsource"))
            throw new IllegalStateException("samples/chu-shogi/perft.tsv: expected the header 'variant<TAB>fen<TAB>depth<TAB>nodes<TAB>source'");
        List<Row> out = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) continue;
            String[] f = lines.get(i).split("\t", -1);
            if (f.length != 5 || !f[0].equals("chu-shogi")) throw new IllegalStateException("perft.tsv:" + (i + 1) + ": bad row");
            out.add(new Row(i + 1, f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f[4]));
        }
        return out;
    }

    @Test
    void theTableStartsFromTheStartPosition() throws IOException {
        String start = Position.start(CHU).toFen();
        assertTrue(rows().stream().anyMatch(r -> r.fen().equals(start) && r.depth() == 3), "depth 3 from the start is in the table");
        assertEquals(36, rows().stream().filter(r -> r.fen().equals(start) && r.depth() == 1).findFirst().orElseThrow().nodes(),
                "lishogi's published depth 1");
        assertEquals(1296, rows().stream().filter(r -> r.fen().equals(start) && r.depth() == 2).findFirst().orElseThrow().nodes(),
                "lishogi's published depth 2");
    }

    @TestFactory
    Stream<DynamicTest> engineMatchesTheTable() throws IOException {
        return rows().stream().map(r -> DynamicTest.dynamicTest("line " + r.line() + " depth " + r.depth(),
                () -> assertEquals(r.nodes(), Perft.perft(RulesPlay.position(CHU, r.fen()), r.depth()))));
    }

    @TestFactory
    Stream<DynamicTest> independentGeneratorMatchesTheTable() throws IOException {
        return rows().stream().map(r -> DynamicTest.dynamicTest("line " + r.line() + " depth " + r.depth(),
                () -> assertEquals(r.nodes(), ChuReference.perft(ChuReference.parse(r.fen()), r.depth()))));
    }
}
