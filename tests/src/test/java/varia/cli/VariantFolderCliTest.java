package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.variant.VariantFoldersTest;

/** Issue 18: {@code --variants DIR} on the commands that take a variant (in-process; the protocols run in processes). */
class VariantFolderCliTest {
    static CliTest.Result run(String... args) { return CliTest.run(args); }

    @Test
    void everyCommandFindsTheFoldersVariantByAlias(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("minichess.yaml"), VariantFoldersTest.MINI);
        String d = dir.toString();
        CliTest.Result perft = run("perft", "Gardner", "4", "--variants", d);
        assertEquals(4775, CliTest.summaryNodes(perft), perft.all()); // Fairy-Stockfish 11.1, variant gardner
        CliTest.Result describe = run("describe", "gardner", "--variants", d);
        assertTrue(describe.out().startsWith("Mini chess"), describe.all());
        CliTest.Result check = run("check", "gardner", "--variants", d);
        assertEquals(dir.resolve("minichess.yaml") + ": ok (5x5, 6 pieces)\n", check.out().replace("\r", ""), check.all());
        CliTest.Result list = run("list", "--variants", d);
        assertTrue(list.outLines().get(list.outLines().size() - 1)
                .matches("minichess +Mini chess +aliases: gardner, gardner-kings; file: .*minichess.yaml"), list.all());
        CliTest.Result diagram = run("diagram", "gardner", "--variants", d, "-o", dir.resolve("start.svg").toString());
        assertEquals(0, diagram.code(), diagram.all());
        assertTrue(Files.readString(dir.resolve("start.svg")).contains("<svg"));
    }

    @Test
    void theFolderIsOnlyInForceForTheCommandThatNamesIt(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("minichess.yaml"), VariantFoldersTest.MINI);
        assertEquals(0, run("perft", "gardner", "1", "--variants", dir.toString()).code());
        CliTest.Result after = run("perft", "gardner", "1");
        assertEquals(1, after.code(), after.all());
        assertTrue(after.err().contains("unknown variant 'gardner'"), after.all());
    }

    @Test
    void aMissingFolderIsOneErrorLine(@TempDir Path dir) {
        CliTest.Result r = run("perft", "chess", "1", "--variants", dir.resolve("none").toString());
        assertEquals(1, r.code(), r.all());
        assertEquals("error: --variants " + dir.resolve("none") + ": no such folder", r.err().strip());
        CliTest.assertNoStackTrace(r);
    }

    @Test
    void checkTakesBundledNamesButNeverABareFileName() {
        CliTest.Result r = run("check", "thai");
        assertEquals(0, r.code(), r.all());
        assertEquals("thai: ok (8x8, 6 pieces), bundled as varia/variants/makruk.yaml", r.out().strip());
        // the tests' working folder holds pom.xml: as a bare name it is an unknown variant, not that file
        r = run("check", "pom.xml");
        assertEquals(1, r.code(), r.all());
        assertTrue(r.out().startsWith("pom.xml: unknown variant 'pom.xml'"), r.all());
        assertFalse(r.out().contains("YAML"), r.all());
    }
}
