package varia.race;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import varia.game.Player;
import varia.game.Players;
import varia.play.Terminal;

/**
 * A race game in the terminal ({@link Terminal}, the game API's terminal): any mix of humans and
 * computer players, the throws drawn from a seeded random source (the same seed and the same
 * answers give the same game). A human picks a move by its number in the list, by the square of
 * the piece to move ({@code c1}; {@code c1=} for the double together), by its full text
 * ({@code c1-f1}, {@code @c1}), or {@code @} to enter.
 */
public final class RaceTerminal {
    private final RaceTable table;
    private final Player[] players;
    private final long seed;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;

    /** {@code echo}: write each answer after the prompt (input from a pipe, which the terminal does not show). */
    public RaceTerminal(RaceTable table, String[] who, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        this.table = table;
        this.players = new Player[who.length];
        for (int p = 0; p < who.length; p++) if (!who[p].equals("human")) players[p] = Players.named(who[p], table.game);
        this.seed = seed;
        this.in = in;
        this.out = out;
        this.echo = echo;
    }

    /** Plays until the game ends, a human quits or the input ends; returns the run (its record). */
    public RaceRun run() throws IOException {
        return RaceRun.of(table, new Terminal(new RaceState(table), Map.of(), players, seed, in, out, echo).run());
    }
}
