package varia.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.game.Records;
import varia.game.Simulation;
import varia.game.TestRuns;

/** Records of race games: a played game replays to the same end; a broken turn is named with its number and why. */
class RaceRecordTest {
    static final RaceGame G = RaceTestGames.ashtapada();

    static String game(long seed, int players) {
        return TestRuns.record(TestRuns.play(G, players, new String[] {"greedy", "random", "greedy", "random"}, Simulation.random(seed, 0)),
                "test game " + seed);
    }

    @Test
    void playedGamesReplay() {
        for (long seed = 0; seed < 20; seed++) {
            String text = game(seed, 2 + (int) (seed % 3));
            Records.Verdict v = TestRuns.replay(G, text);
            assertTrue(v.ok(), v.message());
            String result = text.lines().filter(l -> l.startsWith("result: ")).findFirst().orElseThrow().substring(8);
            assertTrue(v.message().endsWith(result), v.message() + " / " + result);
        }
    }

    /** The record with turn {@code n}'s line replaced. */
    static String replaceTurn(String text, int n, String line) {
        List<String> out = new ArrayList<>();
        for (String l : text.split("\n")) out.add(l.startsWith(n + ". ") ? line : l);
        return String.join("\n", out) + "\n";
    }

    static String turnLine(String text, int n) {
        return text.lines().filter(l -> l.startsWith(n + ". ")).findFirst().orElseThrow();
    }

    @Test
    void aMoveToTheWrongSquareIsNamed() {
        String text = game(3, 4);
        String line = turnLine(text, 5); // e.g. "5. south 1 @a1"
        String[] tok = line.split(" ");
        String wrong = tok[3].startsWith("@") || tok[3].equals("-") ? "@h8" : tok[3].substring(0, 3) + "h8";
        Records.Verdict v = TestRuns.replay(G, replaceTurn(text, 5, tok[0] + " " + tok[1] + " " + tok[2] + " " + wrong));
        assertFalse(v.ok());
        assertEquals(5, v.turns());
        assertTrue(v.message().startsWith("turn 5 "), v.message());
        assertTrue(v.message().contains(wrong + " is illegal"), v.message());
    }

    @Test
    void aLostThrowWhenAPieceCouldMoveIsNamed() {
        String text = game(4, 2);
        Records.Verdict v = TestRuns.replay(G, replaceTurn(text, 1, "1. south 3 -"));
        assertFalse(v.ok());
        assertEquals("turn 1 (line 4) (south, throw 3): - is illegal: the throw can be used (@c1); only a throw no piece can use is lost", v.message());
    }

    @Test
    void aTurnSavedInItsMiddleGoesOnAndNothingMayFollowIt() {
        // a game saved after south's throw, before its move: the line ends with '...' (docs/records.md, "Race games")
        String text = game(4, 2);
        String head = text.substring(0, text.indexOf("\n3. ") + 1);
        String third = turnLine(text, 3), throwOnly = third.substring(0, third.lastIndexOf(' '));
        Records.Verdict v = TestRuns.replay(G, head + throwOnly + " ...\n");
        assertTrue(v.ok(), v.message());
        assertEquals("3 turns, unfinished", v.message());
        // without the mark the same line is a throw let go, which the rules refuse when a piece can use it
        assertFalse(TestRuns.replay(G, head + throwOnly + "\n").ok());
        // a turn may not follow one that goes on; a turn whose move ends it does not go on
        Records.Verdict after = TestRuns.replay(G, head + throwOnly + " ...\n" + turnLine(text, 4) + "\n");
        assertEquals("turn 4 (line 7): turn 3 ends with '...' (the record was saved in the middle of it), so no turn may follow it", after.message());
        Records.Verdict over = TestRuns.replay(G, head + third + " ...\n");
        assertFalse(over.ok());
        assertTrue(over.message().endsWith("...: the turn is over after its moves, so it does not go on"), over.message());
    }

    @Test
    void theWrongSeatAThrowThatDoesNotExistAndAFalseResultAreNamed() {
        String text = game(5, 2);
        assertEquals("turn 2 (line 5): it is north's turn, not south's", TestRuns.replay(G, replaceTurn(text, 2, "2. south 3 @c1")).message());
        assertTrue(TestRuns.replay(G, replaceTurn(text, 1, "1. south 5 @e1")).message()
                .startsWith("turn 1 (line 4) (south): '5' is not a throw; the throws are 0-up (8), 1-up (1)"));
        // a turn number too long for an int is a wrong number, not a crash
        assertEquals("turn 2 (line 5): numbered 99999999999. but it is turn 2",
                TestRuns.replay(G, replaceTurn(text, 2, "99999999999. north 3 @c8")).message());
        String winner = text.contains("result: south") ? "north" : "south";
        Records.Verdict v = TestRuns.replay(G, text.replaceFirst("result: \\w+ wins", "result: " + winner + " wins"));
        assertFalse(v.ok());
        assertTrue(v.message().startsWith("the record says 'result: " + winner + " wins'"), v.message());
    }

    /** The sample records (samples/ashtapada/, written by ./varia play --record) replay to their recorded results. */
    @Test
    void theSamplesReplay() throws Exception {
        java.nio.file.Path dir = varia.TestPaths.root().resolve("samples/ashtapada");
        List<java.nio.file.Path> files;
        try (var s = java.nio.file.Files.list(dir)) { files = s.sorted().toList(); }
        assertTrue(files.size() >= 2, files.toString());
        for (java.nio.file.Path f : files) {
            String text = java.nio.file.Files.readString(f);
            Records.Verdict v = TestRuns.replay(RaceTestGames.ashtapada(varia.game.TurnRecords.header(text).options()), text);
            assertTrue(v.ok(), f + ": " + v.message());
            assertTrue(text.contains("result: "), f + " has a result line, which the replay checked");
        }
    }

    @Test
    void theCommandLineValidatesRaceRecords(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path good = dir.resolve("good.txt"), bad = dir.resolve("bad.txt");
        String text = game(6, 4);
        java.nio.file.Files.writeString(good, text);
        java.nio.file.Files.writeString(bad, replaceTurn(text, 1, "1. south 3 @d1"));
        java.io.StringWriter out = new java.io.StringWriter(), err = new java.io.StringWriter();
        int code = varia.cli.Main.run(new java.io.PrintWriter(out), new java.io.PrintWriter(err), "validate", "ashtapada", good.toString(), bad.toString());
        assertEquals(1, code, err.toString());
        String[] lines = out.toString().split("\n");
        assertTrue(lines[0].startsWith(good + ": OK "), lines[0]);
        assertEquals(bad + ": FAIL turn 1 (line 4) (south, throw 3): @d1 is illegal: the throw moves 3 squares: an entering piece lands on c1, not d1", lines[1]);
        assertEquals("1 passed, 1 failed", lines[2]);
    }
}
