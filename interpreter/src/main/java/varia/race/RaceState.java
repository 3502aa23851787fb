package varia.race;

import java.util.Arrays;
import java.util.SplittableRandom;
import varia.game.IllegalAction;

/**
 * A race game through the game API: a turn is a chance node (the throw, {@link Throw#sample}'s
 * one random number) and then the mover's decision among the moves for that throw
 * ({@link RaceMove} ints, written in {@link RaceNotation}). A throw no piece can use is lost at
 * once and the turn passes, as a record writes it ({@code -}). Counts what a simulation reports
 * (turns, lost throws, captures); a game still going after {@link #MAX_TURNS} turns stops
 * without a winner.
 */
public final class RaceState extends varia.game.ReplayState {
    /** A game still running after this many turns is stopped (a safeguard; none came near it). */
    public static final int MAX_TURNS = 100_000;
    final RaceGame game;
    final RaceTable t;
    final RacePosition pos;
    /** The outcome thrown, waiting for the mover's decision; -1 at a chance node. */
    int pending = -1;
    /** The counts: turns played, throws lost, pieces captured; what the last action did (-1 a throw lost, else the pieces captured). */
    static final int TURNS = 0, LOST = 1, CAPTURES = 2, LAST = 3;
    boolean stopped;
    /** The moves for the pending throw, generated when it was thrown. */
    private final int[] moves;
    private int moveCount;
    /** The position {@link #valueAfter} tries a move on (made when first asked). */
    private RacePosition trial;

    RaceState(RaceTable t) {
        this(t, new RacePosition(t), true);
    }

    private RaceState(RaceTable t, RacePosition pos, boolean keepHistory) {
        super(keepHistory, 4);
        this.game = t.game;
        this.t = t;
        this.pos = pos;
        this.moves = new int[maxMoves(t)];
    }

    /** The most moves a throw can give. */
    static int maxMoves(RaceTable t) { return t.pieces * 4 + 2; }

    /** A state at {@code pos} with {@code outcome} thrown (a copy: for computer players called with a position and a throw). */
    static RaceState at(RacePosition pos, int outcome) {
        RaceState s = new RaceState(pos.t, new RacePosition(pos.t), false);
        s.pos.copyFrom(pos);
        s.pending = outcome;
        s.moveCount = pos.generate(outcome, s.moves);
        return s;
    }

    public RacePosition position() { return pos; }

    public RaceTable table() { return t; }

    /** The outcome thrown and waiting for a move, or -1. */
    public int pending() { return pending; }

    public int turns() { return counts[TURNS]; }

    public int lost() { return counts[LOST]; }

    public int captures() { return counts[CAPTURES]; }

    public boolean stopped() { return stopped; }

    /** What the last action did: the pieces its move captured, or -1 when a throw was lost. */
    public int lastCaptured() { return counts[LAST]; }

    @Override public RaceGame game() { return game; }

    @Override public int players() { return t.players; }

    @Override public String seat(int seat) { return t.seat(seat).name(); }

    @Override public int current() {
        if (pos.over || stopped) return TERMINAL;
        return pending < 0 ? CHANCE : pos.toMove;
    }

    @Override public int mover() { return pos.over || stopped ? -1 : pos.toMove; }

    @Override public int maxActions() { return Math.max(moves.length, game.dice().size()); }

    @Override public int legalActions(int[] out) {
        if (pending < 0 || pos.over || stopped) return 0;
        if (moveCount < 0) moveCount = pos.generate(pending, moves); // a copy generates them when asked
        System.arraycopy(moves, 0, out, 0, moveCount);
        return moveCount;
    }

    @Override public int chanceOutcomes(int[] out, double[] probability) {
        if (pending >= 0 || pos.over || stopped) return 0;
        int k = 0;
        for (int o = 0; o < t.distance.length; o++) { // outcomes of one effect (distance, entry, another throw) merged
            int same = -1;
            for (int j = 0; j < k && same < 0; j++)
                if (t.distance[out[j]] == t.distance[o] && t.enters[out[j]] == t.enters[o] && t.extraThrow[out[j]] == t.extraThrow[o]) same = j;
            double p = game.dice().outcome(o).probability();
            if (same >= 0) probability[same] += p;
            else {
                out[k] = o;
                probability[k++] = p;
            }
        }
        return k;
    }

    @Override public int sample(SplittableRandom random) { return game.dice().sample(random); }

    @Override protected void play(int action) {
        if (pending < 0) {
            pending = action;
            moveCount = pos.generate(action, moves);
            counts[LAST] = 0;
            if (moveCount == 1 && moves[0] == RaceMove.PASS) { // no piece can use it: lost, the turn passes
                pos.play(action, RaceMove.PASS);
                counts[LOST]++;
                counts[LAST] = -1;
                endTurn();
            }
            return;
        }
        counts[LAST] = pos.play(pending, action);
        counts[CAPTURES] += counts[LAST];
        endTurn();
    }

    private void endTurn() {
        pending = -1;
        moveCount = 0;
        if (++counts[TURNS] >= RaceState.MAX_TURNS && !pos.over) stopped = true;
    }

    @Override protected void restart() {
        pos.copyFrom(new RacePosition(t));
        pending = -1;
        moveCount = 0;
        stopped = false;
    }

    @Override public void returns(double[] out) {
        Arrays.fill(out, 0, t.players, 0);
        if (!pos.over) return;
        for (int q = 0; q < t.players; q++) out[q] = q == pos.winner() ? 1 : -1;
    }

    @Override public int[] ranking() {
        int[] order = pos.finishOrder();
        if (order.length == t.players) return order;
        int[] out = Arrays.copyOf(order, t.players);
        int k = order.length;
        for (int q = 0; q < t.players; q++) if (!pos.finished(q)) out[k++] = q;
        return out;
    }

    @Override public int winner() { return pos.over ? pos.winner() : -1; }

    @Override public String result() {
        if (stopped) return "no winner: play stopped after " + counts[TURNS] + " turns";
        if (!pos.over) return "ongoing";
        StringBuilder b = new StringBuilder(t.seat(pos.winner()).name()).append(" wins after ").append(counts[TURNS]).append(" turns");
        if (pos.finishOrder().length > 1) {
            b.append("; order ");
            int[] order = pos.finishOrder();
            for (int i = 0; i < order.length; i++) b.append(i == 0 ? "" : ", ").append(t.seat(order[i]).name());
        }
        return b.toString();
    }

    @Override public String score() {
        if (!pos.over) return "*";
        StringBuilder b = new StringBuilder();
        for (int q = 0; q < t.players; q++) b.append(q == 0 ? "" : "-").append(q == pos.winner() ? "1" : "0");
        return b.toString();
    }

    @Override public String reason() {
        return stopped ? "stopped after " + RaceState.MAX_TURNS + " turns" : pos.over ? "all pieces home" : "";
    }

    @Override public String actionText(int action) {
        if (pending < 0) return game.dice().token(action);
        return RaceNotation.text(pos, pending, action);
    }

    /** A throw in words: its outcome and the distance it moves. */
    @Override public String describe(int action) {
        if (pending >= 0) return actionText(action);
        Outcome o = game.dice().outcome(action);
        return o.label() + " = " + o.distance();
    }

    @Override public String events() {
        int last = counts[LAST];
        return last < 0 ? "no piece can use it; the throw is lost" : last > 0 ? "captures " + last + " piece(s): back off the board" : "";
    }

    @Override public int parseAction(String text) throws IllegalAction {
        if (pending < 0) {
            int o = game.dice().parse(text.strip());
            if (o < 0) throw new IllegalAction("'" + text.strip() + "' is not a throw; the throws are "
                    + String.join(", ", game.dice().outcomes().stream().map(x -> x.name() + " (" + x.distance() + ")").toList()));
            return o;
        }
        try {
            return RaceNotation.parse(pos, pending, text);
        } catch (RaceNotation.IllegalMove e) {
            throw new IllegalAction(e.getMessage());
        }
    }

    @Override public String text() {
        StringBuilder b = new StringBuilder();
        for (int q = 0; q < t.players; q++) {
            b.append(q == 0 ? "" : " ").append(t.seat(q).letter()).append(':');
            for (int i = 0; i < t.pieces; i++) {
                int idx = pos.piece(q, i);
                b.append(i == 0 ? "" : ",").append(idx == RacePosition.OFF ? "off" : idx == t.track[q].length - 1 ? "home" : game.squareName(t.track[q][idx]));
            }
        }
        b.append(' ').append(pos.over ? "-" : t.seat(pos.toMove).name());
        if (pending >= 0) b.append(' ').append(game.dice().token(pending));
        return b.toString();
    }

    @Override public String board(int viewer) { return RaceBoard.draw(pos, Math.max(0, viewer)); }

    @Override protected RaceState blank() { return new RaceState(t, new RacePosition(t), false); }

    @Override protected void copyPosition(varia.game.ReplayState other) {
        RaceState o = (RaceState) other;
        pos.copyFrom(o.pos);
        pending = o.pending;
        moveCount = -1; // the moves of the pending throw, generated again only if asked (a player's scratch copy seldom asks)
        stopped = o.stopped;
    }

    @Override public double value(int seat) { return Heuristic.relative(pos, seat); }

    /** A move tried on a scratch position of the state's own (the state's counts and history play no part in the value). */
    @Override public double valueAfter(int action, int seat, varia.game.State scratch) {
        if (pending < 0) return super.valueAfter(action, seat, scratch);
        if (trial == null) trial = new RacePosition(t);
        trial.copyFrom(pos);
        trial.play(pending, action);
        return trial.over() && trial.winner() == seat ? Double.POSITIVE_INFINITY : Heuristic.relative(trial, seat);
    }
}
