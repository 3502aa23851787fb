package varia.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import varia.TestPaths;

/**
 * docs/interop.md's tables are the importer's and exporter's own results: every section that does
 * not import exactly is listed with the keys Varia lacks, every bundled game with whether it
 * exports. When a key is mapped (issue 29's rules, say) this test names the table to update.
 */
class InteropDocsTest {
    private static String block(String doc, String name) {
        String begin = "<!-- " + name + ":begin -->\n", end = "<!-- " + name + ":end -->";
        int b = doc.indexOf(begin), e = doc.indexOf(end);
        if (b < 0 || e < 0) throw new AssertionError("docs/interop.md has no block " + name);
        return doc.substring(b + begin.length(), e).strip();
    }

    @Test void theTablesAreTheImportersAndExportersResults() throws Exception {
        String doc = Files.readString(TestPaths.root().resolve("docs/interop.md"));
        assertEquals(InteropTables.importTable("tests/data/fairy-stockfish/variants.ini").strip(), block(doc, "fairy-stockfish-sections"),
                "docs/interop.md, Fairy-Stockfish's variants.ini");
        assertEquals(InteropTables.importTable("tests/data/pychess-variants/variants.ini").strip(), block(doc, "pychess-sections"),
                "docs/interop.md, pychess-variants' variants.ini");
        assertEquals(InteropTables.exportTable().strip(), block(doc, "bundled-exports"), "docs/interop.md, bundled games");
    }
}
