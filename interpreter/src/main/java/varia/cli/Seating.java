package varia.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import varia.game.Game;
import varia.game.Player;
import varia.game.Players;
import varia.io.Printable;

/** The seats of a game on the command line: how many play ({@code --players}) and who plays each ({@code --who}, {@code --strategy}). */
final class Seating {
    private Seating() {}

    /** The number of players, checked against the game (a usage error otherwise). */
    static int players(CommandLine.Model.CommandSpec spec, Game g, Integer players) {
        try {
            return g.players(players);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /**
     * Who plays each seat: one name per seat or one for all ({@code given}), else {@code first} for
     * the first seat and {@code others} for the rest; humans only where {@code humans}. Checked.
     */
    static String[] who(CommandLine.Model.CommandSpec spec, int n, List<String> given, String first, String others, String option, boolean humans) {
        if (given != null && given.size() != 1 && given.size() != n)
            throw new CommandLine.ParameterException(spec.commandLine(), option + ": give one player per seat (" + n + "), or one for all; not " + given.size());
        String[] out = new String[n];
        for (int p = 0; p < n; p++) out[p] = given == null ? (p == 0 ? first : others) : given.size() == 1 ? given.get(0) : given.get(p);
        List<String> allowed = new ArrayList<>(humans ? List.of("human") : List.of());
        allowed.addAll(Players.NAMES);
        for (String s : out)
            if (!allowed.contains(s))
                throw new CommandLine.ParameterException(spec.commandLine(), option + ": '" + Printable.shorten(s) + "' is not "
                        + String.join(", ", allowed.subList(0, allowed.size() - 1)) + " or " + allowed.get(allowed.size() - 1));
        return out;
    }

    /** The computer players of the seats (null for a human). */
    static Player[] computers(Game g, String[] who) { return computers(g, who, varia.game.Effort.DEFAULT); }

    /** The computer players of the seats (null for a human), each thinking as {@code effort} says; a player that refuses it is a {@link UserError}. */
    static Player[] computers(Game g, String[] who, varia.game.Effort effort) {
        Player[] out = new Player[who.length];
        try {
            for (int p = 0; p < who.length; p++) if (!who[p].equals("human")) out[p] = Players.named(who[p], g, effort);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        return out;
    }
}
