package varia.perft;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Every row of {@code samples/perft-fs.tsv} (Fairy-Stockfish 11.1 counts) for chess, shatranj,
 * makruk, makpong and grand chess, as one dynamic test per row, against {@link Perft#perft} from the row's FEN.
 * Rows repeating a (variant, FEN, depth) triple (the table lists some counts under two sources)
 * share one computation.
 */
class PerftTableTest {

    static final Set<String> VARIANTS = Set.of("chess", "shatranj", "makruk", "makpong", "grand");

    /**
     * The options that select Fairy-Stockfish's reading where a default follows a seed instead:
     * makruk's counting (seed 004 section VI by default, option {@code counting=fairy-stockfish}).
     */
    static final Map<String, Map<String, String>> FS_READING = Map.of("makruk", Map.of("counting", "fairy-stockfish"));

    /** One line of the table. */
    record Row(int line, String variant, String fen, int depth, long nodes, String source) {
        String displayName() {
            return String.format("%s d%d = %,d  [%s, line %d]  %s", variant, depth, nodes, source, line, fen);
        }
    }


    static List<Row> readTable(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).startsWith("variant\tfen\tdepth\tnodes")) {
            throw new IllegalStateException(file + ": expected the header 'variant<TAB>fen<TAB>depth<TAB>nodes<TAB>source'");
        }
        List<Row> rows = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.isBlank()) continue;
            String[] f = l.split("\t", -1);
            if (f.length < 4) throw new IllegalStateException(file + ":" + (i + 1) + ": expected at least 4 tab-separated fields");
            rows.add(new Row(i + 1, f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f.length > 4 ? f[4] : ""));
        }
        return rows;
    }

    static List<Row> rows() throws IOException {
        return readTable(root().resolve("samples/perft-fs.tsv")).stream().filter(r -> VARIANTS.contains(r.variant())).toList();
    }

    /** The table itself: present, parsable, and it has rows for each variant here (runs without the engine). */
    @Test
    void tableHasRowsForEachVariant() throws IOException {
        List<Row> rows = rows();
        for (String v : VARIANTS) {
            assertFalse(rows.stream().noneMatch(r -> r.variant().equals(v)), "no rows for " + v);
        }
        assertEquals(6223994L, rows.stream().filter(r -> r.variant().equals("makruk") && r.depth() == 5
                && r.fen().startsWith("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w")).findFirst().orElseThrow().nodes());
    }

    @TestFactory
    Stream<DynamicTest> everyRow() throws IOException {
        Map<String, Variant> variants = new HashMap<>();
        Map<String, Long> computed = new HashMap<>();
        return rows().stream().map(row -> DynamicTest.dynamicTest(row.displayName(), () -> {
            String key = row.variant() + "\t" + row.fen() + "\t" + row.depth();
            Long nodes = computed.get(key);
            if (nodes == null) {
                Variant v = variants.get(row.variant());
                if (v == null) {
                    v = Variants.resolve(row.variant(), FS_READING.getOrDefault(row.variant(), Map.of()));
                    variants.put(row.variant(), v);
                }
                Position pos = Position.fromFen(v, row.fen());
                nodes = Perft.perft(pos, row.depth());
                computed.put(key, nodes);
            }
            assertEquals(row.nodes(), nodes.longValue(), () -> "perft " + row.depth() + " of " + row.variant() + " " + row.fen());
        }));
    }
}
