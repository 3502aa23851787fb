package varia.dice;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import varia.play.Terminal;

/** A dice-chess game in the game API's {@link Terminal}; a human picks a move by its number in the list or by its text ({@code d2-d3}, {@code c1xc5}). */
public final class DiceTerminal {
    private final Terminal terminal;
    private final DiceTable table;

    /** {@code who}: human, computer (expectimax), expectimax, greedy, random or mcts per player; {@code echo} writes each answer (input from a pipe). */
    public DiceTerminal(DiceTable table, String[] who, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        this.terminal = Terminal.seated(new DiceState(table), who, seed, in, out, echo);
        this.table = table;
    }

    /** Plays until the game ends, a human quits or the input ends; returns the run (its record). */
    public DiceRun run() throws IOException { return DiceRun.of(table, terminal.run()); }
}
