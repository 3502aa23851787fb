package varia.race;

import java.util.List;
import java.util.Map;
import varia.variant.OptionChoice;

/**
 * A race game as its file describes it (immutable): board, seats with their tracks, nests, the
 * throw, the rules, and the seats that play with each number of players.
 *
 * @param seating number of players -> the seats that play (indices into {@code seats}, in turn order)
 */
public record RaceGame(String key, String name, List<String> sources, int files, int ranks, int pieces,
                       List<Seat> seats, boolean[] nests, Throw dice, RaceRules rules, int defaultPlayers,
                       Map<Integer, List<Integer>> seating, List<OptionChoice> options, String origin) implements varia.game.SeatedGame {
    public RaceGame {
        sources = List.copyOf(sources);
        seats = List.copyOf(seats);
        nests = nests.clone();
        seating = Map.copyOf(seating);
        options = List.copyOf(options);
    }

    public boolean isNest(int square) { return nests[square]; }

    public int squares() { return files * ranks; }

    /** A square's name: a1 is 0, b1 is 1, ..., file letters then the rank from 1. */
    public String squareName(int square) { return squareName(square, files); }

    public static String squareName(int square, int files) {
        return (char) ('a' + square % files) + Integer.toString(square / files + 1);
    }

    /** The square a name gives, or -1. */
    public int square(String name) { return square(name, files, ranks); }

    public static int square(String name, int files, int ranks) {
        if (name == null || !name.matches("[a-p][0-9]{1,2}")) return -1;
        int f = name.charAt(0) - 'a', r = Integer.parseInt(name.substring(1)) - 1;
        return f < files && r >= 0 && r < ranks ? r * files + f : -1;
    }

    private static final RaceFamily FAMILY = new RaceFamily();

    @Override public RaceFamily family() { return FAMILY; }

    @Override public String pieceWords() { return pieces + " pieces each"; }

    @Override public String describe() { return RaceDescriber.describe(this); }

    @Override public RaceState start(int players) { return new RaceState(new RaceTable(this, players)); }

    @Override public varia.game.Views views() { return new RaceViews(this); }

    @Override public varia.game.Figures figures(int players) { return RaceFigures.FIGURES; }

    /** The option value in effect, or null. */
    public String option(String name) {
        return options.stream().filter(o -> o.name().equals(name)).map(OptionChoice::value).findFirst().orElse(null);
    }
}
