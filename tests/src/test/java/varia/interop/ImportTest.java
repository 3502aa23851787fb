package varia.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.Main;
import varia.engine.Perft;
import varia.engine.Position;
import varia.interop.importer.Importer;
import varia.interop.importer.Lack;
import varia.interop.ini.IniReader;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * A section becomes a Varia file whose lines name the ini keys they came from, that {@code varia
 * check} accepts; a rule Varia lacks is reported by key and line and the section is not written
 * unless asked; {@code FILE.ini:SECTION} plays wherever a variant is taken.
 */
class ImportTest {
    static final String INI = """
            # a designer's file
            [minichess:chess]
            maxFile = 6
            maxRank = 6
            startFen = rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1
            promotionRegionWhite = *6
            promotionRegionBlack = *1
            doubleStep = false
            castling = false
            customPiece1 = a:BN

            [boom:minichess]
            blastOnCapture = true
            """;

    private static Map<String, Importer.Result> run() { return Importer.importAll(IniReader.read("games.ini", INI)); }

    @Test void aSectionBecomesAVariaFileNamingItsKeys() throws Exception {
        Importer.Result r = run().get("minichess");
        assertTrue(r.exact(), r.lacks() + " " + r.loadErrors());
        String yaml = r.yaml();
        assertTrue(yaml.contains("files: 6"), yaml);
        assertTrue(yaml.matches("(?s).*board: +# maxFile \\(line 3\\), maxRank \\(line 4\\).*"), yaml);
        assertTrue(yaml.contains("# startFen (line 5)"), yaml);
        assertTrue(yaml.contains("promotion: rank 6"), yaml); // the region of promotionRegionWhite/Black
        assertTrue(yaml.contains("# promotionRegionWhite (line 6), promotionRegionBlack (line 7)"), yaml);
        assertTrue(yaml.contains("moves: fmWfceF"), "the pawn has no double step: " + yaml);
        assertTrue(!yaml.contains("castling:"), yaml);
        Variant v = Importer.load("minichess", "games.ini:minichess", yaml);
        assertEquals(6, v.files());
        // White's first moves, counted by hand: six single pawn steps (no double step), the knight to a3 or c3
        assertEquals(8, Perft.perft(Position.start(v), 1));
        // customPiece1 is in no position and nothing promotes to it: it is left out
        assertEquals(null, v.pieceByLetter('A'));
    }

    @Test void aRuleVariaLacksIsReportedByKeyAndLineAndNotDropped() {
        Importer.Result r = run().get("boom");
        assertTrue(!r.exact());
        assertEquals(1, r.lacks().size(), r.lacks().toString());
        Lack l = r.lacks().get(0);
        assertEquals("blastOnCapture", l.key());
        assertEquals(13, l.origin().line());
        assertTrue(l.what().contains("explosions"), l.what());
        assertTrue(r.yaml().contains("# NOT EXACT"), r.yaml());
        assertTrue(r.yaml().contains("#   blastOnCapture (line 13)"), r.yaml());
    }

    @Test void importWritesCheckedFilesAndReportsTheRest(@TempDir Path dir) throws Exception {
        Path ini = dir.resolve("games.ini");
        Files.writeString(ini, INI, StandardCharsets.UTF_8);
        Path outDir = Files.createDirectory(dir.resolve("out"));
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "import", ini.toString(), "-o", outDir.toString());
        assertEquals(1, code, out + " " + err);
        assertTrue(out.toString().contains(ini + ":13: [boom] blastOnCapture (line 13): Varia lacks explosions on capture"), out.toString());
        assertTrue(err.toString().contains("2 sections, 1 imported exactly, 1 need rules Varia lacks"), err.toString());
        assertTrue(Files.exists(outDir.resolve("minichess.yaml")));
        assertTrue(!Files.exists(outDir.resolve("boom.yaml")));
        StringWriter check = new StringWriter();
        assertEquals(0, Main.run(new PrintWriter(check), new PrintWriter(new StringWriter()), "check", outDir.resolve("minichess.yaml").toString()), check.toString());
        assertTrue(check.toString().contains("ok (6x6"), check.toString());
        // --approximate writes the other one too, without the rule
        assertEquals(1, Main.run(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "import", ini.toString(), "-o",
                outDir.toString(), "--approximate", "--variant", "boom"));
        assertTrue(Files.readString(outDir.resolve("boom.yaml")).contains("# NOT EXACT"));
        // an existing file is not overwritten without --force
        StringWriter again = new StringWriter();
        Main.run(new PrintWriter(again), new PrintWriter(new StringWriter()), "import", ini.toString(), "-o", outDir.toString(), "--variant", "minichess");
        assertTrue(again.toString().contains("exists; not overwritten"), again.toString());
    }

    @Test void aSectionIsPlayedDirectly(@TempDir Path dir) throws Exception {
        Path ini = dir.resolve("games.ini");
        Files.writeString(ini, INI, StandardCharsets.UTF_8);
        Variant v = Variants.resolve(ini + ":minichess");
        assertEquals("minichess", v.key());
        StringWriter out = new StringWriter(), err = new StringWriter();
        assertEquals(0, Main.run(new PrintWriter(out), new PrintWriter(err), "perft", ini + ":minichess", "2", "--threads", "1"), err.toString());
        assertTrue(out.toString().startsWith("nodes " + Perft.perft(Position.start(v), 2) + " "), out.toString());
        // a section Varia cannot play in full is refused with its key and line
        try {
            Variants.resolve(ini + ":boom");
            throw new AssertionError("boom was read");
        } catch (VariantException e) {
            assertEquals(13, e.diagnostics().get(0).line());
            assertTrue(e.diagnostics().get(0).message().contains("[boom] blastOnCapture"), e.diagnostics().toString());
        }
        StringWriter bad = new StringWriter();
        assertEquals(1, Main.run(new PrintWriter(new StringWriter()), new PrintWriter(bad), "perft", ini + ":minichez", "1"));
        assertTrue(bad.toString().contains("no section [minichez]; did you mean 'minichess'?"), bad.toString());
    }

    @Test void theBuiltInParentsAreFairyStockfishs() {
        Map<String, Importer.Result> r = Importer.importAll(IniReader.read("x.ini", "[mymakruk:makruk]\n[myshogi:shogi]\n"));
        assertTrue(r.get("mymakruk").exact(), r.get("mymakruk").lacks().toString());
        assertTrue(r.get("mymakruk").yaml().contains("countingRule (built-in makruk)"), r.get("mymakruk").yaml());
        assertTrue(r.get("myshogi").yaml().contains("perpetual-check: loses"), r.get("myshogi").yaml());
        List<String> keys = r.get("myshogi").lacks().stream().map(Lack::key).toList();
        assertEquals(List.of(), keys);
    }

    @Test void checkReportsTheIniLikeAVariantFile(@TempDir Path dir) throws Exception {
        Path ini = dir.resolve("games.ini");
        Files.writeString(ini, INI + "\n[typo:chess]\ncastling = no\n", StandardCharsets.UTF_8);
        StringWriter out = new StringWriter();
        assertEquals(1, Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "check", ini.toString()), out.toString());
        String o = out.toString();
        assertTrue(o.contains(ini + ":16:12: castling: 'no' is neither true nor false; Fairy-Stockfish reads it as false"), o);
        assertTrue(o.contains(ini + ":13: [boom] blastOnCapture (line 13)"), o);
        assertTrue(o.contains(ini + ": errors (3 sections: 1 Varia plays exactly, 1 need rules Varia lacks)"), o);
    }
}
