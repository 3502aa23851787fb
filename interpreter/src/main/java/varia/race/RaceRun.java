package varia.race;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One game played to its end by computer strategies (one per player), the throws drawn from a
 * seeded random source: the same seed gives the same game. Keeps the counts a simulation
 * reports and, when asked, the turns as a record.
 */
public final class RaceRun {
    /** A game still running after this many turns is stopped (a safeguard; none came near it). */
    public static final int MAX_TURNS = 100_000;

    /** One turn: who, the throw (outcome index), the move, the pieces it captured. */
    public record Turn(int player, int outcome, int move, String text, int captured) {}

    public final RacePosition position;
    public int turns, lost, captures;
    private final List<Turn> record;

    private RaceRun(RaceTable table, boolean keepRecord) {
        position = new RacePosition(table);
        record = keepRecord ? new ArrayList<>() : null;
    }

    /** Plays a whole game. */
    public static RaceRun play(RaceTable table, Strategy[] players, SplittableRandom random, boolean keepRecord) {
        RaceRun run = new RaceRun(table, keepRecord);
        int[] moves = new int[table.pieces * 4 + 2];
        RacePosition pos = run.position;
        while (!pos.over() && run.turns < MAX_TURNS) {
            int outcome = table.game.dice().sample(random);
            int n = pos.generate(outcome, moves);
            int move = n == 1 ? moves[0] : players[pos.toMove].choose(pos, outcome, moves, n, random);
            run.turn(outcome, move, n == 1 && moves[0] == RaceMove.PASS);
        }
        return run;
    }

    /** A run that the caller drives turn by turn (the terminal game, record replay). */
    public static RaceRun start(RaceTable table) { return new RaceRun(table, true); }

    /** Makes a legal move for a throw; {@code lostThrow} when no piece could use it. */
    public void turn(int outcome, int move, boolean lostThrow) {
        int p = position.toMove;
        String text = record == null ? null : RaceNotation.text(position, outcome, move);
        int c = position.play(outcome, move);
        turns++;
        if (lostThrow) lost++;
        captures += c;
        if (record != null) record.add(new Turn(p, outcome, move, text, c));
    }

    public List<Turn> record() { return record == null ? List.of() : List.copyOf(record); }

    /** The seeded random source of game {@code index} of a run seeded {@code seed}: independent of threads and order. */
    public static SplittableRandom random(long seed, long index) {
        return new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index * 0xBF58476D1CE4E5B9L + 0x94D049BB133111EBL);
    }
}
