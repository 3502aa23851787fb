package varia.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.variant.VariantException;

/** The race loader: its good file's model, the engine's refusal (the keys' mistakes: {@link varia.game.LoaderMistakesTest}). */
class RaceLoaderErrorsTest {
    @Test
    void theGoodFileLoads() throws Exception {
        RaceGame g = RaceLoader.load("t", "t.yaml", varia.game.LoaderMistakesTest.RACE, Map.of());
        assertEquals(2, g.defaultPlayers());
        assertEquals(61, g.seats().get(1).length());
        assertEquals("e5", g.squareName(g.seats().get(1).track()[60]));
    }

    @Test
    void theEngineCommandsSayARaceGameIsOne() {
        VariantException e = assertThrows(VariantException.class, () -> varia.variant.Variants.resolve("ashtapada"));
        assertEquals("ashtapada is a race game ('game: race'); the commands check, describe, play, simulate and validate read it",
                e.diagnostics().get(0).message());
    }
}
