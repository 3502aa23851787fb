package varia.rules.chess;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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

/**
 * Perft rows of {@code samples/perft-fs.tsv} for the historical chess-family variants, one dynamic
 * test per row and reading:
 *
 * <ul>
 *   <li>{@code chaturanga}: Fairy-Stockfish's reading, {@code variants/chaturanga.yaml} with
 *       {@code ruleset=fairy-stockfish} (the default reading has the king's knight move and another
 *       setup, so FS's counts do not apply to it);</li>
 *   <li>{@code shatar}: FS counts knight mates as moves (it only scores them), Varia forbids them
 *       by default, so the default runs against {@code nodes_rules} of
 *       {@code samples/perft-fs-adjusted.tsv} where that table has the row; with
 *       {@code knight-mate=draw} the mate is a legal move and FS's own count applies;</li>
 *   <li>{@code cambodian-fs11} rows (FS 11.1's older rules): those whose gating field is {@code -}
 *       are valid for today's rules too (fairy-stockfish-oracle.md section 5), so they run under
 *       both {@code ouk-chatrang} and the alias {@code cambodian-fs11}; rows with gating letters only
 *       under {@code cambodian-fs11};</li>
 *   <li>{@code cambodian} rows (FS's repository tests, today's rules, e.g. the start position d4 =
 *       361719) under the default {@code ouk-chatrang}.</li>
 * </ul>
 *
 * Rows above {@link #maxNodes()} leaf nodes (default 400 million, property
 * {@code varia.perft.maxNodes}, 0 = no limit) are skipped: the machine is shared.
 */
class HistoricalPerftTest {

    record Row(int line, String variant, String fen, int depth, long nodes, String source) {}

    /** One check: a variant name with options, a FEN, a depth and the expected count. */
    record Case(String label, String variant, Map<String, String> options, Row row, long expected) {
        String displayName() {
            return String.format("%s d%d = %,d  [%s, line %d]  %s", label, row.depth(), expected, row.source(), row.line(), row.fen());
        }
    }


    static long maxNodes() {
        return Long.getLong("varia.perft.maxNodes", 400_000_000L);
    }

    static List<Row> table() throws IOException {
        List<String> lines = Files.readAllLines(root().resolve("samples/perft-fs.tsv"), StandardCharsets.UTF_8);
        List<Row> rows = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split("\t", -1);
            if (f.length < 4) continue;
            rows.add(new Row(i + 1, f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f.length > 4 ? f[4] : ""));
        }
        return rows;
    }

    /** perft-fs-adjusted.tsv: FEN + TAB + depth -> nodes_rules (counts without FS-only moves). */
    static Map<String, Long> adjusted() throws IOException {
        List<String> lines = Files.readAllLines(root().resolve("samples/perft-fs-adjusted.tsv"), StandardCharsets.UTF_8);
        if (!lines.get(0).startsWith("variant\tfen\tdepth\tnodes_fs\tforbidden_last_ply\tnodes_rules"))
            throw new IllegalStateException("perft-fs-adjusted.tsv: unexpected header " + lines.get(0));
        Map<String, Long> out = new HashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split("\t", -1);
            if (f.length < 6) continue;
            out.put(f[0] + "\t" + f[1] + "\t" + f[2], Long.parseLong(f[5]));
        }
        return out;
    }

    static String gating(String fen) {
        String[] f = fen.trim().split("\\s+");
        return f.length > 2 ? f[2] : "-";
    }

    static List<Case> cases() throws IOException {
        Map<String, Long> adj = adjusted();
        List<Case> out = new ArrayList<>();
        for (Row r : table()) {
            switch (r.variant()) {
                case "chaturanga" -> out.add(new Case("chaturanga ruleset=fairy-stockfish", "chaturanga",
                        Map.of("ruleset", "fairy-stockfish"), r, r.nodes()));
                case "shatar" -> {
                    Long rules = adj.get("shatar\t" + r.fen() + "\t" + r.depth());
                    if (rules != null) out.add(new Case("shatar (knight mates forbidden, adjusted count)", "shatar", Map.of(), r, rules));
                    out.add(new Case("shatar knight-mate=draw (FS count)", "shatar", Map.of("knight-mate", "draw"), r, r.nodes()));
                }
                case "cambodian-fs11" -> {
                    out.add(new Case("cambodian-fs11", "cambodian-fs11", Map.of(), r, r.nodes()));
                    if (gating(r.fen()).equals("-")) out.add(new Case("ouk-chatrang (row without gating letters)", "ouk-chatrang", Map.of(), r, r.nodes()));
                }
                case "cambodian" -> out.add(new Case("ouk-chatrang (FS HEAD rules)", "ouk-chatrang", Map.of(), r, r.nodes()));
                default -> { }
            }
        }
        return out;
    }

    @Test
    void tableHasTheRowsThisTestNeeds() throws IOException {
        List<Case> cases = cases();
        for (String label : List.of("chaturanga", "shatar (knight", "cambodian-fs11", "ouk-chatrang (row without", "ouk-chatrang (FS HEAD"))
            assertFalse(cases.stream().noneMatch(c -> c.label().startsWith(label)), "no rows for " + label);
        // the current-rules Ouk Chatrang start position, depth 4 (fairy-stockfish-oracle.md section 5)
        assertEquals(361719L, cases.stream().filter(c -> c.label().startsWith("ouk-chatrang (FS HEAD") && c.row().depth() == 4
                && c.row().fen().startsWith("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde")).findFirst().orElseThrow().expected());
    }

    @TestFactory
    Stream<DynamicTest> everyRow() throws IOException {
        Map<String, Variant> variants = new HashMap<>();
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.displayName(), () -> {
            long limit = maxNodes();
            assumeTrue(limit == 0 || c.expected() <= limit,
                    () -> String.format("%,d leaf nodes is above varia.perft.maxNodes = %,d", c.expected(), limit));
            Variant v = variants.computeIfAbsent(c.variant() + c.options(), k -> ChessPlay.variant(c.variant(), c.options()));
            Position pos = ChessPlay.position(v, c.row().fen());
            long nodes = Perft.perft(pos, c.row().depth());
            if (nodes != c.expected() && c.row().depth() > 1) {
                StringBuilder sb = new StringBuilder();
                for (Perft.Entry e : Perft.divide(ChessPlay.position(v, c.row().fen()), 1)) sb.append(' ').append(e.move());
                assertEquals(c.expected(), nodes, () -> "perft " + c.row().depth() + " of " + c.label() + " " + c.row().fen()
                        + "; root moves:" + sb);
            }
            assertEquals(c.expected(), nodes, () -> "perft " + c.row().depth() + " of " + c.label() + " " + c.row().fen()
                    + "; root moves: " + ChessPlay.moves(ChessPlay.position(v, c.row().fen())));
        }));
    }
}
