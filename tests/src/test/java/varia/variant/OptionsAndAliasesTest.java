package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Options through the registry and the static API: values, defaults, aliases that carry options. */
class OptionsAndAliasesTest {
    static final String GAME = """
            name: Game
            aliases: [korean, {name: gamecasual, options: {ruleset: casual}}]
            board: {files: 8, ranks: 8}
            pieces:
              K: {moves: K, royal: true}
              N: {moves: N}
            setup: 4k3/8/8/8/8/8/8/4K3 w
            end: {repetition: 3}
            options:
              ruleset:
                default: strict
                values:
                  strict: {description: "tournament", source: "seed 001"}
                  casual: {description: "house rules", source: "rules-notes.md", set: {end: {repetition: 0}}}
              knight-mate:
                values:
                  allowed: {}
                  forbidden: {set: {play: {forbidden-mates: [N]}}}
            """;

    static String option(Variant v, String name) {
        return v.options().stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow().value();
    }

    @Test
    void registryAliasesCarryOptions(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("varia/variants"));
        Files.writeString(folder.resolve("game.yaml"), GAME);
        try (URLClassLoader cl = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            VariantRegistry registry = new VariantRegistry(new VariantLoader(new FakeCompiler()), cl);
            Variant plain = registry.resolve("game");
            assertEquals("strict", option(plain, "ruleset"));
            assertEquals("allowed", option(plain, "knight-mate"));
            assertEquals(3, plain.rule(varia.rules.repetition.Repetition.KEY).times());
            assertSame(plain, registry.resolve("KOREAN"));

            Variant casual = registry.resolve("GameCasual");
            assertEquals("game", casual.key());
            assertEquals("casual", option(casual, "ruleset"));
            assertNull(casual.rule(varia.rules.repetition.Repetition.KEY));
            assertSame(casual, registry.resolve("game", Map.of("ruleset", "casual")));
            assertNotSame(plain, casual);

            // given options add to (and override) the alias's
            Variant both = registry.resolve("gamecasual", Map.of("knight-mate", "forbidden"));
            assertEquals("casual", option(both, "ruleset"));
            assertEquals(List.of(1), both.rule(varia.rules.checks.CheckRules.KEY).forbiddenMates());
            assertEquals("strict", option(registry.resolve("gamecasual", Map.of("ruleset", "strict")), "ruleset"));

            VariantException e = assertThrows(VariantException.class,
                    () -> registry.resolve("game", Map.of("rulset", "casual")));
            assertEquals("varia/variants/game.yaml: unknown option 'rulset'; did you mean 'ruleset'? The options of game"
                    + " are ruleset, knight-mate", e.getMessage());
        }
    }

    @Test
    void staticApiWithOptions(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.yaml");
        Files.writeString(file, GAME.replace("N: {moves: N}", "N: {moves: N}\n  R: {moves: R}"));
        assertEquals("strict", option(Variants.load(file), "ruleset"));
        assertEquals("casual", option(Variants.load(file, Map.of("ruleset", "casual")), "ruleset"));
        assertNull(Variants.resolve(file.toString(), Map.of("ruleset", "casual")).rule(varia.rules.repetition.Repetition.KEY));
        assertEquals(3, Variants.resolve(file.toString()).rule(varia.rules.repetition.Repetition.KEY).times());
        VariantException e = assertThrows(VariantException.class,
                () -> Variants.resolve(file.toString(), Map.of("ruleset", "casul")));
        assertEquals(file + ": unknown value 'casul' for option 'ruleset'; did you mean 'casual'? The values are strict,"
                + " casual", e.getMessage());
    }

    @Test
    void bundledVariantsHaveNoUnknownOptions() {
        VariantException e = assertThrows(VariantException.class, () -> Variants.resolve("chess", Map.of("x", "y")));
        assertEquals("varia/variants/chess.yaml: unknown option 'x': chess has no options", e.getMessage());
    }
}
