package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import varia.cli.CliTest.Result;
import org.junit.jupiter.api.io.TempDir;

/** The commands on a dice-chess game: list, validate naming a changed move (check, describe, simulate, play and the engine's refusal: {@link varia.cli.SeatedGamesCliTest}). */
class DiceCliTest {
    @Test
    void listNamesTheGameAndItsCommands() {
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
