package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Inputs meant to hurt the reader end as ordinary diagnostics, quickly. */
class HostileYamlTest {
    final VariantLoader loader = new VariantLoader(new FakeCompiler());

    List<String> errors(String text) {
        return assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            VariantException e = assertThrows(VariantException.class, () -> loader.load("t", "t.yaml", text));
            return e.diagnostics().stream().map(Object::toString).toList();
        });
    }

    @Test
    void deepNesting() {
        String deep = "name: " + "[".repeat(200) + "]".repeat(200) + "\n";
        List<String> errors = errors(deep);
        assertEquals(1, errors.size());
        assertEquals("t.yaml:1:1: cannot read the YAML: Nesting Depth exceeded max 20", errors.get(0));
    }

    @Test
    void recursiveAlias() {
        List<String> errors = errors("name: &a [*a]\n" + VariantLoaderTest.MINIMAL);
        assertEquals(List.of("t.yaml:1:7: name must be text; found a list"), errors);
    }

    @Test
    void javaTags() {
        assertEquals(List.of("t.yaml:1:7: YAML tags such as '!!javax.script.ScriptEngineManager' are not used in"
                + " variant files; remove the tag"),
                errors("name: !!javax.script.ScriptEngineManager [x]\n" + VariantLoaderTest.MINIMAL));
        assertEquals(List.of("t.yaml:1:7: YAML tags such as '!!str' are not used in variant files; remove the tag"),
                errors("name: !!str 5\n" + VariantLoaderTest.MINIMAL));
    }

    @Test
    void hugeFile() {
        String big = "name: x\n" + "# padding\n".repeat(110_000);
        assertEquals(List.of("t.yaml:1:1: the file is too large (more than 1000000 characters); a variant file is"
                + " a few hundred lines at most"), errors(big));
    }

    @Test
    void complexKeys() {
        assertEquals(List.of("t.yaml:1:3: keys in the top level must be plain words; found a list"),
                errors("? [a, b]\n: c\n" + VariantLoaderTest.MINIMAL));
    }

    @Test
    void mergeKeys() {
        assertEquals(List.of("t.yaml:4:7: merge keys ('<<') are not supported in piece 'Q'; write the keys out"),
                errors("""
                board: {files: 8, ranks: 8}
                pieces:
                  K: &k {moves: K, royal: true}
                  Q: {<<: *k, royal: false}
                setup: 4k3/8/8/8/8/8/8/4K3 w
                """));
    }

    @Test
    void multipleDocuments() {
        assertEquals(List.of("t.yaml:5:1: YAML syntax error: the file holds a second YAML document (after '---');"
                + " a variant file is a single document"), errors(VariantLoaderTest.MINIMAL + "---\nname: again\n"));
    }
}
