package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import varia.cli.CliTest.Result;
import org.junit.jupiter.api.io.TempDir;
import varia.TestPaths;

/** The commands on a dice-chess game: check, describe, list, validate naming a changed move (simulate, play and the engine's refusal: {@link varia.cli.SeatedGamesCliTest}). */
class DiceCliTest {
    @Test
    void checkDescribeAndList() {
        String file = TestPaths.root().resolve("variants/chaturaji.yaml").toString();
        Result c = run("check", file);
        assertEquals(file + ": ok (dice-chess game, 8x8, 4 seats, 5 piece types, 7 options)\n", c.out(), c.err());
        Result d = run("describe", "chaturaji", "--option", "dice=long-die");
        assertEquals(0, d.code(), d.err());
        assertTrue(d.out().contains("  5      counts as 1  probability 0.2500  moves king or pawn\n"), d.out());
        assertTrue(d.out().contains("  east (E, forward west): Bh1 Hh2 Eh3 Kh4 Pg1 Pg2 Pg3 Pg4\n"), d.out());
        assertTrue(d.out().contains("  P pawn       fmWfcF   value 1, promotes: steps one square forward, without capturing"), d.out());
        Result l = run("list");
        assertTrue(l.out().contains("chaturaji") && l.out().contains("dice chess: check, describe, play, simulate, validate"), l.out());
    }

    @Test
    void aChangedMoveIsNamedByValidate(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("game.txt");
        Result p = run("play", "chaturaji", "--who", "computer,random,greedy,computer", "--seed", "5", "--record", record.toString());
        assertEquals(0, p.code(), p.err());
        // one move changed: validate names the turn, the line and why
        String text = Files.readString(record);
        String broken = text.replaceFirst("\n1\\. south ([0-9],[0-9]) \\S+", "\n1. south $1 a1-a2");
        Files.writeString(dir.resolve("bad.txt"), broken);
        Result f = run("validate", "chaturaji", dir.resolve("bad.txt").toString());
        assertEquals(1, f.code());
        assertTrue(f.out().contains("FAIL turn 1 (line 4) (south, "), f.out());
    }
}
