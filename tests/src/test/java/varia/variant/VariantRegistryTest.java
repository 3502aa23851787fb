package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Name resolution and the class-path listing, with the fake compiler. */
class VariantRegistryTest {
    final VariantRegistry registry = new VariantRegistry(new VariantLoader(new FakeCompiler()),
            VariantRegistryTest.class.getClassLoader());

    @Test
    void listsTheBundledFiles() {
        assertTrue(registry.bundled().containsAll(List.of("chess", "makruk", "shatranj")));
        assertEquals(registry.bundled().stream().sorted().toList(), registry.bundled());
        assertEquals(registry.bundled(), Variants.bundled());
    }

    @Test
    void resolvesKeysAndAliasesCaseInsensitively() throws Exception {
        assertEquals("makruk", registry.resolve("makruk").key());
        assertEquals("makruk", registry.resolve("THAI").key());
        assertEquals("makruk", registry.resolve(" Thai-Chess ").key());
        assertEquals("shatranj", registry.resolve("Shatranj").key());
        assertEquals("chess", registry.resolve("fide").key());
        assertEquals("varia/variants/chess.yaml", registry.resolve("chess").origin());
    }

    @Test
    void cachesBundledVariants() throws Exception {
        assertSame(registry.resolve("makruk"), registry.resolve("thai"));
    }

    @Test
    void resolvesPaths() throws Exception {
        Path file = Path.of(System.getProperty("varia.root", "..")).resolve("variants/shatranj.yaml");
        Variant v = registry.resolve(file.toString());
        assertEquals("shatranj", v.key());
        assertEquals(file.toString(), v.origin());
    }

    @Test
    void unknownNamesGetASuggestion() {
        VariantException e = assertThrows(VariantException.class, () -> registry.resolve("makrook"));
        assertEquals("makrook: unknown variant 'makrook'; did you mean 'makruk'? The bundled variants are "
                + String.join(", ", registry.bundled()) + "; a variant file is given by its path (e.g. my-game.yaml)",
                e.getMessage());
        e = assertThrows(VariantException.class, () -> Variants.resolve("no-such-game"));
        assertTrue(e.getMessage().contains("unknown variant 'no-such-game'"), e.getMessage());
        e = assertThrows(VariantException.class, () -> registry.resolve("missing/file.yaml"));
        assertEquals("missing/file.yaml: no such file", e.getMessage());
    }

    @Test
    void listsVariantsInsideAJar(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("extra.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("varia/"));
            out.putNextEntry(new JarEntry("varia/variants/"));
            out.putNextEntry(new JarEntry("varia/variants/tiny.yaml"));
            out.write(("aliases: [mini]\n" + VariantLoaderTest.MINIMAL).getBytes(StandardCharsets.UTF_8));
            out.putNextEntry(new JarEntry("varia/variants/notes.txt"));
            out.putNextEntry(new JarEntry("varia/variants/old/ignored.yaml"));
        }
        try (URLClassLoader cl = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            VariantRegistry fromJar = new VariantRegistry(new VariantLoader(new FakeCompiler()), cl);
            assertEquals(List.of("tiny"), fromJar.bundled());
            Variant v = fromJar.resolve("MINI");
            assertEquals("tiny", v.key());
            assertEquals("varia/variants/tiny.yaml", v.origin());
        }
    }
}
