package varia.pig;

import java.util.Arrays;
import java.util.SplittableRandom;
import varia.game.IllegalAction;
import varia.game.ReplayState;

/**
 * A game of Pig through the API: a decision ({@link #ROLL} or {@link #HOLD}), and after a roll a
 * chance node (the die's faces, equally likely; action {@code face - 1}).
 */
final class PigState extends ReplayState {
    static final int ROLL = 0, HOLD = 1;

    private final PigGame game;
    private final int players;
    private final int[] score;
    private int toMove, turnTotal, winner = -1, lastThrow;
    private boolean rolling;

    PigState(PigGame game, int players) { this(game, players, true); }

    private PigState(PigGame game, int players, boolean keepHistory) {
        super(keepHistory, 0);
        this.game = game;
        this.players = players;
        this.score = new int[players];
    }

    @Override public PigGame game() { return game; }

    @Override public int players() { return players; }

    @Override public String seat(int seat) { return game.seatNames().get(seat); }

    @Override public int current() { return winner >= 0 ? TERMINAL : rolling ? CHANCE : toMove; }

    @Override public int mover() { return winner >= 0 ? -1 : toMove; }

    @Override public int maxActions() { return Math.max(2, game.sides()); }

    @Override public int legalActions(int[] out) {
        if (winner >= 0 || rolling) return 0;
        out[0] = ROLL;
        if (turnTotal == 0) return 1;
        out[1] = HOLD;
        return 2;
    }

    @Override public int chanceOutcomes(int[] out, double[] probability) {
        if (!rolling) return 0;
        for (int f = 0; f < game.sides(); f++) {
            out[f] = f;
            probability[f] = 1.0 / game.sides();
        }
        return game.sides();
    }

    @Override public int sample(SplittableRandom random) { return random.nextInt(game.sides()); }

    @Override protected void play(int action) {
        if (rolling) {
            rolling = false;
            lastThrow = action + 1;
            if (lastThrow == 1) pass();
            else turnTotal += lastThrow;
            return;
        }
        lastThrow = 0;
        if (action == ROLL) rolling = true;
        else {
            score[toMove] += turnTotal;
            if (score[toMove] >= game.target()) winner = toMove;
            else pass();
        }
    }

    private void pass() {
        turnTotal = 0;
        toMove = (toMove + 1) % players;
    }

    @Override protected void restart() {
        Arrays.fill(score, 0);
        toMove = turnTotal = lastThrow = 0;
        winner = -1;
        rolling = false;
    }

    @Override protected PigState blank() { return new PigState(game, players, false); }

    @Override protected void copyPosition(ReplayState other) {
        PigState o = (PigState) other;
        System.arraycopy(o.score, 0, score, 0, players);
        toMove = o.toMove;
        turnTotal = o.turnTotal;
        winner = o.winner;
        lastThrow = o.lastThrow;
        rolling = o.rolling;
    }

    @Override public void returns(double[] out) {
        for (int q = 0; q < players; q++) out[q] = winner < 0 ? 0 : q == winner ? 1 : -1;
    }

    @Override public int[] ranking() {
        Integer[] order = new Integer[players];
        for (int q = 0; q < players; q++) order[q] = q;
        Arrays.sort(order, (a, b) -> a == winner ? -1 : b == winner ? 1 : Integer.compare(score[b], score[a]));
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    @Override public int winner() { return winner; }

    @Override public String result() { return winner < 0 ? "ongoing" : seat(winner) + " wins with " + score[winner] + " points; " + scores(); }

    @Override public String score() {
        if (winner < 0) return "*";
        StringBuilder b = new StringBuilder();
        for (int q = 0; q < players; q++) b.append(q == 0 ? "" : "-").append(q == winner ? 1 : 0);
        return b.toString();
    }

    @Override public String reason() { return winner < 0 ? "" : "reached " + game.target(); }

    @Override public String actionText(int action) { return rolling ? Integer.toString(action + 1) : action == ROLL ? "roll" : "hold"; }

    @Override public int parseAction(String text) throws IllegalAction {
        String s = text.strip();
        if (rolling) {
            if (s.matches("[0-9]{1,2}") && Integer.parseInt(s) >= 1 && Integer.parseInt(s) <= game.sides()) return Integer.parseInt(s) - 1;
            throw new IllegalAction("'" + s + "' is not a throw of a die of " + game.sides());
        }
        if (s.equals("roll")) return ROLL;
        if (s.equals("hold") && turnTotal > 0) return HOLD;
        if (s.equals("hold")) throw new IllegalAction("nothing to hold: roll first");
        throw new IllegalAction("'" + s + "' is not roll or hold");
    }

    @Override public String events() {
        return lastThrow == 1 ? "a 1: the turn's points are lost" : lastThrow > 1 ? "turn total " + turnTotal : "";
    }

    private String scores() {
        StringBuilder b = new StringBuilder();
        for (int q = 0; q < players; q++) b.append(q == 0 ? "" : ", ").append(seat(q)).append(' ').append(score[q]);
        return b.toString();
    }

    @Override public String text() { return scores() + "; " + seat(toMove) + (rolling ? " rolling" : " to decide") + ", turn total " + turnTotal; }

    @Override public String board(int viewer) { return "   " + text() + "\n"; }

    /** A seat's banked points and, for the seat to move, what it holds, against the best other's. */
    @Override public double value(int seat) {
        int best = 0;
        for (int q = 0; q < players; q++) if (q != seat) best = Math.max(best, score[q]);
        return score[seat] + (seat == toMove ? turnTotal * 0.8 : 0) - best;
    }
}
