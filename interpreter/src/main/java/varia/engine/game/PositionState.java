package varia.engine.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.game.IllegalAction;
import varia.game.State;
import varia.play.BoardRenderer;
import varia.record.MoveParser;
import varia.record.San;
import varia.search.Evaluator;
import varia.variant.Variant;

/**
 * What every two-sided state over an engine {@link Position} shares (the engine's games, and an
 * engine variant moved by a die): the live position and the start it was read from, the actions
 * made (so that a copy is the same game, repetitions included: {@link #copyFrom} takes back to
 * where two games part and makes the other's), the rules' verdict and what the API reads from it
 * (returns, winner, ranking, result), the declarations made between the actions (Makruk's stop of a
 * count: kept beside the actions, since they are no action), SAN for moves, the board drawn and the
 * engine's evaluation.
 * A subclass says which of its actions are moves ({@link #isMove}: the others, a die's throws, are
 * only recorded) and how a fresh state of its game is made.
 */
public abstract class PositionState implements State {
    protected final Position pos;
    private final String startFen;
    private final Variant variant;
    private int[] actions = new int[64];
    private int made;
    /** A declaration made: after how many actions, its name, and the rules' slots before it (undo puts them back). */
    private record Declared(int at, String name, int[] before) {}
    private final List<Declared> declared = new ArrayList<>();
    private GameResult verdict;
    private San san;
    private MoveParser parser;
    private Evaluator evaluator;

    protected PositionState(Variant variant, Position pos) {
        this.variant = variant;
        this.pos = pos;
        this.startFen = pos.toFen();
    }

    /** The live position (callers leave it as they found it). */
    public final Position position() { return pos; }

    /** The engine variant the position is of. */
    public final Variant variant() { return variant; }

    @Override public int players() { return 2; }

    /** Whether the action at this index of the history moves the position (true for every action by default). */
    protected boolean isMove(int index) { return true; }

    /** The number of actions made. */
    protected final int made() { return made; }

    /** The action made at this index of the history. */
    protected final int action(int index) { return actions[index]; }

    /** The position changed: what was read from it is read again. */
    protected void moved() { verdict = null; }

    /** The rules' verdict on the position (cached until it moves). */
    protected GameResult rules() {
        if (verdict == null) verdict = pos.result();
        return verdict;
    }

    @Override public void apply(int action) {
        if (made == actions.length) actions = Arrays.copyOf(actions, made * 2);
        actions[made] = action;
        if (isMove(made++)) {
            pos.make(action);
            moved();
        }
    }

    /** What the rules let the seat deciding declare here (none at a chance node or when the game is over). */
    @Override public List<String> declarations() { return current() < 0 ? List.of() : pos.declarations(); }

    /** Makes the declaration: the rules' slots change, the turn stays; {@link #undo} takes it back first. */
    @Override public void declare(int i) {
        List<String> offered = declarations();
        if (i < 0 || i >= offered.size()) throw new IllegalStateException("nothing to declare here");
        redeclare(offered.get(i));
    }

    private void redeclare(String name) {
        int[] before = pos.stateCopy();
        if (!pos.declare(name)) throw new IllegalStateException("'" + name + "' is not offered here");
        declared.add(new Declared(made, name, before));
        moved();
    }

    /** Takes back the last step of the history (a declaration, else an action: a move unmade); false when there is none. */
    protected final boolean takeBack() {
        if (!declared.isEmpty() && declared.get(declared.size() - 1).at() == made) {
            pos.restoreState(declared.remove(declared.size() - 1).before());
            moved();
            return true;
        }
        if (made == 0) return false;
        if (isMove(--made)) {
            pos.unmake();
            moved();
        }
        return true;
    }

    @Override public boolean undo() { return takeBack(); }

    @Override public void returns(double[] out) { TwoSides.returns(rules(), out); }

    @Override public int[] ranking() { return TwoSides.ranking(winner()); }

    @Override public int winner() { return TwoSides.winner(rules()); }

    @Override public String result() { return rules().isOver() ? rules().pgn() + " (" + reason() + ")" : "ongoing"; }

    @Override public String score() { return rules().pgn(); }

    @Override public String reason() { return rules().reason(); }

    protected final San san() {
        if (san == null) san = new San(variant);
        return san;
    }

    /** A move written in SAN or coordinates, read in this position; else {@link IllegalAction} saying why. */
    protected final int parseMove(String text) throws IllegalAction {
        if (parser == null) parser = new MoveParser(san());
        MoveParser.Parsed p = parser.parseTyped(pos, text);
        if (!p.ok()) throw new IllegalAction(p.error());
        return p.move();
    }

    /**
     * What the side to move should know besides the board, for a terminal's prompt: a check (with
     * the variant's named kinds: Shatar's shak), an opening series running, free turns; "" for nothing.
     */
    protected final String positionSituation() {
        List<String> parts = new ArrayList<>();
        if (pos.freeTurns()) parts.add("free turns: either side's pieces may move until the first capture");
        if (pos.inCheck()) {
            List<String> kinds = pos.checkKinds();
            parts.add(kinds.isEmpty() ? "in check" : "check: " + String.join(", ", kinds));
        }
        if (pos.inOpeningSeries()) parts.add("opening series: " + pos.seriesMovesLeft() + " of its moves in a row left");
        return String.join("; ", parts);
    }

    @Override public String board(int viewer) { return BoardRenderer.render(pos, viewer == 1); }

    /** A state of the same game at the start this one was read from, with no action made. */
    protected abstract PositionState fresh(Position start);

    @Override public final State copy() {
        PositionState c;
        try {
            c = fresh(Position.fromFen(variant, startFen));
        } catch (FenException e) {
            throw new IllegalStateException("the game's own start does not read back: " + e.getMessage(), e);
        }
        c.copyFrom(this);
        return c;
    }

    /**
     * Takes back this game's actions and declarations to where the two part, then makes the
     * other's (same start: same history, repetitions included).
     */
    @Override public void copyFrom(State other) {
        PositionState o = (PositionState) other;
        if (o.getClass() != getClass() || !o.startFen.equals(startFen)) throw new IllegalArgumentException("a game from another start");
        int common = 0, limit = Math.min(made, o.made);
        while (common < limit && actions[common] == o.actions[common]) common++;
        int same = 0, both = Math.min(declared.size(), o.declared.size());
        while (same < both && declared.get(same).at() == o.declared.get(same).at() && declared.get(same).name().equals(o.declared.get(same).name())
                && declared.get(same).at() <= common) same++;
        if (same < declared.size()) common = Math.min(common, declared.get(same).at());
        if (same < o.declared.size()) common = Math.min(common, o.declared.get(same).at());
        while (made > common || declared.size() > same) takeBack();
        int j = declared.size();
        for (int i = made; i < o.made; i++) {
            while (j < o.declared.size() && o.declared.get(j).at() == i) redeclare(o.declared.get(j++).name());
            apply(o.actions[i]);
        }
        while (j < o.declared.size()) redeclare(o.declared.get(j++).name());
    }

    /** The engine's static evaluation, for the seat (the side to move's in centipawn-like units, turned). */
    @Override public double value(int seat) {
        if (evaluator == null) evaluator = new Evaluator(variant);
        int e = evaluator.evaluate(pos);
        return seat == pos.sideToMove() ? e : -e;
    }

}
