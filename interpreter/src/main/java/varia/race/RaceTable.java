package varia.race;

import java.util.List;

/**
 * A race game compiled for one number of players: per playing seat its track and the inverse
 * (square to track index), the nests, and per outcome its distance and whether it enters or earns
 * another throw. Built once; positions and players read these arrays only.
 */
public final class RaceTable {
    final RaceGame game;
    final int players, pieces, squares, stack;
    /** playing index -> seat index in the game. */
    final int[] seat;
    /** [player][track index] -> square; [player][square] -> track index or -1. */
    final int[][] track, indexOf;
    final boolean[] nest;
    final int[] distance;
    final boolean[] enters, extraThrow;
    /** probability of moving exactly d squares with one throw (0 for distances no outcome gives). */
    final double[] probabilityOfDistance;
    final RaceRules rules;

    public RaceTable(RaceGame game, int players) {
        List<Integer> seats = game.seating().get(players);
        if (seats == null) throw new IllegalArgumentException(game.key() + " is played by " + game.playerCounts() + " players, not " + players);
        this.game = game;
        this.players = players;
        this.pieces = game.pieces();
        this.squares = game.squares();
        this.rules = game.rules();
        this.stack = rules.stack();
        seat = seats.stream().mapToInt(Integer::intValue).toArray();
        track = new int[players][];
        indexOf = new int[players][squares];
        for (int p = 0; p < players; p++) {
            track[p] = game.seats().get(seat[p]).track();
            java.util.Arrays.fill(indexOf[p], -1);
            for (int i = 0; i < track[p].length; i++) indexOf[p][track[p][i]] = i;
        }
        nest = game.nests();
        Throw t = game.dice();
        distance = new int[t.size()];
        enters = new boolean[t.size()];
        extraThrow = new boolean[t.size()];
        int max = 0;
        for (int i = 0; i < t.size(); i++) max = Math.max(max, t.outcome(i).distance());
        probabilityOfDistance = new double[max + 1];
        for (int i = 0; i < t.size(); i++) {
            Outcome o = t.outcome(i);
            distance[i] = o.distance();
            enters[i] = rules.enterOn().isEmpty() || rules.enterOn().contains(o.name());
            extraThrow[i] = rules.extraThrowOn().contains(o.name());
            probabilityOfDistance[o.distance()] += o.probability();
        }
    }

    public RaceGame game() { return game; }

    public int players() { return players; }

    /** The seat a playing index sits in. */
    public Seat seat(int player) { return game.seats().get(seat[player]); }

    public int length(int player) { return track[player].length; }

    public int square(int player, int index) { return track[player][index]; }

    /** The track index of a square on a player's track, or -1. */
    public int indexOf(int player, int square) { return indexOf[player][square]; }
}
