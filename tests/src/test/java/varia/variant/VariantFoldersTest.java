package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18: the user's variant folders, found by key and alias like the bundled variants. */
public class VariantFoldersTest {
    /** A 5x5 game (Gardner's minichess) with two aliases, one of them selecting an option. */
    public static final String MINI = """
            # yaml-language-server: $schema=https://example.invalid/variant.schema.json
            name: Mini chess
            aliases: [gardner, {name: gardner-kings, options: {pieces: kings-only}}]
            board: {files: 5, ranks: 5}
            pieces:
              K: {name: King, moves: K, royal: true}
              Q: {name: Queen, moves: Q}
              R: {name: Rook, moves: R}
              B: {name: Bishop, moves: B}
              N: {name: Knight, moves: N}
              P: {name: Pawn, moves: fmWfcF, promotion: {to: [Q, R, B, N], zone: rank 5}}
            setup: rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1
            options:
              pieces:
                values:
                  all: {source: "Martin Gardner, 1969", description: "the usual pieces"}
                  kings-only: {source: "a test", description: "kings and pawns", set: {setup: "4k/ppppp/5/PPPPP/4K w - - 0 1"}}
            """;

    static Path folderWith(Path dir, String file, String text) throws Exception {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(file), text, StandardCharsets.UTF_8);
        return dir;
    }

    @Test
    void defaultFoldersComeFromTheEnvironmentThenTheConfigurationFolder() {
        String sep = java.io.File.pathSeparator;
        assertEquals(List.of(Path.of("/a"), Path.of("/b"), Path.of("/cfg", "varia", "variants")),
                VariantFolders.defaults(Map.of("VARIA_VARIANTS", "/a" + sep + "/b", "XDG_CONFIG_HOME", "/cfg"), "Linux", "/home/u"));
        assertEquals(List.of(Path.of("/home/u", ".config", "varia", "variants")),
                VariantFolders.defaults(Map.of(), "Linux", "/home/u"));
        // XDG says a relative XDG_CONFIG_HOME is to be ignored
        assertEquals(List.of(Path.of("/home/u", ".config", "varia", "variants")),
                VariantFolders.defaults(Map.of("XDG_CONFIG_HOME", "relative"), "Linux", "/home/u"));
        assertEquals(List.of(Path.of("C:\\Users\\u\\AppData\\Roaming", "varia", "variants")),
                VariantFolders.defaults(Map.of("APPDATA", "C:\\Users\\u\\AppData\\Roaming"), "Windows 11", "C:\\Users\\u"));
        assertEquals(List.of(), VariantFolders.defaults(Map.of(), "Linux", ""));
    }

    @Test
    void aFolderVariantIsFoundByKeyAndAliasesInAnyCase(@TempDir Path dir) throws Exception {
        VariantRegistry r = Variants.registry().withFolders(List.of(folderWith(dir, "minichess.yaml", MINI)));
        assertEquals("minichess", r.resolve("minichess").key());
        assertEquals("minichess", r.resolve("GARDNER").key());
        assertEquals(dir.resolve("minichess.yaml").toString(), r.resolve("gardner").origin());
        assertEquals("4k/ppppp/5/PPPPP/4K w - - 0 1", r.resolve("gardner-kings").startFen());
        assertEquals("kings-only", r.resolve("gardner-kings").options().get(0).value());
        assertEquals(List.of("minichess"), r.folderKeys());
        assertTrue(r.keys().containsAll(List.of("chess", "makruk", "minichess")));
        assertEquals(dir.resolve("minichess.yaml"), r.file("Gardner"));
        assertNull(r.file("chess"));
        // bundled variants stay as they are
        assertEquals("varia/variants/makruk.yaml", r.resolve("thai").origin());
    }

    @Test
    void bundledNamesWinAndAClashingFileIsKeyedLocal(@TempDir Path dir) throws Exception {
        // a file named like a bundled variant, with an alias a bundled variant has
        folderWith(dir, "chess.yaml", MINI.replace("aliases: [gardner,", "aliases: [fide, gardner,"));
        VariantRegistry r = Variants.registry().withFolders(List.of(dir));
        assertEquals(List.of("local-chess"), r.folderKeys());
        assertEquals("varia/variants/chess.yaml", r.resolve("chess").origin());
        assertEquals("varia/variants/chess.yaml", r.resolve("fide").origin());
        Variant local = r.resolve("local-chess");
        assertEquals("local-chess", local.key());
        assertEquals(5, local.files());
        assertEquals("local-chess", r.resolve("gardner").key());
    }

    @Test
    void theFirstFolderHoldingAKeyWins(@TempDir Path dir) throws Exception {
        Path first = folderWith(dir.resolve("first"), "minichess.yaml", MINI.replace("Mini chess", "First"));
        Path second = folderWith(dir.resolve("second"), "minichess.yaml", MINI.replace("Mini chess", "Second"));
        assertEquals("First", Variants.registry().withFolders(List.of(first, second)).resolve("minichess").name());
        assertEquals("Second", Variants.registry().withFolders(List.of(second, first)).resolve("minichess").name());
    }

    @Test
    void anEditedFileIsLoadedAgainAndANewFileIsFound(@TempDir Path dir) throws Exception {
        folderWith(dir, "minichess.yaml", MINI);
        VariantRegistry r = Variants.registry().withFolders(List.of(dir));
        assertEquals("Mini chess", r.resolve("gardner").name());
        Files.writeString(dir.resolve("minichess.yaml"), MINI.replace("name: Mini chess", "name: Gardner's game"));
        Files.setLastModifiedTime(dir.resolve("minichess.yaml"), FileTime.fromMillis(System.currentTimeMillis() + 5000));
        assertEquals("Gardner's game", r.resolve("gardner").name());
        folderWith(dir, "other.yaml", MINI.replace("[gardner,", "[other-alias,").replace("gardner-kings", "other-kings"));
        assertEquals("other", r.resolve("other-alias").key());
    }

    @Test
    void aBareNameNeverReadsAFileOfTheCurrentDirectory() throws Exception {
        // the tests run in the 'tests' module, whose folder holds pom.xml: a bare name is a name, never that file
        assertTrue(Files.isRegularFile(Path.of("pom.xml")));
        VariantException e = assertThrows(VariantException.class, () -> Variants.resolve("pom.xml"));
        assertTrue(e.getMessage().startsWith("pom.xml: unknown variant 'pom.xml'"), e.getMessage());
        // byName never takes a path, even one that looks like a path
        e = assertThrows(VariantException.class, () -> Variants.registry().byName("../variants/chess.yaml", Map.of()));
        assertTrue(e.getMessage().contains("unknown variant '../variants/chess.yaml'"), e.getMessage());
        assertEquals("makruk", Variants.registry().byName("Thai", Map.of()).key());
    }

    @Test
    void anUnknownNameListsTheFoldersVariants(@TempDir Path dir) throws Exception {
        VariantRegistry r = Variants.registry().withFolders(List.of(folderWith(dir, "minichess.yaml", MINI)));
        VariantException e = assertThrows(VariantException.class, () -> r.resolve("gardnr"));
        assertTrue(e.getMessage().contains("did you mean 'gardner'?"), e.getMessage());
        assertTrue(e.getMessage().contains("; the variant folders offer minichess;"), e.getMessage());
    }

    @Test
    void aBrokenFolderFileIsReportedAtItsLine(@TempDir Path dir) throws Exception {
        folderWith(dir, "broken.yaml", MINI.replace("moves: N}", "moves: X}"));
        VariantRegistry r = Variants.registry().withFolders(List.of(dir));
        VariantException e = assertThrows(VariantException.class, () -> r.resolve("broken"));
        assertTrue(e.diagnostics().get(0).toString().startsWith(dir.resolve("broken.yaml") + ":10:28: pieces.N.moves: "),
                e.diagnostics().toString());
    }

    @Test
    void withFoldersScopesTheStaticLookupsToTheCallingThread(@TempDir Path dir) throws Exception {
        Path folder = folderWith(dir, "minichess.yaml", MINI);
        String key = Variants.withFolders(List.of(folder), () -> {
            assertTrue(Variants.known().contains("minichess"));
            // threads started inside see the folders too (the searcher's, a study's workers)
            String[] seen = new String[1];
            Thread t = new Thread(() -> {
                try {
                    seen[0] = Variants.resolve("gardner").key();
                } catch (VariantException e) {
                    seen[0] = e.getMessage();
                }
            });
            t.start();
            t.join();
            assertEquals("minichess", seen[0]);
            return Variants.resolve("gardner").key();
        });
        assertEquals("minichess", key);
        assertTrue(!Variants.known().contains("minichess"));
        assertThrows(VariantException.class, () -> Variants.resolve("gardner"));
    }
}
