package varia.race;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import varia.play.Terminal;

/**
 * A race game in the game API's {@link Terminal}: any mix of humans and computer players, the
 * throws drawn from a seeded random source (the same seed and the same answers give the same
 * game). A human picks a move by its number in the list, by the square of the piece to move
 * ({@code c1}; {@code c1=} for the double together), by its full text ({@code c1-f1}, {@code @c1}),
 * or {@code @} to enter.
 */
public final class RaceTerminal {
    private final RaceTable table;
    private final Terminal terminal;

    /** {@code who}: human or a computer player per seat; {@code echo}: write each answer after the prompt (input from a pipe). */
    public RaceTerminal(RaceTable table, String[] who, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        this.table = table;
        this.terminal = Terminal.seated(new RaceState(table), who, seed, in, out, echo);
    }

    /** Plays until the game ends, a human quits or the input ends; returns the run (its record). */
    public RaceRun run() throws IOException { return RaceRun.of(table, terminal.run()); }
}
