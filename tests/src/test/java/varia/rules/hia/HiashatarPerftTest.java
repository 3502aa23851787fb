package varia.rules.hia;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * samples/hiashatar/perft.tsv (counts of {@code ./varia perft hiashatar N}, depths 1-4, from the
 * start and from mid-game positions with Hias in play) against the engine, and the engine against
 * {@link HiashatarReference}, an independent slow generator, at depths 1-3 (the "Done when":
 * "with an independent check ... agreeing at depths 1-3"). A row whose variant column reads
 * {@code hiashatar NAME=VALUE} runs under that option: {@code zone-stops=slides-and-lame-leaps}
 * (zones stop the pawns' double and triple steps; the default follows seed 000, which names only
 * the sliders), {@code zone=all} and {@code zone=strict-all} (the zone slows both sides, a Hia's own
 * zone excepted; strict: a slider standing in a zone goes one square).
 */
class HiashatarPerftTest {

    static final Variant HIA = HiaPlay.variant("hiashatar");
    static final String STEPS_STOPPED = "zone-stops=slides-and-lame-leaps";
    /** The option values a row may name, and the reference's rules for each. */
    static final Map<String, HiashatarReference.Rules> OPTIONS = Map.of(
            "", HiashatarReference.Rules.DEFAULT,
            STEPS_STOPPED, new HiashatarReference.Rules(true, false, false),
            "zone=all", new HiashatarReference.Rules(false, true, false),
            "zone=strict-all", new HiashatarReference.Rules(false, true, true));

    record Row(int line, String spec, String fen, int depth, long nodes, String source) {
        /** The option the row names ("" for none). */
        String option() { return spec.equals("hiashatar") ? "" : spec.substring("hiashatar ".length()); }

        /** The row runs under option zone-stops=slides-and-lame-leaps. */
        boolean stepsStopped() { return option().equals(STEPS_STOPPED); }

        HiashatarReference.Rules rules() { return OPTIONS.get(option()); }

        Variant variant() {
            if (option().isEmpty()) return HIA;
            String[] kv = option().split("=", 2);
            return HiaPlay.variant("hiashatar", Map.of(kv[0], kv[1]));
        }
    }


    static List<Row> rows() throws IOException {
        List<String> lines = Files.readAllLines(root().resolve("samples/hiashatar/perft.tsv"), StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals("variant\tfen\tdepth\tnodes\tsource"))
            throw new IllegalStateException("samples/hiashatar/perft.tsv: expected the header 'variant<TAB>fen<TAB>depth<TAB>nodes<TAB>source'");
        List<Row> out = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split("\t", -1);
            if (lines.get(i).isBlank()) continue;
            if (f.length != 5 || !(f[0].equals("hiashatar") || f[0].startsWith("hiashatar ") && OPTIONS.containsKey(f[0].substring(10))))
                throw new IllegalStateException("perft.tsv:" + (i + 1) + ": bad row");
            out.add(new Row(i + 1, f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f[4]));
        }
        return out;
    }

    /** The table covers depths 1-4 for the start and at least two other positions. */
    @Test
    void tableCoversTheStartAndTwoMidGamePositions() throws IOException {
        Map<String, Set<Integer>> depths = new TreeMap<>();
        for (Row r : rows()) depths.computeIfAbsent(r.spec() + "\t" + r.fen(), k -> new LinkedHashSet<>()).add(r.depth());
        assertTrue(depths.size() >= 3, "positions: " + depths.keySet());
        assertTrue(depths.containsKey("hiashatar\t" + Position.start(HIA).toFen()), "the start position is in the table");
        assertTrue(rows().stream().anyMatch(Row::stepsStopped), "the old reading (zones stop pawn steps) keeps rows of its own");
        for (String o : List.of("zone=all", "zone=strict-all"))
            assertTrue(rows().stream().anyMatch(r -> r.option().equals(o)), "rows under " + o);
        for (Map.Entry<String, Set<Integer>> e : depths.entrySet())
            assertEquals(Set.of(1, 2, 3, 4), e.getValue(), "depths for " + e.getKey());
    }

    /** Every row of the table against the engine. */
    @TestFactory
    Stream<DynamicTest> tableAgainstTheEngine() throws IOException {
        return rows().stream().map(r -> DynamicTest.dynamicTest("line " + r.line() + ": " + r.spec() + " d" + r.depth() + " = " + r.nodes() + "  " + r.fen(),
                () -> assertEquals(r.nodes(), Perft.perft(HiaPlay.position(r.variant(), r.fen()), r.depth()))));
    }

    /** The engine against the reference generator, depths 1-3, for every position of the table. */
    @TestFactory
    Stream<DynamicTest> engineAgainstTheReference() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Row row : rows().stream().filter(r -> r.depth() == 1).toList()) {
            String fen = row.fen();
            for (int d = 1; d <= 3; d++) {
                int depth = d;
                tests.add(DynamicTest.dynamicTest(row.spec() + " d" + d + "  " + fen, () -> {
                    Position p = HiaPlay.position(row.variant(), fen);
                    HiashatarReference.Pos ref = HiashatarReference.parse(fen, row.rules());
                    if (depth == 1) {
                        Set<String> mine = new java.util.TreeSet<>();
                        for (HiashatarReference.Move m : HiashatarReference.legal(ref)) mine.add(m.uci());
                        assertEquals(mine, HiaPlay.moves(p), "legal moves");
                    }
                    assertEquals(HiashatarReference.perft(ref, depth), Perft.perft(p, depth));
                }));
            }
        }
        return tests.stream();
    }

    /** The reference's own sanity: the seed 000 worked example (h4 zone), and en passant after a triple step. */
    @Test
    void referenceKnowsTheRules() {
        HiashatarReference.Pos example = HiashatarReference.parse("k9/10/8q1/3b6/10/10/7H2/10/2P5K1/10 w - - 0 1");
        assertTrue(!HiashatarReference.inCheck(example.board(), 0));
        HiashatarReference.Pos ep = HiashatarReference.parse("9k/10/10/10/10/5p4/3p6/10/4P5/K9 w - - 0 1");
        HiashatarReference.Pos after = HiashatarReference.legal(ep).stream().filter(m -> m.uci().equals("e2e5"))
                .findFirst().orElseThrow().after();
        Set<String> black = new java.util.TreeSet<>();
        for (HiashatarReference.Move m : HiashatarReference.legal(after)) black.add(m.uci());
        assertTrue(black.containsAll(Set.of("d4e3", "f5e4")), black.toString());
    }
}
