package varia.play;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.search.Limits;
import varia.variant.Variants;

/**
 * A scripted human plays a whole game of makruk against the computer through the terminal game,
 * the way a person would: it reads the board output, asks for {@code moves} when it is White's
 * turn, picks one of the listed moves (seeded random) and types it. Input and output are pipes
 * (no terminal).
 */
class ScriptedHumanTest {
    @Test
    void humanScriptAgainstComputerToAResult() throws Exception {
        PipedWriter toGame = new PipedWriter();
        BufferedReader gameIn = new BufferedReader(new PipedReader(toGame, 1 << 16));
        PipedWriter fromGameW = new PipedWriter();
        BufferedReader fromGame = new BufferedReader(new PipedReader(fromGameW, 1 << 20));
        PrintWriter gameOut = new PrintWriter(fromGameW, true);
        Game game = Game.start(Variants.resolve("makruk"));
        TerminalGame tg = new TerminalGame(game, TerminalGame.Player.HUMAN, TerminalGame.Player.COMPUTER, Limits.depth(3), 0, 16,
                LineSource.plain(gameIn, gameOut), gameOut, GameFormat.standard());
        GameResult[] result = new GameResult[1];
        Thread t = new Thread(() -> {
            try { result[0] = tg.run(); } catch (IOException e) { throw new RuntimeException(e); } finally { gameOut.close(); }
        });
        t.start();
        SplittableRandom rnd = new SplittableRandom(9);
        List<String> transcript = new ArrayList<>();
        String line;
        int humanMoves = 0;
        boolean over = false;
        while ((line = fromGame.readLine()) != null) {
            transcript.add(line);
            if (line.startsWith("Result: ")) { over = true; toGame.write("quit\n"); toGame.flush(); continue; }
            if (over) continue;
            if (line.equals("White to move") || line.equals("White to move (in check)")) { toGame.write("moves\n"); toGame.flush(); }
            int k = line.indexOf(" legal moves: ");
            if (k >= 0) {
                String[] ms = line.substring(k + 14).split(" ");
                toGame.write(ms[rnd.nextInt(ms.length)] + "\n");
                toGame.flush();
                humanMoves++;
            }
        }
        t.join(10_000);
        assertNotNull(result[0], "the game ended: " + String.join("\n", transcript.subList(Math.max(0, transcript.size() - 30), transcript.size())));
        assertTrue(result[0].isOver());
        assertEquals(GameResult.Status.BLACK_WINS, result[0].status(), "the computer (Black) beats random moves: " + result[0]);
        System.out.println("scripted human vs computer (makruk): " + result[0] + " after " + humanMoves + " human moves");
    }
}
