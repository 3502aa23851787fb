package varia.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.variant.VariantException;

/** The race loader: its good file, a mistake in an option value nobody chose, the engine's refusal (each key's mistakes: {@link varia.game.LoaderMistakesTest}). */
class RaceLoaderErrorsTest {
    static final String GOOD = varia.game.LoaderMistakesTest.RACE;

    static List<String> problems(String text) { return varia.game.LoaderProblems.of(RaceLoader::load, text); }

    /** {@code GOOD} with one line replaced. */
    static String with(String from, String to) { return varia.game.LoaderProblems.with(GOOD, from, to); }

    @Test
    void theGoodFileLoads() throws Exception {
        RaceGame g = RaceLoader.load("t", "t.yaml", GOOD, Map.of());
        assertEquals(2, g.defaultPlayers());
        assertEquals(61, g.seats().get(1).length());
        assertEquals("e5", g.squareName(g.seats().get(1).track()[60]));
    }

    @Test
    void aMistakeInAnOptionValueNobodyChoseIsReported() {
        String text = GOOD + """
                options:
                  nests:
                    default: two
                    values:
                      two: {description: the corners}
                      broken: {set: {nests: [a1, q1]}}
                """;
        assertEquals(List.of("t.yaml:16:34: with option nests=broken: nests: 'q1' is not a square of the 8x8 board (a1 to h8)"), problems(text));
    }

    @Test
    void theEngineCommandsSayARaceGameIsOne() {
        VariantException e = assertThrows(VariantException.class, () -> varia.variant.Variants.resolve("ashtapada"));
        assertEquals("ashtapada is a race game ('game: race'); the commands check, describe, play, simulate and validate read it",
                e.diagnostics().get(0).message());
    }
}
