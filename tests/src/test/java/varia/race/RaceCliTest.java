package varia.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.cli.CliTest.Result;
import varia.TestPaths;

/** The commands on a race game: check and describe (simulate, play and the engine's refusal: {@link varia.cli.SeatedGamesCliTest}). */
class RaceCliTest {
    @Test
    void checkAndDescribe() {
        String file = TestPaths.root().resolve("variants/ashtapada.yaml").toString();
        Result c = run("check", file);
        assertEquals(file + ": ok (race game, 8x8, 4 seats, 4 pieces each, 11 options)\n", c.out(), c.err());
        Result d = run("describe", "ashtapada", "--option", "nests=start-only");
        assertEquals(0, d.code(), d.err());
        assertTrue(d.out().contains("Nests (no capture there): a1 h1 a8 h8 (4)"), d.out());
        assertTrue(d.out().contains("  south (S, 61 squares): a1 b1 c1"), d.out());
        assertTrue(d.out().contains("  nests = start-only\n"), d.out());
    }
}
