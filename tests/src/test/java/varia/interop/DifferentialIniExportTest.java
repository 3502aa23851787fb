package varia.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.interop.export.Exporter;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Issue 31, export: every bundled game an ini can express exports, and ffish, loading the export,
 * agrees with Varia on the same tests as the import ({@link OracleCompare}); every other one lists
 * the rules that have no ini key. A game's disputed readings are its options: the table names the
 * reading (Fairy-Stockfish's, where the default is the sources') that exports.
 */
class DifferentialIniExportTest {
    /** Bundled games (and the option values) that export exactly; docs/interop.md lists the same. */
    static final Map<String, Map<String, String>> EXPORTS = new LinkedHashMap<>();

    static {
        for (String key : List.of("antichess", "chess", "extinction", "grand", "horde", "indian-9th-century", "king-of-the-hill",
                "crazyhouse", "kyoto-shogi", "losers", "makpong", "placement", "seirawan", "three-check", "three-kings", "troitzky"))
            EXPORTS.put(key, Map.of());
        EXPORTS.put("suicide", Map.of());
        EXPORTS.put("5check", Map.of());
        EXPORTS.put("chaturanga", Map.of("ruleset", "fairy-stockfish"));
        EXPORTS.put("heian-shogi", Map.of("two-bare-kings", "play-on"));
        EXPORTS.put("jeson-mor", Map.of("goal", "hold"));
        EXPORTS.put("makruk", Map.of("counting", "fairy-stockfish"));
        EXPORTS.put("shogi", Map.of("impasse", "none"));
        EXPORTS.put("sittuyin", Map.of("promotion", "fairy-stockfish", "deployment", "fairy-stockfish", "stalemate", "draw"));
        EXPORTS.put("xiangqi", Map.of("perpetual-chase", "draw"));
    }

    @TestFactory Stream<DynamicTest> bundledGames() throws Exception {
        FfishOracle fs = new FfishOracle();
        List<DynamicTest> tests = new ArrayList<>();
        int[] n = {0};
        for (Map.Entry<String, Map<String, String>> e : EXPORTS.entrySet()) {
            String name = "varia-" + e.getKey();
            tests.add(DynamicTest.dynamicTest(e.getKey() + " " + e.getValue(), () -> {
                Variant v = Variants.resolve(e.getKey(), e.getValue());
                Exporter.Result r = Exporter.export(v, name);
                assertEquals(List.of(), r.missing(), r.ini());
                assertTrue(fs.load(r.ini()).contains(name), "ffish loads the export:\n" + r.ini());
                assertNull(OracleCompare.compare(fs, name, v, 31_500L + n[0]++), "ffish on the export:\n" + r.ini());
            }));
        }
        for (String key : Variants.bundled()) {
            boolean listed = EXPORTS.keySet().stream().anyMatch(k -> k.equals(key));
            if (listed) continue;
            tests.add(DynamicTest.dynamicTest(key + " lists what it lacks", () -> {
                Exporter.Result r = Exporter.export(Variants.resolve(key), "varia-" + key);
                assertFalse(r.exact(), key + " exports exactly: add it to EXPORTS and docs/interop.md");
                for (String m : r.missing()) assertTrue(m.contains(": "), m);
            }));
        }
        tests.add(DynamicTest.dynamicTest("close ffish", fs::close));
        return tests.stream();
    }
}
