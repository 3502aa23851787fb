package varia.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import varia.cli.CliTest.Result;
import org.junit.jupiter.api.io.TempDir;
import varia.TestPaths;

/** The commands on a race game: check, describe, simulate, play (computers only) and its record. */
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

    @Test
    void simulateGivesTheSameFiguresWithAnyThreadCount() {
        Result one = run("simulate", "ashtapada", "--games", "400", "--seed", "9", "--threads", "1");
        Result two = run("simulate", "ashtapada", "--games", "400", "--seed", "9", "--threads", "2");
        assertEquals(0, one.code(), one.err());
        String a = one.out().replaceAll("time .*", ""), b = two.out().replaceAll("time .*", "");
        assertEquals(a, b);
        assertTrue(a.startsWith("Ashtapada, 4 players, 400 games\n  south    (a1, greedy    ) wins "), a);
        assertTrue(a.contains("mean game length"), a);
        Result bad = run("simulate", "ashtapada", "--players", "5");
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("error: --players: ashtapada is played by [2, 3, 4] players, not 5"), bad.err());
    }

    @Test
    void aComputerGameIsRecordedAndValidates(@TempDir Path dir) {
        Path record = dir.resolve("game.txt");
        Result p = run("play", "ashtapada", "--players", "3", "--who", "computer,greedy,random", "--seed", "5", "--record", record.toString());
        assertEquals(0, p.code(), p.err());
        assertTrue(p.out().startsWith("Ashtapada, 3 players, seed 5\n"), p.out());
        assertTrue(p.out().contains(" wins after "), p.out());
        Result again = run("play", "ashtapada", "--players", "3", "--who", "computer,greedy,random", "--seed", "5");
        assertEquals(p.out().replaceAll("record written to .*\n", ""), again.out());
        Result v = run("validate", "ashtapada", record.toString());
        assertEquals(0, v.code(), v.out());
        assertTrue(v.out().endsWith("1 passed, 0 failed\n"), v.out());
    }

    @Test
    void theEngineCommandsRefuseARaceGameWithOneLine() {
        Result r = run("perft", "ashtapada", "1");
        assertEquals(1, r.code());
        assertEquals("error: ashtapada: ashtapada is a race game ('game: race'); the commands check, describe, play, simulate and validate read it\n", r.err());
    }
}
