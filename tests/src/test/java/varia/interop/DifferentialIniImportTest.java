package varia.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.TestPaths;
import varia.interop.importer.Importer;
import varia.interop.ini.IniReader;
import varia.variant.Variant;

/**
 * Issue 31, import: every section of Fairy-Stockfish's own variants.ini (and pychess-variants')
 * that ffish loads is either imported exactly and equal to ffish (perft 1-3 from the start and
 * from five positions along random games, legal-move sets along ten seeded games:
 * {@link OracleCompare}), or reports the keys Varia lacks (docs/interop.md lists them,
 * {@link InteropDocsTest}). The counts are those docs/interop.md gives.
 */
class DifferentialIniImportTest {
    /** Sections imported exactly: Fairy-Stockfish's variants.ini, pychess-variants' (as docs/interop.md reports them). */
    static final int FS_SECTIONS = 143, FS_EXACT = 75, PYCHESS_SECTIONS = 34, PYCHESS_EXACT = 16;

    @TestFactory Stream<DynamicTest> fairyStockfishVariantsIni() throws Exception {
        return sections("tests/data/fairy-stockfish/variants.ini", FS_SECTIONS, FS_EXACT, 31_000L);
    }

    @TestFactory Stream<DynamicTest> pychessVariantsIni() throws Exception {
        return sections("tests/data/pychess-variants/variants.ini", PYCHESS_SECTIONS, PYCHESS_EXACT, 31_200L);
    }

    private static Stream<DynamicTest> sections(String path, int sections, int exact, long seed) throws Exception {
        String text = Files.readString(TestPaths.root().resolve(path));
        Map<String, Importer.Result> results = Importer.importAll(IniReader.read(path, text));
        List<DynamicTest> tests = new ArrayList<>();
        FfishOracle fs = new FfishOracle();
        List<String> loaded = fs.load(text);
        tests.add(DynamicTest.dynamicTest("ffish loads every section; " + exact + " import exactly", () -> {
            assertEquals(sections, results.size(), "sections of " + path);
            assertEquals(sections, loaded.size(), "sections ffish loads: " + loaded);
            long n = results.values().stream().filter(Importer.Result::exact).count();
            assertEquals(exact, n, "sections imported exactly (update docs/interop.md and this count together)");
        }));
        for (Importer.Result r : results.values()) {
            tests.add(DynamicTest.dynamicTest(r.section(), () -> {
                assertTrue(loaded.contains(r.section()), "ffish loads [" + r.section() + "]");
                assertEquals(List.of(), r.errors(), "ini errors");
                if (r.lacks().isEmpty()) assertEquals(List.of(), r.loadErrors(), "the file written loads");
                if (!r.exact()) {
                    assertFalse(r.lacks().isEmpty());
                    r.lacks().forEach(l -> assertTrue(l.origin() == null || l.origin().builtIn() || l.origin().line() > 0, l.describe()));
                    return;
                }
                Variant v = Importer.load(r.section(), path + ":" + r.section(), r.yaml());
                assertNull(OracleCompare.compare(fs, r.section(), v, seed), "[" + r.section() + "] against ffish");
            }));
        }
        tests.add(DynamicTest.dynamicTest("close ffish", fs::close));
        return tests.stream();
    }
}
