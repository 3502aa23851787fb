package varia.race;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import varia.game.Simulation;
import varia.play.Terminal;

/** A seed gives the same game and the same simulation figures, whatever the number of threads. */
class RaceReproducibilityTest {

    @Test
    void simulationFiguresDependOnTheSeedOnly() throws Exception {
        RaceGame g = RaceTestGames.ashtapada();
        String[] greedy = {"greedy", "greedy", "random", "greedy"};
        Simulation.Result one = Simulation.run(g, 4, greedy, 300, 42, 1), two = Simulation.run(g, 4, greedy, 300, 42, 2);
        assertArrayEquals(one.wins(), two.wins());
        assertEquals(turns(one), turns(two));
        assertEquals(one.figures()[RaceFigures.LOST], two.figures()[RaceFigures.LOST]);
        assertEquals(one.figures()[RaceFigures.CAPTURES], two.figures()[RaceFigures.CAPTURES]);
        assertEquals(300, java.util.Arrays.stream(one.wins()).sum() + one.figures()[RaceFigures.UNFINISHED]);
        Simulation.Result other = Simulation.run(g, 4, greedy, 300, 43, 2);
        assertNotEquals(turns(one), turns(other));
    }

    static long turns(Simulation.Result r) { return r.figures()[RaceFigures.TURNS];
    }

    @Test
    void aSeededGameInTheTerminalIsTheSameTwice() throws Exception {
        String first = terminal(7, "human\n1\n1\n2\n1\n"), second = terminal(7, "human\n1\n1\n2\n1\n");
        assertEquals(first, second);
        assertTrue(first.contains("wins after"), first);
        assertNotEquals(first, terminal(8, ""));
    }

    /** A two-player game of computers (the expectimax player against greedy) with the given seed. */
    static String terminal(long seed, String input) throws Exception {
        RaceTable t = new RaceTable(RaceTestGames.ashtapada(), 2);
        StringWriter out = new StringWriter();
        Terminal.seated(new RaceState(t), new String[] {"computer", "greedy"}, seed, new BufferedReader(new StringReader(input)), new PrintWriter(out), true).run();
        return out.toString();
    }
}
