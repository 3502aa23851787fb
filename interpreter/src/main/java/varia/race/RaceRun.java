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
    public static SplittableRandom random(long seed, long index) { return varia.game.Simulation.random(seed, index); }

    /** The run a trial of the game API played (its turns, counted as a run counts them). */
    public static RaceRun of(RaceTable table, varia.game.Trial trial) {
        RaceRun run = start(table);
        int[] moves = new int[table.pieces * 4 + 2];
        java.util.List<varia.game.Trial.Step> steps = trial.steps();
        for (int i = 0; i < steps.size(); i++) {
            if (!steps.get(i).chance()) continue;
            int outcome = steps.get(i).action();
            boolean decided = i + 1 < steps.size() && !steps.get(i + 1).chance();
            int n = run.position.generate(outcome, moves);
            boolean lost = n == 1 && moves[0] == RaceMove.PASS;
            if (!decided && !lost) break; // thrown, not yet moved: no turn played
            run.turn(outcome, decided ? steps.get(i + 1).action() : RaceMove.PASS, lost);
        }
        return run;
    }

    /** Applies turns to a state of the game API, keeping them in a trial (for the API's records); returns the state reached. */
    static RaceState replay(RaceTable table, List<Turn> turns, varia.game.Trial trial) {
        RaceState s = new RaceState(table);
        for (Turn t : turns) {
            trial.apply(s, t.outcome());
            if (!s.isChance() && !s.isTerminal()) trial.apply(s, t.move());
        }
        return s;
    }
}
