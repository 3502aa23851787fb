package varia.pig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.Main;
import varia.game.Families;
import varia.game.Game;

/**
 * The walk-through of docs/architecture.md, "Adding a family", is true: a family written in the
 * tests only (Pig: its loader, its state, its notation, one line in META-INF/services) is checked,
 * described, played in the terminal, recorded, validated, converted, simulated and studied by
 * the command line, which knows nothing of it; its file's mistakes are positioned like every other.
 */
class PigWalkThroughTest {
    record Result(int code, String out, String err) {}

    static Result run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(code, out.toString(), err.toString());
    }

    static final String PIG = """
            game: pig
            name: Pig
            sources: ["John Scarne, Scarne on Dice (1945)"]
            sides: 6
            target: 30
            seats: [south, north, east]
            """;

    @Test
    void theCommandLinePlaysAFamilyItHasNeverHeardOf(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("pig.yaml");
        Files.writeString(file, PIG);
        assertEquals(file + ": ok (pig game, a die of 6, 30 to win, 3 seats)\n", run("check", file.toString()).out());
        assertEquals("pig game", Families.of(file.toString()).kind());

        Result d = run("describe", file.toString());
        assertEquals(0, d.code(), d.err());
        assertTrue(d.out().startsWith("Pig (pig): a dice game of pushing your luck\n\nPlayers: 2, 3 (default 2); seats in turn order:\n  2: south, north\n"), d.out());
        assertTrue(d.out().contains("Sources:\n  John Scarne, Scarne on Dice (1945)\n"), d.out());

        Path record = dir.resolve("game.txt");
        Result p = run("play", file.toString(), "--who", "mcts,random", "--seed", "7", "--record", record.toString());
        assertEquals(0, p.code(), p.err());
        assertTrue(p.out().startsWith("Pig, 2 players, seed 7\n  south: mcts\n  north: random\n1. south\n   roll\n"), p.out());
        assertTrue(p.out().contains(" wins with "), p.out());
        assertEquals(p.out().replaceAll("record written to .*\n", ""),
                run("play", file.toString(), "--who", "mcts,random", "--seed", "7").out(), "a seed gives the same game");
        String text = Files.readString(record);
        assertTrue(text.contains("game: pig\nplayers: 2\n1. south roll\n2. south "), text);

        Result v = run("validate", file.toString(), record.toString());
        assertEquals("1 passed, 0 failed", v.out().strip().lines().reduce((a, b) -> b).orElseThrow(), v.out());
        // one throw changed: the replay names the turn, its line and why
        Files.writeString(dir.resolve("bad.txt"), text.replaceFirst("\n2\\. south [0-9]+ ", "\n2. south 9 "));
        Result bad = run("validate", file.toString(), dir.resolve("bad.txt").toString());
        assertEquals(1, bad.code());
        assertTrue(bad.out().contains("FAIL turn 2 (line 5) (south): '9' is not a throw of a die of 6"), bad.out());
        Result c = run("convert", record.toString(), "--variant", file.toString());
        assertEquals(text.substring(text.indexOf("game: pig")), c.out(), c.err());

        Result s = run("simulate", file.toString(), "--games", "300", "--strategy", "mcts,random", "--threads", "2");
        assertEquals(0, s.code(), s.err());
        assertTrue(s.out().startsWith("Pig, 2 players, 300 games\n  south    (mcts    ) wins "), s.out());
        Path out = dir.resolve("study");
        Result st = run("study", file.toString(), "--games", "4", "--nodes", "50", "--out", out.toString(), "--threads", "2");
        assertEquals(0, st.code(), st.err());
        assertTrue(Files.readString(out.resolve("summary.csv")).startsWith("arm,games,played,south_wins,north_wins,draws,"), st.out());
        assertTrue(Files.readString(out.resolve("games.txt")).contains("game: pig"));
    }

    @Test
    void aBrokenFileIsNamedAtItsLineAndColumn(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("pig.yaml");
        Files.writeString(file, PIG.replace("target: 30", "target: 5").replace("sides: 6", "sidez: 6"));
        Result c = run("check", file.toString());
        assertEquals(1, c.code());
        assertTrue(c.out().contains(file + ":4:1: ") && c.out().contains("sidez"), c.out());
        assertTrue(c.out().contains(file + ":5:9: "), c.out());
    }

    /** 200 seeded two-player games, the MCTS seat alternating: its win rate's 95% interval lies above a half. */
    @Test
    void mctsBeatsRandomPlayersAtPig(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("pig.yaml");
        Files.writeString(file, PIG.replace("seats: [south, north, east]", "seats: [south, north]"));
        Game g = Families.find(file.toString(), Map.of());
        int games = 200, wins = 0;
        int[] actions = new int[g.start(2).maxActions()];
        for (int i = 0; i < games; i++) {
            int seat = i % 2;
            varia.game.Player[] players = {varia.game.Players.RANDOM, varia.game.Players.RANDOM};
            players[seat] = new varia.game.Mcts(200);
            varia.game.State s = g.start(2);
            varia.game.Simulation.playOut(s, players, new java.util.SplittableRandom(i), actions, 10_000);
            if (s.winner() == seat) wins++;
        }
        double p = (double) wins / games, z = 1.96, low = (p + z * z / (2 * games) - z * Math.sqrt(p * (1 - p) / games + z * z / (4.0 * games * games))) / (1 + z * z / games);
        System.out.printf("MCTS (200 iterations) vs random at Pig: %d of %d won, 95%% interval from %.3f%n", wins, games, low);
        assertTrue(low > 0.5, wins + " of " + games);
    }
}
