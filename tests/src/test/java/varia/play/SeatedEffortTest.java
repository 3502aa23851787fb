package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.game.Effort;

/**
 * The computer's effort in the one terminal ({@code varia.game.Effort}): a depth, a level and
 * threads reach the engine's search through {@code Game.computer}; a player with no use for one
 * refuses it with a clear error, before anything is played.
 */
class SeatedEffortTest {
    @Test
    void theEnginesSearchTakesADepthALevelAndThreads() {
        // White mates in one (Qg7# or Qf8#); the search at depth 1 finds it
        SeatsFromTextTest.Run r = SeatsFromTextTest.play("", "play", "chess", "--who", "computer,computer", "--seed", "1",
                "--depth", "1", "--threads", "2", "--fen", "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().strip().endsWith("1-0 (checkmate)"), r.out());
        SeatsFromTextTest.Run weak = SeatsFromTextTest.play("", "play", "chess", "--who", "computer,computer", "--seed", "1",
                "--level", "0", "--fen", "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", "--hash", "4");
        assertEquals(0, weak.code(), weak.err());
        assertTrue(weak.out().contains("1. white\n   "), "the weakest level plays a move: " + weak.out());
    }

    @Test
    void aPlayerWithoutDepthOrLevelsRefusesThem() {
        SeatsFromTextTest.Run depth = SeatsFromTextTest.play("quit\n", "play", "ashtapada", "--players", "2", "--who", "human,computer", "--depth", "2");
        assertNotEquals(0, depth.code());
        assertTrue(depth.err().contains("expectimax thinks by nodes, not by depth"), depth.err());
        assertFalse(depth.out().contains("1. south"), "nothing was played: " + depth.out());
        SeatsFromTextTest.Run level = SeatsFromTextTest.play("quit\n", "play", "chess", "--who", "human,mcts", "--level", "3");
        assertNotEquals(0, level.code());
        assertTrue(level.err().contains("mcts has no levels"), level.err());
        SeatsFromTextTest.Run humans = SeatsFromTextTest.play("quit\n", "play", "ashtapada", "--who", "human", "--threads", "2");
        assertNotEquals(0, humans.code(), "no computer seat: the game's computer still says it thinks on one thread");
        assertTrue(humans.err().contains("one thread"), humans.err());
    }

    @Test
    void oneBudgetAtATimeAndLevelsInRange() {
        assertThrows(IllegalArgumentException.class, () -> new Effort(0, 500, 16).withDepth(3));
        assertThrows(IllegalArgumentException.class, () -> Effort.DEFAULT.withLevel(21));
        assertThrows(IllegalArgumentException.class, () -> Effort.DEFAULT.withThreads(0));
        Effort e = Effort.nodes(1000).withLevel(5).withThreads(3);
        assertEquals(1000, e.nodes());
        assertEquals(5, e.level());
        assertEquals(3, e.threads());
        assertEquals(Effort.FULL, Effort.DEFAULT.level());
    }
}
