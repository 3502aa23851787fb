package varia.dice;

import java.util.Arrays;
import java.util.SplittableRandom;
import varia.game.IllegalAction;

/**
 * A dice-chess game through the game API: a turn is a chance node (the turn's dice, one random
 * number each, drawn as {@link #sample} draws them) and then the mover's moves, one per die it can use
 * ({@link DicePosition} move ints, written in {@link DiceNotation}), until no die left can be
 * used. Dice no piece can use are lost and the turn passes at once. A throw is an int of 8 bits
 * per die (the outcome indices); for planning, throws whose faces move the same pieces are one
 * ({@link DiceThrows}). Counts what a simulation reports (moves, captures, promotions, triumphs).
 */
public final class DiceState extends varia.game.ReplayState {
    final DiceChessGame game;
    final DiceTable t;
    final DicePosition pos;
    /** The counts: moves, pieces taken, promotions, triumphs; what the last action did (-1 a throw lost whole, else the dice lost as the turn it ended passed). */
    static final int MOVES = 0, CAPTURES = 1, PROMOTIONS = 2, TRIUMPHS = 3, LAST_LOST = 4;
    private final int[] buffer, dice;
    /** The moves in {@link #buffer} when they are those of the position as it stands (generated as the throw was made), else -1. */
    private int buffered = -1;
    private DiceEvaluation evaluation;
    /** The position {@link #valueAfter} tries a move on (made when first asked). */
    private DicePosition trial;

    DiceState(DiceTable t) { this(t, new DicePosition(t), true); }

    private DiceState(DiceTable t, DicePosition pos, boolean keepHistory) {
        super(keepHistory, 5);
        this.game = t.game;
        this.t = t;
        this.pos = pos;
        this.buffer = new int[t.maxMoves];
        this.dice = new int[game.rules().dicePerTurn()];
    }

    /** A copy of {@code pos} as a state (for computer players called with a position). */
    static DiceState at(DicePosition pos) {
        DiceState s = new DiceState(pos.t, new DicePosition(pos.t), false);
        s.pos.copyFrom(pos);
        return s;
    }

    /** Makes this state the position {@code p} of the same table (a scratch view for a computer player). */
    void load(DicePosition p) {
        forget();
        buffered = -1;
        pos.copyFrom(p);
        java.util.Arrays.fill(counts, 0);
    }

    public DicePosition position() { return pos; }

    public DiceTable table() { return t; }

    /** A throw as an action: 8 bits per die, the first die lowest. */
    static int pack(int[] outcomes) {
        int a = 0;
        for (int i = outcomes.length - 1; i >= 0; i--) a = a << 8 | outcomes[i];
        return a;
    }

    private void unpack(int action) {
        for (int i = 0; i < dice.length; i++) dice[i] = action >>> 8 * i & 0xFF;
    }

    @Override public DiceChessGame game() { return game; }

    @Override public int players() { return t.players; }

    @Override public String seat(int seat) { return t.seat(seat).name(); }

    @Override public int current() { return pos.over() ? TERMINAL : pos.inTurn() ? pos.toMove() : CHANCE; }

    @Override public int mover() { return pos.over() ? -1 : pos.toMove(); }

    @Override public int maxActions() { return Math.max(t.maxMoves, t.throwsOf.dice.length); }

    @Override public int legalActions(int[] out) {
        if (!pos.inTurn()) return 0;
        if (buffered < 0) return pos.generate(out);
        System.arraycopy(buffer, 0, out, 0, buffered); // the throw's moves, generated once
        return buffered;
    }

    @Override public int chanceOutcomes(int[] out, double[] probability) {
        if (pos.over() || pos.inTurn()) return 0;
        DiceThrows k = t.throwsOf;
        boolean rethrow = game.rules().rethrow() && anyUsable();
        int n = 0;
        double sum = 0;
        for (int i = 0; i < k.dice.length; i++) {
            if (rethrow && !pos.usable(k.dice[i])) continue; // thrown again: its odds go to the others
            out[n] = pack(k.dice[i]);
            probability[n] = k.probability[i];
            sum += probability[n++];
        }
        for (int i = 0; i < n; i++) probability[i] /= sum;
        return n;
    }

    /** True when some throw could be used by the player to throw. */
    private boolean anyUsable() {
        for (int[] d : t.throwsOf.dice) if (pos.usable(d)) return true;
        return false;
    }

    /** The draw the device gives; under 'rethrow' a throw no piece can use is thrown again (when some throw could be used). */
    @Override public int sample(SplittableRandom random) {
        int a = draw(random);
        if (!game.rules().rethrow() || usable(a) || !anyUsable()) return a;
        while (!usable(a)) a = draw(random);
        return a;
    }

    private int draw(SplittableRandom random) {
        int a = 0;
        for (int i = 0; i < dice.length; i++) a |= game.die().sample(random) << 8 * i;
        return a;
    }

    private boolean usable(int action) {
        unpack(action);
        return pos.usable(dice);
    }

    @Override protected void play(int action) {
        if (!pos.inTurn()) {
            unpack(action);
            pos.startTurn(dice);
            counts[LAST_LOST] = 0;
            buffered = pos.generate(buffer);
            if (buffered == 0) { // no piece can use them: lost, the turn passes
                pos.loseRest();
                counts[LAST_LOST] = -1;
                buffered = -1;
            }
            return;
        }
        buffered = -1;
        int p = pos.toMove(), before = pos.lostDice;
        counts[CAPTURES] += pos.play(action);
        counts[MOVES]++;
        if (pos.lastPromotion() >= 0) counts[PROMOTIONS]++;
        if (pos.lastTriumph() > 0) counts[TRIUMPHS]++;
        counts[LAST_LOST] = pos.toMove() != p || pos.over() ? pos.lostDice - before : 0;
    }

    @Override protected void restart() {
        buffered = -1;
        pos.copyFrom(new DicePosition(t));
    }

    /** The winner 1, the others -1; without a winner those still in 0. */
    @Override public void returns(double[] out) {
        Arrays.fill(out, 0, t.players, 0);
        if (!pos.over()) return;
        int w = pos.winner();
        for (int q = 0; q < t.players; q++) out[q] = w >= 0 ? (q == w ? 1 : -1) : pos.in[q] ? 0 : -1;
    }

    @Override public int[] ranking() { return pos.ranking(); }

    @Override public int winner() { return pos.winner(); }

    @Override public String result() { return pos.over() ? DiceResult.text(pos) : "ongoing"; }

    /** The winner's point; a draw (only kings left) shares it among those still in; no winner otherwise. */
    @Override public String score() {
        if (!pos.over()) return "*";
        int w = pos.winner(), in = 0;
        for (int q = 0; q < t.players; q++) if (pos.in[q]) in++;
        if (w < 0 && !pos.drawn) return "*";
        StringBuilder b = new StringBuilder();
        for (int q = 0; q < t.players; q++)
            b.append(q == 0 ? "" : "-").append(w >= 0 ? (q == w ? "1" : "0") : pos.in[q] ? "1/" + in : "0");
        return b.toString();
    }

    @Override public String reason() {
        if (!pos.over()) return "";
        if (pos.settled) return pos.drawn ? "only kings left, equal stakes" : "only kings left, highest stakes";
        if (pos.drawn) return "only kings left";
        if (pos.stopped) return "stopped at the turn limit of " + game.rules().turnLimit();
        if (pos.winner() < 0) return "equal stakes";
        return game.rules().end() == DiceRules.End.LAST_KING ? "last king standing" : "highest stakes";
    }

    @Override public String actionText(int action) {
        if (!pos.inTurn()) {
            unpack(action);
            return DiceNotation.throwText(t, dice);
        }
        return DiceNotation.text(pos, action);
    }

    /** A throw in words: each die's face and the pieces it moves. */
    @Override public String describe(int action) {
        if (pos.inTurn()) return actionText(action);
        unpack(action);
        StringBuilder b = new StringBuilder();
        for (int o : dice) b.append(b.length() == 0 ? "" : ", ").append(game.die().outcome(o).name()).append(" (").append(String.join(" or ", game.movedBy(o))).append(')');
        return b.toString();
    }

    @Override public String events() {
        int lastLost = counts[LAST_LOST];
        if (lastLost < 0) return "no piece can use them; the throw is lost";
        StringBuilder b = new StringBuilder();
        if (pos.lastPromotion() >= 0) b.append("; the pawn becomes a ").append(t.type(pos.lastPromotion()).name());
        if (pos.lastTriumph() > 0) b.append("; triumph: ").append(pos.lastTriumph()).append(' ').append(t.type(game.rules().triumph()).name()).append("(s) taken");
        for (int q = 0; q < t.players; q++) if ((pos.lastChecks() & 1 << q) != 0) b.append("; check to ").append(t.seat(q).name());
        for (int q = 0; q < t.players; q++) if ((pos.lastOut() & 1 << q) != 0) b.append("; ").append(t.seat(q).name()).append(" is out");
        if (lastLost > 0) b.append("; ").append(lastLost == 1 ? "a die is" : lastLost + " dice are").append(" left that no piece can use: lost");
        return b.length() == 0 ? "" : b.substring(2);
    }

    @Override public String situation() { return "dice left " + DiceNotation.throwText(t, pos.diceLeft()); }

    @Override public int parseAction(String text) throws IllegalAction {
        if (pos.inTurn()) {
            try {
                return DiceNotation.parse(pos, text);
            } catch (DiceNotation.IllegalMove e) {
                throw new IllegalAction(e.getMessage());
            }
        }
        String[] thrown = text.strip().split(",");
        if (thrown.length != dice.length) throw new IllegalAction(thrown.length + " dice given; a turn throws " + dice.length);
        int[] outcomes = new int[thrown.length];
        for (int i = 0; i < thrown.length; i++) {
            outcomes[i] = -1;
            for (int o = 0; o < game.die().size(); o++) if (game.die().outcome(o).name().equals(thrown[i])) outcomes[i] = o;
            if (outcomes[i] < 0) throw new IllegalAction("'" + thrown[i] + "' is not a throw; the outcomes are "
                    + String.join(", ", game.die().outcomes().stream().map(varia.race.Outcome::name).toList()));
        }
        int a = pack(outcomes);
        if (game.rules().rethrow() && !usable(a) && anyUsable())
            throw new IllegalAction("no piece of " + t.seat(pos.toMove()).name() + "'s can use " + text.strip()
                    + ": under this game's rules such a throw is thrown again (write the throw that was played)");
        return a;
    }

    @Override public String text() {
        StringBuilder b = new StringBuilder();
        for (int r = t.ranks - 1; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < t.files; f++) {
                int sq = r * t.files + f, q = pos.owner(sq);
                if (q < 0) { empty++; continue; }
                if (empty > 0) b.append(empty);
                empty = 0;
                b.append(t.seat(q).letter()).append(t.type(pos.type(sq)).letter());
            }
            if (empty > 0) b.append(empty);
            if (r > 0) b.append('/');
        }
        b.append(' ').append(pos.over() ? "-" : t.seat(pos.toMove()).name());
        if (pos.inTurn()) b.append(' ').append(DiceNotation.throwText(t, pos.diceLeft()));
        return b.toString();
    }

    @Override public String board(int viewer) { return DiceBoard.draw(pos); }

    @Override protected DiceState blank() { return new DiceState(t, new DicePosition(t), false); }

    @Override protected void copyPosition(varia.game.ReplayState other) {
        pos.copyFrom(((DiceState) other).pos);
        buffered = -1; // a player's scratch copy seldom asks for its moves: generated if it does
    }

    @Override public double value(int seat) { return DiceHeuristic.relative(pos, seat); }

    /** A move tried on a scratch position of the state's own (the state's counts and history play no part in the value). */
    @Override public double valueAfter(int action, int seat, varia.game.State scratch) {
        if (!pos.inTurn()) return super.valueAfter(action, seat, scratch);
        if (trial == null) trial = new DicePosition(t);
        trial.copyFrom(pos);
        trial.play(action);
        return trial.over() && trial.winner() == seat ? Double.POSITIVE_INFINITY : DiceHeuristic.relative(trial, seat);
    }

    /** Every seat's rating in one pass over the board. */
    @Override public void evaluate(double[] out) {
        if (evaluation == null) evaluation = new DiceEvaluation(t);
        evaluation.values(pos, out);
    }
}
