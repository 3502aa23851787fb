package varia.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One dice-chess game played to its end by computer strategies (one per player), the dice drawn
 * from a seeded random source: the same seed gives the same game. Keeps the counts a simulation
 * reports and, when asked, the turns as a record.
 */
public final class DiceRun {
    /** One turn: who, the thrown outcomes, the moves made (text), in order; the dice left unplayed were lost. */
    public record Turn(int player, int[] outcomes, List<String> moves) {}

    public final DicePosition position;
    public int moves, captures, promotions, triumphs;
    private final List<Turn> record;
    private final int[] buffer;

    private DiceRun(DiceTable table, boolean keepRecord) {
        position = new DicePosition(table);
        record = keepRecord ? new ArrayList<>() : null;
        buffer = new int[table.maxMoves];
    }

    /** A run the caller drives (the terminal game, record replay). */
    public static DiceRun start(DiceTable table) { return new DiceRun(table, true); }

    /** Plays a whole game. */
    public static DiceRun play(DiceTable table, DiceStrategy[] players, SplittableRandom random, boolean keepRecord) {
        DiceRun run = new DiceRun(table, keepRecord);
        DicePosition pos = run.position;
        while (!pos.over()) {
            int p = pos.toMove();
            List<String> made = run.begin(throwDice(table, random));
            while (pos.inTurn() && pos.toMove() == p) {
                int n = pos.generate(run.buffer);
                if (n == 0) { run.loseRest(); break; }
                run.move(n == 1 ? run.buffer[0] : players[p].choose(pos, run.buffer, n, random), made);
            }
        }
        return run;
    }

    /** The outcomes of one turn's dice. */
    public static int[] throwDice(DiceTable table, SplittableRandom random) {
        int[] out = new int[table.game.rules().dicePerTurn()];
        for (int i = 0; i < out.length; i++) out[i] = table.game.die().sample(random);
        return out;
    }

    /** Starts the mover's turn; returns the list its moves are written to (null without a record). */
    public List<String> begin(int[] outcomes) {
        position.startTurn(outcomes);
        List<String> made = record == null ? null : new ArrayList<>();
        if (record != null) record.add(new Turn(position.toMove(), outcomes.clone(), made));
        if (position.generate(buffer) == 0) loseRest();
        return made;
    }

    /** Makes a legal move of the turn. */
    public void move(int move, List<String> made) {
        if (made != null) made.add(DiceNotation.text(position, move));
        captures += position.play(move);
        moves++;
        if (position.lastPromotion() >= 0) promotions++;
        if (position.lastTriumph() > 0) triumphs++;
    }

    /** No piece can use the dice left: they are lost. */
    public void loseRest() { position.loseRest(); }

    public List<Turn> record() { return record == null ? List.of() : List.copyOf(record); }

    /** The run a trial of the game API played (its turns, with the moves' texts). */
    public static DiceRun of(DiceTable table, varia.game.Trial trial) {
        DiceRun run = start(table);
        List<String> made = null;
        int[] dice = new int[table.game.rules().dicePerTurn()];
        for (varia.game.Trial.Step step : trial.steps()) {
            if (step.chance()) {
                for (int i = 0; i < dice.length; i++) dice[i] = step.action() >>> 8 * i & 0xFF;
                made = run.begin(dice);
            } else run.move(step.action(), made);
        }
        return run;
    }

    /** Applies turns to a state of the game API, keeping them in a trial (for the API's records); returns the state reached. */
    static DiceState replay(DiceTable table, List<Turn> turns, varia.game.Trial trial) {
        DiceState s = new DiceState(table);
        try {
            for (Turn t : turns) {
                trial.apply(s, DiceState.pack(t.outcomes()));
                for (String m : t.moves()) trial.apply(s, s.parseAction(m));
            }
        } catch (varia.game.IllegalAction e) {
            throw new IllegalArgumentException("a turn of the run is not legal: " + e.getMessage(), e);
        }
        return s;
    }

    /** The legal moves now (a fresh array). */
    public int[] legal() {
        int n = position.generate(buffer);
        return java.util.Arrays.copyOf(buffer, n);
    }
}
