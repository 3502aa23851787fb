package varia.dice;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import varia.game.Player;
import varia.game.Players;
import varia.play.Terminal;

/**
 * A dice-chess game in the terminal ({@link Terminal}, the game API's terminal): any mix of humans
 * and computer players, the dice drawn from a seeded random source (the same seed and the same
 * answers give the same game). A human picks a move by its number in the list or by its text
 * ({@code d2-d3}, {@code c1xc5}).
 */
public final class DiceTerminal {
    private final DiceTable table;
    private final Player[] players;
    private final long seed;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;

    /** {@code who}: human, computer (expectimax), expectimax, greedy, random or mcts per player; {@code echo} writes each answer (input from a pipe). */
    public DiceTerminal(DiceTable table, String[] who, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        this.table = table;
        this.players = new Player[who.length];
        for (int p = 0; p < who.length; p++) if (!who[p].equals("human")) players[p] = Players.named(who[p], table.game);
        this.seed = seed;
        this.in = in;
        this.out = out;
        this.echo = echo;
    }

    /** Plays until the game ends, a human quits or the input ends; returns the run (its record). */
    public DiceRun run() throws IOException {
        return DiceRun.of(table, new Terminal(new DiceState(table), Map.of(), players, seed, in, out, echo).run());
    }
}
