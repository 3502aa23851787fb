package varia.race;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Shared helpers: the bundled Ashtapada, constructed positions, the legal moves of a throw as text. */
final class RaceTestGames {
    private RaceTestGames() {}

    static RaceGame ashtapada(Map<String, String> options) {
        try {
            return (RaceGame) new RaceFamily().find("ashtapada", options);
        } catch (varia.variant.VariantException e) {
            throw new AssertionError(e.diagnostics().toString(), e);
        }
    }

    static RaceGame ashtapada() { return ashtapada(Map.of()); }

    /** A position of {@code players} players of the default Ashtapada, all pieces off. */
    static RacePosition start(RaceGame g, int players) { return new RacePosition(new RaceTable(g, players)); }

    /** The track index of a square on a player's track. */
    static int at(RacePosition pos, int player, String square) {
        int i = pos.table().indexOf(player, pos.table().game().square(square));
        if (i < 0) throw new AssertionError(square + " is not on player " + player + "'s track");
        return i;
    }

    /** The outcome index that moves {@code distance}. */
    static int outcome(RaceGame g, int distance) {
        int o = g.dice().parse(Integer.toString(distance));
        if (o < 0) throw new AssertionError("no throw of " + distance);
        return o;
    }

    /** The legal moves of the player to move for a throw of {@code distance}, as text. */
    static List<String> moves(RacePosition pos, int distance) {
        int o = outcome(pos.table().game(), distance);
        int[] m = new int[32];
        int n = pos.generate(o, m);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(RaceNotation.text(pos, o, m[i]));
        return out;
    }

    /** Plays the move {@code text} for a throw of {@code distance}; returns the pieces captured. */
    static int play(RacePosition pos, int distance, String text) throws RaceNotation.IllegalMove {
        int o = outcome(pos.table().game(), distance);
        return pos.play(o, RaceNotation.parse(pos, o, text));
    }
}
