package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.game.Records;
import varia.game.Simulation;
import varia.game.TestRuns;
import varia.game.Trial;

/**
 * 200 seeded games of computer players end by the rules (a last king, or only kings left), never
 * at the turn limit; each game's record replays move by move through the notation's parser and the
 * generator (no illegal move, no usable die skipped) to the same result; a seed gives the same game.
 */
class ChaturajiPlayoutTest {
    @Test
    void twoHundredSeededGamesEndWithAResultAndReplay() {
        Chaturaji c = new Chaturaji();
        String[] players = {"greedy", "random", "greedy", "greedy"};
        int wins = 0, draws = 0;
        long captures = 0;
        for (int i = 0; i < 200; i++) {
            Trial run = TestRuns.play(c.game, 4, players, Simulation.random(21, i));
            DiceState state = (DiceState) run.replay();
            DicePosition end = state.position();
            assertTrue(end.over(), "game " + i);
            assertFalse(end.stopped(), "game " + i + " ran to the turn limit");
            if (end.winner() >= 0) {
                wins++;
                int in = 0;
                for (int p = 0; p < 4; p++) if (end.in(p)) in++;
                assertEquals(1, in, "game " + i + ": one king left");
            } else {
                assertTrue(end.drawn(), "game " + i);
                draws++;
            }
            captures += state.counts(DiceState.CAPTURES);
            String record = TestRuns.record(run, null);
            Records.Verdict v = TestRuns.replay(c.game, record);
            assertTrue(v.ok(), "game " + i + ": " + v.message() + "\n" + record);
            assertEquals(end.turns(), v.turns(), "game " + i);
        }
        assertEquals(200, wins + draws);
        assertTrue(wins > 100, "most games have a last king: " + wins);
        assertTrue(captures > 200 * 8, "captures " + captures);
    }

    /** The sample records (samples/chaturaji/, written by ./varia play --record) replay to their recorded results. */
    @Test
    void theSampleRecordsReplay() throws Exception {
        java.nio.file.Path dir = varia.TestPaths.root().resolve("samples/chaturaji");
        int n = 0;
        try (var files = java.nio.file.Files.list(dir)) {
            for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
                String text = java.nio.file.Files.readString(f);
                DiceChessGame g = new Chaturaji(varia.game.TurnRecords.header(text).options()).game;
                Records.Verdict v = TestRuns.replay(g, text);
                assertTrue(v.ok(), f + ": " + v.message());
                assertTrue(text.contains("\nresult: "), f.toString());
                n++;
            }
        }
        assertEquals(2, n);
    }

    @Test
    void aSeedGivesTheSameGame() {
        Chaturaji c = new Chaturaji();
        String[] players = {"greedy"};
        String a = TestRuns.record(TestRuns.play(c.game, 4, players, Simulation.random(3, 7)), null);
        String b = TestRuns.record(TestRuns.play(c.game, 4, players, Simulation.random(3, 7)), null);
        assertEquals(a, b);
        assertTrue(a.contains("\n1. south "), a);
    }

    @Test
    void aRecordWithAnIllegalOrMissingMoveFails() {
        Chaturaji c = new Chaturaji();
        Records.Verdict skip = TestRuns.replay(c.game, "game: chaturaji\n1. south 3,3 --\n");
        assertFalse(skip.ok());
        assertEquals("turn 1 (line 2) (south, 3,3): a die is left that a piece can use, e.g. b1-a3; a usable die must be played", skip.message());
        Records.Verdict bad = TestRuns.replay(c.game, "game: chaturaji\n1. south 3,4 b1-c3 c1-c2\n");
        assertFalse(bad.ok());
        assertEquals("turn 1 (line 2) (south, 3,4): c1-c2 is illegal: the elephant on c1 cannot go to c2", bad.message());
        Records.Verdict seat = TestRuns.replay(c.game, "game: chaturaji\n1. east 1,1 g4-f4\n");
        assertEquals("turn 1 (line 2): it is south's turn, not east's", seat.message());
        Records.Verdict ok = TestRuns.replay(c.game, "game: chaturaji\n1. south 3,4 b1-c3 c1-b1\n2. east 2,2 h1-f3 f3-d5\n");
        assertTrue(ok.ok(), ok.message());
    }
}
