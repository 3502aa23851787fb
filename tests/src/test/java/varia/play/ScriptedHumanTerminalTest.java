package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import varia.engine.game.EngineGame;
import varia.game.Effort;
import varia.game.Families;
import varia.game.Player;
import varia.game.State;

/**
 * A scripted human plays a whole game of makruk against the engine's computer (depth 3) through
 * the one terminal, the way a person would: it reads the numbered moves listed on its turn, picks
 * one (seeded random) and types its number. Input and output are pipes (no terminal). The
 * computer (Black) beats random moves.
 */
class ScriptedHumanTerminalTest {
    @Test
    void humanScriptAgainstComputerToAResult() throws Exception {
        PipedWriter toGame = new PipedWriter();
        BufferedReader gameIn = new BufferedReader(new PipedReader(toGame, 1 << 16));
        PipedWriter fromGameW = new PipedWriter();
        BufferedReader fromGame = new BufferedReader(new PipedReader(fromGameW, 1 << 20));
        PrintWriter gameOut = new PrintWriter(fromGameW, true);
        EngineGame g = (EngineGame) Families.find("makruk", Map.of());
        Player computer = g.computer(Effort.DEFAULT.withDepth(3));
        Terminal t = new Terminal(g.start(2), Map.of(), new Player[] {null, computer}, 9, gameIn, gameOut, false);
        State[] end = new State[1];
        Thread th = new Thread(() -> {
            try { t.run(); end[0] = t.state(); } catch (IOException e) { throw new RuntimeException(e); } finally { gameOut.close(); }
        });
        th.start();
        SplittableRandom rnd = new SplittableRandom(9);
        List<String> transcript = new ArrayList<>();
        String line;
        int humanMoves = 0;
        while ((line = fromGame.readLine()) != null) {
            transcript.add(line);
            if (line.startsWith("   the game is over: ")) { // the result follows; the terminal then waits for commands
                toGame.write("quit\n");
                toGame.flush();
                continue;
            }
            int k = line.lastIndexOf(") ");
            if (line.contains("moves: 1) ") && k > 0) { // the numbered list: the last number is how many
                int before = line.lastIndexOf(' ', k - 1);
                int n = Integer.parseInt(line.substring(before + 1, k));
                toGame.write((1 + rnd.nextInt(n)) + "\n");
                toGame.flush();
                humanMoves++;
            }
        }
        th.join(10_000);
        assertNotNull(end[0], "the game ended: " + String.join("\n", transcript.subList(Math.max(0, transcript.size() - 30), transcript.size())));
        assertTrue(end[0].isTerminal(), end[0].result());
        assertEquals(1, end[0].winner(), "the computer (Black) beats random moves: " + end[0].result());
        System.out.println("scripted human vs computer in the one terminal (makruk): " + end[0].result() + " after " + humanMoves + " human moves");
    }
}
